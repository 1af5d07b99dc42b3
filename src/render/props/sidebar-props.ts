import type { SidebarFragmentProps, SidebarFragmentRef, SidebarNode } from '../../../templates/props.ts';
import {
  LARGE_SIDEBAR_ENTRIES,
  SIDEBAR_TOP_WINDOW as MODEL_SIDEBAR_TOP_WINDOW,
  SIDEBAR_WINDOW as MODEL_SIDEBAR_WINDOW,
  sidebarIndexOf,
} from '../../model/sidebar-index.ts';
import type { SidebarEntry } from '../../model/types.ts';
import { en } from '../../strings/en.ts';
import { routeHref, type UrlOptions } from '../../shared/urls.ts';
import { itemKey, moreLink, prepareEntries, windowStart, type Prepared } from './sidebar-nodes.ts';

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
  const prepared = prepareEntries(entries, '', { urls, fragmentHref, showAll, lists });
  const index = sidebarIndexOf(entries);
  // The top level's window: its list is in the fragment too, and its link leads to the sidebar's own index page.
  const top: TopWindow | undefined =
    fragmentHref !== undefined && root !== undefined && prepared.length > SIDEBAR_TOP_WINDOW
      ? {
          list: { label: root.title, href: routeHref(root.route, urls) },
          fragment: { href: fragmentHref, key: SIDEBAR_ROOT_KEY },
        }
      : undefined;
  if (top) lists.push({ key: SIDEBAR_ROOT_KEY, items: prepared.map((p) => p.shown) });
  // Open categories (their keys, joined) → the nodes of every page under them.
  const byBranch = new Map<string, SidebarNode[]>();
  const docPositionOf = createDocPositions();

  return {
    fragment: fragmentHref === undefined ? undefined : { lists },
    nodesFor(route) {
      const paths = index.openPaths.get(route) ?? [];
      const keys = paths.map((path) => path.join('-'));
      const branch = [...keys].sort().join(' ');
      const known = byBranch.get(branch);
      if (known) return known;
      const open = new Set(keys);
      const openBelow = openChildrenOf(paths);
      // The current page's place in a list: its own item, or the open category holding it, whichever comes first.
      const placeIn = (list: Prepared[], key: string): number => {
        let at = docPositionOf(list, route) ?? Infinity;
        for (const j of openBelow.get(key) ?? []) at = Math.min(at, j);
        return at === Infinity ? 0 : at;
      };
      const windows = findWindows(prepared, open, openBelow, placeIn);
      const topStart = top && windowStart(prepared.length, placeIn(prepared, ''), SIDEBAR_TOP_WINDOW);
      if (topStart !== undefined) windows.set(SIDEBAR_ROOT_KEY, topStart);
      const windowKey =
        windows.size === 0
          ? branch
          : `${branch}|${[...windows].map(([key, start]) => `${key}@${start}`).join(' ')}`;
      const same = byBranch.get(windowKey);
      if (same) return same;
      const shown: OpenBranch = { open, windows, showAll };
      let nodes: SidebarNode[];
      if (top && topStart !== undefined) {
        nodes = openNodes(prepared, '', shown, topStart, topStart + SIDEBAR_TOP_WINDOW);
        nodes.push(moreLink(top.list, prepared.length, top.fragment, showAll));
      } else nodes = openNodes(prepared, '', shown);
      byBranch.set(windowKey, nodes);
      return nodes;
    },
  };
}

/** The window of a large sidebar's top level: the link to its index page and where the fragment holds it. */
interface TopWindow {
  list: { label: string; href: string };
  fragment: SidebarFragmentRef;
}

/** One page's open branch: the keys of its open categories and the window start of each windowed list. */
interface OpenBranch {
  open: Set<string>;
  windows: Map<string, number>;
  showAll: string;
}

/** A list → route → position of its first doc item with that route (made on first need). */
function createDocPositions(): (list: Prepared[], route: string) => number | undefined {
  const docPositions = new WeakMap<Prepared[], Map<string, number>>();
  return (list, route) => {
    let positions = docPositions.get(list);
    if (!positions) {
      positions = new Map();
      for (const [j, c] of list.entries())
        if (c.entry.type === 'doc' && !positions.has(c.entry.route)) positions.set(c.entry.route, j);
      docPositions.set(list, positions);
    }
    return positions.get(route);
  };
}

// The open children of each open category (its key → their positions), so that nothing walks a long list to find
// them.
function openChildrenOf(paths: readonly (readonly number[])[]): Map<string, number[]> {
  const openBelow = new Map<string, number[]>();
  for (const path of paths) {
    const parent = path.slice(0, -1).join('-');
    const below = openBelow.get(parent);
    if (below) below.push(path[path.length - 1]!);
    else openBelow.set(parent, [path[path.length - 1]!]);
  }
  return openBelow;
}

// A windowed list depends on the page's place in it, not only on the branch: each open list's window start (found
// before any node is made) is part of the key.
function findWindows(
  prepared: Prepared[],
  open: Set<string>,
  openBelow: Map<string, number[]>,
  placeIn: (list: Prepared[], key: string) => number,
): Map<string, number> {
  const windows = new Map<string, number>();
  const find = (list: Prepared[], prefix: string): void => {
    for (const i of openBelow.get(prefix) ?? []) {
      const p = list[i];
      const key = itemKey(prefix, i);
      if (!p?.full || !open.has(key)) continue;
      find(p.children, key);
      if (!p.fragment || p.full.href === undefined) continue;
      const start = windowStart(p.children.length, placeIn(p.children, key), SIDEBAR_WINDOW);
      if (start !== undefined) windows.set(key, start);
    }
  };
  find(prepared, '');
  return windows;
}

// Only the items inside a window are made: the rest of a long list is in the fragment.
function openNodes(
  list: Prepared[],
  prefix: string,
  branch: OpenBranch,
  from = 0,
  to = list.length,
): SidebarNode[] {
  return list.slice(from, to).map((p, offset) => {
    const key = itemKey(prefix, from + offset);
    if (!p.full || !branch.open.has(key)) return p.shown;
    const start = branch.windows.get(key);
    if (start === undefined || p.full.href === undefined) {
      return { ...p.full, active: true, collapsed: false, items: openNodes(p.children, key, branch) };
    }
    const items = openNodes(p.children, key, branch, start, start + SIDEBAR_WINDOW);
    items.push(
      moreLink({ label: p.full.label, href: p.full.href }, p.children.length, p.fragment!, branch.showAll),
    );
    return { ...p.full, active: true, collapsed: false, items };
  });
}
