import path from 'node:path';
import { categoryPages } from './category-pages.ts';
import { configFileName } from '../config/resolve.ts';
import { resolveNavLinks } from './nav-links.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createBlogSection } from './blog-section.ts';
import type { LinkTables } from '../markdown/link-resolver.ts';
import { createDocsRootRedirects, createHomeRedirect } from './home.ts';
import { createRedirectPages } from './redirects.ts';
import { createAcceptedEntries } from './site-entries.ts';
import { createVersionDocs, type VersionDocs } from './version-docs.ts';
import { resolveDocsVersions, type DocsVersion } from './versions.ts';
import { CURRENT_VERSION, versionsLayoutOf } from '../content/versions.ts';
import { fallbackTitle, renderBodies } from './bodies.ts';
import { patchLastSite, type MadeSite } from './site-patch.ts';
import type { SiteInput, SiteRecord } from './site-input.ts';
import { isNotFoundPage, NOT_FOUND_ROUTE, type Site, type SitePage, type SiteVersion } from './site-types.ts';
import type { ContentEntry, DocEntry, PostEntry, Rendered, SidebarEntry } from './types.ts';
import { appendAll } from '../shared/append-all.ts';

/** The content-folder-relative path of a project-relative source file, given `contentPrefix`: `contentDir/`. */
const contentPath = (contentPrefix: string, file: string): string =>
  file.startsWith(contentPrefix) ? file.slice(contentPrefix.length) : file;

/** Builds the site model: routes, rendered markdown, sidebars, category pages, blog pages, search and 404. */
export async function createSite(input: SiteInput): Promise<MadeSite> {
  const memoKey = input.siteMemoKey;
  const sites = input.memory?.sites;
  const patched = memoKey === undefined || !sites ? undefined : await patchLastSite(sites, memoKey, input);
  if (patched) return patched;
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const configFile = configFileName(config);
  const resolved = resolveDocsVersions(config, input.scan, configFile);
  appendAll(diagnostics, resolved.diagnostics);
  const versioned = input.scan.versions !== undefined;
  const entries = createAcceptedEntries(input, resolved.versions);
  appendAll(diagnostics, entries.diagnostics);
  const { docEntries, pageEntries, postEntries } = entries;

  const contentPrefix = `${config.contentDir.replace(/\/+$/, '')}/`;
  const contentRelPath = (file: string): string => contentPath(contentPrefix, file);
  const all: ContentEntry[] = [...docEntries, ...pageEntries, ...postEntries];
  const tables = createLinkTables(input, all, contentRelPath);
  const bodies = renderBodies(input, all, tables, contentRelPath);
  // The site needs the titles that come from a body's h1 (those bodies are rendered first); the rest can come later.
  await bodies.titlesReady;

  const renderedDocs = docEntries.map((d) => bodies.rendered(d, fallbackTitle(d, config.title)));
  const renderedPages = pageEntries.map((p) => bodies.rendered(p, fallbackTitle(p, config.title)));
  const allPosts: Rendered<PostEntry>[] = postEntries.map((p) => bodies.rendered(p, p.slug));
  // Unlisted posts have their page (see createBlogSection) but are in no list, feed or search.
  const renderedPosts = allPosts.filter((p) => p.entry.source.frontMatter.unlisted !== true);

  const docsSection = createDocsOfVersions(input, configFile, resolved.versions, (version) =>
    renderedDocs.filter((d) => entries.docsOfVersion.get(d.entry) === version),
  );
  appendAll(diagnostics, docsSection.diagnostics);
  const { sitePages, sidebars, siteVersions, last } = docsSection;
  if (input.memory) input.memory.sidebars = sidebars;
  const docsById = last?.docsById ?? new Map<string, Rendered<DocEntry>>();
  for (const page of renderedPages) sitePages.push({ kind: 'page', route: page.entry.route, page });
  const blog = config.blog
    ? await createBlogSection({ config, blog: config.blog, scan: input.scan, posts: allPosts })
    : undefined;
  if (blog) appendAll(sitePages, blog.pages);
  appendAll(diagnostics, blog?.diagnostics ?? []);
  appendAll(diagnostics, addGeneratedPages(config, sitePages, sidebars, siteVersions));

  const nav = resolveNavLinks(config, {
    docsById,
    sidebars,
    labelOf: (doc) => doc.entry.source.frontMatter.sidebar_label ?? doc.title,
    versions: versioned ? siteVersions : undefined,
  });
  appendAll(diagnostics, nav.diagnostics);

  const site: Site = {
    config: nav.config,
    pages: sitePages,
    sidebars,
    sidebarOfDoc: last?.sidebarOfDoc ?? new Map<string, string>(),
    docsById,
    posts: renderedPosts,
    authors: blog?.authors ?? new Map(),
    tags: blog?.tags ?? [],
    staticAssets: input.scan.staticAssets,
    contentAssets: input.scan.contentAssets,
    lastUpdates: input.lastUpdates ?? new Map(),
    ...(versioned && { versions: siteVersions }),
  };
  if (memoKey !== undefined && sites) {
    const rendered = [...siteVersions.flatMap((v) => [...v.docsById.values()]), ...renderedPages];
    sites.set(memoKey, createSiteRecord(input, all, tables, contentRelPath, rendered, site, diagnostics));
  }
  return { site, diagnostics, markdown: bodies.markdown };
}

