// The props every template reads. Templates import only these types and other templates.
import type { BasePageProps, NavLink, PagerLink, TocEntry } from './base-props.ts';
import type { BlogPageProps } from './blog/props.ts';

export type {
  BasePageProps,
  ExtraHeadTag,
  HeadProps,
  FooterItem,
  NavItem,
  NavLink,
  PagerLink,
  SiteChrome,
  TocEntry,
} from './base-props.ts';

/** A sidebar entry with its state for the current page. */
export type SidebarNode =
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      /** A docs page of the site: marked as the current page when it is the one shown. */
      doc: boolean;
      /** The "all items" link ending a windowed list: the fragment list the browser replaces the window with. */
      more?: SidebarFragmentRef | undefined;
    }
  /** Raw HTML from the config (trusted); `defaultStyle` pads it like a link. */
  | { type: 'html'; html: string; defaultStyle: boolean }
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
  /** The category toggle's accessible name, `{label}` the category (default: English). */
  toggleLabel?: string | undefined;
  /** The hidden hint of an external link (default: English). */
  newTabLabel?: string | undefined;
}

/** One breadcrumb segment; the last one has no href. */
export interface Crumb {
  label: string;
  href: string | undefined;
}

/** When a page last changed and who changed it, from git. */
export interface LastUpdateProps {
  /** `YYYY-MM-DD` (UTC). */
  isoDate: string;
  /** `March 4, 2024`. */
  date: string;
  /** Undefined when the front matter's `last_update` gives a date only (and git knows no author). */
  author: string | undefined;
}

/** A docs page (also API reference pages and their mirrors). */
export interface DocPageProps extends BasePageProps {
  kind: 'doc';
  sidebar: SidebarProps;
  breadcrumbs: Crumb[];
  title: string;
  /** `hide_title`: the title heading is left out (the title still names the page). */
  hideTitle: boolean;
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
  /** The version badge's label; none on a site of one version whose config names no label. */
  versionLabel?: string | undefined;
  /** The href of the page's markdown twin, for the "Copy page" button (none when the twins are off). */
  markdownHref: string | undefined;
  /** Shown on docs of a version other than the last one (sites with `versions.json`). */
  versionBanner?: VersionBannerProps | undefined;
}

/** The banner of a docs version that is not the last: unreleased or no longer maintained. */
export interface VersionBannerProps {
  kind: 'unreleased' | 'unmaintained';
  siteTitle: string;
  /** The label of the version being read. */
  label: string;
  latestLabel: string;
  /** The same doc in the last version, else where it starts. */
  latestHref: string | undefined;
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

/** A button of the hero: a link with its look and, for a Starlight icon name, the icon's SVG (after the label). */
export interface HeroActionLink extends NavLink {
  variant: 'primary' | 'secondary' | 'minimal';
  iconSvg?: string | undefined;
}

/** The home page: hero, feature cards and an optional body. */
export interface HomePageProps extends BasePageProps {
  kind: 'home';
  hero: {
    title: string;
    tagline: string;
    action: NavLink | undefined;
    /** Set when the hero has several actions or icons (VitePress, Starlight): each button, in order. */
    actions?: HeroActionLink[] | undefined;
    /** The hero's image (VitePress' `image`, Starlight's `image.file`): its URL, alt text and drawn size. */
    image?: { src: string; alt: string; width?: number; height?: number } | undefined;
  };
  features: {
    title: string;
    text: string;
    iconSrc: string | undefined;
    /** An icon written as characters (an emoji, as VitePress sites do) instead of an image. */
    iconText?: string | undefined;
    action: NavLink | undefined;
  }[];
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
  /** Sites with docs versions: a checkbox that widens the search to every version. */
  allVersionsToggle?: boolean | undefined;
}

/** The 404 page. */
export interface NotFoundPageProps extends BasePageProps {
  kind: 'not-found';
}

/** A redirect page of the config: a refresh to the target, a canonical link to it, and a visible link. */
export interface RedirectPageProps extends BasePageProps {
  kind: 'redirect';
  /** Where the page sends readers: an href of the site (baseUrl, `#anchor`) or an absolute URL. */
  targetHref: string;
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
  | RedirectPageProps
  | PluginPageProps;
