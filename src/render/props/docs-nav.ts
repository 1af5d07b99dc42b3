// The navigation of a docs page, shared by written docs and generated category pages: breadcrumbs, pager, sidebar.
import type { Crumb, PagerLink, SidebarProps } from '../../../templates/props.ts';
import { sidebarIndexOf } from '../../model/sidebar-index.ts';
import { findTrail } from '../../model/sidebars.ts';
import { allDocsOf, type Site } from '../../model/site-types.ts';
import type { DocEntry, Rendered, SidebarEntry } from '../../model/types.ts';
import { absoluteUrl } from './head.ts';
import type { RenderContext } from '../render-context.ts';
import { sharedRouteHref } from './route-href-cache.ts';

/** The breadcrumbs of a docs page: its sidebar trail, then its own title. */
export function breadcrumbs(
  site: Site,
  sidebar: SidebarEntry[] | undefined,
  route: string,
  title: string,
): Crumb[] {
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

/** The breadcrumbs as schema.org structured data. */
export function breadcrumbJsonLd(site: Site, crumbs: Crumb[], route: string): object {
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

/** The previous and next links of a docs page: the sidebar's order, overridden by front matter. */
export function pager(
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

/** The sidebar of a docs page at `route` (none without a sidebar id). */
export function sidebarProps(
  context: RenderContext,
  sidebarId: string | undefined,
  route: string,
): SidebarProps {
  const view = sidebarId === undefined ? undefined : context.sidebars.get(sidebarId);
  return { nodes: view?.nodesFor(route) ?? [], current: sharedRouteHref(route, context.site.config) };
}
