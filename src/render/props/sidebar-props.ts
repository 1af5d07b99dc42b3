import type { SidebarFragmentProps, SidebarFragmentRef, SidebarNode } from '../../../templates/props.ts';
import {
  LARGE_SIDEBAR_ENTRIES,
  SIDEBAR_TOP_WINDOW as MODEL_SIDEBAR_TOP_WINDOW,
  SIDEBAR_WINDOW as MODEL_SIDEBAR_WINDOW,
  sidebarIndexOf,
} from '../../model/sidebar-index.ts';
import type { SidebarEntry } from '../../model/types.ts';
import { fillString } from '../../shared/fill-string.ts';
import { en } from '../../strings/en.ts';
import { isExternalLink, normaliseLink, routeHref, type UrlOptions } from '../../shared/urls.ts';

/**
 * Sidebars with more entries than this leave the items of collapsed categories outside the current branch out of
 * the page (they load from one shared fragment on expand), so bytes per page stop growing with the sidebar.
 */
export const INLINE_SIDEBAR_MAX_ENTRIES = LARGE_SIDEBAR_ENTRIES;

/**
 * In a large sidebar a list longer than this (a category's, or the top level's) shows only this many items (those around
 * the current page), then a link to the index page listing them all (the browser fills in the whole list from the
 * fragment).
 */
export const SIDEBAR_WINDOW = MODEL_SIDEBAR_WINDOW;

/** The window of a large sidebar's top level, when it has an index page of its own. */
export const SIDEBAR_TOP_WINDOW = MODEL_SIDEBAR_TOP_WINDOW;

/** The fragment key of a large sidebar's whole top level (category keys are index paths: `0`, `3-1`, …). */
export const SIDEBAR_ROOT_KEY = 'root';

type CategoryNode = Extract<SidebarNode, { type: 'category' }>;

/** A sidebar entry with its page-independent nodes, made once per sidebar. */
interface Prepared {
  entry: SidebarEntry;
  /** The node as pages outside it show it (collapsed and empty when it is lazy). */
  shown: SidebarNode;
  /** Categories: the node with its items, as an open branch shows it. */
  full: CategoryNode | undefined;
  /** Lazy sidebars: where the fragment holds the category's whole list. */
  fragment?: SidebarFragmentRef | undefined;
  children: Prepared[];
}

/** Where the window of `size` items around position `at` of a list of `length` starts; undefined when it fits whole. */
function windowStart(length: number, at: number, size: number): number | undefined {
  if (length <= size) return undefined;
  // The start moves in steps of half a window, so that runs of neighbouring pages share one window (and one copy of
  // the nodes) while the current page keeps a quarter of a window on either side.
  const step = Math.ceil(size / 2);
  const wanted = Math.floor(at / step) * step - Math.floor((size - step) / 2);
  return Math.max(0, Math.min(wanted, length - size));
}

/** The link "All N in <label>" that ends a window of a long list, to the list's index page at `href`. */
function moreLink(
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
  return sidebarIndexOf(entries).size > LARGE_SIDEBAR_ENTRIES;
}

/**
 * Prepares a sidebar's nodes. With `fragmentHref` (lazy sidebars), collapsible categories that have a page of their
 * own show no items outside the current branch: their items are in the fragment, and their link leads to their page.
 * With `root` too (the index page of a top level longer than a window), the top level shows a window of it.
 */
