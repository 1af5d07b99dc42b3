import path from 'node:path';
import type { ResolvedConfig } from '../../config/types.ts';
import type { FrontMatter } from '../../content/types.ts';
import { isoDay } from '../../content/last-update.ts';
import type { Heading } from '../../markdown/types.ts';
import type {
  CategoryPageProps,
  Crumb,
  DocPageProps,
  LastUpdateProps,
  PagerLink,
  SidebarProps,
  TocEntry,
} from '../../../templates/props.ts';
import { formatDate } from '../../model/blog.ts';
import { CATEGORY_CARDS_PER_PAGE, categoryPartRoute } from '../../model/category-pages.ts';
import { currentLocale } from '../../config/locales.ts';
import { sidebarIndexOf } from '../../model/sidebar-index.ts';
import { findTrail } from '../../model/sidebars.ts';
import { allDocsOf, type Site, type SitePage } from '../../model/site-types.ts';
import type { DocEntry, Rendered, SidebarEntry } from '../../model/types.ts';
import { routeHref } from '../../shared/urls.ts';
import { latestRouteOf, versionBannerOf, versionMenuOf, versionMeta, versionOf } from './version-props.ts';
import { createChrome } from './chrome.ts';
import {
  absoluteUrl,
  classToken,
  createHead,
  markdownAlternates,
  markdownTwinHref,
  plainDescription,
} from './head.ts';
import type { RenderContext } from '../render-context.ts';
import { sharedRouteHref } from './route-href-cache.ts';

/** Keeps the headings between the page's (or the config's) table-of-contents levels. */
export function createToc(headings: Heading[], min: number, max: number): TocEntry[] {
  return headings
    .filter((h) => h.depth >= min && h.depth <= max)
    .map((h) => ({ id: h.id, text: h.text, depth: h.depth }));
}

/** A page's table of contents: its front matter's heading levels, else the config's. */
export function pageToc(
  headings: Heading[],
  fm: Pick<FrontMatter, 'toc_min_heading_level' | 'toc_max_heading_level'>,
  config: ResolvedConfig,
): TocEntry[] {
  return createToc(
    headings,
    fm.toc_min_heading_level ?? config.docs.toc.min,
    fm.toc_max_heading_level ?? config.docs.toc.max,
  );
}

/** First sentence-ish of the page text, for pages without a description. */
export function excerptDescription(text: string | undefined, max = 160): string | undefined {
  // Tags go before the cut, so that they never take the room of words.
  const clean = plainDescription(text);
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function breadcrumbs(site: Site, sidebar: SidebarEntry[] | undefined, route: string, title: string): Crumb[] {
  const trail = sidebar ? findTrail(sidebar, route) : [];
  const crumbs: Crumb[] = trail
    .filter((c) => c.route !== route)
    .map((c) => ({
      label: c.label,
      href: c.route === undefined ? undefined : sharedRouteHref(c.route, site.config),
    }));
  crumbs.push({ label: title, href: undefined });
  return crumbs;
}

function breadcrumbJsonLd(site: Site, crumbs: Crumb[], route: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: crumb.href ? site.config.url + crumb.href : absoluteUrl(route, site.config),
    })),
  };
}

function pager(
  site: Site,
  sidebar: SidebarEntry[] | undefined,
  route: string,
  doc?: Rendered<DocEntry>,
  docsById: ReadonlyMap<string, Rendered<DocEntry>> = site.docsById,
): { previous: PagerLink | undefined; next: PagerLink | undefined } {
  const index = sidebar ? sidebarIndexOf(sidebar) : undefined;
  const stops = index?.stops ?? [];
  const at = index?.stopAt.get(route) ?? -1;
  const link = (stop: { route: string; label: string } | undefined): PagerLink | undefined =>
    stop && {
      label: paginationLabels(site).get(stop.route) ?? stop.label,
      href: sharedRouteHref(stop.route, site.config),
    };
  const override = (
    value: string | null | undefined,
    fallback: PagerLink | undefined,
  ): PagerLink | undefined => {
    if (value === null) return undefined;
    if (value === undefined) return fallback;
    const target = docsById.get(value);
    const fm = target?.entry.source.frontMatter;
    return (
      target && {
        label: fm?.pagination_label ?? fm?.sidebar_label ?? target.title,
        href: sharedRouteHref(target.entry.route, site.config),
      }
    );
  };
  const previous = at > 0 ? link(stops[at - 1]) : undefined;
  const next = at >= 0 ? link(stops[at + 1]) : undefined;
  const fm = doc?.entry.source.frontMatter;
  return { previous: override(fm?.pagination_prev, previous), next: override(fm?.pagination_next, next) };
}

