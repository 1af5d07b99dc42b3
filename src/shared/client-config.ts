// Settings and constants shared by the build (which writes them) and the browser script (which reads them).

/** `localStorage` key of the chosen colour mode (`light` | `dark`). */
export const THEME_STORAGE_KEY = 'theme';
/** `localStorage` key prefix of a dismissed announcement; the announcement id is appended. */
export const ANNOUNCEMENT_STORAGE_PREFIX = 'docsgen.announcement.dismiss.';
/** `localStorage` key of the preferred docs version (Docusaurus's key for the default docs plugin). */
export const PREFERRED_VERSION_STORAGE_KEY = 'docs-preferred-version-default';
/** Width in CSS pixels at and above which the desktop layout applies. */
export const DESKTOP_BREAKPOINT = 996;
/** Route-change progress bar settings (SPEC §9). */
export const PROGRESS_BAR = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleSpeedMs: 800 } as const;

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
}

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
};

/** The keys of `ClientStrings`. */
export const CLIENT_STRING_KEYS = Object.keys(CLIENT_STRINGS_EN) as (keyof ClientStrings)[];

/** Runtime settings the build writes into each page as JSON (`<script id="docsgen-config" type="application/json">`). */
export interface ClientConfig {
  baseUrl: string;
  trailingSlash: boolean | undefined;
  announcementId: string | undefined;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** Stored as the preferred docs version. */
  docsVersion: { name: string; label: string };
  clientNavigation: boolean;
  /** The browser script's strings of a page not in English (absent: English). */
  strings?: ClientStrings | undefined;
  search: {
    /** URL of the search worker script. */
    workerUrl: string;
    /** URL of the search manifest (JSON listing the index files per context). */
    manifestUrl: string;
    /** URL of the /search page. */
    pageUrl: string;
    snippetLength: number;
    resultLimit: number;
    highlightOnTargetPage: boolean;
    relatedSearches: boolean;
    highlighterIframeTimeout: number;
    contexts: { label: string; path: string }[];
  };
}