export function createSidebarView(
  entries: SidebarEntry[],
  urls: UrlOptions,
  fragmentHref?: string,
  showAll: string = en.sidebarShowAll,
  root?: { route: string; title: string },
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
      // Without a page of its own a category's items must be in the HTML to be reachable.
      if (fragmentHref === undefined || full.href === undefined)
        return { entry, shown: full, full, children };
      const fragment: SidebarFragmentRef = { href: fragmentHref, key };
      lists.push({ key, items: full.items });
      // A category that can't collapse shows its items, the first window of them when there are many.
      if (!entry.collapsible) {
        const window = windowOf(full, fragment, 0, showAll);
        return { entry, shown: window ? { ...full, items: window.items } : full, full, fragment, children };
      }
      return { entry, shown: { ...full, collapsed: true, items: [], fragment }, full, fragment, children };
    });
  const prepared = prepare(entries, '');
  const index = sidebarIndexOf(entries);
  // The top level's window: its list is in the fragment too, and its link leads to the sidebar's own index page.
  const top =
    fragmentHref !== undefined && root !== undefined && prepared.length > SIDEBAR_TOP_WINDOW
      ? {
          list: { label: root.title, href: routeHref(root.route, urls) },
          fragment: { href: fragmentHref, key: SIDEBAR_ROOT_KEY },
        }
      : undefined;
  if (top) lists.push({ key: SIDEBAR_ROOT_KEY, items: prepared.map((p) => p.shown) });
  // Open categories (their keys, joined) → the nodes of every page under them.
  const byBranch = new Map<string, SidebarNode[]>();
  // A list → route → position of its first doc item with that route (made on first need).
  const docPositions = new WeakMap<Prepared[], Map<string, number>>();
  const docPositionOf = (list: Prepared[], route: string): number | undefined => {
    let positions = docPositions.get(list);
    if (!positions) {
      positions = new Map();
      for (const [j, c] of list.entries())
        if (c.entry.type === 'doc' && !positions.has(c.entry.route)) positions.set(c.entry.route, j);
      docPositions.set(list, positions);
    }
    return positions.get(route);
  };

  return {
    fragment: fragmentHref === undefined ? undefined : { lists },
    nodesFor(route) {
      const paths = index.openPaths.get(route) ?? [];
      const keys = paths.map((path) => path.join('-'));
      const branch = [...keys].sort().join(' ');
      const known = byBranch.get(branch);
      if (known) return known;
      const open = new Set(keys);
      // The open children of each open category (its key → their positions), so that nothing walks a long list
      // to find them.
      const openBelow = new Map<string, number[]>();
      for (const path of paths) {
        const parent = path.slice(0, -1).join('-');
        const below = openBelow.get(parent);
        if (below) below.push(path[path.length - 1]!);
        else openBelow.set(parent, [path[path.length - 1]!]);
      }
      // The current page's place in a list: its own item, or the open category holding it, whichever comes first.
      const placeIn = (list: Prepared[], key: string): number => {
        let at = docPositionOf(list, route) ?? Infinity;
        for (const j of openBelow.get(key) ?? []) at = Math.min(at, j);
        return at === Infinity ? 0 : at;
      };
      // A windowed list depends on the page's place in it, not only on the branch: each open list's window start
      // (found before any node is made) is part of the key.
      const windows = new Map<string, number>();
      const findWindows = (list: Prepared[], prefix: string): void => {
        for (const i of openBelow.get(prefix) ?? []) {
          const p = list[i];
          const key = prefix === '' ? String(i) : `${prefix}-${i}`;
          if (!p?.full || !open.has(key)) continue;
          findWindows(p.children, key);
          if (!p.fragment || p.full.href === undefined) continue;
          const start = windowStart(p.children.length, placeIn(p.children, key), SIDEBAR_WINDOW);
          if (start !== undefined) windows.set(key, start);
        }
      };
      findWindows(prepared, '');
      const topStart = top && windowStart(prepared.length, placeIn(prepared, ''), SIDEBAR_TOP_WINDOW);
      if (topStart !== undefined) windows.set(SIDEBAR_ROOT_KEY, topStart);
      const windowKey =
        windows.size === 0
          ? branch
          : `${branch}|${[...windows].map(([key, start]) => `${key}@${start}`).join(' ')}`;
      const same = byBranch.get(windowKey);
      if (same) return same;
      // Only the items inside a window are made: the rest of a long list is in the fragment.
      const apply = (list: Prepared[], prefix: string, from = 0, to = list.length): SidebarNode[] =>
        list.slice(from, to).map((p, offset) => {
          const i = from + offset;
          const key = prefix === '' ? String(i) : `${prefix}-${i}`;
          if (!p.full || !open.has(key)) return p.shown;
          const start = windows.get(key);
          if (start === undefined || p.full.href === undefined) {
            return { ...p.full, active: true, collapsed: false, items: apply(p.children, key) };
          }
          const items = apply(p.children, key, start, start + SIDEBAR_WINDOW);
          items.push(
            moreLink({ label: p.full.label, href: p.full.href }, p.children.length, p.fragment!, showAll),
          );
          return { ...p.full, active: true, collapsed: false, items };
        });
      let nodes: SidebarNode[];
      if (top && topStart !== undefined) {
        nodes = apply(prepared, '', topStart, topStart + SIDEBAR_TOP_WINDOW);
        nodes.push(moreLink(top.list, prepared.length, top.fragment, showAll));
      } else nodes = apply(prepared, '');
      byBranch.set(windowKey, nodes);
      return nodes;
    },
  };
}
