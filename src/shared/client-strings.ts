// The strings the browser script shows itself, apart from client-config.ts: the pre-paint script imports that one, and
// must stay as small as it is.
import type { ClientConfig } from './client-config.ts';

/** The theme strings the browser script shows itself (the copy button's answer, search results, the colour toggle). */
export interface ClientStrings {
  copied: string;
  copiedLabel: string;
  colorModeToggle: string;
  colorModeLight: string;
  colorModeDark: string;
  searchNoResults: string;
  searchResultsLabel: string;
  searchSeeAll: string;
  searchSeeAllIn: string;
  searchResultCount: string;
  searchLoading: string;
  clearHighlights: string;
  searchRelated: string;
  /** `{results}`: `searchResultOne` or `searchResultCount`; `{query}`. */
  searchPageCount: string;
  /** As `searchPageCount`, with `{context}`: the search context. */
  searchPageCountIn: string;
  searchResultOne: string;
  searchUnavailable: string;
  copyPageDone: string;
  copyPageLoadFailed: string;
  copyPageDenied: string;
  copyPageOpenMarkdown: string;
  crashTitle: string;
  crashRetry: string;
  loaderRetry: string;
}

/** The page's config with the browser script's strings of a page not in English (absent: English). */
export type ClientConfigWithStrings = ClientConfig & { strings?: ClientStrings | undefined };

/** The browser script's strings in English: what it shows when the page names none. */
export const CLIENT_STRINGS_EN: ClientStrings = {
  copied: 'Copied',
  copiedLabel: 'Copied to clipboard',
  colorModeToggle: 'Switch between dark and light mode (currently {mode} mode)',
  colorModeLight: 'light',
  colorModeDark: 'dark',
  searchNoResults: 'No results',
  searchResultsLabel: 'Search results',
  searchSeeAll: 'See all results',
  searchSeeAllIn: 'See all results within "{context}"',
  searchResultCount: '{count} results',
  searchLoading: 'Loading search results…',
  clearHighlights: 'Clear highlights',
  searchRelated: 'Related searches:',
  searchPageCount: '{results} for "{query}"',
  searchPageCountIn: '{results} for "{query}" in {context}',
  searchResultOne: '1 result',
  searchUnavailable: 'Search is unavailable.',
  copyPageDone: 'Page copied to the clipboard as markdown.',
  copyPageLoadFailed: 'The markdown of this page could not be loaded.',
  copyPageDenied: 'The browser did not allow copying to the clipboard.',
  copyPageOpenMarkdown: 'Open the markdown',
  crashTitle: 'This page crashed.',
  crashRetry: 'Try again',
  loaderRetry: 'Retry',
};

/** The keys of `ClientStrings`. */
export const CLIENT_STRING_KEYS = Object.keys(CLIENT_STRINGS_EN) as (keyof ClientStrings)[];
