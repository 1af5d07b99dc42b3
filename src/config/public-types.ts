// Names for the parts of `UserConfig`, so that a config split over several files can type each part.
import type { UserConfig } from './types.ts';

/** `locales`: the default locale, the list, writing directions and switcher labels. */
export type LocalesConfig = NonNullable<UserConfig['locales']>;
/** `navbar`: title, logo, items and hide-on-scroll. */
export type NavbarConfig = NonNullable<UserConfig['navbar']>;
/** `navbar.logo`: an image inside `static/`, its alt text and an optional dark-mode image. */
export type NavbarLogoConfig = NonNullable<NavbarConfig['logo']>;
/** `footer`: its style and columns of links. */
export type FooterConfig = NonNullable<UserConfig['footer']>;
/** `announcementBar`: a dismissible line above the navbar. */
export type AnnouncementBarConfig = NonNullable<UserConfig['announcementBar']>;
/** `colorMode`: light and dark mode. */
export type ColorModeConfig = NonNullable<UserConfig['colorMode']>;
/** `docs`: the docs folder, its URL prefix, sidebars, edit links, mirrors and table of contents. */
export type DocsConfig = NonNullable<UserConfig['docs']>;
/** One entry of `docs.mirrors`: every doc under `from` served again at `to`. */
export type DocsMirrorConfig = NonNullable<DocsConfig['mirrors']>[number];
/** One entry of `docs.versions`: a version's label, URL segment and banner. */
export type DocsVersionsConfig = NonNullable<DocsConfig['versions']>[string];
/** `blog` when it is on (`false` turns it off). */
export type BlogConfig = Exclude<NonNullable<UserConfig['blog']>, false>;
/** `blog.feedOptions`: which feeds are written and their copyright line. */
export type BlogFeedOptions = NonNullable<BlogConfig['feedOptions']>;
/** `search`: contexts, snippets and the search box. */
export type SearchConfig = NonNullable<UserConfig['search']>;
/** `markdown`: raw HTML, embed hosts and highlighted languages. */
export type MarkdownConfig = NonNullable<UserConfig['markdown']>;
/** `theme`: the site's own stylesheets and their order. */
export type ThemeConfig = NonNullable<UserConfig['theme']>;
/** `diagnostics`: a severity per diagnostic code and source paths whose diagnostics are dropped. */
export type DiagnosticsConfig = NonNullable<UserConfig['diagnostics']>;
