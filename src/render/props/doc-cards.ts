// Cards of sidebar items: a generated category index shows them, and so does Docusaurus' <DocCardList /> in a doc (the
// markdown stage leaves a mark where it stands; here it becomes the cards of the doc's sidebar category).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CategoryPageProps } from '../../../templates/props.ts';
import { CardGrid } from '../../../templates/CardGrid.tsx';
import { DOC_CARD_LIST_MARK } from '../../markdown/mdx/builtins.ts';
import { findTrail } from '../../model/sidebars.ts';
import type { Site, SiteVersion } from '../../model/site-types.ts';
import type { SidebarEntry } from '../../model/types.ts';
import { routeHref } from '../../shared/urls.ts';

/** The cards of sidebar items: docs and categories with a page, each with its description. */
export function categoryCards(
  site: Site,
  items: readonly SidebarEntry[],
  version: SiteVersion | undefined,
): CategoryPageProps['cards'] {
  const { config } = site;
  return items.flatMap((item): CategoryPageProps['cards'] => {
    if (item.type === 'doc') {
      const doc = (version?.docsById ?? site.docsById).get(item.docId);
      const description = doc?.entry.source.frontMatter.description;
      return [{ label: item.label, href: routeHref(item.route, config), description, isCategory: false }];
    }
    if (item.type === 'category' && item.route) {
      const description = item.generatedIndex?.description;
      return [{ label: item.label, href: routeHref(item.route, config), description, isCategory: true }];
    }
    return [];
  });
}

/**
 * A doc's HTML with each <DocCardList /> mark made the cards of its sidebar category (as Docusaurus'
 * useCurrentSidebarCategory finds it: the category the doc is the page of, else the one it sits in; the sidebar's top
 * level for a doc outside any).
 */
export function withDocCards(
  html: string,
  site: Site,
  sidebar: SidebarEntry[] | undefined,
  route: string,
  version: SiteVersion | undefined,
): string {
  if (!html.includes(DOC_CARD_LIST_MARK)) return html;
  const trail = sidebar ? findTrail(sidebar, route) : [];
  const items = trail.at(-1)?.items ?? sidebar ?? [];
  const cards = renderToStaticMarkup(createElement(CardGrid, { cards: categoryCards(site, items, version) }));
  return html.split(DOC_CARD_LIST_MARK).join(cards);
}
