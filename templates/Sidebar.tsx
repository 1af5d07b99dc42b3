// The docs sidebar: the tree in the HTML; collapsed categories hide their items with CSS only. In a large sidebar the
// items of collapsed categories outside the current branch come from one shared fragment, loaded on expand.
//
// The tree is written as a string (the same markup React would write, attribute for attribute): it is half of every
// docs page's elements, and string building is several times faster than React's renderer for it.
import type { JSX } from 'react';
import type { SidebarFragmentProps, SidebarNode, SidebarProps } from './props.ts';
import { escapeHtml as escapeText, safeHref } from '../src/shared/html-escape.ts';
import { NEW_TAB_LABEL } from './Link.tsx';

type CategoryNode = Extract<SidebarNode, { type: 'category' }>;

// The category toggle's accessible name in English, `{label}` the category.
const TOGGLE_LABEL = 'Toggle the category {label}';

/** Id prefix of the lists inside a sidebar fragment; the browser replaces it with the prefix of the copy it fills. */
export const SIDEBAR_FRAGMENT_ID_PREFIX = 'sidebar-fragment';

/**
 * Renders the sidebar tree with the current page marked, its ids starting with `idPrefix`. The mobile drawer's copy is
 * made in the browser from this one (see src/client/drawer-sidebar.ts).
 */
export function Sidebar(props: {
  sidebar: SidebarProps;
  idPrefix: string;
  label: string;
  /** The category toggle's accessible name, `{label}` the category (default: English). */
  toggleLabel?: string;
  /** The hidden hint of an external link (default: English). */
  newTabLabel?: string;
}): JSX.Element {
  const { nodes, current } = props.sidebar;
  const toggle = props.toggleLabel ?? TOGGLE_LABEL;
  const newTab = props.newTabLabel ?? NEW_TAB_LABEL;
  // A top level shown as a window ends with its "all" link; the list gets an id, the path its items' ids extend, so
  // the browser can give the whole list, swapped in from the fragment, ids of this copy.
  const last = nodes[nodes.length - 1];
  const id = last?.type === 'link' && last.more ? `${props.idPrefix}-items` : undefined;
  const html = { __html: renderSidebarList(nodes, props.idPrefix, id, current, toggle, newTab) };
  return (
    <nav
      className="sidebar menu"
      aria-label={props.label}
      data-sidebar=""
      data-sidebar-fragment={fragmentHrefOf(nodes)}
      dangerouslySetInnerHTML={html}
    />
  );
}

/**
 * The fragment a lazy sidebar's lists load from: named once, on the sidebar, rather than on each of its (often
 * dozens of) collapsed categories; undefined when no list of the sidebar is lazy.
 */
export function fragmentHrefOf(nodes: readonly SidebarNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'link' && node.more) return node.more.href;
    if (node.type !== 'category') continue;
    if (node.fragment) return node.fragment.href;
    const inner = fragmentHrefOf(node.items);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** Renders a sidebar fragment: the items of each lazily loaded category in a list named by its key. */
export function SidebarFragment(props: SidebarFragmentProps): JSX.Element {
  return (
    <>
      {props.lists.map((list) => (
        <ul
          className="menu__list"
          data-sidebar-items={list.key}
          key={list.key}
          dangerouslySetInnerHTML={{
            __html: renderSidebarItems(
              list.items,
              `${SIDEBAR_FRAGMENT_ID_PREFIX}-${list.key}`,
              undefined,
              props.toggleLabel ?? TOGGLE_LABEL,
              props.newTabLabel ?? NEW_TAB_LABEL,
            ),
          }}
        />
      ))}
    </>
  );
}

/**
 * The markup of a sidebar list (`<ul class="menu__list">`); `path` is the id prefix of its categories, `current` the
 * href of the page shown.
 */
export function renderSidebarList(
  items: SidebarNode[],
  path: string,
  id: string | undefined,
  current: string | undefined,
  toggle: string = TOGGLE_LABEL,
  newTab: string = NEW_TAB_LABEL,
): string {
  return `<ul class="menu__list"${id === undefined ? '' : ` id="${escapeText(id)}"`}>${renderSidebarItems(items, path, current, toggle, newTab)}</ul>`;
}

/** The markup of a list's items. */
export function renderSidebarItems(
  items: SidebarNode[],
  path: string,
  current: string | undefined,
  toggle: string = TOGGLE_LABEL,
  newTab: string = NEW_TAB_LABEL,
): string {
  let html = '';
  for (let index = 0; index < items.length; index++) {
    const node = items[index]!;
    if (node.type === 'html') html += renderHtml(node);
    else if (node.type === 'link') html += renderLink(node, isCurrentLink(node, current), newTab);
    else html += renderCategory(node, `${path}-${index}`, current, toggle, newTab);
  }
  return html;
}

