// What an MDX document's imports read, bound to its render: partials (`import Note from './_note.md'`) through the
// context's readFile (so a cached page is redone when one changes), and imported or required files (images) resolved
// as markdown images are, so that `<img src={img} />` shows the same hashed asset `![](./x.png)` would.
import path from 'node:path';
import type { MdxRoots } from '../../config/types.ts';
import { findClosingFence, normaliseText, readOpeningFence } from '../../content/fence.ts';
import { parseHeader } from '../../content/matter.ts';
import { report, type RenderEnv } from '../env.ts';
import { recordLink } from '../links.ts';
import { resolveUrlAt } from '../resolve-url.ts';
import { MdxError } from './ast.ts';
import type { MdxHost, MdxState, PartialSource } from './state.ts';

/** How deep partials may sit in one another. */
export const MAX_PARTIAL_DEPTH = 16;

const toPosix = (p: string): string => p.split(path.sep).join('/');

function isInside(abs: string, dir: string): boolean {
  const relative = path.relative(dir, abs);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The absolute file an import names: `@site/…` from the site's folder, `./` and `../` from the file's own, a path
 * alias (`~/…`) from its folder.
 */
export function importedPath(roots: MdxRoots, currentFile: string, from: string): string | undefined {
  const clean = from.replace(/[?#].*$/, '');
  if (clean.startsWith('@site/')) return path.resolve(roots.rootDir, clean.slice('@site/'.length));
  const alias = roots.aliases?.find(([prefix]) => clean.startsWith(prefix));
  if (alias) return path.resolve(alias[1], clean.slice(alias[0].length));
  if (/^\.\.?\//.test(clean))
    return path.resolve(path.dirname(path.resolve(roots.rootDir, currentFile)), clean);
  return undefined;
}

/** Reads the file of a Vite `?raw` import (`/x` from the project folder) for the document rendered with `env`. */
export type RawReader = (
  env: RenderEnv,
  target: string,
) => { ok: true; text: string } | { ok: false; problem: string };

/** Binds an MDX state to its document's render: its host, which its scope reads through too. */
export function bindMdxHost(
  env: RenderEnv,
  mdx: MdxState,
  roots: MdxRoots | undefined,
  readRaw?: RawReader,
): void {
  mdx.roots = roots;
  mdx.host = createMdxHost(env, mdx, readRaw);
  mdx.constants.host = mdx.host;
}

/** The host of one document's render: `env` is its env, `mdx` its MDX state, `readRaw` how `?raw` imports read. */
export function createMdxHost(env: RenderEnv, mdx: MdxState, readRaw?: RawReader): MdxHost {
  const roots = mdx.roots;
  const where = (from: string, offset: number): string => {
    if (!roots)
      throw new MdxError(`the import of "${from}" cannot be read here: no site folder is known`, offset);
    const abs = importedPath(roots, env.context.file, from);
    if (abs === undefined) {
      throw new MdxError(
        `the import of "${from}" is not a path: write it from this file ('./${path.posix.basename(from)}') or from the site's folder ('@site/…')`,
        offset,
      );
    }
    if (!isInside(abs, roots.rootDir) && !isInside(abs, roots.docsDir))
      throw new MdxError(`the import of "${from}" is outside the site's folder`, offset);
    return abs;
  };
  return {
    frontMatter: () => env.context.frontMatter?.() ?? {},
    requireAsset(from, offset) {
      return this.assetUrl(from, offset, mdx.position);
    },
    missing(expression) {
      const message = `${expression} has no value here (it is undefined), so nothing shows for it.`;
      report(env, 'warning', 'mdx-undefined', message, mdx.position.bodyLine, mdx.position.column);
    },
    readRaw: (target) => readRaw?.(env, target),
    assetUrl(from, offset, position) {
      const abs = where(from, offset);
      const image = env.context.resolveImage(assetTarget(roots!, env.context.file, abs));
      if (!image) {
        const shown = toPosix(path.relative(roots!.rootDir, abs));
        throw new MdxError(`the file "${from}" was not found (no file ${shown})`, offset);
      }
      recordLink(env, 'image', from, image.src, position);
      const { src, ...size } = image;
      mdx.assets.set(src, size);
      return src;
    },
    imageUrl(raw, position) {
      const resolved = resolveUrlAt(env, raw, 'image', position);
      if (resolved.size) mdx.assets.set(resolved.href, resolved.size);
      return resolved.href;
    },
    partial(from, offset) {
      const abs = where(from, offset);
      const shown = toPosix(path.relative(roots!.rootDir, abs));
      if (mdx.chain.includes(abs)) {
        const cycle = [...mdx.chain.slice(mdx.chain.indexOf(abs)), abs].map((file) =>
          toPosix(path.relative(roots!.rootDir, file)),
        );
        const what =
          cycle.length === 2 ? `${shown} imports itself` : `a cycle of partials: ${cycle.join(' → ')}`;
        throw new MdxError(`the partial "${from}" cannot be rendered: ${what}`, offset);
      }
      if (mdx.chain.length > MAX_PARTIAL_DEPTH)
        throw new MdxError(`partials sit more than ${MAX_PARTIAL_DEPTH} deep in one another here`, offset);
      const text = env.context.readFile?.(abs);
      if (text === undefined)
        throw new MdxError(`the partial "${from}" was not found (no file ${shown})`, offset);
      return readPartial(abs, shown, text, from, offset);
    },
  };
}

// What the context's resolveImage reads: a file of the static folder by its URL path, any other by its path from the
// document's folder (a file beside the content is then its hashed asset).
function assetTarget(roots: MdxRoots, currentFile: string, abs: string): string {
  if (isInside(abs, roots.staticDir)) return `/${toPosix(path.relative(roots.staticDir, abs))}`;
  const relative = toPosix(path.relative(path.dirname(path.resolve(roots.rootDir, currentFile)), abs));
  return relative.startsWith('../') ? relative : `./${relative}`;
}

// A partial's front matter is its own `frontMatter`; the markdown after it is what renders.
function readPartial(abs: string, file: string, text: string, from: string, offset: number): PartialSource {
  const normalised = normaliseText(text);
  const none = { abs, file, body: normalised, bodyLineOffset: 0, frontMatter: {} };
  if (readOpeningFence(normalised) === undefined) return none;
  const end = findClosingFence(normalised);
  if (end.kind !== 'closed') return none;
  const header = parseHeader(end.header);
  const value = header.kind === 'yaml' && header.result.ok ? (header.result.value ?? {}) : undefined;
  if (value === undefined || typeof value !== 'object' || Array.isArray(value))
    throw new MdxError(`the front matter of the partial "${from}" (${file}) is not a YAML mapping`, offset);
  const frontMatter = value as Record<string, unknown>;
  return { abs, file, body: end.body, bodyLineOffset: end.bodyLineOffset, frontMatter };
}
