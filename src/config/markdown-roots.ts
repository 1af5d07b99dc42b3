// The folders the markdown stage reads files from besides the pages: a dialect's includes, and MDX imports.
import path from 'node:path';
import type { ResolvedConfig, UserConfig } from './types.ts';
import { workspaceDirOf } from './workspace-dir.ts';

// Only the dialects that include other files need to know where the site is (the others' settings key stays as it was).
/** Where a dialect reads the files a page includes, or undefined on a site with no dialect. */
export function includeRootsOf(
  user: UserConfig,
  options: { rootDir: string },
): ResolvedConfig['markdown']['includeRoots'] {
  const dialect = user.markdown?.dialect;
  if (dialect === undefined) return undefined;
  const rootDir = path.resolve(options.rootDir);
  const contentDir = path.resolve(rootDir, user.contentDir ?? 'content');
  const from = user.markdown?.includeFrom;
  // Included files come from the project folder, or from the folder `includeFrom` names (an mdBook book that
  // includes its repository's examples); a Starlight site may read the monorepo around it, as Vite does.
  const allowedDir =
    from !== undefined
      ? path.resolve(rootDir, from)
      : dialect === 'starlight'
        ? workspaceDirOf(rootDir)
        : undefined;
  return allowedDir === undefined ? { rootDir, contentDir } : { rootDir, contentDir, allowedDir };
}

/** The site's folders MDX imports are read from (`@site/…`, partials, images), absolute. */
export function mdxRootsOf(
  user: UserConfig,
  options: { rootDir: string },
): ResolvedConfig['markdown']['mdxRoots'] {
  const rootDir = path.resolve(options.rootDir);
  const contentDir = path.resolve(rootDir, user.contentDir ?? 'content');
  const aliases = Object.entries(user.markdown?.pathAliases ?? {}).map(
    ([prefix, dir]) => [prefix, path.resolve(rootDir, dir)] as const,
  );
  return {
    rootDir,
    contentDir,
    staticDir: path.resolve(contentDir, user.staticDir ?? 'static'),
    docsDir: path.resolve(contentDir, user.docs?.path ?? 'docs'),
    ...(aliases.length > 0 ? { aliases } : {}),
  };
}