/** What markdown links resolve against: the route of each source file, the static files and the content assets. */
function createLinkTables(
  input: SiteInput,
  entries: ContentEntry[],
  contentRelPath: (file: string) => string,
): LinkTables {
  return {
    urls: input.config,
    routeBySource: new Map(
      entries.map((e) => [contentRelPath(e.source.source.translationOf ?? e.source.source.file), e.route]),
    ),
    staticFiles: new Map(input.scan.staticAssets.map((a) => [a.relPath, a.absPath])),
    contentAssets: new Map(input.scan.contentAssets.map((a) => [a.relPath, a])),
    docsRoots: docsRootsOf(entries, contentRelPath),
    localePrefix: localePrefixOf(input.config),
    imageSizes: new Map(),
  };
}

// Starlight and VitePress pages link to their own locale's pages with the locale in the path (`/de/guide/`).
function localePrefixOf(config: SiteInput['config']): string | undefined {
  const dialect = config.markdown.dialect;
  if (dialect !== 'starlight' && dialect !== 'vitepress') return undefined;
  const base = config.locales.siteBaseUrl;
  if (base === undefined || !config.baseUrl.startsWith(base)) return undefined;
  return `/${config.baseUrl.slice(base.length)}`;
}

// Each docs folder (the current docs, each version's) as the content-relative part of its docs' paths before their
// own path in it; the longest first, so that a version folder inside the docs folder is found before it.
function docsRootsOf(entries: ContentEntry[], contentRelPath: (file: string) => string): string[] {
  const roots = new Set<string>();
  for (const { source } of entries) {
    if (source.source.kind !== 'doc') continue;
    const full = contentRelPath(source.source.file);
    const rel = source.source.relPath;
    if (full.endsWith(`/${rel}`)) roots.add(full.slice(0, -rel.length - 1));
  }
  return [...roots].sort((a, b) => b.length - a.length);
}

/** Each version's doc pages and sidebars; the versions in the dropdown's order, and the last version's docs. */
function createDocsOfVersions(
  input: SiteInput,
  configFile: string,
  versions: DocsVersion[],
  docsOf: (version: DocsVersion) => Rendered<DocEntry>[],
): {
  sitePages: SitePage[];
  sidebars: Map<string, SidebarEntry[]>;
  siteVersions: SiteVersion[];
  last: VersionDocs | undefined;
  diagnostics: Diagnostic[];
} {
  const { config } = input;
  const versioned = input.scan.versions !== undefined;
  const diagnostics: Diagnostic[] = [];
  const sitePages: SitePage[] = [];
  const sidebars = new Map<string, SidebarEntry[]>();
  const siteVersions: SiteVersion[] = [];
  let last: VersionDocs | undefined;
  // The last version first: its sidebars keep their ids and lead the site's sidebars.
  for (const version of [...versions].sort((x, y) => Number(y.isLast) - Number(x.isLast))) {
    const made = createVersionDocs({
      config,
      version,
      versioned,
      docs: docsOf(version),
      configFile:
        versioned && version.name !== CURRENT_VERSION ? versionSidebarsFile(input, version.name) : configFile,
      previousSidebars: version.isLast ? input.memory?.sidebars : undefined,
    });
    if (version.isLast) last = made;
    appendAll(diagnostics, made.diagnostics);
    appendAll(sitePages, made.pages);
    for (const [key, entries] of made.sidebars) sidebars.set(key, entries);
    const { sidebars: _s, categories: _c, docDirs: _d, ...shown } = version;
    siteVersions.push({ ...shown, docsById: made.docsById, firstRoute: made.firstRoute });
  }
  // The dropdown's order: current, then newest first.
  const versionOrder = versions.map((v) => v.name);
  siteVersions.sort((x, y) => versionOrder.indexOf(x.name) - versionOrder.indexOf(y.name));
  return { sitePages, sidebars, siteVersions, last, diagnostics };
}

/** Adds the search and 404 pages, the configured redirects, the docs roots' and the home redirect; returns the redirects' diagnostics. */
function addGeneratedPages(
  config: SiteInput['config'],
  sitePages: SitePage[],
  sidebars: Map<string, SidebarEntry[]>,
  versions: readonly SiteVersion[],
): Diagnostic[] {
  sitePages.push({ kind: 'search', route: '/search' });
  if (!sitePages.some(isNotFoundPage)) sitePages.push({ kind: 'not-found', route: NOT_FOUND_ROUTE });
  const redirects = createRedirectPages(config, sitePages);
  appendAll(sitePages, redirects.pages);
  appendAll(sitePages, createDocsRootRedirects(versions, sitePages));
  const home = createHomeRedirect(config, sitePages, sidebars);
  if (home) sitePages.push(home);
  return redirects.diagnostics;
}

/** What the next build under the same key makes its site from (see patchLastSite). */
function createSiteRecord(
  input: SiteInput,
  all: ContentEntry[],
  tables: LinkTables,
  contentRelPath: (file: string) => string,
  rendered: Rendered<ContentEntry>[],
  site: Site,
  diagnostics: Diagnostic[],
): SiteRecord {
  return {
    input,
    all,
    tables,
    contentRelPath,
    indexOf: new Map(all.map((entry, i) => [entry.source, i])),
    renderedOf: new Map<ContentEntry, Rendered<ContentEntry>>(rendered.map((r) => [r.entry, r])),
    site,
    diagnostics: [...diagnostics],
  };
}

/** The project-relative sidebars file of a released version (what its sidebar diagnostics name). */
function versionSidebarsFile(input: SiteInput, name: string): string {
  const { rootDir, contentDir, docs } = input.config;
  const layout = versionsLayoutOf(rootDir, contentDir, docs.path);
  return layout.display(layout.sidebarsFileOf(name));
}
