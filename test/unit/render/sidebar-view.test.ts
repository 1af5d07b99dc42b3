// A sidebar prepared once gives every page the nodes the per-page walk gave; a large one leaves collapsed
// categories' items to its fragment while every page stays reachable through links.
import { describe, expect, it } from 'vitest';
import { sidebarIndexOf } from '../../../src/model/sidebar-index.ts';
import {
  createSidebarView,
  SIDEBAR_WINDOW,
  INLINE_SIDEBAR_MAX_ENTRIES,
  isLazySidebar,
  SIDEBAR_ROOT_KEY,
  SIDEBAR_TOP_WINDOW,
} from '../../../src/render/props/sidebar-props.ts';
import type { SidebarEntry } from '../../../src/model/types.ts';
import { isExternalLink, normaliseLink, routeHref, type UrlOptions } from '../../../src/shared/urls.ts';
import type { SidebarNode } from '../../../templates/props.ts';

const urls: UrlOptions = { baseUrl: '/', trailingSlash: undefined };

// The per-page walk the view replaced: the reference for its nodes (the page's own link is marked when rendered).
function walkNodes(entries: SidebarEntry[], currentRoute: string): SidebarNode[] {
  return entries.map((entry): SidebarNode => {
    if (entry.type === 'doc') {
      return {
        type: 'link',
        label: entry.label,
        href: routeHref(entry.route, urls),
        external: false,
        doc: true,
      };
    }
    if (entry.type === 'html') return { type: 'html', html: entry.value, defaultStyle: entry.defaultStyle };
    if (entry.type === 'link') {
      const external = isExternalLink(entry.href);
      return {
        type: 'link',
        label: entry.label,
        href: external ? entry.href : normaliseLink(entry.href, urls),
        external,
        doc: false,
      };
    }
    const items = walkNodes(entry.items, currentRoute);
    const active = entry.route === currentRoute || holds(entry.items, currentRoute);
    return {
      type: 'category',
      label: entry.label,
      href: entry.route === undefined ? undefined : routeHref(entry.route, urls),
      collapsible: entry.collapsible,
      collapsed: entry.collapsed && !active,
      active,
      items,
    };
  });
}

/** True when a doc entry of `route`, or a category of that route, is somewhere in `entries`. */
const holds = (entries: SidebarEntry[], route: string): boolean =>
  entries.some((e) =>
    e.type === 'doc'
      ? e.route === route
      : e.type === 'category' && (e.route === route || holds(e.items, route)),
  );

const doc = (route: string): SidebarEntry => ({ type: 'doc', docId: route, label: `L${route}`, route });
const category = (
  label: string,
  route: string | undefined,
  items: SidebarEntry[],
  collapsed = false,
  collapsible = true,
): SidebarEntry => ({
  type: 'category',
  label,
  route,
  generatedIndex: undefined,
  collapsible,
  collapsed,
  items,
});

const small: SidebarEntry[] = [
  doc('/docs/intro'),
  category(
    'Guide',
    '/docs/category/guide',
    [doc('/docs/g/a'), category('Deep', undefined, [doc('/docs/g/deep')], true)],
    true,
  ),
  category('Both', '/docs/g/a', [doc('/docs/both/x')]),
  { type: 'link', label: 'GitHub', href: 'https://github.com' },
  category('Fixed', undefined, [doc('/docs/fixed')], true, false),
];

/** A sidebar over the inline limit: `groups` collapsible categories with a page each, of `size` docs. */
function large(groups: number, size: number): SidebarEntry[] {
  return Array.from({ length: groups }, (_, g) =>
    category(`G${g}`, `/docs/category/g${g}`, [
      ...Array.from({ length: size }, (_, i) => doc(`/docs/g${g}/p${i}`)),
      category(`Sub${g}`, `/docs/category/sub${g}`, [doc(`/docs/g${g}/sub`)], true),
    ]),
  );
}

/** Every href in nodes, collapsed or not (what a reader can reach without scripts). */
const hrefs = (nodes: SidebarNode[]): string[] =>
  nodes.flatMap((n) => [
    ...(n.type === 'html' || n.href === undefined ? [] : [n.href]),
    ...(n.type === 'category' ? hrefs(n.items) : []),
  ]);

