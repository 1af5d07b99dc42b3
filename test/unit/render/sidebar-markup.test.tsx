// The sidebar is written as a string for speed; these tests hold it to the markup React writes for the same tree.
import type { JSX } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExternalLinkIcon } from '../../../templates/icons.tsx';
import { SiteLink, cx } from '../../../templates/Link.tsx';
import type { SidebarNode, SidebarProps } from '../../../templates/props.ts';
import { Sidebar } from '../../../templates/Sidebar.tsx';

// The JSX sidebar the string renderer replaced: the reference for its markup.
const isCurrent = (node: SidebarNode, current: string | undefined): boolean =>
  node.type === 'link' && node.doc && node.href === current;

function hasActiveLink(nodes: SidebarNode[], current: string | undefined): boolean {
  return nodes.some((node) =>
    node.type === 'link' ? isCurrent(node, current) : hasActiveLink(node.items, current),
  );
}

function ReferenceSidebar(props: { sidebar: SidebarProps; idPrefix: string }): JSX.Element {
  const { nodes, current } = props.sidebar;
  const list = <ReferenceList items={nodes} path={props.idPrefix} current={current} />;
  return (
    <nav className="sidebar menu" aria-label="Docs sidebar" data-sidebar="">
      {list}
    </nav>
  );
}

function ReferenceList(props: {
  items: SidebarNode[];
  path: string;
  id?: string;
  current: string | undefined;
}): JSX.Element {
  return (
    <ul className="menu__list" id={props.id}>
      {props.items.map((node, index) =>
        node.type === 'link' ? (
          <li className="menu__list-item" key={index}>
            <SiteLink
              href={node.href}
              external={node.external}
              className={cx('menu__link', isCurrent(node, props.current) && 'menu__link--active')}
              ariaCurrent={isCurrent(node, props.current) ? 'page' : undefined}
            >
              {node.label}
            </SiteLink>
          </li>
        ) : (
          <ReferenceCategory
            key={index}
            node={node}
            path={`${props.path}-${index}`}
            current={props.current}
          />
        ),
      )}
    </ul>
  );
}

function ReferenceCategory(props: {
  node: Extract<SidebarNode, { type: 'category' }>;
  path: string;
  current: string | undefined;
}): JSX.Element {
  const { node, path } = props;
  const listId = `${path}-items`;
  const collapsed = node.collapsible && node.collapsed;
  const isCurrentIndex = node.href !== undefined && node.active && !hasActiveLink(node.items, props.current);
  const expanded = collapsed ? 'false' : 'true';
  let label: JSX.Element;
  if (node.href !== undefined) {
    label = (
      <a
        className={cx('menu__link', 'menu__link--sublist', isCurrentIndex && 'menu__link--active')}
        href={node.href}
        aria-current={isCurrentIndex ? 'page' : undefined}
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
      <ReferenceList items={node.items} path={path} id={listId} current={props.current} />
    </li>
  );
}

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

const trees: [string, SidebarNode[], string | undefined][] = [
  ['empty', [], undefined],
  [
    'nested with the current page deep inside',
    [
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
      category('Closed', '/docs/category/closed', [link('Hidden', '/docs/closed/hidden')], {
        collapsed: true,
      }),
    ],
    '/docs/guide/deep/here',
  ],
  [
    'the category index as the current page',
    [category('Cards', '/docs/category/cards', [link('A', '/a'), link('B', '/b')], { active: true })],
    '/docs/category/cards',
  ],
  [
    'a link to the current page that is not its docs entry (left unmarked)',
    [link('Elsewhere', '/docs/here', 'link'), link('Here', '/docs/here')],
    '/docs/here',
  ],
  [
    'static and toggle-only categories',
    [
      category('Fixed', undefined, [link('One', '/one')], { collapsible: false }),
      category('Namespace', undefined, [], { collapsed: true }),
      category('Fixed with index', '/fixed', [link('Two', '/two')], { collapsible: false, collapsed: true }),
    ],
    '/one',
  ],
  [
    'special characters, external, empty and javascript: hrefs',
    [
      link('Terms & "Conditions" <b>\'x\'</b>', '/docs/Terms&Conditions'),
      link('GitHub', 'https://github.com/x?a=1&b=2', 'external'),
      link('Nowhere', ''),
      link('Evil', ' javascript:alert(1)'),
      category('A & B <c>', '/docs/a&b', [link('x', '/x')], { collapsed: true }),
    ],
    '/docs/Terms&Conditions',
  ],
];

describe('the sidebar markup', () => {
  it.each(trees)('matches the JSX sidebar for %s', (_name, nodes, current) => {
    for (const idPrefix of ['sb', 'x']) {
      const props = { sidebar: { nodes, current }, idPrefix };
      expect(renderToStaticMarkup(createElement(Sidebar, props))).toBe(
        renderToStaticMarkup(createElement(ReferenceSidebar, props)),
      );
    }
  });

  it('writes the external-link icon as the icon component does', () => {
    const html = renderToStaticMarkup(
      createElement(Sidebar, {
        sidebar: { nodes: [link('X', 'https://x.dev', 'external')], current: undefined },
        idPrefix: 'sb',
      }),
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
        sidebar: { nodes: [link('a', '/a'), link('b', '/b'), link('c', '/c'), lazy], current: '/a' },
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
