// A small hand-made site for the search tests: docs, a mirror, a page and a blog post rendered by the real
// markdown renderer.
import { resolveConfig } from '../../../src/config/resolve.ts';
import type { UserConfig } from '../../../src/config/types.ts';
import type { FrontMatter } from '../../../src/content/types.ts';
import type { Site, SitePage } from '../../../src/model/site-types.ts';
import type { ContentEntry, DocEntry, PostEntry, Rendered, SidebarEntry } from '../../../src/model/types.ts';
import { render } from '../markdown/helpers.ts';

/** The search settings of the Maar World config. */
export const CONTEXTS = [
  { label: 'User Guide', path: '/docs/user-guide/' },
  { label: 'Developers Guide', path: '/docs/developers-guide/' },
  { label: 'API Reference', path: '/docs/api/' },
];

async function rendered<T extends ContentEntry>(
  entry: Omit<T, 'source'>,
  kind: 'doc' | 'page' | 'blog',
  body: string,
  frontMatter: FrontMatter,
): Promise<Rendered<T>> {
  const markdown = await render(body);
  const relPath = `${entry.route.slice(1)}.md`;
  const source = {
    source: { kind, relPath, file: `content/${relPath}`, absPath: `/abs/${relPath}` },
    frontMatter,
    body,
    bodyLineOffset: 0,
  };
  return {
    entry: { ...entry, source } as T,
    markdown,
    title: frontMatter.title ?? markdown.title ?? 'Untitled',
  };
}

/** A doc page (a mirror when `canonicalRoute` is set). */
export async function docPage(
  route: string,
  body: string,
  frontMatter: FrontMatter = {},
  canonicalRoute?: string,
  sidebarId = 'main',
): Promise<SitePage> {
  const doc = await rendered<DocEntry>(
    { route, id: route, dirRelPath: '', position: undefined, name: route, isIndex: false },
    'doc',
    body,
    frontMatter,
  );
  return { kind: 'doc', route: canonicalRoute ? `/mirror${route}` : route, doc, sidebarId, canonicalRoute };
}

/** A plain page. */
export async function plainPage(
  route: string,
  body: string,
  frontMatter: FrontMatter = {},
): Promise<SitePage> {
  return { kind: 'page', route, page: await rendered<ContentEntry>({ route }, 'page', body, frontMatter) };
}

/** A blog post. */
export async function blogPost(
  route: string,
  body: string,
  frontMatter: FrontMatter = {},
): Promise<SitePage> {
  const post = await rendered<PostEntry>(
    { route, date: '2024-01-02', slug: route },
    'blog',
    body,
    frontMatter,
  );
  return { kind: 'blog-post', route, post, newer: undefined, older: undefined };
}

/** A site with these pages and one sidebar (`main`) holding the given entries. */
export function createTestSite(
  pages: SitePage[],
  sidebar: SidebarEntry[] = [],
  search: UserConfig['search'] = {},
): Site {
  const config = resolveConfig(
    { title: 'T', url: 'https://x.dev', search: { contexts: CONTEXTS, ...search } },
    { configFile: null, rootDir: '/virtual/project' },
  );
  return {
    config,
    pages,
    sidebars: new Map([['main', sidebar]]),
    sidebarOfDoc: new Map(),
    docsById: new Map(),
    posts: [],
    authors: new Map(),
    tags: [],
    staticAssets: [],
    lastUpdates: new Map(),
  };
}
