// The search box and the search page of one page view, with the one worker client they share. Its own chunk:
// imported on the first use of a box, or by the search page (see ./index.ts).
import type { ClientConfig } from '../../shared/client-config.ts';
import { createSearchClient, type SearchClient } from './client.ts';
import { bindSearchBox } from './dropdown.ts';
import { contextOfPath } from './links.ts';
import { bindSearchPage } from './page.ts';
import { docsVersionOf } from '../docs-version.ts';

// One worker per page, shared by every search box and the search page: the browser script's own state (one page,
// one realm), not a build's.
let shared: SearchClient | undefined;
function clientFor(config: ClientConfig): SearchClient {
  shared ??= createSearchClient(config.search);
  return shared;
}

/** Enhances one search form, already in use: it prepares the index and searches what was typed meanwhile. */
export function bindBox(form: HTMLFormElement, config: ClientConfig, doc: Document): void {
  bindSearchBox(form, {
    client: clientFor(config),
    config: config.search,
    context: () => contextOfPath(doc.location.pathname, config.baseUrl, config.search.contexts),
    version: () => docsVersionOf(doc, config),
    defaultVersion: config.docsVersion.name,
    inUse: true,
  });
}

/** Binds the search page's form and results. */
export function bindPage(page: HTMLElement, config: ClientConfig): void {
  bindSearchPage(page, clientFor(config), config);
}