// ExternalLinkIcon (icons.tsx), as React writes it; a unit test keeps the two equal.
const EXTERNAL_ICON = '<span class="icon icon--external icon--s13" aria-hidden="true"></span>';

type LinkNode = Extract<SidebarNode, { type: 'link' }>;

/** True when a link is the page shown: a docs page's link with the page's href. */
function isCurrentLink(node: LinkNode, current: string | undefined): boolean {
  return node.doc && node.href === current;
}

function renderLink(node: LinkNode, active: boolean, newTab: string): string {
  const className = active ? 'menu__link menu__link--active' : 'menu__link';
  const label = escapeText(node.label);
  if (node.more) {
    const { href, key } = node.more;
    return `<li class="menu__list-item menu__list-item--more"><a class="menu__link menu__link--more"${hrefAttribute(node.href)} data-sidebar-more="${escapeText(href)}" data-sidebar-key="${escapeText(key)}">${label}</a></li>`;
  }
  if (!node.external) {
    const current = active ? ' aria-current="page"' : '';
    return `<li class="menu__list-item"><a class="${className}"${hrefAttribute(node.href)}${current}>${label}</a></li>`;
  }
  return (
    `<li class="menu__list-item"><a class="${className}"${hrefAttribute(node.href)} target="_blank" rel="noopener noreferrer">` +
    `${label}${EXTERNAL_ICON}<span class="visually-hidden"> ${escapeText(newTab)}</span></a></li>`
  );
}

// The config's own markup, as the author wrote it (config files are trusted, like theme components).
function renderHtml(node: Extract<SidebarNode, { type: 'html' }>): string {
  const className = node.defaultStyle
    ? 'menu__list-item menu__html menu__html--padded'
    : 'menu__list-item menu__html';
  return `<li class="${className}">${node.html}</li>`;
}

/** True when a node or one of its descendants is the current page's link. */
function hasCurrentLink(nodes: SidebarNode[], current: string | undefined): boolean {
  return nodes.some((node) =>
    node.type === 'html'
      ? false
      : node.type === 'link'
        ? isCurrentLink(node, current)
        : hasCurrentLink(node.items, current),
  );
}

function renderCategory(
  node: CategoryNode,
  path: string,
  current: string | undefined,
  toggle: string,
  newTab: string,
): string {
  const listId = `${path}-items`;
  const collapsed = node.collapsible && node.collapsed;
  // The category's own index is the current page when it is active but none of its links is.
  const isCurrent = node.href !== undefined && node.active && !hasCurrentLink(node.items, current);
  const expanded = collapsed ? 'false' : 'true';
  const label = escapeText(node.label);
  const controls = `aria-expanded="${expanded}" aria-controls="${escapeText(listId)}"`;
  let html = `<li class="menu__list-item menu__list-item--category${collapsed ? ' menu__list-item--collapsed' : ''}"`;
  html += `${node.collapsible ? ' data-collapsible=""' : ''}>`;
  html += `<div class="menu__list-item-collapsible${node.active ? ' menu__list-item-collapsible--active' : ''}">`;
  if (node.href !== undefined) {
    const ariaCurrent = isCurrent ? ' aria-current="page"' : '';
    html += `<a class="menu__link menu__link--sublist${isCurrent ? ' menu__link--active' : ''}"${hrefAttribute(node.href)}${ariaCurrent}>${label}</a>`;
    if (node.collapsible) {
      html += `<button type="button" class="menu__caret" ${controls} aria-label="${escapeText(toggle).replace('{label}', () => label)}" data-collapse-toggle=""></button>`;
    }
  } else if (node.collapsible) {
    html += `<button type="button" class="menu__link menu__link--sublist menu__link--sublist-caret" ${controls} data-collapse-toggle="">${label}</button>`;
  } else {
    html += `<span class="menu__link menu__link--sublist menu__link--static">${label}</span>`;
  }
  html += '</div>';
  if (node.fragment && node.items.length === 0) {
    // The fragment's file is named once, on the sidebar (see fragmentHrefOf).
    html += `<ul class="menu__list" id="${escapeText(listId)}" data-sidebar-key="${escapeText(node.fragment.key)}"></ul>`;
  } else {
    html += renderSidebarList(node.items, path, listId, current, toggle, newTab);
  }
  return `${html}</li>`;
}

/** An `<a>`'s ` href="…"` attribute as React writes it (it blocks `javascript:` URLs). */
function hrefAttribute(href: string): string {
  return ` href="${escapeText(safeHref(href))}"`;
}