describe('the sidebar view', () => {
  it('gives each page the nodes of the per-page walk, sharing what it does not change', () => {
    const view = createSidebarView(small, urls);
    for (const route of [
      '/docs/intro',
      '/docs/g/a',
      '/docs/g/deep',
      '/docs/category/guide',
      '/docs/both/x',
      '/docs/fixed',
      '/nowhere',
    ]) {
      expect(view.nodesFor(route)).toEqual(walkNodes(small, route));
    }
    expect(view.nodesFor('/docs/intro')[1]).toBe(view.nodesFor('/nowhere')[1]);
    // Pages with the same categories open share one array; others get their own.
    expect(view.nodesFor('/docs/intro')).toBe(view.nodesFor('/nowhere'));
    expect(view.nodesFor('/docs/g/deep')).not.toBe(view.nodesFor('/docs/intro'));
    expect(view.fragment).toBeUndefined();
  });

  it('leaves the items of collapsible categories with a page out of a large sidebar, except on the current branch', () => {
    const entries = large(8, 20);
    expect(isLazySidebar(entries)).toBe(true);
    expect(isLazySidebar(small)).toBe(false);
    const view = createSidebarView(entries, urls, '/assets/sidebars/big.html');
    const nodes = view.nodesFor('/docs/g3/p7');
    const open = nodes[3] as Extract<SidebarNode, { type: 'category' }>;
    expect(open).toMatchObject({ active: true, collapsed: false });
    expect(open.fragment).toBeUndefined();
    expect(open.items).toHaveLength(21);
    expect(open.items[7]).toMatchObject({ doc: true, href: '/docs/g3/p7' });
    expect(view.nodesFor('/docs/g3/p8')).toBe(nodes);
    expect(view.nodesFor('/docs/category/g3')).toBe(nodes);
    expect(view.nodesFor('/docs/g4/p8')).not.toBe(nodes);
    // Its collapsed sub-category is left to the fragment too.
    expect(open.items[20]).toMatchObject({ collapsed: true, items: [], fragment: { key: '3-20' } });
    for (const [i, node] of nodes.entries()) {
      if (i === 3) continue;
      expect(node).toMatchObject({
        collapsed: true,
        items: [],
        fragment: { href: '/assets/sidebars/big.html', key: String(i) },
      });
    }
    // Every category left out still links to its page; the fragment holds each one's items.
    expect(hrefs(nodes)).toEqual(expect.arrayContaining(entries.map((_, g) => `/docs/category/g${g}`)));
    expect(view.fragment!.lists.map((l) => l.key).sort()).toEqual(
      [...entries.map((_, g) => String(g)), ...entries.map((_, g) => `${g}-20`)].sort(),
    );
    const bytes = JSON.stringify(nodes).length;
    expect(bytes).toBeLessThan(JSON.stringify(walkNodes(entries, '/docs/g3/p7')).length / 4);
  });

  it('keeps the items of categories without a page of their own, which nothing else would reach', () => {
    const entries = [...large(6, 20), category('Loose', undefined, [doc('/docs/loose')], true)];
    const nodes = createSidebarView(entries, urls, '/f.html').nodesFor('/docs/g0/p0');
    expect(nodes[6]).toMatchObject({ items: [{ href: '/docs/loose' }] });
    expect((nodes[6] as Extract<SidebarNode, { type: 'category' }>).fragment).toBeUndefined();
    expect(INLINE_SIDEBAR_MAX_ENTRIES).toBeGreaterThan(50);
  });

  it("shows a window of a long top level around the page's branch, the whole of it in the fragment", () => {
    const areas = 4 * SIDEBAR_TOP_WINDOW;
    const entries = large(areas, 2);
    const root = { route: '/docs/category', title: 'Docs' };
    const view = createSidebarView(entries, urls, '/f.html', undefined, root);
    const labels = (nodes: SidebarNode[]): string[] => nodes.map((n) => (n.type === 'html' ? '' : n.label));
    for (const g of [0, 7, 30, areas - 1]) {
      const nodes = view.nodesFor(`/docs/g${g}/p1`);
      // The window, then the link to the top level's index page, which loads the whole list from the fragment.
      expect(nodes).toHaveLength(SIDEBAR_TOP_WINDOW + 1);
      expect(nodes.at(-1)).toMatchObject({
        type: 'link',
        label: `All ${areas} in Docs`,
        href: '/docs/category',
        more: { href: '/f.html', key: SIDEBAR_ROOT_KEY },
      });
      expect(labels(nodes)).toContain(`G${g}`);
      expect(nodes.find((n) => n.type === 'category' && n.label === `G${g}`)).toMatchObject({ active: true });
      // A quarter of a window at least on each side of the page's branch, where the list has them.
      const at = labels(nodes).indexOf(`G${g}`);
      expect(at).toBeGreaterThanOrEqual(Math.min(g, Math.floor(SIDEBAR_TOP_WINDOW / 4)));
      expect(SIDEBAR_TOP_WINDOW - 1 - at).toBeGreaterThanOrEqual(
        Math.min(areas - 1 - g, Math.floor(SIDEBAR_TOP_WINDOW / 4)),
      );
    }
    // Neighbouring branches share one window, and one array per branch.
    expect(view.nodesFor('/docs/g30/p0')).toBe(view.nodesFor('/docs/g30/p1'));
    const rootList = view.fragment!.lists.find((l) => l.key === SIDEBAR_ROOT_KEY)!;
    expect(labels(rootList.items)).toEqual(entries.map((_, g) => `G${g}`));
    expect(rootList.items.every((n) => n.type === 'category' && n.collapsed && n.items.length === 0)).toBe(
      true,
    );
    // Without an index page for it, or when short, the top level is whole.
    expect(createSidebarView(entries, urls, '/f.html').nodesFor('/docs/g0/p1')).toHaveLength(areas);
    const short = large(SIDEBAR_TOP_WINDOW, 8);
    expect(isLazySidebar(short)).toBe(true);
    expect(createSidebarView(short, urls, '/f.html', undefined, root).nodesFor('/docs/g0/p1')).toHaveLength(
      SIDEBAR_TOP_WINDOW,
    );
  });

  it('windows long lists around the page as a walk of every item would, making only the items in the window', () => {
    // Long lists with a long sub-category in the middle and one at the end, a doc listed twice, a fixed category.
    const long = (prefix: string, n: number): SidebarEntry[] =>
      Array.from({ length: n }, (_, i) => doc(`${prefix}/p${i}`));
    const entries: SidebarEntry[] = [
      category('A', '/docs/category/a', [
        ...long('/docs/a', 40),
        category('Mid', '/docs/category/mid', long('/docs/mid', 70)),
        ...long('/docs/a2', 30),
        doc('/docs/mid/p3'),
        category('End', '/docs/category/end', long('/docs/end', 27)),
      ]),
      category('B', '/docs/category/b', long('/docs/b', 120), false, false),
    ];
    const fragment = '/assets/sidebars/s.html';
    const view = createSidebarView(entries, urls, fragment);
    const reference = referenceView(entries, fragment);
    const routes = [...sidebarIndexOf(entries).openPaths.keys(), '/nowhere'];
    expect(routes.length).toBeGreaterThan(280);
    const distinct = new Set<SidebarNode[]>();
    for (const route of routes) {
      const nodes = view.nodesFor(route);
      expect(nodes, route).toEqual(reference(route));
      distinct.add(nodes);
    }
    // Neighbouring pages share one window's nodes.
    expect(distinct.size).toBeLessThan(routes.length / 4);
    const a = view.nodesFor('/docs/a/p39')[0] as Extract<SidebarNode, { type: 'category' }>;
    expect(a.items).toHaveLength(SIDEBAR_WINDOW + 1);
  });
});

