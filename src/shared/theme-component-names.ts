// The theme components a site may replace with its own (`theme.components`): the config validates names against this
// list, and the templates (templates/theme-components.ts) give each one its props.

/** The names `theme.components` accepts, in the order the theme reference lists them. */
export const THEME_COMPONENT_NAMES = [
  'NavbarBrand',
  'Footer',
  'DocItemFooter',
  'NotFound',
  'BlogPostHeader',
  'HomePageHero',
  'Admonition',
  'CodeBlockTitle',
] as const;

/** The name of a replaceable theme component. */
export type ThemeComponentName = (typeof THEME_COMPONENT_NAMES)[number];
