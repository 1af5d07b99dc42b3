// Settings and constants shared by the build (which writes them) and the browser script (which reads them).

/** `localStorage` key of the chosen colour mode (`light` | `dark`). */
export const THEME_STORAGE_KEY = 'theme';
/** `localStorage` key prefix of a dismissed announcement; the announcement id is appended. */
export const ANNOUNCEMENT_STORAGE_PREFIX = 'docsgen.announcement.dismiss.';
/** Name of the meta tag of a versioned docs page that names its version. */
export const DOCS_VERSION_META = 'docsgen:docs-version';

/** `localStorage` key of the preferred docs version (Docusaurus's key for the default docs plugin). */
export const PREFERRED_VERSION_STORAGE_KEY = 'docs-preferred-version-default';
/** Width in CSS pixels at and above which the desktop layout applies. */
export const DESKTOP_BREAKPOINT = 996;
/** Route-change progress bar settings (SPEC §9). */
export const PROGRESS_BAR = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleSpeedMs: 800 } as const;

/** Runtime settings the build writes into each page as JSON (`<script id="docsgen-config" type="application/json">`). */
export interface ClientConfig {
  baseUrl: string;
  trailingSlash: boolean | undefined;
  announcementId: string | undefined;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** Stored as the preferred docs version. */
  docsVersion: { name: string; label: string };
  clientNavigation: boolean;
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
