import path from 'node:path';
import { categoryPages } from './category-pages.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { ParsedSource } from '../content/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { createBlogPages } from './blog-pages.ts';
import { groupPostsByTag, loadAuthors } from './blog.ts';
import type { LinkTables } from '../markdown/link-resolver.ts';
import { createRedirectPages } from './redirects.ts';
import { collectRouteConflicts, createDocEntries, createPageEntries, createPostEntries } from './routes.ts';
import { createSidebars } from './sidebars.ts';
import { fallbackTitle, renderBodies } from './bodies.ts';
import { patchLastSite, type MadeSite } from './site-patch.ts';
import type { SiteInput } from './site-input.ts';
import type { Site, SitePage } from './site-types.ts';
import type { ContentEntry, DocEntry, PostEntry, Rendered } from './types.ts';
import { joinRoute } from '../shared/urls.ts';

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
  diagnostics.push(...postResult.diagnostics);

  const generatedRoutes = ['/search', '/404'].map((route) => ({ route, file: '(generated)' }));
  const conflicts = collectRouteConflicts([
    ...generatedRoutes,
    ...[...docs, ...pages, ...postResult.posts].map((e) => ({ route: e.route, file: e.source.source.file })),
  ]);
  diagnostics.push(...conflicts.diagnostics);
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
  const renderedPosts: Rendered<PostEntry>[] = postEntries.map((p) => bodies.rendered(p, p.slug));

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
  diagnostics.push(...sidebarModel.diagnostics);
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
    const sidebarId = sidebarOfDoc.get(doc.entry.id) ?? sidebarOfRoute.get(doc.entry.route);
    sitePages.push({ kind: 'doc', route: doc.entry.route, doc, sidebarId, canonicalRoute: undefined });
    for (const mirror of config.docs.mirrors) {
      if (!doc.entry.id.startsWith(mirror.from)) continue;
      const route = joinRoute(mirror.to, doc.entry.id.slice(mirror.from.length));
      sitePages.push({ kind: 'doc', route, doc, sidebarId, canonicalRoute: doc.entry.route });
    }
  }
  for (const index of sidebarModel.generatedIndexes) {
    const sidebarId = sidebarOfRoute.get(index.route);
    if (sidebarId) sitePages.push(...categoryPages(index, sidebarId, itemsOfRoute.get(index.route) ?? 0));
  }
  for (const page of renderedPages) sitePages.push({ kind: 'page', route: page.entry.route, page });

  let authors: Site['authors'] = new Map();
  let tags: Site['tags'] = [];
  if (blogConfig) {
    const authorsFile = input.scan.authorsFile;
    const relAuthors = authorsFile
      ? path.relative(config.rootDir, authorsFile).split(path.sep).join('/')
      : '';
    const loaded = await loadAuthors(authorsFile, relAuthors, blogConfig.routeBasePath);
    authors = loaded.authors;
    diagnostics.push(...loaded.diagnostics);
    for (const post of renderedPosts) {
      for (const key of post.entry.source.frontMatter.authors ?? []) {
        if (!authors.has(key)) {
          diagnostics.push(
            createDiagnostic(
              'error',
              'blog-unknown-author',
              post.entry.source.source.file,
              `author "${key}" is not in the authors file (${relAuthors || blogConfig.authorsMapPath})`,
            ),
          );
        }
      }
    }
    tags = groupPostsByTag(renderedPosts, blogConfig.routeBasePath);
    sitePages.push(...createBlogPages({ blog: blogConfig, posts: renderedPosts, authors, tags }));
  }
  sitePages.push({ kind: 'search', route: '/search' }, { kind: 'not-found', route: '/404' });
  const redirects = createRedirectPages(config, sitePages);
  sitePages.push(...redirects.pages);
  diagnostics.push(...redirects.diagnostics);

  const site: Site = {
    config,
    pages: sitePages,
    sidebars: sidebarModel.sidebars,
    sidebarOfDoc,
    docsById,
    posts: renderedPosts,
    authors,
    tags,
    staticAssets: input.scan.staticAssets,
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
