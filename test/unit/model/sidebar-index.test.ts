// The sidebar index answers trails and reading order as the tree walks it did, for every route of random sidebars.
import { describe, expect, it } from 'vitest';
import { createSidebarIndex } from '../../../src/model/sidebar-index.ts';
import { findTrail, flattenSidebar } from '../../../src/model/sidebars.ts';
import type { SidebarEntry } from '../../../src/model/types.ts';

type Category = Extract<SidebarEntry, { type: 'category' }>;

// The walks the index replaced: the reference for its answers.
function walkTrail(entries: SidebarEntry[], route: string): Category[] {
  for (const entry of entries) {
    if (entry.type !== 'category') continue;
    if (entry.route === route) return [entry];
    const inner = walkTrail(entry.items, route);
    if (inner.length || entry.items.some((i) => i.type === 'doc' && i.route === route))
      return [entry, ...inner];
  }
  return [];
}

function walkStops(entries: SidebarEntry[]): { route: string; label: string }[] {
  return entries.flatMap((entry) => {
    if (entry.type === 'doc') return [{ route: entry.route, label: entry.label }];
    if (entry.type !== 'category') return [];
    return [...(entry.route ? [{ route: entry.route, label: entry.label }] : []), ...walkStops(entry.items)];
  });
}

/** A deterministic random sidebar whose routes repeat (a doc listed twice, a category linking one of its docs). */
function randomSidebar(seed: number): SidebarEntry[] {
  let state = seed;
  const next = (n: number): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const route = (): string => `/docs/r${next(12)}`;
  const level = (depth: number): SidebarEntry[] =>
    Array.from({ length: 1 + next(4) }, (_, i): SidebarEntry => {
      const pick = next(depth > 2 ? 2 : 4);
      if (pick === 0) return { type: 'doc', docId: `d${i}`, label: `Doc ${i}`, route: route() };
      if (pick === 1) return { type: 'link', label: 'Out', href: 'https://example.com' };
      return {
        type: 'category',
        label: `Cat ${depth}-${i}`,
        route: next(2) ? route() : undefined,
        generatedIndex: undefined,
        collapsible: true,
        collapsed: next(2) === 0,
        items: level(depth + 1),
      };
    });
  return level(0);
}

describe('the sidebar index', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    'answers as the tree walks do for random sidebar %i',
    (seed) => {
      const sidebar = randomSidebar(seed);
      expect(flattenSidebar(sidebar)).toEqual(walkStops(sidebar));
      for (let r = 0; r < 12; r++)
        expect(findTrail(sidebar, `/docs/r${r}`)).toEqual(walkTrail(sidebar, `/docs/r${r}`));
    },
  );

  it('lists every category holding a route, wherever the route appears', () => {
    const doc = (route: string): SidebarEntry => ({ type: 'doc', docId: route, label: route, route });
    const category = (label: string, route: string | undefined, items: SidebarEntry[]): SidebarEntry => ({
      type: 'category',
      label,
      route,
      generatedIndex: undefined,
      collapsible: true,
      collapsed: true,
      items,
    });
    const sidebar = [
      category('A', '/a', [doc('/x'), category('B', undefined, [doc('/y')])]),
      category('C', '/x', [doc('/z')]),
    ];
    const index = createSidebarIndex(sidebar);
    expect(index.openPaths.get('/x')).toEqual([[0], [1]]);
    expect(index.openPaths.get('/y')).toEqual([[0, 1], [0]]);
    expect(index.stopAt.get('/x')).toBe(1);
    expect(index.size).toBe(6);
  });
});
