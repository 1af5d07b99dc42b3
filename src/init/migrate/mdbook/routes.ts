// Where a chapter's page is: the doc id and route docsgen gives its file (number prefixes stripped, README and index
// files as their folder's page), and the file mdBook writes for it (`x.md` → `x.html`, `README.md` → `index.html`).
// The migrated config builds pages as `x.html` (trailingSlash: false); where docsgen's file differs from mdBook's,
// a redirect at mdBook's keeps the old address working.
import { stripNumberPrefix } from '../../../content/names.ts';

const INDEX_NAMES = new Set(['index', 'readme']);

function parts(rel: string): { dirs: string[]; name: string; isIndex: boolean; indexName: boolean } {
  const segments = rel.replace(/\.md$/i, '').split('/');
  const file = segments.pop() ?? '';
  const dirs = segments.map((d) => stripNumberPrefix(d).name);
  const name = stripNumberPrefix(file).name;
  const indexName = INDEX_NAMES.has(name.toLowerCase());
  const folder = dirs[dirs.length - 1];
  return {
    dirs,
    name,
    indexName,
    isIndex: indexName || (folder !== undefined && name.toLowerCase() === folder.toLowerCase()),
  };
}

/** The docsgen doc id of a chapter file (relative to the docs folder): `cli/README.md` → `cli/index`. */
export function docIdOfChapter(rel: string): string {
  const { dirs, name, indexName } = parts(rel);
  return [...dirs, indexName ? 'index' : name].join('/');
}

/** The docsgen route of a chapter file: `cli/README.md` → `/cli/`, `cli/init.md` → `/cli/init`. */
export function docsgenRouteOf(rel: string): string {
  const { dirs, name, isIndex } = parts(rel);
  if (isIndex) return dirs.length === 0 ? '/' : `/${dirs.join('/')}/`;
  return `/${[...dirs, name].join('/')}`;
}

/** The file docsgen writes for a route with `trailingSlash: false`: `/` → `index.html`, `/cli/` → `cli.html`. */
export function docsgenFileOf(route: string): string {
  if (route === '/') return 'index.html';
  return `${route.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The file mdBook writes for a chapter file: `cli/README.md` → `cli/index.html`, `01-a.md` → `01-a.html`. */
export function mdbookFileOf(rel: string): string {
  return rel.replace(/(^|\/)README\.md$/i, '$1index.md').replace(/\.md$/i, '.html');
}