/** The per-page nodes as the first lazy view made them: every item of an open list, then its window (a reference). */
function referenceView(entries: SidebarEntry[], fragmentHref: string): (route: string) => SidebarNode[] {
  const view = createSidebarView(entries, urls, fragmentHref);
  const base = view.nodesFor('/nowhere');
  const index = sidebarIndexOf(entries);
  return (route) => {
    const open = new Set((index.openPaths.get(route) ?? []).map((p) => p.join('-')));
    const full = walkNodes(entries, route);
    const walk = (
      list: SidebarEntry[],
      nodes: SidebarNode[],
      shown: SidebarNode[],
      prefix: string,
    ): SidebarNode[] =>
      list.map((entry, i) => {
        const key = prefix === '' ? String(i) : `${prefix}-${i}`;
        if (entry.type !== 'category' || !open.has(key)) return shown[i]!;
        const node = nodes[i] as Extract<SidebarNode, { type: 'category' }>;
        const items = walk(
          entry.items,
          node.items,
          entry.items.map((_, j) => collapsedOf(entry.items, node.items, j, `${key}-${j}`)),
          key,
        );
        const at = entry.items.findIndex(
          (c, j) => (c.type === 'doc' && c.route === route) || open.has(`${key}-${j}`),
        );
        const opened = { ...node, active: true, collapsed: false, items };
        if (items.length <= SIDEBAR_WINDOW || node.href === undefined) return opened;
        const step = Math.ceil(SIDEBAR_WINDOW / 2);
        const wanted = Math.floor(Math.max(0, at) / step) * step - Math.floor((SIDEBAR_WINDOW - step) / 2);
        const start = Math.max(0, Math.min(wanted, items.length - SIDEBAR_WINDOW));
        const more: SidebarNode = {
          type: 'link',
          label: `All ${items.length} in ${node.label}`,
          href: node.href,
          external: false,
          doc: false,
          more: { href: fragmentHref, key },
        };
        return { ...opened, items: [...items.slice(start, start + SIDEBAR_WINDOW), more] };
      });
    // Lists below a closed category show as the view shows them to a page outside them (collapsed into the fragment).
    const collapsedOf = (list: SidebarEntry[], nodes: SidebarNode[], j: number, key: string): SidebarNode => {
      const entry = list[j]!;
      const node = nodes[j]!;
      if (entry.type !== 'category' || node.type !== 'category' || node.href === undefined) return node;
      return { ...node, collapsed: true, items: [], fragment: { href: fragmentHref, key } };
    };
    return walk(entries, full, base, '');
  };
}
