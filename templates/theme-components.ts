// The theme components a site may replace with its own (`theme.components` in the config), with the props each one
// receives. A template renders such a part through `themeComponent`, which picks the site's component when the render
// in progress has one.
import type { ThemeStrings } from '../src/strings/theme-strings.ts';
import type { FunctionComponent, JSX } from 'react';
import type { HomePageProps, LastUpdateProps, NavLink, NotFoundPageProps, SiteChrome } from './props.ts';
import type { PostSummary } from './blog/props.ts';
import { scopedComponent } from './markup-cache.ts';
import type { ThemeComponentName } from '../src/shared/theme-component-names.ts';

export { THEME_COMPONENT_NAMES, type ThemeComponentName } from '../src/shared/theme-component-names.ts';

/** Props of `NavbarBrand`: the logo and title linking home, in the navbar and in the mobile drawer. */
export interface NavbarBrandProps {
  chrome: SiteChrome;
}

/** Props of `Footer`: the site footer (link columns and copyright line) at the bottom of every page. */
export interface FooterProps {
  footer: SiteChrome['footer'];
}

/** Props of `DocItemFooter`: the tags, edit link and last update under a doc's content (above the pager). */
export interface DocItemFooterProps {
  tags: NavLink[];
  editUrl: string | undefined;
  lastUpdate?: LastUpdateProps | undefined;
  /** The theme's strings in the page's locale (the tags label, the edit link, the last update). */
  strings: ThemeStrings;
}

/** Props of `NotFound`: the body of the 404 page (inside the layout's navbar and footer). */
export type NotFoundProps = NotFoundPageProps;

/** Props of `BlogPostHeader`: a post's title, date, reading time and authors (on its page and in the lists). */
export interface BlogPostHeaderProps {
  post: PostSummary;
  /** True on the post's own page (the title is its `<h1>`), false in the blog's lists (a linked `<h2>`). */
  asPage: boolean;
}

/** Props of `HomePageHero`: the hero section at the top of the home page. */
export interface HomePageHeroProps {
  hero: HomePageProps['hero'];
}

/** Props of `Admonition`: a `:::note|tip|info|warning|danger|caution` block of a markdown body. */
export interface AdmonitionProps {
  /** `note`, `tip`, `info`, `warning`, `danger` or `caution`. */
  type: string;
  /** The title, as HTML (inline markdown rendered). */
  titleHtml: string;
  /** The content, as HTML (with any admonitions inside it already rendered). */
  contentHtml: string;
}

/** Props of `CodeBlockTitle`: the title bar of a code block with a `title="…"`. */
export interface CodeBlockTitleProps {
  /** The title, as text. */
  title: string;
}

/** Each replaceable theme component's props, by name (every name of `THEME_COMPONENT_NAMES`, and only those). */
export interface ThemeComponentProps {
  NavbarBrand: NavbarBrandProps;
  Footer: FooterProps;
  DocItemFooter: DocItemFooterProps;
  NotFound: NotFoundProps;
  BlogPostHeader: BlogPostHeaderProps;
  HomePageHero: HomePageHeroProps;
  Admonition: AdmonitionProps;
  CodeBlockTitle: CodeBlockTitleProps;
}

// Compiles only while the props above name every theme component, and nothing else.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const everyNameHasProps: SameKeys<keyof ThemeComponentProps, ThemeComponentName> = true;
void everyNameHasProps;

/** A theme component as a site gives it: a function component of that component's props. */
export type ThemeComponent<N extends ThemeComponentName> = (
  props: ThemeComponentProps[N],
) => JSX.Element | null;

/** The site's components that replace theme components, by name. */
export type ThemeComponents = { [N in ThemeComponentName]?: FunctionComponent<ThemeComponentProps[N]> };

/** The component to render for the theme component `name`: the site's own when it gave one, else `original`. */
export function themeComponent<N extends ThemeComponentName>(
  name: N,
  original: ThemeComponent<N>,
): FunctionComponent<ThemeComponentProps[N]> {
  return (scopedComponent(name) as FunctionComponent<ThemeComponentProps[N]> | undefined) ?? original;
}