/** The doc's "Edit this page" link: front matter's `custom_edit_url`, or `docs.editUrl` and the doc's path in the docs folder. */
function editUrl(config: ResolvedConfig, doc: Rendered<DocEntry>): string | undefined {
  const custom = doc.entry.source.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (custom !== undefined) return custom;
  if (!config.docs.editUrl || config.docs.noEditUrlFor.some((prefix) => doc.entry.id.startsWith(prefix)))
    return undefined;
  // As in Docusaurus, the path inside the docs folder (number prefixes kept, as the file is named) follows the base.
  const base = config.docs.editUrl.replace(/\/?$/, '/');
  const version = doc.entry.source.source.version;
  // A released version's file sits in versioned_docs/version-<name>/ beside the docs folder the base names.
  const docsFolder = `${path.posix.basename(config.docs.path)}/`;
  if (version !== undefined && !base.endsWith(`/${docsFolder}`)) return undefined;
  const folder =
    version === undefined ? base : `${base.slice(0, -docsFolder.length)}versioned_docs/version-${version}/`;
  return folder + doc.entry.source.source.relPath.split('/').map(encodeURIComponent).join('/');
}

// Pure memo: a site's docs routes → their `pagination_label`, for the pager links of other pages.
const paginationLabelMemo = new WeakMap<Site, Map<string, string>>();

function paginationLabels(site: Site): Map<string, string> {
  let labels = paginationLabelMemo.get(site);
  if (!labels) {
    labels = new Map();
    for (const doc of allDocsOf(site)) {
      const label = doc.entry.source.frontMatter.pagination_label;
      if (label !== undefined) labels.set(doc.entry.route, label);
    }
    paginationLabelMemo.set(site, labels);
  }
  return labels;
}

/**
 * The doc's last update as the page shows it: its front matter's `last_update` over git's last commit
 * (docs.showLastUpdate).
 */
function lastUpdateOf(site: Site, doc: Rendered<DocEntry>): LastUpdateProps | undefined {
  if (!site.config.docs.showLastUpdate) return undefined;
  const update = site.lastUpdates.get(doc.entry.source.source.file);
  const own = doc.entry.source.frontMatter.last_update;
  const isoDate = own?.date?.slice(0, 10) ?? (update ? isoDay(update.time) : undefined);
  if (isoDate === undefined) return undefined;
  return {
    isoDate,
    date: formatDate(isoDate, currentLocale(site.config)),
    author: own?.author ?? update?.author,
  };
}

/** Props of a doc page (primary or mirror). */
export function createDocProps(
  context: RenderContext,
  page: Extract<SitePage, { kind: 'doc' }>,
): DocPageProps {
  const { site, assets } = context;
  const { config } = site;
  const { doc } = page;
  const fm = doc.entry.source.frontMatter;
  const sidebar = page.sidebarId ? site.sidebars.get(page.sidebarId) : undefined;
  const lookupRoute = page.canonicalRoute ?? page.route;
  const crumbs = breadcrumbs(site, sidebar, lookupRoute, fm.sidebar_label ?? doc.title);
  const mirror = page.canonicalRoute !== undefined;
  // A mirror's markdown is its primary page's twin.
  const twinHref = markdownTwinHref(lookupRoute, config);
  const version = versionOf(site, page.version);
  const versionMenu = version && versionMenuOf(site, version, doc.entry.id);
  return {
    kind: 'doc',
    chrome: createChrome(config, assets, page.route, versionMenu),
    head: createHead(
      {
        route: page.route,
        canonicalRoute: page.canonicalRoute ?? (version && latestRouteOf(site, version, doc.entry.id)),
        pageTitle: doc.title,
        description: fm.description ?? excerptDescription(doc.markdown.sections[0]?.text),
        keywords: fm.keywords,
        image: fm.image,
        headTags: version ? [...(fm.head ?? []), versionMeta(version.name)] : fm.head,
        markdownFeatures: doc.markdown.features,
        noindex: mirror || fm.unlisted === true,
        htmlClassName: [
          `plugin-docs plugin-id-default docs-version-${classToken(version?.name ?? 'current')} docs-doc-page`,
          `docs-doc-id-${classToken(doc.entry.id)}`,
          mirror ? 'docs-doc-mirror' : '',
          fm.api_kind ? 'docs-api-page' : '',
        ]
          .filter(Boolean)
          .join(' '),
        jsonLd: sidebar ? [breadcrumbJsonLd(site, crumbs, page.route)] : [],
        alternates: markdownAlternates(twinHref),
      },
      config,
    ),
    sidebar: sidebarProps(context, page.sidebarId, lookupRoute),
    breadcrumbs: sidebar ? crumbs : [],
    title: doc.title,
    hideTitle: fm.hide_title === true,
    html: doc.markdown.html,
    toc: pageToc(doc.markdown.headings, fm, config),
    hideToc: fm.hide_table_of_contents ?? false,
    editUrl: editUrl(config, doc),
    lastUpdate: lastUpdateOf(site, doc),
    ...pager(site, sidebar, lookupRoute, doc, version?.docsById),
    apiKind: fm.api_kind,
    tags: [],
    versionLabel: version?.label ?? (config.docs.versionBadge ? config.docs.versionLabel : undefined),
    markdownHref: twinHref,
    ...(version && { versionBanner: versionBannerOf(site, version, doc.entry.id) }),
  };
}

