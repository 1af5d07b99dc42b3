// The props shared by every kind of page (the chrome, the head) and the small types they and the page props use.
import type { ThemeStrings } from '../src/strings/theme-strings.ts';

/** A resolved link: `href` already carries baseUrl and the trailing-slash rule. */
export interface NavLink {
  label: string;
  href: string;
  /** Off-site link: opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
  /** The current page is this link or below it. */
  active: boolean;
  /** External links of a page not in English: the hidden hint that they open in a new tab (default: English). */
  newTabLabel?: string | undefined;
}

/** A navbar entry. */
export type NavItem =
  | { type: 'link'; position: 'left' | 'right'; link: NavLink }
  | {
      type: 'dropdown';
      position: 'left' | 'right';
      label: string;
      active: boolean;
      items: NavLink[];
      /** The docs version dropdown: its label differs by page, so a client-side page swap updates it. */
      swapLabel?: true | undefined;
    }
  /** Raw HTML from the config (trusted), shown as it is. */
  | { type: 'html'; position: 'left' | 'right'; html: string };

/** A footer entry: a link, or raw HTML from the config (trusted). */
export type FooterItem = NavLink | { html: string };

/** Everything around the page body that is the same on every page of a locale. */
export interface SiteChrome {
  lang: string;
  dir: 'ltr' | 'rtl';
  siteTitle: string;
  navbarTitle: string;
  homeHref: string;
  logo: { src: string; alt: string; srcDark: string | undefined } | undefined;
  navItems: NavItem[];
  hideOnScroll: boolean;
  footer: {
    style: 'light' | 'dark';
    /** Columns of links; a column with an empty title is a row of links without a heading. */
    columns: { title: string; items: FooterItem[] }[];
    copyright: string | undefined;
  };
  announcement: { id: string; text: string; link: NavLink | undefined; closeable: boolean } | undefined;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** The locale switcher: one entry per locale, each pointing at the current page in that locale. */
  locales: { current: string; items: { locale: string; label: string; href: string }[] };
  search: {
    position: 'left' | 'right';
    shortcutHint: boolean;
    /** URL of the /search page. */
    pageHref: string;
  };
  /** Every visible string of the theme, in the page's locale. */
  strings: ThemeStrings;
  /** Hashed asset URLs and the inline pre-paint script. */
  assets: {
    stylesheet: string;
    script: string;
    /** Inline `<head>` script that applies the colour mode and announcement dismissal before first paint. */
    themeScript: string;
    /** JSON with the runtime settings the browser script reads (from a `<script type="application/json">`). */
    clientConfig: string;
  };
}

/** A tag the site adds to `<head>`, with its attributes as React props (`httpEquiv`, `crossOrigin`). */
export interface ExtraHeadTag {
  tag: 'meta' | 'link' | 'script';
  props: Record<string, string | true>;
}

/** The document `<head>` and `<html>` attributes of a page. */
export interface HeadProps {
  /** Full `<title>`: page title, delimiter, site title. */
  title: string;
  description: string | undefined;
  keywords: string[];
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute og:image URL. */
  image: string | undefined;
  /** Title for og:title (the page title alone). */
  ogTitle: string;
  ogType: 'website' | 'article';
  noindex: boolean;
  /** Class names on `<html>`, route-based (for example `plugin-docs docs-doc-page docs-doc-id-intro`). */
  htmlClassName: string;
  faviconHref: string | undefined;
  /** JSON-LD objects, each written in its own `<script type="application/ld+json">`. */
  jsonLd: object[];
  /** Alternate links (locales, feeds). */
  alternates: { rel: 'alternate'; href: string; hreflang?: string; type?: string; title?: string }[];
  /** The config's `head` tags, then the page's front matter `head` tags, written after docsgen's own. */
  extraTags: ExtraHeadTag[];
}

/** A table-of-contents entry (flat; depth tells the nesting). */
export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** Previous/next link under a page. */
export interface PagerLink {
  label: string;
  href: string;
}

/** Fields of every page's props. */
export interface BasePageProps {
  chrome: SiteChrome;
  head: HeadProps;
  /** A page of another locale not translated yet: the notice above its content, with a link to the original. */
  untranslated?: UntranslatedNotice | undefined;
}

/** The notice of a page shown in the default locale's words, and that locale's language and direction. */
export interface UntranslatedNotice {
  message: string;
  linkLabel: string;
  originalHref: string;
  originalLang: string;
  originalDir: 'ltr' | 'rtl';
}

/** The `lang` and `dir` of a page's borrowed content (its title and body): the original's, on an untranslated page. */
export function borrowedLanguage(untranslated: UntranslatedNotice | undefined): {
  lang?: string;
  dir?: 'ltr' | 'rtl';
} {
  return untranslated ? { lang: untranslated.originalLang, dir: untranslated.originalDir } : {};
}
