// Search in the browser: the navbar box (and any other search form), the /search page and the highlighting of
// searched words on the page a result led to. The worker starts only when the reader first uses search.
import type { ClientConfig } from '../../shared/client-config.ts';
import { createSearchClient, type SearchClient } from './client.ts';
import { bindSearchBox } from './dropdown.ts';
import { contextOfPath } from './links.ts';
import { bindSearchPage } from './page.ts';
import { highlightSearchTerms } from './target-highlight.ts';
import { docsVersionOf } from '../docs-version.ts';

// Forms already bound, so that calling setupSearch again (after a page swap) binds only new ones.
const bound = new WeakSet<Element>();

/** Binds every search form and the search page, and highlights `_highlight` words; safe to call again. */
export function setupSearch(config: ClientConfig | undefined, doc: Document = document): void {
  if (!config) return;
  const client = clientFor(config);
  const context = (): string => contextOfPath(doc.location.pathname, config.baseUrl, config.search.contexts);
  for (const form of Array.from(doc.querySelectorAll<HTMLFormElement>('form[data-search-form]'))) {
    if (bound.has(form)) continue;
    bound.add(form);
    bindSearchBox(form, {
      client,
      config: config.search,
      context,
      version: () => docsVersionOf(doc, config),
      defaultVersion: config.docsVersion.name,
    });
  }
  const page = doc.querySelector<HTMLElement>('[data-search-page]');
  if (page && !bound.has(page)) {
    bound.add(page);
    bindSearchPage(page, client, config);
  }
  if (config.search.highlightOnTargetPage) highlightSearchTerms(doc, config.search.highlighterIframeTimeout);
}

let shared: SearchClient | undefined;
// One worker per page, shared by every search box and the search page.
function clientFor(config: ClientConfig): SearchClient {
  shared ??= createSearchClient(config.search);
  return shared;
}
