// The /search page: reads q, ctx and version from the URL, keeps the URL in step as the reader types, and lists
// the results with their count, title, breadcrumb path and highlighted snippet.
import { uiString } from '../strings.ts';
import type { ClientConfig } from '../../shared/client-config.ts';
import { ALL_DOCS_VERSIONS, capQuery, MAX_QUERY_LENGTH } from '../../shared/search-protocol.ts';
import type { SearchAnswer, SearchClient } from './client.ts';
import { contextFromParam, isSafeHref, resultHref, searchPageHref } from './links.ts';
import { appendResultBody, createElement, createErrorView } from './render.ts';
import { fragmentOf } from '../node-list.ts';

/** Results the page asks for (the navbar dropdown uses the config's smaller limit). */
export const SEARCH_PAGE_LIMIT = 100;

/** Enhances the search page inside `root`; does nothing when it has no results region. */
export function bindSearchPage(root: HTMLElement, client: SearchClient, config: ClientConfig): void {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  const form = root.querySelector<HTMLFormElement>('[data-search-page-form]');
  const input = root.querySelector<HTMLInputElement>('[data-search-page-input]');
  const select = root.querySelector<HTMLSelectElement>('[data-search-page-context]');
  const region = root.querySelector<HTMLElement>('[data-search-results]');
  if (!form || !input || !region || !win) return;

  const params = new URLSearchParams(win.location.search);
  const contexts = config.search.contexts;
  const pageVersion = params.get('version')?.trim() || config.docsVersion.name;
  const allVersions = root.querySelector<HTMLInputElement>('[data-search-page-all-versions]');
  if (allVersions) allVersions.checked = params.get('allVersions') === '1';
  // Other versions' results only when the reader asks for them.
  const versionNow = (): string => (allVersions?.checked ? ALL_DOCS_VERSIONS : pageVersion);
  // What the reader typed while this part of the script loaded wins over the URL's query, and is searched below.
  const typed = input.value !== '' && input.value !== (params.get('q') ?? '') ? input.value : undefined;
  input.value = capQuery(typed ?? params.get('q') ?? '');
  input.maxLength = MAX_QUERY_LENGTH;
  if (select) select.value = contextFromParam(params.get('ctx'), contexts);
  const context = (): string => (select ? contextFromParam(select.value, contexts) : '');
  const relatedHref = (term: string, within: string): string =>
    searchPageHref(config.search.pageUrl, term, within, params.get('version') ?? '');

  const run = async (): Promise<void> => {
    const query = capQuery(input.value);
    const within = context();
    const version = versionNow();
    if (query === '') {
      region.replaceChildren();
      return;
    }
    if (region.childElementCount === 0) {
      region.replaceChildren(createElement(doc, 'p', 'search-page__loading', uiString('searchLoading')));
    }
    try {
      const answer = await client.search(
        query,
        { context: within || null, version, tags: [] },
        SEARCH_PAGE_LIMIT,
      );
      const current = answer && answer.query === capQuery(input.value) && within === context();
      if (current && version === versionNow()) {
        const parts = answerParts(doc, answer, within, version === ALL_DOCS_VERSIONS, relatedHref);
        region.replaceChildren(fragmentOf(doc, parts));
      }
    } catch (error) {
      if (query !== capQuery(input.value)) return;
      region.replaceChildren(
        createErrorView((error as Error).message, () => {
          client.retry();
          void run();
        }),
      );
    }
  };

  // Each change of the form updates the URL and searches again.
  const searchFromForm = (): void => {
    updatePageUrl(win, capQuery(input.value), context(), allVersions?.checked === true);
    void run();
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    searchFromForm();
  });
  input.addEventListener('input', searchFromForm);
  select?.addEventListener('change', searchFromForm);
  allVersions?.addEventListener('change', searchFromForm);
  // A query in the URL is a search the reader asked for; otherwise the worker waits for focus or hover.
  if (typed !== undefined) searchFromForm();
  else if (input.value) void run();
  else {
    const prepare = (): void =>
      void client.prepare({ context: context() || null, version: versionNow(), tags: [] }).catch(() => {});
    input.addEventListener('focus', prepare, { once: true });
    form.addEventListener('pointerenter', prepare, { once: true });
  }
}

/** Keeps the page's URL in step with the query, the context and the all-versions box, without a new history entry. */
function updatePageUrl(win: Window, query: string, context: string, allVersions: boolean): void {
  const url = new URL(win.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (context) url.searchParams.set('ctx', context);
  else url.searchParams.delete('ctx');
  if (allVersions) url.searchParams.set('allVersions', '1');
  else url.searchParams.delete('allVersions');
  win.history.replaceState(win.history.state, '', url.toString());
}

/** What the results region shows for an answer: the count, then the results or "No results" and related searches. */
function answerParts(
  doc: Document,
  answer: SearchAnswer,
  within: string,
  everyVersion: boolean,
  relatedHref: (term: string, within: string) => string,
): HTMLElement[] {
  const count = createElement(doc, 'p', 'search-page__count');
  count.setAttribute('data-search-count', '');
  const results =
    answer.total === 1 ? uiString('searchResultOne') : uiString('searchResultCount', { count: answer.total });
  count.textContent = within
    ? uiString('searchPageCountIn', { results, query: answer.query, context: within })
    : uiString('searchPageCount', { results, query: answer.query });
  if (answer.results.length > 0) return [count, resultList(doc, answer, everyVersion)];
  const parts: HTMLElement[] = [count];
  parts.push(createElement(doc, 'p', 'search-page__empty', uiString('searchNoResults')));
  if (answer.related.length > 0) {
    const related = createElement(doc, 'p', 'search-page__related', `${uiString('searchRelated')} `);
    answer.related.forEach((term, index) => {
      if (index > 0) related.appendChild(doc.createTextNode(', '));
      const link = createElement(doc, 'a', '', term);
      link.href = relatedHref(term, within);
      related.appendChild(link);
    });
    parts.push(related);
  }
  return parts;
}

/** The results as a list of links (across versions, each with its version's badge). */
function resultList(doc: Document, answer: SearchAnswer, everyVersion: boolean): HTMLElement {
  const list = createElement(doc, 'ol', 'search-page__list');
  for (const result of answer.results) {
    if (!isSafeHref(result.url)) continue;
    const item = createElement(doc, 'li', `search-page__result search-page__result--${result.type}`);
    const link = createElement(doc, 'a', 'search-page__link');
    link.href = resultHref(result.url, result.terms);
    appendResultBody(link, result, 'search-page');
    // Across versions, each result says which version it is from.
    if (everyVersion && result.versionLabel) {
      const badge = createElement(doc, 'span', 'badge search-page__version', result.versionLabel);
      badge.setAttribute('data-search-version', '');
      link.appendChild(badge);
    }
    item.appendChild(link);
    list.appendChild(item);
  }
  return list;
}
