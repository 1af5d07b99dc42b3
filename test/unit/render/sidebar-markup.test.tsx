// The sidebar is written as a string for speed. These tests render the real Sidebar and check what a reader and the
// browser script rely on: the current page marked once, categories open or collapsed, ids that the toggles point at,
// lazy fragments, escaping, and links written as the SiteLink component writes them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExternalLinkIcon } from '../../../templates/icons.tsx';
import { SiteLink } from '../../../templates/Link.tsx';
import type { SidebarNode } from '../../../templates/props.ts';
import { Sidebar } from '../../../templates/Sidebar.tsx';

const link = (label: string, href: string, kind: 'doc' | 'link' | 'external' = 'doc'): SidebarNode => ({
  type: 'link',
  label,
  href,
  external: kind === 'external',
  doc: kind === 'doc',
});
const category = (
  label: string,
  href: string | undefined,
  items: SidebarNode[],
  state: { collapsible?: boolean; collapsed?: boolean; active?: boolean } = {},
): SidebarNode => ({
  type: 'category',
  label,
  href,
  collapsible: state.collapsible ?? true,
  collapsed: state.collapsed ?? false,
  active: state.active ?? false,
  items,
});

const render = (nodes: SidebarNode[], current: string | undefined, idPrefix = 'sb'): string =>
  renderToStaticMarkup(<Sidebar sidebar={{ nodes, current }} idPrefix={idPrefix} label="Docs sidebar" />);

/** The attributes of an element's start tag (values still escaped, as written). */
const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

/** Every start tag of one element name, with its attributes. */
const tags = (html: string, name: string): Record<string, string>[] =>
  [...html.matchAll(new RegExp(`<${name}(?=[\\s>])[^>]*>`, 'g'))].map((m) => attributes(m[0]));

/** The links of the sidebar: label (inner markup) and attributes. */
const anchors = (html: string): { label: string; attrs: Record<string, string> }[] =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => ({ label: m[2]!, attrs: attributes(m[1]!) }));

/** Labels of the links that carry aria-current, and of those with the active class. */
function marked(html: string): { current: string[]; active: string[] } {
  const links = anchors(html);
  return {
    current: links.filter((a) => a.attrs['aria-current'] === 'page').map((a) => a.label),
    active: links.filter((a) => a.attrs.class?.split(' ').includes('menu__link--active')).map((a) => a.label),
  };
}

const nested: SidebarNode[] = [
  link('Intro', '/docs/intro'),
  category(
    'Guide',
    '/docs/category/guide',
    [
      link('Setup', '/docs/guide/setup'),
      category('Deep', undefined, [link('Here', '/docs/guide/deep/here')], { active: true }),
    ],
    { active: true },
  ),
  category('Closed', '/docs/category/closed', [link('Hidden', '/docs/closed/hidden')], { collapsed: true }),
];

