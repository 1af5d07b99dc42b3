// The navbar search box (and any other `[data-search-form]`, such as one in the mobile drawer): a combobox with
// a dropdown of results, keyboard navigation, "No results", related searches and the "See all results" links.
import { uiString } from '../strings.ts';
import type { ClientConfig } from '../../shared/client-config.ts';
import { capQuery, MAX_QUERY_LENGTH, type SearchScope } from '../../shared/search-protocol.ts';
import type { SearchAnswer, SearchClient } from './client.ts';
import { isSafeHref, resultHref, searchPageHref } from './links.ts';
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
}

let boxCount = 0;

/** Enhances one search form; does nothing when it has no `[data-search-input]`. */
export function bindSearchBox(form: HTMLFormElement, options: SearchBoxOptions): void {
  const input = form.querySelector<HTMLInputElement>('[data-search-input]');
  if (!input) return;
  const { client, config, version } = options;
  const doc = form.ownerDocument;
  const listId = `search-dropdown-${++boxCount}`;
  const scopeNow = (): SearchScope => ({ context: options.context() || null, version: version(), tags: [] });
  const pageVersion = (): string => (version() === options.defaultVersion ? '' : version());

  const panel = createElement(doc, 'div', 'search-dropdown');
  panel.hidden = true;
  panel.setAttribute('data-search-dropdown', '');
  const list = createElement(doc, 'ul', 'search-dropdown__list');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', uiString('searchResultsLabel'));
  const message = createElement(doc, 'div', 'search-dropdown__message');
  const live = createElement(doc, 'p', 'visually-hidden');
  live.setAttribute('aria-live', 'polite');
  panel.append(message, list, live);
  form.appendChild(panel);
  // Clicks inside the dropdown must not take the focus from the input (that would close it before the click).
  panel.addEventListener('mousedown', (event) => event.preventDefault());

  input.maxLength = MAX_QUERY_LENGTH;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);

  let options_: HTMLAnchorElement[] = [];
  let active = -1;
  let hasContent = false;

  const open = (): void => {
    panel.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };
  const close = (): void => {
    panel.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const setActive = (next: number): void => {
    options_[active]?.setAttribute('aria-selected', 'false');
    active = next;
    const option = options_[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const addOption = (href: string, className: string, fill: (option: HTMLAnchorElement) => void): void => {
    const item = createElement(doc, 'li', 'search-dropdown__item');
    item.setAttribute('role', 'presentation');
    const option = createElement(doc, 'a', className);
    option.id = `${listId}-option-${options_.length}`;
    option.href = href;
    option.tabIndex = -1;
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    const position = options_.length;
    option.addEventListener('mousemove', () => position !== active && setActive(position));
    fill(option);
    item.appendChild(option);
    list.appendChild(item);
    options_.push(option);
  };

  const reset = (): void => {
    list.replaceChildren();
    message.replaceChildren();
    options_ = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
  };

  const render = (answer: SearchAnswer): void => {
    reset();
    for (const result of answer.results) {
      if (!isSafeHref(result.url)) continue;
      addOption(
        resultHref(result.url, result.terms),
        `search-result search-result--${result.type}`,
        (option) => appendResultBody(option, result, 'search-result'),
      );
    }
    if (options_.length === 0) {
      message.appendChild(createElement(doc, 'p', 'search-dropdown__empty', uiString('searchNoResults')));
      if (answer.related.length > 0) message.appendChild(relatedBlock(answer.related));
    }
    const query = answer.query;
    const context = options.context();
    if (context) {
      addOption(
        searchPageHref(config.pageUrl, query, context, pageVersion()),
        'search-dropdown__see-all',
        (option) => {
          option.textContent = uiString('searchSeeAllIn', { context });
        },
      );
    }
    addOption(
      searchPageHref(config.pageUrl, query, '', pageVersion()),
      'search-dropdown__see-all',
      (option) => {
        option.textContent = uiString('searchSeeAll');
      },
    );
    live.textContent =
      answer.results.length === 0
        ? uiString('searchNoResults')
        : uiString('searchResultCount', { count: answer.results.length });
    hasContent = true;
    if (doc.activeElement === input) open();
  };

  const relatedBlock = (related: string[]): HTMLElement => {
    const block = createElement(doc, 'p', 'search-dropdown__related', `${uiString('searchRelated')} `);
    related.forEach((term, index) => {
      if (index > 0) block.appendChild(doc.createTextNode(', '));
      const button = createElement(doc, 'button', 'search-dropdown__related-term', term);
      button.type = 'button';
      button.addEventListener('click', () => {
        input.value = term;
        input.focus();
        void run();
      });
      block.appendChild(button);
    });
    return block;
  };

  const showError = (error: unknown): void => {
    reset();
    message.appendChild(
      createErrorView((error as Error).message, () => {
        client.retry();
        input.focus();
        void run();
      }),
    );
    hasContent = true;
    if (doc.activeElement === input) open();
  };

  const run = async (): Promise<void> => {
    const query = capQuery(input.value);
    if (query === '') {
      reset();
      hasContent = false;
      close();
      return;
    }
    try {
      const answer = await client.search(query, scopeNow(), config.resultLimit);
      if (answer && capQuery(input.value) === answer.query) render(answer);
    } catch (error) {
      if (capQuery(input.value) === query) showError(error);
    }
  };

  // The worker and the index load on the first focus or hover, never before.
  let prepared = false;
  const prepare = (): void => {
    if (prepared) return;
    prepared = true;
    client.prepare(scopeNow()).catch(() => (prepared = false));
  };
  input.addEventListener('focus', () => {
    prepare();
    if (hasContent && input.value.trim() !== '') open();
  });
  form.addEventListener('pointerenter', prepare);
  input.addEventListener('input', () => void run());
  input.addEventListener('keydown', (event) => handleKey(event));
  form.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !form.contains(event.relatedTarget)) close();
  });
  doc.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Node && !form.contains(event.target)) close();
  });

  function handleKey(event: KeyboardEvent): void {
    if (event.isComposing) return;
    const count = options_.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (panel.hidden) open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter' && !panel.hidden && active !== -1) {
      event.preventDefault();
      options_[active]?.click();
    } else if (event.key === 'Escape' && !panel.hidden) {
      // Handled here, so that the mobile drawer around the box does not close too.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }
}
