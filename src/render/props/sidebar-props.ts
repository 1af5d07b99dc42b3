import type { SidebarFragmentProps, SidebarFragmentRef, SidebarNode } from '../../../templates/props.ts';
import { sidebarIndexOf } from '../../model/sidebar-index.ts';
import type { SidebarEntry } from '../../model/types.ts';
import { isExternalLink, normaliseLink, routeHref, type UrlOptions } from '../../shared/urls.ts';

/**
 * Sidebars with more entries than this leave the items of collapsed categories outside the current branch out of
 * the page (they load from one shared fragment on expand), so bytes per page stop growing with the sidebar.
 */
export const INLINE_SIDEBAR_MAX_ENTRIES = 100;

type CategoryNode = Extract<SidebarNode, { type: 'category' }>;

/** A sidebar entry with its page-independent nodes, made once per sidebar. */
interface Prepared {
  entry: SidebarEntry;
  /** The node as pages outside it show it (collapsed and empty when it is lazy). */
  shown: SidebarNode;
  /** Categories: the node with its items, as an open branch shows it. */
  full: CategoryNode | undefined;
  children: Prepared[];
}

/** A sidebar prepared once for every page that shows it. */
export interface SidebarView {
  /**
   * The nodes of one page: the categories holding `route` open. Pages whose route has the same categories open get
   * the same array (the page's own link is marked when rendered: see SidebarProps).
   */
  nodesFor(route: string): SidebarNode[];
  /** Lazy sidebars: the lists the shared fragment holds; undefined when the whole tree is in every page. */
  fragment: SidebarFragmentProps | undefined;
}

/** Whether a sidebar is large enough to load its collapsed categories from a fragment. */
export function isLazySidebar(entries: readonly SidebarEntry[]): boolean {
  return sidebarIndexOf(entries).size > INLINE_SIDEBAR_MAX_ENTRIES;
}

/**
 * Prepares a sidebar's nodes. With `fragmentHref` (lazy sidebars), collapsible categories that have a page of their
 * own show no items outside the current branch: their items are in the fragment, and their link leads to their page.
 */
export function createSidebarView(
  entries: SidebarEntry[],
  urls: UrlOptions,
  fragmentHref?: string,
): SidebarView {
  const lists: SidebarFragmentProps['lists'] = [];
  const prepare = (list: readonly SidebarEntry[], prefix: string): Prepared[] =>
    list.map((entry, i): Prepared => {
      const key = prefix === '' ? String(i) : `${prefix}-${i}`;
      if (entry.type === 'doc') {
        const shown: SidebarNode = {
          type: 'link',
          label: entry.label,
          href: routeHref(entry.route, urls),
          external: false,
          doc: true,
        };
        return { entry, shown, full: undefined, children: [] };
      }
      if (entry.type === 'link') {
        const external = isExternalLink(entry.href);
        const href = external ? entry.href : normaliseLink(entry.href, urls);
        return {
          entry,
          shown: { type: 'link', label: entry.label, href, external, doc: false },
          full: undefined,
          children: [],
        };
      }
      if (entry.type === 'html') {
        const shown: SidebarNode = { type: 'html', html: entry.value, defaultStyle: entry.defaultStyle };
        return { entry, shown, full: undefined, children: [] };
      }
      const children = prepare(entry.items, key);
      const full: CategoryNode = {
        type: 'category',
        label: entry.label,
        href: entry.route === undefined ? undefined : routeHref(entry.route, urls),
        collapsible: entry.collapsible,
        collapsed: entry.collapsed,
        active: false,
        items: children.map((c) => c.shown),
      };
      // Without a page of its own (or when it can't collapse) a category's items must be in the HTML to be reachable.
      if (fragmentHref === undefined || !entry.collapsible || full.href === undefined)
        return { entry, shown: full, full, children };
      const fragment: SidebarFragmentRef = { href: fragmentHref, key };
      lists.push({ key, items: full.items });
      return { entry, shown: { ...full, collapsed: true, items: [], fragment }, full, children };
    });
  const prepared = prepare(entries, '');
  const index = sidebarIndexOf(entries);
  // Open categories (their keys, joined) → the nodes of every page under them.
  const byBranch = new Map<string, SidebarNode[]>();

  return {
    fragment: fragmentHref === undefined ? undefined : { lists },
    nodesFor(route) {
      const keys = (index.openPaths.get(route) ?? []).map((path) => path.join('-'));
      const branch = [...keys].sort().join(' ');
      const known = byBranch.get(branch);
      if (known) return known;
      const open = new Set(keys);
      const apply = (list: Prepared[], prefix: string): SidebarNode[] =>
        list.map((p, i) => {
          const key = prefix === '' ? String(i) : `${prefix}-${i}`;
          if (!p.full || !open.has(key)) return p.shown;
          // The branch holding the current page is always open.
          return { ...p.full, active: true, collapsed: false, items: apply(p.children, key) };
        });
      const nodes = apply(prepared, '');
      byBranch.set(branch, nodes);
      return nodes;
    },
  };
}
