// `docsgen/theme/DocItemFooter`: the theme's own DocItemFooter (the tags, edit link and last update under a doc), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { ContentFooter as default } from '../../templates/DocsLayout.tsx';
export type { DocItemFooterProps } from '../../templates/theme-components.ts';