/** The sidebar of a docs page at `route` (none without a sidebar id). */
function sidebarProps(context: RenderContext, sidebarId: string | undefined, route: string): SidebarProps {
  const view = sidebarId === undefined ? undefined : context.sidebars.get(sidebarId);
  return { nodes: view?.nodesFor(route) ?? [], current: sharedRouteHref(route, context.site.config) };
}

/** Props of a generated category index page. */
export function createCategoryProps(
  context: RenderContext,
  page: Extract<SitePage, { kind: 'category' }>,
): CategoryPageProps {
  const { site, assets } = context;
  const { config } = site;
  const { route } = page.index;
  const sidebar = site.sidebars.get(page.sidebarId) ?? [];
  const trail = findTrail(sidebar, route);
  const category = trail[trail.length - 1];
  const part = page.part;
  const title = part ? `${page.index.title} (${part.number} of ${part.count})` : page.index.title;
  const crumbs = breadcrumbs(site, sidebar, route, page.index.title);
  const version = versionOf(site, page.version);
  // A sidebar's top-level index lists the top level; a category's index, the category's items.
  const items = page.index.sidebarRoot ? sidebar : (category?.items ?? []);
  const shown = part
    ? items.slice((part.number - 1) * CATEGORY_CARDS_PER_PAGE, part.number * CATEGORY_CARDS_PER_PAGE)
    : items;
  const cards = shown.flatMap((item): CategoryPageProps['cards'] => {
    if (item.type === 'doc') {
      const doc = (version?.docsById ?? site.docsById).get(item.docId);
      return [
        {
          label: item.label,
          href: routeHref(item.route, config),
          description: doc?.entry.source.frontMatter.description,
          isCategory: false,
        },
      ];
    }
    if (item.type === 'category' && item.route) {
      return [
        {
          label: item.label,
          href: routeHref(item.route, config),
          description: item.generatedIndex?.description,
          isCategory: true,
        },
      ];
    }
    return [];
  });
  const sidebarPager = pager(site, sidebar, route);
  // The parts of a long index lead from one to the next; the first and the last lead on through the sidebar.
  const partLink = (number: number): PagerLink => ({
    label: `${page.index.title} (${number} of ${part?.count ?? 1})`,
    href: routeHref(categoryPartRoute(route, number), config),
  });
  const previous = part && part.number > 1 ? partLink(part.number - 1) : sidebarPager.previous;
  const next = part && part.number < part.count ? partLink(part.number + 1) : sidebarPager.next;
  return {
    kind: 'category',
    chrome: createChrome(config, assets, page.route, version && versionMenuOf(site, version, undefined)),
    head: createHead(
      {
        route: page.route,
        pageTitle: title,
        description: page.index.description,
        htmlClassName: `plugin-docs plugin-id-default docs-version-${classToken(version?.name ?? 'current')} docs-generated-index-page docs-category-${classToken(route.split('/').pop() ?? '')}`,
        jsonLd: [breadcrumbJsonLd(site, crumbs, route)],
      },
      config,
    ),
    sidebar: sidebarProps(context, page.sidebarId, route),
    breadcrumbs: crumbs,
    title,
    description: page.index.description,
    cards,
    previous,
    next,
  };
}
