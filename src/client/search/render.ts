// DOM builders shared by the dropdown and the search page. Index text only ever becomes text nodes: highlights
// are <mark> elements around text nodes, never markup put into innerHTML.
import type { Highlight, SearchResult } from '../../shared/search-protocol.ts';
import { createLoaderError } from '../error-views.ts';
import { CLIENT_STRINGS_EN } from '../../shared/client-strings.ts';
import { uiString } from '../strings.ts';
import { splitHighlighted } from './engine/highlight.ts';

/** Separator of breadcrumb segments (the theme's breadcrumbs use the same right-angle quote). */
export const PATH_SEPARATOR = ' › ';

/** Creates an element with a class and, optionally, text content. */
export function createElement<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Appends `text` to `parent` as text nodes, with the highlighted ranges inside <mark> elements. */
export function appendHighlighted(parent: Element, text: string, highlights: readonly Highlight[]): void {
  const doc = parent.ownerDocument;
  for (const segment of splitHighlighted(text, highlights)) {
    if (segment.marked) {
      const mark = doc.createElement('mark');
      mark.appendChild(doc.createTextNode(segment.text));
      parent.appendChild(mark);
    } else {
      parent.appendChild(doc.createTextNode(segment.text));
    }
  }
}

/** What a result shows: its title line (highlighted when the title or heading matched), its path and a snippet. */
export function describeResult(result: SearchResult): {
  title: string;
  titleHighlights: Highlight[];
  path: string;
  snippet: { text: string; highlights: Highlight[] } | undefined;
} {
  const inPage = [...result.breadcrumb, result.page];
  switch (result.type) {
    case 'title':
      return {
        title: result.text,
        titleHighlights: result.highlights,
        path: result.breadcrumb.join(PATH_SEPARATOR),
        snippet: undefined,
      };
    case 'heading':
      return {
        title: result.text,
        titleHighlights: result.highlights,
        path: inPage.join(PATH_SEPARATOR),
        snippet: undefined,
      };
    default:
      return {
        title: result.section || result.page,
        titleHighlights: [],
        path: (result.section ? inPage : result.breadcrumb).join(PATH_SEPARATOR),
        snippet: { text: result.text, highlights: result.highlights },
      };
  }
}

/** Fills `parent` with a result's title, path and snippet spans (classes `<block>__title`, `__path`, `__snippet`). */
export function appendResultBody(parent: Element, result: SearchResult, block: string): void {
  const doc = parent.ownerDocument;
  const { title, titleHighlights, path, snippet } = describeResult(result);
  const titleElement = createElement(doc, 'span', `${block}__title`);
  appendHighlighted(titleElement, title, titleHighlights);
  parent.appendChild(titleElement);
  if (path) parent.appendChild(createElement(doc, 'span', `${block}__path`, path));
  if (snippet) {
    const snippetElement = createElement(doc, 'span', `${block}__snippet`);
    appendHighlighted(snippetElement, snippet.text, snippet.highlights);
    parent.appendChild(snippetElement);
  }
}

/**
 * The loader error view (error text and Retry) from the theme's builders. The search's own messages are English: a page
 * in another locale shows its sentence instead, and the detail stays in an attribute and the console.
 */
export function createErrorView(message: string, onRetry: () => void): HTMLElement {
  const own = uiString('searchUnavailable');
  const english = own === CLIENT_STRINGS_EN.searchUnavailable;
  if (!english) console.warn('docsgen: search failed:', message);
  const view = createLoaderError(english ? message : own, onRetry);
  if (!english) view.setAttribute('data-search-error-detail', message);
  view.classList.add('search-error');
  view.setAttribute('data-search-error', '');
  return view;
}
