// Props of a generated category index page: the category's items as cards, split into parts when they are many.
import type { CategoryPageProps, PagerLink } from '../../../templates/props.ts';
import { CATEGORY_CARDS_PER_PAGE, categoryPartRoute } from '../../model/category-pages.ts';
import { findTrail } from '../../model/sidebars.ts';
import type { SitePage } from '../../model/site-types.ts';
import { routeHref } from '../../shared/urls.ts';
import { versionMenuOf, versionOf } from './version-props.ts';
import { categoryCards } from './doc-cards.ts';
import { createChrome } from './chrome.ts';
import { themeStringsFor } from '../../strings/index.ts';
import { fillString } from '../../shared/fill-string.ts';
import { classToken, createHead } from './head.ts';
import type { RenderContext } from '../render-context.ts';
import { breadcrumbJsonLd, breadcrumbs, pager, sidebarProps } from './docs-nav.ts';

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
  const strings = themeStringsFor(config);
  const indexTitle = page.index.sidebarRoot ? strings.sidebarRootTitle : page.index.title;
  const partTitle = (number: number): string =>
    fillString(strings.pagePartOf, { title: indexTitle, page: number, count: part?.count ?? 1 });
  const title = part ? partTitle(part.number) : indexTitle;
  const crumbs = breadcrumbs(site, sidebar, route, indexTitle);
  const version = versionOf(site, page.version);
  // A sidebar's top-level index lists the top level; a category's index, the category's items.
  const items = page.index.sidebarRoot ? sidebar : (category?.items ?? []);
  const shown = part
    ? items.slice((part.number - 1) * CATEGORY_CARDS_PER_PAGE, part.number * CATEGORY_CARDS_PER_PAGE)
    : items;
  const cards = categoryCards(site, shown, version);
  const sidebarPager = pager(site, sidebar, route);
  // The parts of a long index lead from one to the next; the first and the last lead on through the sidebar.
  const partLink = (number: number): PagerLink => ({
    label: partTitle(number),
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
