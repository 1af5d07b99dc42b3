import path from 'node:path';
import { categoryPages } from './category-pages.ts';
import { configFileName } from '../config/resolve.ts';
import { resolveNavLinks } from './nav-links.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { ParsedSource } from '../content/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { createBlogSection } from './blog-section.ts';
import type { LinkTables } from '../markdown/link-resolver.ts';
import { createHomeRedirect } from './home.ts';
import { createRedirectPages } from './redirects.ts';
import { collectRouteConflicts, createDocEntries, createPageEntries, createPostEntries } from './routes.ts';
import { createSidebars } from './sidebars.ts';
import { fallbackTitle, renderBodies } from './bodies.ts';
import { patchLastSite, type MadeSite } from './site-patch.ts';
import type { SiteInput } from './site-input.ts';
import type { Site, SitePage } from './site-types.ts';
import type { ContentEntry, DocEntry, PostEntry, Rendered } from './types.ts';
import { joinRoute } from '../shared/urls.ts';
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

  const docs = createDocEntries(input.docs.filter(keep), config);
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
        contentPath(contentPrefix, e.source.source.file),
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
  const docsById = new Map<string, Rendered<DocEntry>>();
  for (const doc of renderedDocs) {
    const existing = docsById.get(doc.entry.id);
    if (existing) {
      diagnostics.push(
        createDiagnostic(
          'error',
          'duplicate-doc-id',
          doc.entry.source.source.file,
          `doc id "${doc.entry.id}" is also used by ${existing.entry.source.source.file}; set a different \`id\` in front matter`,
        ),
      );
      continue;
    }
    docsById.set(doc.entry.id, doc);
  }
  const renderedPages = pageEntries.map((p) => bodies.rendered(p, fallbackTitle(p, config.title)));
  const allPosts: Rendered<PostEntry>[] = postEntries.map((p) => bodies.rendered(p, p.slug));
  // Unlisted posts have their page (see createBlogSection) but are in no list, feed or search.
  const renderedPosts = allPosts.filter((p) => p.entry.source.frontMatter.unlisted !== true);

  const configFile = configFileName(config);
  const sidebarModel = createSidebars({
    sidebars: config.docs.sidebars,
    docs: [...docsById.values()].map((d) => ({
      entry: d.entry,
      label: d.entry.source.frontMatter.sidebar_label ?? d.title,
    })),
    categories: input.scan.categories,
    docDirs: input.scan.docDirs,
    routeBasePath: config.docs.routeBasePath,
    configFile,
    previous: input.memory?.sidebars,
  });
  appendAll(diagnostics, sidebarModel.diagnostics);
  if (input.memory) input.memory.sidebars = sidebarModel.sidebars;

  const sidebarOfDoc = new Map<string, string>();
  const sidebarOfRoute = new Map<string, string>();
  // A category's route → how many items it has (its generated index lists them, a page of cards at a time).
  const itemsOfRoute = new Map<string, number>();
  for (const [sidebarId, entries] of sidebarModel.sidebars) {
    const walk = (list: typeof entries): void => {
      for (const e of list) {
        if (e.type === 'doc' && !sidebarOfDoc.has(e.docId)) sidebarOfDoc.set(e.docId, sidebarId);
        if (e.type === 'category') {
          if (e.route && !sidebarOfRoute.has(e.route)) {
            sidebarOfRoute.set(e.route, sidebarId);
            itemsOfRoute.set(e.route, e.items.length);
          }
          walk(e.items);
        }
      }
    };
    walk(entries);
  }

  const sitePages: SitePage[] = [];
  for (const doc of docsById.values()) {
    const sidebarId =
      doc.entry.source.frontMatter.displayed_sidebar === null
        ? undefined
        : (displayedSidebar(doc, sidebarModel.sidebars, configFile, diagnostics) ??
          sidebarOfDoc.get(doc.entry.id) ??
          sidebarOfRoute.get(doc.entry.route));
    sitePages.push({ kind: 'doc', route: doc.entry.route, doc, sidebarId, canonicalRoute: undefined });
    for (const mirror of config.docs.mirrors) {
      if (!doc.entry.id.startsWith(mirror.from)) continue;
      const route = joinRoute(mirror.to, doc.entry.id.slice(mirror.from.length));
      sitePages.push({ kind: 'doc', route, doc, sidebarId, canonicalRoute: doc.entry.route });
    }
  }
  for (const index of sidebarModel.generatedIndexes) {
    const sidebarId = sidebarOfRoute.get(index.route);
    if (sidebarId) appendAll(sitePages, categoryPages(index, sidebarId, itemsOfRoute.get(index.route) ?? 0));
  }
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
  const home = createHomeRedirect(config, sitePages, sidebarModel.sidebars);
  if (home) sitePages.push(home);
  appendAll(diagnostics, redirects.diagnostics);

  const nav = resolveNavLinks(config, {
    docsById,
    sidebars: sidebarModel.sidebars,
    labelOf: (doc) => doc.entry.source.frontMatter.sidebar_label ?? doc.title,
  });
  appendAll(diagnostics, nav.diagnostics);

  const site: Site = {
    config: nav.config,
    pages: sitePages,
    sidebars: sidebarModel.sidebars,
    sidebarOfDoc,
    docsById,
    posts: renderedPosts,
    authors,
    tags,
    staticAssets: input.scan.staticAssets,
    contentAssets: input.scan.contentAssets,
    lastUpdates: input.lastUpdates ?? new Map(),
  };
  if (memoKey !== undefined && sites) {
    sites.set(memoKey, {
      input,
      all,
      tables,
      contentRelPath,
      indexOf: new Map(all.map((entry, i) => [entry.source, i])),
      renderedOf: new Map<ContentEntry, Rendered<ContentEntry>>(
        [...docsById.values(), ...renderedPages].map((r) => [r.entry, r]),
      ),
      site,
      diagnostics: [...diagnostics],
    });
  }
  return { site, diagnostics, markdown: bodies.markdown };
}

/** The sidebar a doc's `displayed_sidebar` names, when it names one that exists. */
function displayedSidebar(
  doc: Rendered<DocEntry>,
  sidebars: ReadonlyMap<string, unknown>,
  configFile: string,
  diagnostics: Diagnostic[],
): string | undefined {
  const wanted = doc.entry.source.frontMatter.displayed_sidebar;
  if (wanted === undefined || wanted === null) return undefined;
  if (sidebars.has(wanted)) return wanted;
  const known = [...sidebars.keys()].join(', ') || 'none';
  diagnostics.push(
    createDiagnostic(
      'error',
      'frontmatter-unknown-sidebar',
      doc.entry.source.source.file,
      `displayed_sidebar names sidebar "${wanted}", which ${configFile} does not declare (sidebars: ${known})`,
    ),
  );
  return undefined;
}
