// Large sidebars leave the items of collapsed categories out of the page: the category's list is empty and names a
// shared fragment (one cached file per sidebar). Expanding the category fills the list from it, and the "all" link
// ending a long list's window swaps in the whole list. Delegated from the
// document, so sidebars swapped in by client navigation need no binding; importing this module sets it up.
import { enhance } from './enhance.ts';
import { fragmentOf } from './node-list.ts';

const LAZY_LIST = 'ul[data-sidebar-key]';
// The sidebar (or the drawer's copy of it) names the fragment its lazy lists load from, once.
const FRAGMENT_HOLDER = '[data-sidebar-fragment]';

/** The fragment file a lazy list of a sidebar loads from. */
const fragmentHrefOf = (list: Element): string | null | undefined =>
  list.closest(FRAGMENT_HOLDER)?.getAttribute('data-sidebar-fragment');
// The id prefix the fragment's own lists carry (templates/Sidebar.tsx), replaced by the prefix of the copy filled.
const FRAGMENT_ID_PREFIX = 'sidebar-fragment';

const fragments = new Map<string, Promise<Document>>();

/** Fetches and parses a fragment once per page view (the browser's cache serves it to later pages). */
function loadFragment(href: string): Promise<Document> {
  let loaded = fragments.get(href);
  if (!loaded) {
    // The name carries a hash of the content: a cached copy is always the right one.
    loaded = fetch(href, { credentials: 'same-origin', cache: 'force-cache' })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${href}`);
        return response.text();
      })
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    // A failed load may succeed on the next expand.
    loaded.catch(() => fragments.delete(href));
    fragments.set(href, loaded);
  }
  return loaded;
}

/** The empty list of a lazily loaded category, when `target` is inside that category's toggle row. */
function lazyListOf(target: EventTarget | null): HTMLUListElement | null {
  if (!(target instanceof Element)) return null;
  const item = target.closest('[data-collapse-toggle]')?.closest('[data-collapsible]');
  const list = item?.querySelector<HTMLUListElement>(`:scope > ${LAZY_LIST}`);
  return list && list.childElementCount === 0 ? list : null;
}

/** The fragment's list of `key`, or null when the fragment has none. */
async function fragmentList(href: string, key: string): Promise<Element | null> {
  return (await loadFragment(href)).querySelector(`ul[data-sidebar-items="${CSS.escape(key)}"]`);
}

/** Copies of the fragment list's items with ids under `path`, the id path of the category they go into. */
function importItems(source: Element, key: string, path: string): Element[] {
  const items = document.importNode(source, true);
  const from = `${FRAGMENT_ID_PREFIX}-${key}`;
  for (const element of Array.from(items.querySelectorAll('[id], [aria-controls]'))) {
    for (const name of ['id', 'aria-controls']) {
      const value = element.getAttribute(name);
      if (value?.startsWith(from)) element.setAttribute(name, path + value.slice(from.length));
    }
  }
  return Array.from(items.children);
}

/** The id path of the category whose list is `list` (its id is the path and `-items`). */
const pathOf = (list: { id: string }): string => list.id.replace(/-items$/, '');

/** Rewrites the ids (and the references to them) under `root` that start with the path `from` to start with `to`. */
function renameIds(root: Element, from: string, to: string): void {
  for (const element of [root, ...Array.from(root.querySelectorAll('[id], [aria-controls]'))]) {
    for (const name of ['id', 'aria-controls']) {
      const value = element.getAttribute(name);
      if (value?.startsWith(`${from}-`)) element.setAttribute(name, to + value.slice(from.length));
    }
  }
}

/** Copies the fragment's items of `list`'s category into it, with ids of the copy it sits in. */
async function fill(list: HTMLUListElement): Promise<void> {
  const href = fragmentHrefOf(list);
  const key = list.getAttribute('data-sidebar-key');
  if (!href || key === null) return;
  const source = await fragmentList(href, key);
  if (!source || list.childElementCount > 0) return;
  list.append(fragmentOf(list.ownerDocument, importItems(source, key, pathOf(list))));
  enhance(list);
}

/**
 * Replaces a long list's window with the whole list from the fragment, the current page still marked; without the
 * fragment the link leads to the category's page, as it does without JavaScript.
 */
async function showAll(link: HTMLAnchorElement): Promise<void> {
  const href = link.getAttribute('data-sidebar-more');
  const key = link.getAttribute('data-sidebar-key');
  const list = link.closest('ul');
  const source = href && key !== null ? await fragmentList(href, key).catch(() => null) : null;
  if (!source || !list || key === null) {
    window.location.assign(link.href);
    return;
  }
  const current = list.querySelector(':scope > li > a[aria-current="page"]')?.getAttribute('href');
  // The open branch (the category holding the current page) stays as it is: the fragment has it collapsed.
  const open = new Map<string, Element>();
  for (const item of Array.from(list.querySelectorAll(':scope > li'))) {
    const link = item.querySelector(':scope > .menu__list-item-collapsible--active > a');
    const href = link?.getAttribute('href');
    if (href) open.set(href, item);
  }
  const items = importItems(source, key, pathOf(list)).map((item) => {
    const href = item.querySelector(':scope > .menu__list-item-collapsible > a')?.getAttribute('href');
    const kept = href ? open.get(href) : undefined;
    const from = kept?.querySelector(':scope > ul')?.id;
    const to = item.querySelector(':scope > ul')?.id;
    if (!kept || !from || !to) return item;
    // The kept branch takes the ids of the place it moves to, so that ids stay unique in the whole list.
    renameIds(kept, pathOf({ id: from }), pathOf({ id: to }));
    return kept;
  });
  list.replaceChildren(fragmentOf(list.ownerDocument, items));
  for (const item of Array.from(list.querySelectorAll(':scope > li > a.menu__link'))) {
    if (current == null || item.getAttribute('href') !== current) continue;
    item.classList.add('menu__link--active');
    item.setAttribute('aria-current', 'page');
    item.scrollIntoView({ block: 'nearest' });
  }
  enhance(list);
}

function onShowAll(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[data-sidebar-more]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  showAll(link).catch((error: unknown) => console.warn('docsgen: could not load sidebar items', error));
}

function onExpand(event: Event): void {
  const list = lazyListOf(event.target);
  if (list)
    fill(list).catch((error: unknown) => console.warn('docsgen: could not load sidebar items', error));
}

// Pointing at or focusing a toggle starts the download, so the items are usually there by the click.
function onIntent(event: Event): void {
  const list = lazyListOf(event.target);
  const href = list && fragmentHrefOf(list);
  if (href) loadFragment(href).catch(() => undefined);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onExpand);
  document.addEventListener('click', onShowAll);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
