// The searchable pages of a site: docs (mirror pages left out), plain pages and, when enabled, blog posts,
// each with its sections (the intro and every h2/h3) as plain text.
import type { TextSection } from '../markdown/types.ts';
import { findTrail } from '../model/sidebars.ts';
import { isUnlisted, type Site, type SitePage } from '../model/site-types.ts';
import { routeHref } from '../shared/urls.ts';
import { resolveSearchContext } from '../shared/search-protocol.ts';

/** Name of the docs version every doc belongs to (the site has one version; the client config uses the same name). */
export const DOCS_VERSION_NAME = 'current';
/** Longest section text kept in the index, in code units; the rest of a huge section is not searchable. */
export const MAX_SECTION_TEXT = 20_000;

/** Where a searchable page comes from; also the tags of the index files. */
export type SearchSource = 'docs' | 'pages' | 'blog';

/** One searchable section: the intro (anchor and heading `''`) or an h2/h3 with its text. */
export interface SearchSection {
  anchor: string;
  heading: string;
  text: string;
}

/** One searchable page. */
export interface SearchPageRecord {
  route: string;
  /** baseUrl + encoded route, with the trailing-slash rule. */
  href: string;
  title: string;
  /** Sidebar categories that lead to the page, outermost first. */
  breadcrumb: string[];
  description: string;
  keywords: string[];
  source: SearchSource;
  /** Docs version name, `''` for unversioned pages. */
  version: string;
  /** Search context label, `''` outside every context. */
  context: string;
  sections: SearchSection[];
}

/** Cuts text to `max` code units at a space when there is one near the end, never inside a surrogate pair. */
export function capText(text: string, max = MAX_SECTION_TEXT): string {
  if (text.length <= max) return text;
  let end = max;
  const space = text.lastIndexOf(' ', end);
  if (space > max * 0.9) end = space;
  else if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** The searchable sections of a rendered markdown body (empty ones left out). */
export function createSearchSections(sections: readonly TextSection[]): SearchSection[] {
  return sections.flatMap((section) => {
    const text = capText(section.text);
    if (section.heading === '' && text === '') return [];
    return [{ anchor: section.id ?? '', heading: section.heading, text }];
  });
}

/** The search record of one page of `site`, or undefined when the page is not searchable. */
export function searchRecordOf(site: Site, page: SitePage): SearchPageRecord | undefined {
  const { config } = site;
  const located = (
    route: string,
    fields: Omit<SearchPageRecord, 'route' | 'href' | 'context'>,
  ): SearchPageRecord => ({
    route,
    href: routeHref(route, config),
    context: resolveSearchContext(route, config.search.contexts),
    ...fields,
  });
  if (isUnlisted(page)) return undefined;
  if (page.kind === 'doc') {
    if (page.canonicalRoute !== undefined) return undefined;
    const { doc } = page;
    const frontMatter = doc.entry.source.frontMatter;
    const sidebar = page.sidebarId ? site.sidebars.get(page.sidebarId) : undefined;
    const trail = sidebar
      ? findTrail(sidebar, page.route).filter((category) => category.route !== page.route)
      : [];
    return located(page.route, {
      title: doc.title,
      breadcrumb: trail.map((category) => category.label),
      description: frontMatter.description ?? '',
      keywords: frontMatter.keywords ?? [],
      source: 'docs',
      version: page.version ?? DOCS_VERSION_NAME,
      sections: createSearchSections(doc.markdown.sections),
    });
  }
  if (page.kind === 'page' || (page.kind === 'blog-post' && config.search.indexBlog)) {
    const rendered = page.kind === 'page' ? page.page : page.post;
    const frontMatter = rendered.entry.source.frontMatter;
    const blogTitle = config.blog ? config.blog.title : 'Blog';
    return located(page.route, {
      title: rendered.title,
      breadcrumb: page.kind === 'blog-post' ? [blogTitle] : [],
      description: frontMatter.description ?? '',
      keywords: frontMatter.keywords ?? [],
      source: page.kind === 'page' ? 'pages' : 'blog',
      version: '',
      sections: createSearchSections(rendered.markdown.sections),
    });
  }
  return undefined;
}

/** Collects the searchable pages of a site, in site order. */
export function collectSearchPages(site: Site): SearchPageRecord[] {
  const records: SearchPageRecord[] = [];
  for (const page of site.pages) {
    const record = searchRecordOf(site, page);
    if (record) records.push(record);
  }
  return records;
}
