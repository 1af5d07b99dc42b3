import path from 'node:path';
import type { ResolvedConfig } from '../../config/types.ts';
import type { FrontMatter } from '../../content/types.ts';
import { isoDay } from '../../content/last-update.ts';
import type { Heading } from '../../markdown/types.ts';
import type { DocPageProps, LastUpdateProps, TocEntry } from '../../../templates/props.ts';
import { formatDate } from '../../model/blog.ts';
import { currentLocale } from '../../config/locales.ts';
import { type Site, type SitePage } from '../../model/site-types.ts';
import type { DocEntry, Rendered } from '../../model/types.ts';
import { latestRouteOf, versionBannerOf, versionMenuOf, versionMeta, versionOf } from './version-props.ts';
import { createChrome } from './chrome.ts';
import { classToken, createHead, markdownAlternates, markdownTwinHref, plainDescription } from './head.ts';
import type { RenderContext } from '../render-context.ts';
import { breadcrumbJsonLd, breadcrumbs, pager, sidebarProps } from './docs-nav.ts';
import { withDocCards } from './doc-cards.ts';

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
        pageTitle: doc.markdown.headTitle ?? doc.title,
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
    html: withDocCards(doc.markdown.html, site, sidebar, lookupRoute, version),
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
