// The navbar search box (and any other `[data-search-form]`, such as one in the mobile drawer): a combobox with
// a dropdown of results, keyboard navigation, "No results", related searches and the "See all results" links.
import { uiString } from '../strings.ts';
import type { ClientConfig } from '../../shared/client-config.ts';
import { capQuery, type SearchScope } from '../../shared/search-protocol.ts';
import type { SearchAnswer, SearchClient } from './client.ts';
import { isSafeHref, resultHref, searchPageHref } from './links.ts';
import { DropdownListbox } from './dropdown-listbox.ts';
import { appendResultBody, createElement, createErrorView } from './render.ts';

/** What a search box needs: the shared client, the settings, and the scope of the page it is on. */
export interface SearchBoxOptions {
  client: SearchClient;
  config: ClientConfig['search'];
  /** Context label of the page shown now (`''`: the box searches every context); read per search, since client navigation changes the page under a box. */
  context: () => string;
  /** The docs version of the page being read (search is scoped to it). */
  version: () => string;
  /** The site's default version: the search page link names any other. */
  defaultVersion: string;
  /** Bound on the reader's first use (a hover or the focus): prepare now, and search what is already typed. */
  inUse?: boolean;
}

let boxCount = 0;

/** Enhances one search form; does nothing when it has no `[data-search-input]`. */
export function bindSearchBox(form: HTMLFormElement, options: SearchBoxOptions): void {
  const input = form.querySelector<HTMLInputElement>('[data-search-input]');
  if (!input) return;
  const { client, config, version } = options;
  const doc = form.ownerDocument;
  const listbox = new DropdownListbox(form, input, `search-dropdown-${++boxCount}`);
  const scopeNow = (): SearchScope => ({ context: options.context() || null, version: version(), tags: [] });
  const seeAllTarget = (): SeeAllTarget => ({
    pageUrl: config.pageUrl,
    context: options.context(),
    version: version() === options.defaultVersion ? '' : version(),
  });
  let hasContent = false;
  // Fills the dropdown anew, and opens it when the box still has the focus.
  const show = (fill: () => void): void => {
    listbox.reset();
    fill();
    hasContent = true;
    if (doc.activeElement === input) listbox.open();
  };
  const searchAgain = (): void => {
    input.focus();
    void run();
  };
  const run = async (): Promise<void> => {
    const query = capQuery(input.value);
    if (query === '') {
      listbox.reset();
      hasContent = false;
      listbox.close();
      return;
    }
    try {
      const answer = await client.search(query, scopeNow(), config.resultLimit);
      if (answer && capQuery(input.value) === answer.query) {
        const pickRelated = (term: string): void => {
          input.value = term;
          searchAgain();
        };
        show(() => fillAnswer(listbox, answer, seeAllTarget(), pickRelated));
      }
    } catch (error) {
      const retry = (): void => {
        client.retry();
        searchAgain();
      };
      if (capQuery(input.value) === query)
        show(() => listbox.message.appendChild(createErrorView((error as Error).message, retry)));
    }
  };
  const prepare = preparesOnce(client, scopeNow);
  listenToSearchBox(form, input, listbox, { run, prepare, hasContent: () => hasContent });
  if (options.inUse) {
    prepare();
    if (input.value.trim() !== '') void run();
  }
}

/** Where the "See all results" links lead: the search page, in the page's context and version (`''`: none). */
interface SeeAllTarget {
  pageUrl: string;
  context: string;
  version: string;
}

/** The results of an answer as options, "No results" (and related searches) without any, then the "See all" links. */
function fillAnswer(
  listbox: DropdownListbox,
  answer: SearchAnswer,
  seeAll: SeeAllTarget,
  pickRelated: (term: string) => void,
): void {
  for (const result of answer.results) {
    if (!isSafeHref(result.url)) continue;
    listbox.addOption(
      resultHref(result.url, result.terms),
      `search-result search-result--${result.type}`,
      (option) => appendResultBody(option, result, 'search-result'),
    );
  }
  const doc = listbox.message.ownerDocument;
  if (listbox.optionCount === 0) {
    listbox.message.appendChild(
      createElement(doc, 'p', 'search-dropdown__empty', uiString('searchNoResults')),
    );
    if (answer.related.length > 0)
      listbox.message.appendChild(relatedBlock(doc, answer.related, pickRelated));
  }
  const { context } = seeAll;
  if (context) {
    listbox.addOption(
      searchPageHref(seeAll.pageUrl, answer.query, context, seeAll.version),
      'search-dropdown__see-all',
      (option) => {
        option.textContent = uiString('searchSeeAllIn', { context });
      },
    );
  }
  listbox.addOption(
    searchPageHref(seeAll.pageUrl, answer.query, '', seeAll.version),
    'search-dropdown__see-all',
    (option) => {
      option.textContent = uiString('searchSeeAll');
    },
  );
  listbox.live.textContent =
    answer.results.length === 0
      ? uiString('searchNoResults')
      : uiString('searchResultCount', { count: answer.results.length });
}

/** "Related searches: a, b": each term a button that searches for it. */
function relatedBlock(doc: Document, related: string[], pick: (term: string) => void): HTMLElement {
  const block = createElement(doc, 'p', 'search-dropdown__related', `${uiString('searchRelated')} `);
  related.forEach((term, index) => {
    if (index > 0) block.appendChild(doc.createTextNode(', '));
    const button = createElement(doc, 'button', 'search-dropdown__related-term', term);
    button.type = 'button';
    button.addEventListener('click', () => pick(term));
    block.appendChild(button);
  });
  return block;
}

// The worker and the index load on the first focus or hover, never before.
function preparesOnce(client: SearchClient, scopeNow: () => SearchScope): () => void {
  let prepared = false;
  return () => {
    if (prepared) return;
    prepared = true;
    client.prepare(scopeNow()).catch(() => (prepared = false));
  };
}

/** Searches as the reader types, prepares on first use, and closes the dropdown when the focus or a click leaves. */
function listenToSearchBox(
  form: HTMLFormElement,
  input: HTMLInputElement,
  listbox: DropdownListbox,
  box: { run: () => Promise<void>; prepare: () => void; hasContent: () => boolean },
): void {
  input.addEventListener('focus', () => {
    box.prepare();
    if (box.hasContent() && input.value.trim() !== '') listbox.open();
  });
  form.addEventListener('pointerenter', box.prepare);
  input.addEventListener('input', () => void box.run());
  input.addEventListener('keydown', (event) => listbox.handleKey(event));
  form.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !form.contains(event.relatedTarget)) listbox.close();
  });
  form.ownerDocument.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Node && !form.contains(event.target)) listbox.close();
  });
}
