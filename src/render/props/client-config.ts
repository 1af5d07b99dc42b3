import type { ResolvedConfig } from '../../config/types.ts';
import {
  CLIENT_STRING_KEYS,
  CLIENT_STRINGS_EN,
  type ClientConfigWithStrings,
  type ClientStrings,
} from '../../shared/client-strings.ts';
import { themeStringsFor } from '../../strings/index.ts';
import { fileHref, routeHref } from '../../shared/urls.ts';
import type { ClientBundle } from '../../assets/bundle-client.ts';

/** The browser script's strings of the config's locale, or undefined when they are the English ones. */
function clientStringsOf(config: ResolvedConfig): ClientStrings | undefined {
  const strings = themeStringsFor(config);
  const own = Object.fromEntries(
    CLIENT_STRING_KEYS.map((key) => [key, strings[key]]),
  ) as unknown as ClientStrings;
  return CLIENT_STRING_KEYS.every((key) => own[key] === CLIENT_STRINGS_EN[key]) ? undefined : own;
}

/** The runtime settings JSON embedded in every page, escaped for a `<script type="application/json">`. */
export function createClientConfig(
  config: ResolvedConfig,
  client: ClientBundle,
  searchManifest: string,
): string {
  const value: ClientConfigWithStrings = {
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    announcementId: config.announcementBar?.id,
    colorMode: config.colorMode,
    docsVersion: defaultDocsVersion(config),
    clientNavigation: config.clientNavigation,
    strings: clientStringsOf(config),
    search: {
      workerUrl: client.searchWorker ? fileHref(client.searchWorker, config) : '',
      manifestUrl: fileHref(searchManifest, config),
      pageUrl: routeHref('/search', config),
      snippetLength: config.search.snippetLength,
      resultLimit: config.search.searchResultLimits,
      highlightOnTargetPage: config.search.highlightSearchTermsOnTargetPage,
      relatedSearches: config.search.relatedSearches,
      highlighterIframeTimeout: config.search.highlighterIframeTimeout,
      contexts: config.search.contexts,
    },
  };
  // '<' escaped so that no text in the JSON can close the script element.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The version search and the preferred version start from: the last one (the only one on sites without versions). */
function defaultDocsVersion(config: ResolvedConfig): { name: string; label: string } {
  const name = config.docs.lastVersion ?? 'current';
  const label = config.docs.versions[name]?.label ?? (name === 'current' ? config.docs.versionLabel : name);
  return { name, label };
}
