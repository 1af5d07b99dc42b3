// The page a result led to: marks the searched words (from `_highlight` parameters) inside the article, scrolls
// to the first one, and offers a control that clears them.
import { uiString } from '../strings.ts';
import { HIGHLIGHT_PARAM } from '../../shared/search-protocol.ts';
import { highlightTermsOf } from './links.ts';
import { createElement } from './render.ts';
import { fragmentOf } from '../node-list.ts';

const MAX_MARKS = 500;
// Tables of contents and heading links repeat the headings: marking them would only add noise.
const SKIPPED =
  'script, style, noscript, textarea, mark, button, svg, nav, .toc, [data-toc], [data-toc-mobile], .hash-link';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps every occurrence of `terms` (case-insensitive) in text under `root` in `<mark data-search-highlight>`. */
export function markTerms(root: Element, terms: readonly string[]): HTMLElement[] {
  const doc = root.ownerDocument;
  const usable = terms.filter((term) => term.trim() !== '').sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [];
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const skipped = node.parentElement?.closest(SKIPPED);
      return skipped && root.contains(skipped) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    const text = node.data;
    const found = [...text.matchAll(pattern)].filter((match) => match[0] !== '');
    if (found.length === 0) continue;
    const fragment = doc.createDocumentFragment();
    let cursor = 0;
    for (const match of found) {
      if (marks.length >= MAX_MARKS) break;
      fragment.appendChild(doc.createTextNode(text.slice(cursor, match.index)));
      const mark = createElement(doc, 'mark', 'search-highlight', match[0]);
      mark.setAttribute('data-search-highlight', '');
      fragment.appendChild(mark);
      marks.push(mark);
      cursor = match.index + match[0].length;
    }
    fragment.appendChild(doc.createTextNode(text.slice(cursor)));
    node.replaceWith(fragment);
    if (marks.length >= MAX_MARKS) break;
  }
  return marks;
}

/** Removes the marks (their text stays) and the clear control, and drops `_highlight` from the URL. */
export function clearHighlights(doc: Document): void {
  for (const mark of Array.from(doc.querySelectorAll('mark[data-search-highlight]'))) {
    const parent = mark.parentNode;
    mark.replaceWith(fragmentOf(doc, Array.from(mark.childNodes)));
    parent?.normalize();
  }
  doc.querySelector('[data-search-highlight-bar]')?.remove();
  const win = doc.defaultView;
  if (!win) return;
  const url = new URL(win.location.href);
  if (!url.searchParams.has(HIGHLIGHT_PARAM)) return;
  url.searchParams.delete(HIGHLIGHT_PARAM);
  win.history.replaceState(win.history.state, '', url.toString());
}

function createClearBar(doc: Document, terms: readonly string[]): HTMLElement {
  const bar = createElement(doc, 'div', 'search-highlight-bar');
  bar.setAttribute('data-search-highlight-bar', '');
  bar.setAttribute('role', 'status');
  bar.appendChild(
    createElement(doc, 'span', 'search-highlight-bar__text', `Highlighted: ${terms.join(', ')}`),
  );
  const button = createElement(doc, 'button', 'button button--outline', uiString('clearHighlights'));
  button.type = 'button';
  button.setAttribute('data-search-highlight-clear', '');
  button.addEventListener('click', () => clearHighlights(doc));
  bar.appendChild(button);
  return bar;
}

/** The first visible mark after the URL's `#anchor` target (the first visible mark when there is none). */
function firstMarkToShow(doc: Document, all: HTMLElement[]): HTMLElement | undefined {
  const marks = all.filter((mark) => mark.getClientRects().length > 0);
  const hash = doc.defaultView?.location.hash.slice(1) ?? '';
  let target: HTMLElement | null = null;
  try {
    target = hash ? doc.getElementById(decodeURIComponent(hash)) : null;
  } catch {
    target = null;
  }
  if (!target) return marks[0];
  const anchor = target;
  return (
    marks.find((mark) => anchor.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) ?? marks[0]
  );
}

/**
 * Highlights the `_highlight` words of the URL in the page's article. The article may arrive late (a swapped
 * page, a framed page): it is awaited for at most `timeoutMs` (the config's highlighter time-out).
 */
export function highlightSearchTerms(doc: Document, timeoutMs: number): void {
  const win = doc.defaultView;
  if (!win) return;
  const terms = highlightTermsOf(win.location.search);
  if (terms.length === 0 || doc.querySelector('[data-search-highlight-bar]')) return;
  const findRoot = (): Element | null =>
    doc.querySelector('main article') ?? doc.querySelector('main .markdown');
  const apply = (root: Element): void => {
    const marks = markTerms(root, terms);
    if (marks.length === 0) return;
    root.insertBefore(createClearBar(doc, terms), root.firstChild);
    const first = firstMarkToShow(doc, marks);
    // After load, so that the browser's own scroll to the #anchor does not undo this one.
    const reveal = (): void => {
      win.requestAnimationFrame(() => first?.scrollIntoView({ block: 'center' }));
    };
    if (doc.readyState === 'complete') reveal();
    else win.addEventListener('load', reveal, { once: true });
  };
  const root = findRoot();
  if (root) {
    apply(root);
    return;
  }
  const observer = new MutationObserver(() => {
    const late = findRoot();
    if (!late) return;
    observer.disconnect();
    win.clearTimeout(timer);
    apply(late);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const timer = win.setTimeout(() => observer.disconnect(), timeoutMs);
}
