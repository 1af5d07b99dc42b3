// Per-page enhancements inside a root: safe to call again on a swapped <main> (each element is bound once).
import { bindCopyButton } from './copy.ts';
import { bindTocSpy } from './toc-spy.ts';
import { bindCollapseToggle } from './collapsible.ts';
import { scrollIntoContainer } from './scroll.ts';
import { keepClicks, onFirstUse, withPart } from './lazy.ts';

// A mark on bound elements, so enhance(document) followed by enhance(main) never binds twice. A registered symbol
// (not a module-level set) keeps the mark shared by every bundle that includes this module; clones do not copy it.
const BOUND = Symbol.for('docsgen.enhanced');

/** Marks `element` as bound; false when it already was. */
function claim(element: Element): boolean {
  const marks = element as unknown as Record<symbol, boolean | undefined>;
  if (marks[BOUND]) return false;
  marks[BOUND] = true;
  return true;
}

function each<T extends Element>(root: ParentNode, selector: string, bind: (element: T) => void): void {
  for (const element of Array.from(root.querySelectorAll<T>(selector))) if (claim(element)) bind(element);
}

/** The elements of `selector` not bound yet, claimed. */
function unbound<T extends Element>(root: ParentNode, selector: string): T[] {
  return Array.from(root.querySelectorAll<T>(selector)).filter(claim);
}

// Tab sets and diagrams load their chunk on the pages that have them; "Copy page" loads its chunk when the reader
// points at the button or focuses it, so that the click finds it bound (Safari writes to the clipboard only within
// the click). A click made while a part loads is done again once it is bound.
function bindLazyParts(root: ParentNode): void {
  const tabSets = unbound<HTMLElement>(root, '[data-tabs]');
  if (tabSets.length > 0) {
    const replay = keepClicks(tabSets, '[role="tab"]');
    withPart(
      () => import('./tabs.ts'),
      (part) => {
        tabSets.forEach(part.bindTabs);
        replay();
      },
    );
  }
  const diagrams = unbound<HTMLElement>(root, '[data-mermaid]');
  if (diagrams.length > 0)
    withPart(
      () => import('./diagrams.ts'),
      (part) => part.bindMermaidDiagrams(diagrams),
    );
  each<HTMLButtonElement>(root, '[data-copy-page]', (button) => {
    const replay = keepClicks([button], '[data-copy-page]');
    onFirstUse(button, ['pointerenter', 'pointerdown', 'focus', 'click'], () =>
      withPart(
        () => import('./copy-page.ts'),
        (part) => {
          part.bindCopyPageButton(button);
          replay();
        },
      ),
    );
  });
}

/**
 * Binds copy buttons, collapsible sidebar categories, tab sets, Mermaid diagrams, the mobile TOC, the crash view's Try again, makes wide tables
 * focusable, scrolls the active sidebar link into view and starts the TOC scroll-spy inside `root`. Returns a
 * function that stops the spy.
 */
export function enhance(root: ParentNode): () => void {
  each<HTMLButtonElement>(root, '.code-block [data-copy]', bindCopyButton);
  each<HTMLButtonElement>(root, '[data-collapse-toggle]', bindCollapseToggle);
  bindLazyParts(root);
  each<HTMLButtonElement>(root, '[data-crash-retry]', (button) =>
    button.addEventListener('click', () => window.location.reload()),
  );
  // Picking a heading in the mobile TOC folds it away again.
  each<HTMLDetailsElement>(root, '[data-toc-mobile]', (details) =>
    details.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) details.open = false;
    }),
  );
  // A table wider than the column scrolls; a scrollable region must be reachable by keyboard.
  each<HTMLTableElement>(root, '.markdown table', (table) => {
    if (table.scrollWidth > table.clientWidth && !table.hasAttribute('tabindex')) table.tabIndex = 0;
  });
  each<HTMLElement>(root, '[data-sidebar-container]', (container) => {
    const active = container.querySelector<HTMLElement>('.menu__link--active');
    if (active) scrollIntoContainer(active, container);
  });
  let spy = (): void => {};
  const toc = root.querySelector('[data-toc]');
  if (toc && claim(toc)) spy = bindTocSpy(root);
  return spy;
}
