// `docsgen/theme/Admonition`: the theme's own Admonition (an admonition block of a markdown body), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { Admonition as default } from '../../templates/MarkdownParts.tsx';
export type { AdmonitionProps } from '../../templates/theme-components.ts';
