import path from 'node:path';
import { categoryPages } from './category-pages.ts';
import { configFileName } from '../config/resolve.ts';
import { resolveNavLinks } from './nav-links.ts';
import type { ParsedSource } from '../content/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createBlogSection } from './blog-section.ts';
import type { LinkTables } from '../markdown/link-resolver.ts';
import { createHomeRedirect } from './home.ts';
import { createRedirectPages } from './redirects.ts';
import { collectRouteConflicts, createDocEntries, createPageEntries, createPostEntries } from './routes.ts';
import { createVersionDocs, type VersionDocs } from './version-docs.ts';
import { resolveDocsVersions, type DocsVersion } from './versions.ts';
import { CURRENT_VERSION, versionsLayoutOf } from '../content/versions.ts';
import { fallbackTitle, renderBodies } from './bodies.ts';
import { patchLastSite, type MadeSite } from './site-patch.ts';
import type { SiteInput } from './site-input.ts';
import type { Site, SitePage, SiteVersion } from './site-types.ts';
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
  const keep = (p: ParsedSource): boolean => input.includeDrafts === true || p.frontMatter.draft !== true;

  const configFile = configFileName(config);
  const resolved = resolveDocsVersions(config, input.scan, configFile);
  appendAll(diagnostics, resolved.diagnostics);
  const versioned = input.scan.versions !== undefined;
  const keptDocs = input.docs.filter(keep);
  const docsOfVersion = new Map<DocEntry, DocsVersion>();
  for (const version of resolved.versions) {
    const own = keptDocs.filter((p) => (p.source.version ?? CURRENT_VERSION) === version.name);
    for (const entry of createDocEntries(own, config, version.routeBase)) docsOfVersion.set(entry, version);
  }
  const docs = [...docsOfVersion.keys()];
  const pages = createPageEntries(input.pages.filter(keep));
  const blogConfig = config.blog;
  const postResult = blogConfig
    ? createPostEntries(input.blog.filter(keep), blogConfig.routeBasePath)
    : { posts: [], diagnostics: [] };
  appendAll(diagnostics, postResult.diagnostics);

  const generatedRoutes = ['/search', '/404'].map((route) => ({ route, file: '(generated)' }));
  const conflicts = collectRouteConflicts([
    ...generatedRoutes,
    ...[...docs, ...pages, ...postResult.posts].map((e) => ({ route: e.route, file: e.source.source.file })),
  ]);
  appendAll(diagnostics, conflicts.diagnostics);
  const accepted = <T extends ContentEntry>(list: T[]): T[] =>
    list.filter((e) => !conflicts.rejected.has(e.source.source.file));
  const docEntries = accepted(docs);
  const pageEntries = accepted(pages);
  const postEntries = accepted(postResult.posts);

  const contentPrefix = `${config.contentDir.replace(/\/+$/, '')}/`;
  const tables: LinkTables = {
    urls: config,
    routeBySource: new Map(
      [...docEntries, ...pageEntries, ...postEntries].map((e) => [
        contentPath(contentPrefix, e.source.source.translationOf ?? e.source.source.file),
        e.route,
      ]),
    ),
    staticFiles: new Map(input.scan.staticAssets.map((a) => [a.relPath, a.absPath])),
    contentAssets: new Map(input.scan.contentAssets.map((a) => [a.relPath, a])),
    imageSizes: new Map(),
  };

  const all: ContentEntry[] = [...docEntries, ...pageEntries, ...postEntries];
  const contentRelPath = (file: string): string => contentPath(contentPrefix, file);
  const bodies = renderBodies(input, all, tables, contentRelPath);
  // The site needs the titles that come from a body's h1 (those bodies are rendered first); the rest can come later.
  await bodies.titlesReady;

  const renderedDocs = docEntries.map((d) => bodies.rendered(d, fallbackTitle(d, config.title)));
  const renderedPages = pageEntries.map((p) => bodies.rendered(p, fallbackTitle(p, config.title)));
  const allPosts: Rendered<PostEntry>[] = postEntries.map((p) => bodies.rendered(p, p.slug));
  // Unlisted posts have their page (see createBlogSection) but are in no list, feed or search.
  const renderedPosts = allPosts.filter((p) => p.entry.source.frontMatter.unlisted !== true);

  // The last version first: its sidebars keep their ids and lead the site's sidebars.
  const sitePages: SitePage[] = [];
  const sidebars = new Map<string, SidebarEntry[]>();
  const siteVersions: SiteVersion[] = [];
  let last: VersionDocs | undefined;
  for (const version of [...resolved.versions].sort((x, y) => Number(y.isLast) - Number(x.isLast))) {
    const made = createVersionDocs({
      config,
      version,
      versioned,
      docs: renderedDocs.filter((d) => docsOfVersion.get(d.entry) === version),
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
  if (input.memory) input.memory.sidebars = sidebars;
  const docsById = last?.docsById ?? new Map<string, Rendered<DocEntry>>();
  const sidebarOfDoc = last?.sidebarOfDoc ?? new Map<string, string>();
  // The dropdown's order: current, then newest first.
  const versionOrder = resolved.versions.map((v) => v.name);
  siteVersions.sort((x, y) => versionOrder.indexOf(x.name) - versionOrder.indexOf(y.name));
  for (const page of renderedPages) sitePages.push({ kind: 'page', route: page.entry.route, page });

  let authors: Site['authors'] = new Map();
  let tags: Site['tags'] = [];
  if (blogConfig) {
    const blog = await createBlogSection({ config, blog: blogConfig, scan: input.scan, posts: allPosts });
    ({ authors, tags } = blog);
    appendAll(sitePages, blog.pages);
    appendAll(diagnostics, blog.diagnostics);
  }
  sitePages.push({ kind: 'search', route: '/search' }, { kind: 'not-found', route: '/404' });
  const redirects = createRedirectPages(config, sitePages);
  appendAll(sitePages, redirects.pages);
  const home = createHomeRedirect(config, sitePages, sidebars);
  if (home) sitePages.push(home);
  appendAll(diagnostics, redirects.diagnostics);

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
    sidebarOfDoc,
    docsById,
    posts: renderedPosts,
    authors,
    tags,
    staticAssets: input.scan.staticAssets,
    contentAssets: input.scan.contentAssets,
    lastUpdates: input.lastUpdates ?? new Map(),
    ...(versioned && { versions: siteVersions }),
  };
  if (memoKey !== undefined && sites) {
    sites.set(memoKey, {
      input,
      all,
      tables,
      contentRelPath,
      indexOf: new Map(all.map((entry, i) => [entry.source, i])),
      renderedOf: new Map<ContentEntry, Rendered<ContentEntry>>(
        [...siteVersions.flatMap((v) => [...v.docsById.values()]), ...renderedPages].map((r) => [r.entry, r]),
      ),
      site,
      diagnostics: [...diagnostics],
    });
  }
  return { site, diagnostics, markdown: bodies.markdown };
}

/** The project-relative sidebars file of a released version (what its sidebar diagnostics name). */
function versionSidebarsFile(input: SiteInput, name: string): string {
  const { rootDir, contentDir, docs } = input.config;
  const layout = versionsLayoutOf(rootDir, contentDir, docs.path);
  return layout.display(layout.sidebarsFileOf(name));
}
