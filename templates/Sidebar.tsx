// The docs sidebar: the whole tree in the HTML. Collapsed categories hide their items with CSS only.
import type { JSX } from 'react';
import type { SidebarNode } from './props.ts';
import { SiteLink, cx } from './Link.tsx';

/** True when a node or one of its descendants is the current page's link. */
function hasActiveLink(nodes: SidebarNode[]): boolean {
  return nodes.some((node) => (node.type === 'link' ? node.active : hasActiveLink(node.items)));
}

/**
 * Renders the sidebar tree; `idPrefix` keeps ids unique when the tree is rendered twice. The copy in the mobile
 * drawer passes `landmark={false}` (a `<div>`): the drawer dialog is already the landmark, and landmarks must be unique.
 */
export function Sidebar(props: { items: SidebarNode[]; idPrefix: string; landmark?: boolean }): JSX.Element {
  const list = <SidebarList items={props.items} path={props.idPrefix} />;
  if (props.landmark === false) {
    return (
      <div className="sidebar menu" data-sidebar="">
        {list}
      </div>
    );
  }
  return (
    <nav className="sidebar menu" aria-label="Docs sidebar" data-sidebar="">
      {list}
    </nav>
  );
}

function SidebarList(props: { items: SidebarNode[]; path: string; id?: string }): JSX.Element {
  return (
    <ul className="menu__list" id={props.id}>
      {props.items.map((node, index) =>
        node.type === 'link' ? (
          <li className="menu__list-item" key={`${index}-${node.href}`}>
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
          <SidebarCategory key={`${index}-${node.label}`} node={node} path={`${props.path}-${index}`} />
        ),
      )}
    </ul>
  );
}

function SidebarCategory(props: {
  node: Extract<SidebarNode, { type: 'category' }>;
  path: string;
}): JSX.Element {
  const { node, path } = props;
  const listId = `${path}-items`;
  const collapsed = node.collapsible && node.collapsed;
  // The category's own index is the current page when it is active but none of its links is.
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
      <SidebarList items={node.items} path={path} id={listId} />
    </li>
  );
}
