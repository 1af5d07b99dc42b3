// A sidebar's page-independent nodes, made once per sidebar: each entry as pages outside it show it and, for a
// category, as an open branch shows it; in a lazy sidebar, the lists the shared fragment holds. Also the windows of
// long lists, which both these nodes and each page's open branch show.
import type { SidebarFragmentProps, SidebarFragmentRef, SidebarNode } from '../../../templates/props.ts';
import { SIDEBAR_WINDOW } from '../../model/sidebar-index.ts';
import type { SidebarEntry } from '../../model/types.ts';
import { fillString } from '../../shared/fill-string.ts';
import { isExternalLink, normaliseLink, routeHref, type UrlOptions } from '../../shared/urls.ts';

/** A category's node. */
export type CategoryNode = Extract<SidebarNode, { type: 'category' }>;

/** A sidebar entry with its page-independent nodes, made once per sidebar. */
export interface Prepared {
  entry: SidebarEntry;
  /** The node as pages outside it show it (collapsed and empty when it is lazy). */
  shown: SidebarNode;
  /** Categories: the node with its items, as an open branch shows it. */
  full: CategoryNode | undefined;
  /** Lazy sidebars: where the fragment holds the category's whole list. */
  fragment?: SidebarFragmentRef | undefined;
  children: Prepared[];
}

/** What preparing a sidebar's entries needs; `lists` gathers what the fragment holds. */
export interface PrepareContext {
  urls: UrlOptions;
  /** Lazy sidebars: the fragment's href. */
  fragmentHref: string | undefined;
  /** The theme's "All {count} in {label}". */
  showAll: string;
  lists: SidebarFragmentProps['lists'];
}

/** The key of item `i` of the list at `prefix`: index paths, `0`, `3-1`, …. */
export function itemKey(prefix: string, i: number): string {
  return prefix === '' ? String(i) : `${prefix}-${i}`;
}

/** Where the window of `size` items around position `at` of a list of `length` starts; undefined when it fits whole. */
export function windowStart(length: number, at: number, size: number): number | undefined {
  if (length <= size) return undefined;
  // The start moves in steps of half a window, so that runs of neighbouring pages share one window (and one copy of
  // the nodes) while the current page keeps a quarter of a window on either side.
  const step = Math.ceil(size / 2);
  const wanted = Math.floor(at / step) * step - Math.floor((size - step) / 2);
  return Math.max(0, Math.min(wanted, length - size));
}

/** The link "All N in <label>" that ends a window of a long list, to the list's index page at `href`. */
export function moreLink(
  list: { label: string; href: string },
  count: number,
  fragment: SidebarFragmentRef,
  showAll: string,
): SidebarNode {
  return {
    type: 'link',
    label: fillString(showAll, { count, label: list.label }),
    href: list.href,
    external: false,
    doc: false,
    more: fragment,
  };
}

/**
 * The window of a long category list near `at` (the current page's position), ending with a link to the category's
 * page; undefined when the list is short enough to show whole or the category has no page.
 */
function windowOf(
  category: CategoryNode,
  fragment: SidebarFragmentRef,
  at: number,
  showAll: string,
): { start: number; items: SidebarNode[] } | undefined {
  const { items, href } = category;
  const start = href === undefined ? undefined : windowStart(items.length, at, SIDEBAR_WINDOW);
  if (start === undefined || href === undefined) return undefined;
  const more = moreLink({ label: category.label, href }, items.length, fragment, showAll);
  return { start, items: [...items.slice(start, start + SIDEBAR_WINDOW), more] };
}

/** The page-independent nodes of the entries of the list at `prefix`. */
export function prepareEntries(
  list: readonly SidebarEntry[],
  prefix: string,
  context: PrepareContext,
): Prepared[] {
  return list.map((entry, i): Prepared => {
    const { urls } = context;
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
    return prepareCategory(entry, itemKey(prefix, i), context);
  });
}

function prepareCategory(
  entry: Extract<SidebarEntry, { type: 'category' }>,
  key: string,
  context: PrepareContext,
): Prepared {
  const { urls, fragmentHref, showAll } = context;
  const children = prepareEntries(entry.items, key, context);
  const full: CategoryNode = {
    type: 'category',
    label: entry.label,
    href: entry.route === undefined ? undefined : routeHref(entry.route, urls),
    collapsible: entry.collapsible,
    collapsed: entry.collapsed,
    active: false,
    items: children.map((c) => c.shown),
  };
  // Without a page of its own a category's items must be in the HTML to be reachable.
  if (fragmentHref === undefined || full.href === undefined) return { entry, shown: full, full, children };
  const fragment: SidebarFragmentRef = { href: fragmentHref, key };
  context.lists.push({ key, items: full.items });
  // A category that can't collapse shows its items, the first window of them when there are many.
  if (!entry.collapsible) {
    const window = windowOf(full, fragment, 0, showAll);
    return { entry, shown: window ? { ...full, items: window.items } : full, full, fragment, children };
  }
  return { entry, shown: { ...full, collapsed: true, items: [], fragment }, full, fragment, children };
}
