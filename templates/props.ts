// The props every template reads. Templates import only these types and other templates.
import type { BlogPageProps } from './blog/props.ts';

/** A resolved link: `href` already carries baseUrl and the trailing-slash rule. */
export interface NavLink {
  label: string;
  href: string;
  /** Off-site link: opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
  /** The current page is this link or below it. */
  active: boolean;
}

/** A navbar entry. */
export type NavItem =
  | { type: 'link'; position: 'left' | 'right'; link: NavLink }
  | { type: 'dropdown'; position: 'left' | 'right'; label: string; active: boolean; items: NavLink[] };

/** A sidebar entry with its state for the current page. */
export type SidebarNode =
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      /** A docs page of the site: marked as the current page when it is the one shown. */
      doc: boolean;
    }
  | {
      type: 'category';
      label: string;
      /** The category's index page, when it has one. */
      href: string | undefined;
      collapsible: boolean;
      collapsed: boolean;
      /** The current page is this category's index or inside it. */
      active: boolean;
      items: SidebarNode[];
      /** Set when `items` is left out of the page: the shared fragment (URL and key) the browser loads them from. */
      fragment?: SidebarFragmentRef | undefined;
    };

/**
 * A docs sidebar as one page shows it. The tree is the same for every page of a branch (pages share one copy); the
 * page's own link in it is found by its href.
 */
export interface SidebarProps {
  nodes: SidebarNode[];
  /** The href of the page shown: its link in the tree, if it has one, is marked current. */
  current: string | undefined;
}

/** Where a collapsed category of a large sidebar finds its items: a shared, cached HTML file and its list's key. */
export interface SidebarFragmentRef {
  href: string;
  key: string;
}

/** The items of a large sidebar's collapsed categories, one list per category, served as one cached file. */
export interface SidebarFragmentProps {
  lists: { key: string; items: SidebarNode[] }[];
}

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
    columns: { title: string; items: NavLink[] }[];
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
  faviconHref: string;
  /** JSON-LD objects, each written in its own `<script type="application/ld+json">`. */
  jsonLd: object[];
  /** Alternate links (locales, feeds). */
  alternates: { rel: 'alternate'; href: string; hreflang?: string; type?: string; title?: string }[];
}

/** One breadcrumb segment; the last one has no href. */
export interface Crumb {
  label: string;
  href: string | undefined;
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
}

/** When a page last changed and who changed it, from git. */
export interface LastUpdateProps {
  /** `YYYY-MM-DD` (UTC). */
  isoDate: string;
  /** `March 4, 2024`. */
  date: string;
  author: string;
}

/** A docs page (also API reference pages and their mirrors). */
export interface DocPageProps extends BasePageProps {
  kind: 'doc';
  sidebar: SidebarProps;
  breadcrumbs: Crumb[];
  title: string;
  /** Rendered markdown, trusted (built by docsgen from escaped markdown). */
  html: string;
  toc: TocEntry[];
  hideToc: boolean;
  editUrl: string | undefined;
  /** The doc's last commit (docs.showLastUpdate). */
  lastUpdate: LastUpdateProps | undefined;
  previous: PagerLink | undefined;
  next: PagerLink | undefined;
  /** Badge for API reference pages. */
  apiKind: string | undefined;
  tags: NavLink[];
  versionLabel: string;
}

/** A generated category index: a grid of cards. */
export interface CategoryPageProps extends BasePageProps {
  kind: 'category';
  sidebar: SidebarProps;
  breadcrumbs: Crumb[];
  title: string;
  description: string | undefined;
  cards: { label: string; href: string; description: string | undefined; isCategory: boolean }[];
  previous: PagerLink | undefined;
  next: PagerLink | undefined;
}

/** The home page. */
export interface HomePageProps extends BasePageProps {
  kind: 'home';
  hero: { title: string; tagline: string; action: NavLink | undefined };
  features: { title: string; text: string; iconSrc: string | undefined; action: NavLink | undefined }[];
  /** Optional markdown body under the features. */
  html: string;
}

/** A standalone markdown page (`content/pages/*.md`). */
export interface MarkdownPageProps extends BasePageProps {
  kind: 'page';
  title: string;
  html: string;
  toc: TocEntry[];
  hideToc: boolean;
}

/** The /search page shell; the browser script fills it. */
export interface SearchPageProps extends BasePageProps {
  kind: 'search';
  contexts: { label: string; value: string }[];
}

/** The 404 page. */
export interface NotFoundPageProps extends BasePageProps {
  kind: 'not-found';
}

/** A page a plugin added (`routes()`): its component's HTML, rendered on the server, inside the site's layout. */
export interface PluginPageProps extends BasePageProps {
  kind: 'plugin';
  title: string;
  /** The component's markup, trusted (the site's own code made it). */
  html: string;
}

/** Props of any page: the renderer picks the template by `kind`. */
export type PageProps =
  | DocPageProps
  | CategoryPageProps
  | HomePageProps
  | MarkdownPageProps
  | BlogPageProps
  | SearchPageProps
  | NotFoundPageProps
  | PluginPageProps;