describe('the sidebar markup', () => {
  it('is a labelled nav holding one list, empty for an empty tree', () => {
    const html = render([], undefined);
    expect(tags(html, 'nav')).toEqual([
      { class: 'sidebar menu', 'aria-label': 'Docs sidebar', 'data-sidebar': '' },
    ]);
    expect(tags(html, 'ul')).toEqual([{ class: 'menu__list' }]);
    expect(tags(html, 'li')).toEqual([]);
  });

  it('marks the current page once, deep inside, and its categories as active but not current', () => {
    expect(marked(render(nested, '/docs/guide/deep/here'))).toEqual({ current: ['Here'], active: ['Here'] });
    // The tree of a page outside the Guide: no category is active.
    const outside = nested.map((node) => (node.type === 'category' ? { ...node, active: false } : node));
    expect(marked(render(outside, '/docs/intro'))).toEqual({ current: ['Intro'], active: ['Intro'] });
    expect(marked(render(outside, '/docs/closed/hidden'))).toEqual({
      current: ['Hidden'],
      active: ['Hidden'],
    });
    expect(marked(render(outside, '/docs/elsewhere'))).toEqual({ current: [], active: [] });
    const html = render(nested, '/docs/guide/deep/here');
    // Guide and Deep hold the current page; Closed does not.
    expect(html.match(/menu__list-item-collapsible--active/g)).toHaveLength(2);
    expect(html).toMatch(/menu__list-item-collapsible--active"><a[^>]*>Guide</);
    expect(html).toMatch(/menu__list-item-collapsible--active"><button[^>]*>Deep</);
  });

  it("marks a category's index page as current when none of its links is", () => {
    const cards = [
      category('Cards', '/docs/category/cards', [link('A', '/a'), link('B', '/b')], { active: true }),
    ];
    expect(marked(render(cards, '/docs/category/cards'))).toEqual({ current: ['Cards'], active: ['Cards'] });
    expect(marked(render(cards, '/b'))).toEqual({ current: ['B'], active: ['B'] });
  });

  it('leaves a plain link to the current page unmarked: only its docs entry is the page', () => {
    const nodes = [link('Elsewhere', '/docs/here', 'link'), link('Here', '/docs/here')];
    expect(marked(render(nodes, '/docs/here'))).toEqual({ current: ['Here'], active: ['Here'] });
  });

  it('collapses collapsible categories only, with toggles that control their item lists', () => {
    const nodes = [
      category('Fixed', undefined, [link('One', '/one')], { collapsible: false }),
      category('Namespace', undefined, [], { collapsed: true }),
      category('Fixed with index', '/fixed', [link('Two', '/two')], { collapsible: false, collapsed: true }),
      category('Closed', '/closed', [link('Three', '/three')], { collapsed: true }),
      category('Open', '/open', [link('Four', '/four')]),
    ];
    for (const prefix of ['sb', 'drawer']) {
      const html = render(nodes, '/one', prefix);
      const items = tags(html, 'li').filter((li) => li.class?.includes('menu__list-item--category'));
      expect(items.map((li) => [li.class?.includes('--collapsed'), 'data-collapsible' in li])).toEqual([
        [false, false],
        [true, true],
        [false, false],
        [true, true],
        [false, true],
      ]);
      const toggles = tags(html, 'button');
      expect(toggles.map((b) => [b['aria-controls'], b['aria-expanded'], b['aria-label']])).toEqual([
        [`${prefix}-1-items`, 'false', undefined],
        [`${prefix}-3-items`, 'false', 'Toggle the category Closed'],
        [`${prefix}-4-items`, 'true', 'Toggle the category Open'],
      ]);
      // Every toggle points at a list that exists.
      const listIds = tags(html, 'ul').map((ul) => ul.id);
      for (const toggle of toggles) expect(listIds).toContain(toggle['aria-controls']);
      // A category that cannot collapse shows its label as text.
      expect(html).toContain('<span class="menu__link menu__link--sublist menu__link--static">Fixed</span>');
    }
  });

  it('writes links as the SiteLink component does, the external icon and the new-tab hint included', () => {
    const nodes = [
      link('Terms & "Conditions" <b>\'x\'</b>', '/docs/Terms&Conditions'),
      link('GitHub', 'https://github.com/x?a=1&b=2', 'external'),
      link('Nowhere', ''),
      link('Evil', ' javascript:alert(1)'),
    ];
    const html = render(nodes, '/docs/Terms&Conditions');
    const written = nodes.map((node) => {
      if (node.type !== 'link') throw new Error('links only');
      const current = node.href === '/docs/Terms&Conditions';
      return renderToStaticMarkup(
        <SiteLink
          href={node.href}
          external={node.external}
          className={current ? 'menu__link menu__link--active' : 'menu__link'}
          ariaCurrent={current ? 'page' : undefined}
        >
          {node.label}
        </SiteLink>,
      );
    });
    expect(html).toBe(
      renderToStaticMarkup(
        <nav
          className="sidebar menu"
          aria-label="Docs sidebar"
          data-sidebar=""
          dangerouslySetInnerHTML={{
            __html: `<ul class="menu__list">${written.map((a) => `<li class="menu__list-item">${a}</li>`).join('')}</ul>`,
          }}
        />,
      ),
    );
    expect(html).toContain(renderToStaticMarkup(<ExternalLinkIcon />));
    expect(html).not.toContain('javascript:alert');
  });

  it('escapes category labels in the text, the toggle label and the ids', () => {
    const html = render(
      [category('A & B <c> "d"', '/docs/a&b', [link('x', '/x')], { collapsed: true })],
      '/x',
      'p"q',
    );
    expect(html).toContain('>A &amp; B &lt;c&gt; &quot;d&quot;</a>');
    expect(html).toContain('aria-label="Toggle the category A &amp; B &lt;c&gt; &quot;d&quot;"');
    expect(html).toContain('href="/docs/a&amp;b"');
    expect(html).toContain('aria-controls="p&quot;q-0-items"');
    expect(html).toContain('id="p&quot;q-0-items"');
    expect(html).not.toContain('<c>');
  });

  it('leaves the items of a lazily loaded category out, naming its fragment and key', () => {
    const lazy: SidebarNode = {
      ...category('Big', '/docs/category/big', [], { collapsed: true }),
      fragment: { href: '/assets/sidebars/x.1234.html', key: '3' },
    } as SidebarNode;
    const html = render([link('a', '/a'), link('b', '/b'), link('c', '/c'), lazy], '/a');
    expect(tags(html, 'ul').at(-1)).toEqual({
      class: 'menu__list',
      id: 'sb-3-items',
      'data-sidebar-key': '3',
    });
    // The fragment's file is named once, on the sidebar, not on each lazy list.
    expect(tags(html, 'nav')[0]!['data-sidebar-fragment']).toBe('/assets/sidebars/x.1234.html');
    expect(html.match(/x\.1234\.html/g)).toHaveLength(1);
    expect(html).toContain('data-sidebar-key="3"></ul>');
    expect(tags(html, 'li').at(-1)).toEqual({
      class: 'menu__list-item menu__list-item--category menu__list-item--collapsed',
      'data-collapsible': '',
    });
    // A category with a fragment whose items are inline (the current branch) lists them.
    const inline = { ...lazy, items: [link('d', '/d')] } as SidebarNode;
    const open = render([inline], '/d');
    expect(open).not.toContain('data-sidebar-key');
    expect(marked(open)).toEqual({ current: ['d'], active: ['d'] });
  });
});

describe("the category toggle's name", () => {
  it("is the locale's string with the category filled in, and English by default", () => {
    const nodes = [category('Guide $& <b>', '/docs/guide', [link('First', '/docs/first')])];
    const french = renderToStaticMarkup(
      <Sidebar
        sidebar={{ nodes, current: undefined }}
        idPrefix="sb"
        label="Barre latérale"
        toggleLabel="Afficher ou masquer la catégorie {label}"
      />,
    );
    expect(french).toContain('aria-label="Afficher ou masquer la catégorie Guide $&amp; &lt;b&gt;"');
    expect(french).toContain('aria-label="Barre latérale"');
    expect(render(nodes, undefined)).toContain('aria-label="Toggle the category Guide $&amp; &lt;b&gt;"');
  });
});
