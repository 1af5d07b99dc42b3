// Reading the files a page includes (VitePress snippet imports, mdBook's `{{#include}}`): the path is resolved from
// the page's folder or the content folder, must stay inside the site's folder, and is read through the page's
// context so that a cached rendering is redone when the file changes.
import path from 'node:path';
import type { RenderEnv } from '../env.ts';

/** The project and content folders, absolute (the resolved `markdown.includeRoots`). */
export interface IncludeRoots {
  rootDir: string;
  contentDir: string;
  /**
   * The folder included files must be in when it is not the project folder: `markdown.includeFrom`, or the monorepo
   * around a Starlight site (as Vite reads); undefined: the project folder.
   */
  allowedDir?: string | undefined;
}

/** A file read for a page, or why it could not be. */
export type IncludedFile =
  { ok: true; text: string; name: string; path: string } | { ok: false; problem: string };

/**
 * Reads `target` for the page of `env`: from the content folder when `fromContent`, else from `fromDir` (an absolute
 * folder: an included file's own, for the files it includes in turn) or the page's folder.
 */
export function readIncludedFile(
  env: RenderEnv,
  roots: IncludeRoots | undefined,
  target: string,
  fromContent: boolean,
  fromDir?: string,
): IncludedFile {
  if (!roots || !env.context.readFile) return { ok: false, problem: 'files cannot be included here' };
  const base = fromContent
    ? roots.contentDir
    : (fromDir ?? path.dirname(path.resolve(roots.rootDir, env.context.file)));
  const abs = path.resolve(base, target);
  const inside = path.relative(roots.allowedDir ?? roots.rootDir, abs);
  if (inside.startsWith('..') || path.isAbsolute(inside))
    return { ok: false, problem: `${target} is outside the site's folder` };
  const text = env.context.readFile(abs);
  if (text === undefined) return { ok: false, problem: `${target} cannot be read (no such file)` };
  return { ok: true, text: text.replace(/\r\n?/g, '\n'), name: path.basename(abs), path: abs };
}

/** The reader of Vite `?raw` imports of a page: `/x` from the project folder, else from the page's folder. */
export function rawImportReader(roots: IncludeRoots): (env: RenderEnv, target: string) => IncludedFile {
  return (env, target) =>
    target.startsWith('/')
      ? readIncludedFile(env, { ...roots, contentDir: roots.rootDir }, target.slice(1), true)
      : readIncludedFile(env, roots, target, false);
}
