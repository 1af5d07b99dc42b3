import { stripNumberPrefix } from '../content/names.ts';
import type { ParsedSource } from '../content/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { ContentEntry, DocEntry, PostEntry } from './types.ts';
import { joinRoute } from '../shared/urls.ts';

const INDEX_NAMES = new Set(['index', 'readme']);

function splitPath(relPath: string): { dirs: string[]; base: string } {
  const parts = relPath.split('/');
  const file = parts.pop() ?? '';
  return { dirs: parts, base: file.replace(/\.mdx?$/i, '') };
}

// Pure memo: a doc's entry depends only on its parse and the docs' base path; serve's rebuilds keep the parses of unchanged
// files (the same objects), so their entries are not worked out again.
const docEntryMemo = new WeakMap<ParsedSource, { base: string; entry: DocEntry }>();

/** Places docs: ids and routes by Docusaurus conventions (prefixes stripped, index files, slug, id), under `base`. */
export function createDocEntries(
  sources: ParsedSource[],
  config: ResolvedConfig,
  base: string = config.docs.routeBasePath,
): DocEntry[] {
  return sources.map((source) => {
    const cached = docEntryMemo.get(source);
    if (cached?.base === base) return cached.entry;
    const entry = createDocEntry(source, base);
    docEntryMemo.set(source, { base, entry });
    return entry;
  });
}

function createDocEntry(source: ParsedSource, base: string): DocEntry {
  const fm = source.frontMatter;
  const { dirs, base: fileBase } = splitPath(source.source.relPath);
  const dirSegments = dirs.map((d) => stripNumberPrefix(d).name);
  const stripped = stripNumberPrefix(fileBase);
  const folderName = dirSegments[dirSegments.length - 1];
  const isIndex =
    INDEX_NAMES.has(stripped.name.toLowerCase()) ||
    (folderName !== undefined && stripped.name.toLowerCase() === folderName.toLowerCase());
  const idName = fm.id ?? (isIndex && INDEX_NAMES.has(stripped.name.toLowerCase()) ? 'index' : stripped.name);
  const id = [...dirSegments, idName].join('/');
  let route: string;
  if (fm.slug !== undefined) {
    route = fm.slug.startsWith('/') ? joinRoute(base, fm.slug) : joinRoute(base, ...dirSegments, fm.slug);
  } else if (isIndex) {
    // As in Docusaurus, a folder's index file is the folder's route whatever its id (`id: index` or any other).
    route = `${joinRoute(base, ...dirSegments)}/`.replace(/\/{2,}$/, '/');
  } else {
    route = joinRoute(base, ...dirSegments, fm.id ?? stripped.name);
  }
  return {
    source,
    route,
    id,
    dirRelPath: dirs.join('/'),
    position: fm.sidebar_position ?? stripped.position,
    name: stripped.name,
    isIndex,
  };
}

/** Places standalone pages: `index.md` → `/`, `a.md` → `/a`, `a/index.md` → `/a/`, or the front matter slug. */
export function createPageEntries(sources: ParsedSource[]): ContentEntry[] {
  return sources.map((source) => {
    const { dirs, base } = splitPath(source.source.relPath);
    const slug = source.frontMatter.slug;
    if (slug !== undefined) return { source, route: joinRoute(slug) };
    if (INDEX_NAMES.has(base.toLowerCase()))
      return { source, route: dirs.length ? `${joinRoute(...dirs)}/` : '/' };
    return { source, route: joinRoute(...dirs, base) };
  });
}

const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})[-_](.+)$/;

/** Places blog posts: the date and slug come from `YYYY-MM-DD-slug.md` (or its folder) unless front matter sets them. */
export function createPostEntries(
  sources: ParsedSource[],
  routeBasePath: string,
): { posts: PostEntry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: PostEntry[] = [];
  for (const source of sources) {
    const { dirs, base } = splitPath(source.source.relPath);
    const name = INDEX_NAMES.has(base.toLowerCase()) && dirs.length ? dirs[dirs.length - 1]! : base;
    const dated = DATED_NAME.exec(name);
    const date =
      source.frontMatter.date?.slice(0, 10) ?? (dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined);
    if (!date) {
      diagnostics.push(
        createDiagnostic(
          'error',
          'blog-missing-date',
          source.source.file,
          'blog post has no date; name the file YYYY-MM-DD-slug.md or set `date: YYYY-MM-DD` in front matter',
        ),
      );
      continue;
    }
    const slug = source.frontMatter.slug ?? (dated ? dated[4]! : name);
    const route = source.frontMatter.slug
      ? joinRoute(routeBasePath, slug)
      : joinRoute(routeBasePath, ...date.split('-'), slug);
    posts.push({ source, route, date, slug });
  }
  // Newest first; ties by route so the order never depends on the file system.
  posts.sort((a, b) => (a.date === b.date ? (a.route < b.route ? -1 : 1) : a.date < b.date ? 1 : -1));
  return { posts, diagnostics };
}

/** Finds routes claimed twice, or differing only in case; the first claim (in path order) wins. */
export function collectRouteConflicts(claims: { route: string; file: string }[]): {
  diagnostics: Diagnostic[];
  rejected: Set<string>;
} {
  const diagnostics: Diagnostic[] = [];
  const rejected = new Set<string>();
  const byExact = new Map<string, string>();
  const byFolded = new Map<string, { route: string; file: string }>();
  for (const claim of claims) {
    const key = claim.route.replace(/\/$/, '') || '/';
    const folded = key.toLowerCase();
    const exact = byExact.get(key);
    if (exact !== undefined) {
      rejected.add(claim.file);
      diagnostics.push(
        createDiagnostic(
          'warning',
          'duplicate-route',
          claim.file,
          `route ${claim.route} is also produced by ${exact}; this file is skipped. Rename one of them or set a different slug`,
        ),
      );
      continue;
    }
    const other = byFolded.get(folded);
    if (other !== undefined) {
      rejected.add(claim.file);
      diagnostics.push(
        createDiagnostic(
          'warning',
          'duplicate-route-case',
          claim.file,
          `routes differ only in case: ${claim.route} and ${other.route} (${other.file}); case-insensitive file systems cannot hold both. This file is skipped`,
        ),
      );
      continue;
    }
    byExact.set(key, claim.file);
    byFolded.set(folded, claim);
  }
  return { diagnostics, rejected };
}
