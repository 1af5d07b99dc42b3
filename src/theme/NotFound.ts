// `docsgen/theme/NotFound`: the theme's own NotFound (the body of the 404 page), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { NotFoundPage as default } from '../../templates/NotFoundPage.tsx';
export type { NotFoundProps } from '../../templates/theme-components.ts';
