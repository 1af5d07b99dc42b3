import type { SidebarNode } from '../../templates/props.ts';
import type { SidebarEntry } from '../site/types.ts';
import { isExternalLink, normaliseLink, routeHref, type UrlOptions } from '../site/urls.ts';

/** Applies the current page to a sidebar: hrefs, the active item and the categories that contain it. */
export function createSidebarNodes(entries: SidebarEntry[], currentRoute: string, urls: UrlOptions): SidebarNode[] {
  return entries.map((entry): SidebarNode => {
    if (entry.type === 'doc') {
      return { type: 'link', label: entry.label, href: routeHref(entry.route, urls), active: entry.route === currentRoute, external: false };
    }
    if (entry.type === 'link') {
      const external = isExternalLink(entry.href);
      return { type: 'link', label: entry.label, href: external ? entry.href : normaliseLink(entry.href, urls), active: false, external };
    }
    const items = createSidebarNodes(entry.items, currentRoute, urls);
    const active = entry.route === currentRoute || items.some((i) => i.active);
    return {
      type: 'category',
      label: entry.label,
      href: entry.route === undefined ? undefined : routeHref(entry.route, urls),
      collapsible: entry.collapsible,
      // The branch holding the current page is always open.
      collapsed: entry.collapsed && !active,
      active,
      items,
    };
  });
}
