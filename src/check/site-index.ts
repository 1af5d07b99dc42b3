import type { RenderedMarkdown } from '../markdown/types.ts';
import { collectTwinPages } from '../model/markdown-twins.ts';
import type { Site, SitePage } from '../model/site-types.ts';
import { versionLlmsPrefix } from '../render/files/machine-readable.ts';
import { decodeRoute, encodeRoute, isExternalLink, splitHref, trimTrailingSlashes } from '../shared/urls.ts';

/** Lookup tables of a site for resolving hrefs: routes (exact and case-folded), output files and anchors. */
export interface SiteIndex {
  /** `baseUrl` without its trailing slash (`''` for `/`). */
  base: string;
  trailingSlash: boolean | undefined;
  /** Route key (NFC, no trailing slash) → page. */
  pages: Map<string, SitePage>;
  /** Lower-cased route key → the route as it is. */
  folded: Map<string, string>;
  /** Files served as they are, as routes (`/img/logo.svg`, `/blog/rss.xml`). */
  files: Set<string>;
  /** Primary routes (no mirrors, redirects or 404), sorted: the candidates of "did you mean". */
  routes: string[];
  /** The ids of the blog archive's year headings (`archive-2024`). */
  archiveAnchors: Set<string>;
}

/** Where an href leads. */
export type HrefTarget =
  | { kind: 'skipped' }
  | { kind: 'same-page'; fragment: string }
  | { kind: 'file'; route: string }
  | { kind: 'page'; page: SitePage; fragment: string }
  | { kind: 'case-mismatch'; route: string; actual: string }
  | { kind: 'missing'; route: string }
  | { kind: 'outside-base' }
  | { kind: 'malformed' };

const ASCII = /^[\x00-\x7f]*$/;

/** The route key used for lookups: NFC and without a trailing slash (except `/`). */
export function routeKey(route: string): string {
  const nfc = ASCII.test(route) ? route : route.normalize('NFC');
  return nfc.length > 1 ? trimTrailingSlashes(nfc) || '/' : nfc;
}

/** The markdown of a page, when it has one (docs, mirrors, pages and blog posts). */
export function markdownOf(page: SitePage): RenderedMarkdown | undefined {
  if (page.kind === 'doc') return page.doc.markdown;
  if (page.kind === 'page') return page.page.markdown;
  if (page.kind === 'blog-post') return page.post.markdown;
  return undefined;
}

/** The id templates/Layout.tsx gives every page's `<main>` (the skip link's target). */
const MAIN_ID = 'docsgen-main';
const GENERATED_PAGE_ANCHORS: ReadonlySet<string> = new Set([MAIN_ID]);

/**
 * The ids of a page without markdown that docsgen generates (blog lists, tag and author pages, the archive, category
 * index pages, search, 404); undefined for pages whose ids are not known before rendering (plugin pages, redirects).
 */
export function generatedAnchorsOf(page: SitePage, index: SiteIndex): ReadonlySet<string> | undefined {
  switch (page.kind) {
    case 'blog-archive':
      return new Set([MAIN_ID, ...index.archiveAnchors]);
    case 'blog-list':
    case 'blog-tags':
    case 'blog-authors':
    case 'category':
    case 'search':
    case 'not-found':
      return GENERATED_PAGE_ANCHORS;
    default:
      return undefined;
  }
}

/** Builds the lookup tables of a site. */
export function createSiteIndex(site: Site): SiteIndex {
  const { config } = site;
  const pages = new Map<string, SitePage>();
  const folded = new Map<string, string>();
  const routes: string[] = [];
  for (const page of site.pages) {
    const key = routeKey(page.route);
    pages.set(key, page);
    if (!folded.has(key.toLowerCase())) folded.set(key.toLowerCase(), page.route);
    const primary = !(page.kind === 'doc' && page.canonicalRoute !== undefined);
    if (primary && page.kind !== 'not-found' && page.kind !== 'redirect') routes.push(page.route);
  }
  const files = new Set(site.staticAssets.map((a) => `/${a.relPath.normalize('NFC')}`));
  for (const asset of site.contentAssets ?? []) files.add(`/${asset.outputPath}`);
  if (config.blog)
    for (const type of config.blog.feedOptions.type) files.add(`${config.blog.routeBasePath}/${type}.xml`);
  files.add('/sitemap.xml').add('/robots.txt').add('/404.html');
  // The markdown twins of docs and posts, and the llms files that list them (llms config).
  for (const twin of collectTwinPages(site)) files.add(twin.twinRoute.normalize('NFC'));
  // Each docs version's llms files sit in its docs folder (the last version's at the root).
  const llmsFolders = (site.versions?.length ?? 0) < 2 ? [''] : site.versions!.map(versionLlmsPrefix);
  for (const folder of llmsFolders) {
    if (config.llms.twins && config.llms.txt) files.add(`/${folder}llms.txt`);
    if (config.llms.twins && config.llms.full) files.add(`/${folder}llms-full.txt`);
  }
  return {
    base: config.baseUrl.replace(/\/$/, ''),
    trailingSlash: config.trailingSlash,
    pages,
    folded,
    files,
    routes: routes.sort(),
    archiveAnchors: new Set(site.posts.map((post) => `archive-${post.entry.date.slice(0, 4)}`)),
  };
}

/** Decodes a fragment (`#caf%C3%A9` → `café`, NFC); malformed escapes are kept as written. */
export function decodeFragment(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const decoded = decodeRoute(raw);
  // decodeRoute returns NFC; a malformed escape is kept as written.
  return decoded ?? raw.normalize('NFC');
}

/**
 * Resolves an href as the HTML carries it (baseUrl included) from the page at `fromRoute`. External links
 * (`https:`, `mailto:`, `tel:`, `//host`) are skipped: checking them needs the network.
 */
export function resolveHref(index: SiteIndex, href: string, fromRoute: string): HrefTarget {
  if (href === '' || isExternalLink(href)) return { kind: 'skipped' };
  const { path, hash } = splitHref(href);
  const fragment = decodeFragment(hash);
  if (path === '') return { kind: 'same-page', fragment };
  let absolute = path;
  if (!path.startsWith('/')) {
    // A relative URL is read against the page's own URL, as a browser does.
    const pageUrl = new URL(`${index.base}${encodeRoute(fromRoute)}`, 'http://site.invalid');
    absolute = new URL(path, pageUrl).pathname;
  }
  if (index.base !== '' && absolute !== index.base && !absolute.startsWith(`${index.base}/`))
    return { kind: 'outside-base' };
  const route = decodeRoute(absolute.slice(index.base.length) || '/');
  if (route === undefined) return { kind: 'malformed' };
  if (index.files.has(route)) return { kind: 'file', route };
  const page =
    index.pages.get(routeKey(route)) ??
    index.pages.get(routeKey(route.replace(/(?:\/index)?\.html$/, '') || '/'));
  if (page) return { kind: 'page', page, fragment };
  const actual = index.folded.get(routeKey(route).toLowerCase());
  if (actual !== undefined) return { kind: 'case-mismatch', route, actual };
  return { kind: 'missing', route };
}
