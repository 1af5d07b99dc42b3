// The drawer's copy of the docs or blog sidebar. The server sends the sidebar once, in the page's sidebar column; the
// drawer (which only opens with JavaScript) gets an empty copy that is filled here, with ids of its own.
import { fragmentOf } from './node-list.ts';

const COPY = '[data-drawer-secondary] [data-sidebar-copy]';
const SOURCE = '[data-sidebar-container] [data-sidebar]';
// The id prefixes of the two copies: `sb-2-items` in the column is `dr-2-items` in the drawer.
const COLUMN_PREFIX = 'sb-';
const DRAWER_PREFIX = 'dr-';

const drawerId = (id: string): string =>
  id.startsWith(COLUMN_PREFIX) ? DRAWER_PREFIX + id.slice(COLUMN_PREFIX.length) : DRAWER_PREFIX + id;

/** Fills the drawer's sidebar copy from the sidebar column, as it stands now; does nothing on pages without them. */
export function fillDrawerSidebar(): void {
  const copy = document.querySelector(COPY);
  const source = document.querySelector(SOURCE);
  if (!copy || !source) return;
  const items = Array.from(source.cloneNode(true).childNodes);
  for (const node of items) {
    if (!(node instanceof Element)) continue;
    for (const element of [node, ...Array.from(node.querySelectorAll('[id], [aria-controls]'))]) {
      const id = element.getAttribute('id');
      if (id) element.setAttribute('id', drawerId(id));
      const controls = element.getAttribute('aria-controls');
      if (controls) element.setAttribute('aria-controls', drawerId(controls));
    }
  }
  // The copy's lazy lists load from the fragment the sidebar names.
  const fragment = source.getAttribute('data-sidebar-fragment');
  if (fragment === null) copy.removeAttribute('data-sidebar-fragment');
  else copy.setAttribute('data-sidebar-fragment', fragment);
  copy.replaceChildren(fragmentOf(copy.ownerDocument, items));
}
