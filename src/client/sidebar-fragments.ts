// Large sidebars leave the items of collapsed categories out of the page: the category's list is empty and names a
// shared fragment (one cached file per sidebar). Expanding the category fills the list from it. Delegated from the
// document, so sidebars swapped in by client navigation need no binding; importing this module sets it up.
import { enhance } from './enhance.ts';
import { fragmentOf } from './node-list.ts';

const LAZY_LIST = 'ul[data-sidebar-fragment]';
// The id prefix the fragment's own lists carry (templates/Sidebar.tsx), replaced by the prefix of the copy filled.
const FRAGMENT_ID_PREFIX = 'sidebar-fragment';

const fragments = new Map<string, Promise<Document>>();

/** Fetches and parses a fragment once per page view (the browser's cache serves it to later pages). */
function loadFragment(href: string): Promise<Document> {
  let loaded = fragments.get(href);
  if (!loaded) {
    // Revalidated (a 304 when unchanged): the fragment keeps its name from one deploy to the next.
    loaded = fetch(href, { credentials: 'same-origin', cache: 'no-cache' })
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

/** Copies the fragment's items of `list`'s category into it, with ids of the copy it sits in. */
async function fill(list: HTMLUListElement): Promise<void> {
  const href = list.getAttribute('data-sidebar-fragment');
  const key = list.getAttribute('data-sidebar-key');
  if (!href || key === null) return;
  const source = (await loadFragment(href)).querySelector(`ul[data-sidebar-items="${CSS.escape(key)}"]`);
  if (!source || list.childElementCount > 0) return;
  const prefix = list.id.slice(0, Math.max(0, list.id.length - key.length - '--items'.length));
  const items = document.importNode(source, true);
  for (const element of Array.from(items.querySelectorAll('[id], [aria-controls]'))) {
    for (const name of ['id', 'aria-controls']) {
      const value = element.getAttribute(name);
      if (value?.startsWith(`${FRAGMENT_ID_PREFIX}-`))
        element.setAttribute(name, prefix + value.slice(FRAGMENT_ID_PREFIX.length));
    }
  }
  list.append(fragmentOf(list.ownerDocument, Array.from(items.children)));
  enhance(list);
}

function onExpand(event: Event): void {
  const list = lazyListOf(event.target);
  if (list)
    fill(list).catch((error: unknown) => console.warn('docsgen: could not load sidebar items', error));
}

// Pointing at or focusing a toggle starts the download, so the items are usually there by the click.
function onIntent(event: Event): void {
  const href = lazyListOf(event.target)?.getAttribute('data-sidebar-fragment');
  if (href) loadFragment(href).catch(() => undefined);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onExpand);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
