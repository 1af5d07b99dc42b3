// The sidebar is written as a string for speed; these tests hold it to the markup React writes for the same tree.
import type { JSX } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExternalLinkIcon } from '../../../templates/icons.tsx';
import { SiteLink, cx } from '../../../templates/Link.tsx';
import type { SidebarNode } from '../../../templates/props.ts';
import { Sidebar } from '../../../templates/Sidebar.tsx';

// The JSX sidebar the string renderer replaced: the reference for its markup.
function hasActiveLink(nodes: SidebarNode[]): boolean {
  return nodes.some((node) => (node.type === 'link' ? node.active : hasActiveLink(node.items)));
}

function ReferenceSidebar(props: { items: SidebarNode[]; idPrefix: string }): JSX.Element {
  const list = <ReferenceList items={props.items} path={props.idPrefix} />;
  return (
    <nav className="sidebar menu" aria-label="Docs sidebar" data-sidebar="">
      {list}
    </nav>
  );
}

function ReferenceList(props: { items: SidebarNode[]; path: string; id?: string }): JSX.Element {
  return (
    <ul className="menu__list" id={props.id}>
      {props.items.map((node, index) =>
        node.type === 'link' ? (
          <li className="menu__list-item" key={index}>
            <SiteLink
              href={node.href}
              external={node.external}
              className={cx('menu__link', node.active && 'menu__link--active')}
              ariaCurrent={node.active ? 'page' : undefined}
            >
              {node.label}
            </SiteLink>
          </li>
        ) : (
          <ReferenceCategory key={index} node={node} path={`${props.path}-${index}`} />
        ),
      )}
    </ul>
  );
}

function ReferenceCategory(props: {
  node: Extract<SidebarNode, { type: 'category' }>;
  path: string;
}): JSX.Element {
  const { node, path } = props;
  const listId = `${path}-items`;
  const collapsed = node.collapsible && node.collapsed;
  const isCurrent = node.href !== undefined && node.active && !hasActiveLink(node.items);
  const expanded = collapsed ? 'false' : 'true';
  let label: JSX.Element;
  if (node.href !== undefined) {
    label = (
      <a
        className={cx('menu__link', 'menu__link--sublist', isCurrent && 'menu__link--active')}
        href={node.href}
        aria-current={isCurrent ? 'page' : undefined}
      >
        {node.label}
      </a>
    );
  } else if (node.collapsible) {
    label = (
      <button
        type="button"
        className="menu__link menu__link--sublist menu__link--sublist-caret"
        aria-expanded={expanded}
        aria-controls={listId}
        data-collapse-toggle=""
      >
        {node.label}
      </button>
    );
  } else {
    label = <span className="menu__link menu__link--sublist menu__link--static">{node.label}</span>;
  }
  return (
    <li
      className={cx(
        'menu__list-item',
        'menu__list-item--category',
        collapsed && 'menu__list-item--collapsed',
      )}
      data-collapsible={node.collapsible ? '' : undefined}
    >
      <div
        className={cx('menu__list-item-collapsible', node.active && 'menu__list-item-collapsible--active')}
      >
        {label}
        {node.href !== undefined && node.collapsible ? (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`Toggle the category ${node.label}`}
            data-collapse-toggle=""
          />
        ) : null}
      </div>
      <ReferenceList items={node.items} path={path} id={listId} />
    </li>
  );
}

const link = (label: string, href: string, active = false, external = false): SidebarNode => ({
  type: 'link',
  label,
  href,
  active,
  external,
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

const trees: [string, SidebarNode[]][] = [
  ['empty', []],
  [
    'nested with the current page deep inside',
    [
      link('Intro', '/docs/intro'),
      category(
        'Guide',
        '/docs/category/guide',
        [
          link('Setup', '/docs/guide/setup'),
          category('Deep', undefined, [link('Here', '/docs/guide/deep/here', true)], { active: true }),
        ],
        { active: true },
      ),
      category('Closed', '/docs/category/closed', [link('Hidden', '/docs/closed/hidden')], {
        collapsed: true,
      }),
    ],
  ],
  [
    'the category index as the current page',
    [category('Cards', '/docs/category/cards', [link('A', '/a'), link('B', '/b')], { active: true })],
  ],
  [
    'static and toggle-only categories',
    [
      category('Fixed', undefined, [link('One', '/one')], { collapsible: false }),
      category('Namespace', undefined, [], { collapsed: true }),
      category('Fixed with index', '/fixed', [link('Two', '/two')], { collapsible: false, collapsed: true }),
    ],
  ],
  [
    'special characters, external, empty and javascript: hrefs',
    [
      link('Terms & "Conditions" <b>\'x\'</b>', '/docs/Terms&Conditions'),
      link('GitHub', 'https://github.com/x?a=1&b=2', false, true),
      link('Nowhere', ''),
      link('Evil', ' javascript:alert(1)'),
      category('A & B <c>', '/docs/a&b', [link('x', '/x')], { collapsed: true }),
    ],
  ],
];

describe('the sidebar markup', () => {
  it.each(trees)('matches the JSX sidebar for %s', (_name, items) => {
    for (const idPrefix of ['sb', 'x']) {
      const props = { items, idPrefix };
      expect(renderToStaticMarkup(createElement(Sidebar, props))).toBe(
        renderToStaticMarkup(createElement(ReferenceSidebar, props)),
      );
    }
  });

  it('writes the external-link icon as the icon component does', () => {
    const html = renderToStaticMarkup(
      createElement(Sidebar, { items: [link('X', 'https://x.dev', false, true)], idPrefix: 'sb' }),
    );
    expect(html).toContain(
      renderToStaticMarkup(createElement(ExternalLinkIcon, { className: 'icon--external' })),
    );
  });

  it('leaves the items of a lazily loaded category out, naming its fragment and key', () => {
    const lazy: SidebarNode = {
      ...category('Big', '/docs/category/big', [], { collapsed: true }),
      fragment: { href: '/assets/sidebars/x.1234.html', key: '3' },
    } as SidebarNode;
    const html = renderToStaticMarkup(
      createElement(Sidebar, {
        items: [link('a', '/a'), link('b', '/b'), link('c', '/c'), lazy],
        idPrefix: 'sb',
      }),
    );
    expect(html).toContain(
      '<ul class="menu__list" id="sb-3-items" data-sidebar-fragment="/assets/sidebars/x.1234.html" data-sidebar-key="3"></ul>',
    );
    expect(html).toContain(
      'class="menu__list-item menu__list-item--category menu__list-item--collapsed" data-collapsible=""',
    );
  });
});
