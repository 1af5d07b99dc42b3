import type { SidebarEntry } from './types.ts';

/** A category entry of a sidebar. */
export type SidebarCategory = Extract<SidebarEntry, { type: 'category' }>;

/** A route in sidebar order, for previous/next links. */
export interface SidebarStop {
  route: string;
  label: string;
}

/** Lookups over one sidebar, computed once so that per-page questions cost no walk of the whole tree. */
export interface SidebarIndex {
  /** Every stop in reading order: a category's own page before its items. */
  stops: SidebarStop[];
  /** Route → position of its first stop. */
  stopAt: Map<string, number>;
  /** Route → the categories (outermost first) leading to its first occurrence, as `findTrail` answers. */
  trails: Map<string, SidebarCategory[]>;
  /** Route → the index paths of every category holding it (as an item anywhere below, or as its own route). */
  openPaths: Map<string, number[][]>;
  /** Number of entries (docs, links and categories) in the whole tree. */
  size: number;
}

/**
 * Sidebars with more entries than this are large: each of their categories gets an index page (generated when it has
 * none), pages show only their own branch and a window of long lists, and the rest is in one shared fragment.
 */
export const LARGE_SIDEBAR_ENTRIES = 100;

/**
 * In a large sidebar a list longer than this (a category's, or the top level's) shows only this many items on a page,
 * those around the current page, then a link to the index page listing them all.
 */
export const SIDEBAR_WINDOW = 25;

/**
 * The window of a large sidebar's top level, when it is longer: smaller than a category's, since the page's own branch
 * (open, often itself a window of SIDEBAR_WINDOW) is shown inside it.
 */
export const SIDEBAR_TOP_WINDOW = 15;

/** The title of a large sidebar's top-level index (its route is `category` under the docs' route). */
export const SIDEBAR_ROOT_TITLE = 'Docs';

/** The number of entries (docs, links and categories) of a sidebar tree, without building its index. */
export function countSidebarEntries(entries: readonly SidebarEntry[]): number {
  let count = 0;
  for (const entry of entries)
    count += 1 + (entry.type === 'category' ? countSidebarEntries(entry.items) : 0);
  return count;
}

// Pure memo: sidebars are immutable once the site is created; each array's index is computed on first use and dropped with it.
const sidebarIndexMemo = new WeakMap<readonly SidebarEntry[], SidebarIndex>();

/** The index of a sidebar (computed once per sidebar array). */
export function sidebarIndexOf(entries: readonly SidebarEntry[]): SidebarIndex {
  let index = sidebarIndexMemo.get(entries);
  if (!index) {
    index = createSidebarIndex(entries);
    sidebarIndexMemo.set(entries, index);
  }
  return index;
}

/** Walks a sidebar once and builds its index. */
export function createSidebarIndex(entries: readonly SidebarEntry[]): SidebarIndex {
  const stops: SidebarStop[] = [];
  const stopAt = new Map<string, number>();
  const trails = new Map<string, SidebarCategory[]>();
  const openPaths = new Map<string, number[][]>();
  let size = 0;
  const addStop = (route: string, label: string): void => {
    if (!stopAt.has(route)) stopAt.set(route, stops.length);
    stops.push({ route, label });
  };
  const addOpen = (route: string, path: number[]): void => {
    const list = openPaths.get(route);
    if (list) list.push(path);
    else openPaths.set(route, [path]);
  };
  const walkStops = (list: readonly SidebarEntry[]): void => {
    for (const entry of list) {
      if (entry.type === 'doc') addStop(entry.route, entry.label);
      else if (entry.type === 'category') {
        if (entry.route) addStop(entry.route, entry.label);
        walkStops(entry.items);
      }
    }
  };
  // The order of findTrail: a category's own route, then its sub-categories in order, then its direct docs.
  const walkTrails = (list: readonly SidebarEntry[], trail: SidebarCategory[]): void => {
    for (const entry of list) {
      if (entry.type !== 'category') continue;
      const inner = [...trail, entry];
      if (entry.route !== undefined && !trails.has(entry.route)) trails.set(entry.route, inner);
      walkTrails(entry.items, inner);
      for (const item of entry.items)
        if (item.type === 'doc' && !trails.has(item.route)) trails.set(item.route, inner);
    }
  };
  // Every category whose subtree holds a route opens for it, wherever the route appears.
  const walkOpen = (list: readonly SidebarEntry[], path: number[]): Set<string> => {
    const below = new Set<string>();
    list.forEach((entry, i) => {
      size++;
      if (entry.type === 'doc') below.add(entry.route);
      if (entry.type !== 'category') return;
      const own = [...path, i];
      const routes = walkOpen(entry.items, own);
      if (entry.route !== undefined) routes.add(entry.route);
      for (const route of routes) {
        addOpen(route, own);
        below.add(route);
      }
    });
    return below;
  };
  walkStops(entries);
  walkTrails(entries, []);
  walkOpen(entries, []);
  return { stops, stopAt, trails, openPaths, size };
}
