// `docsgen/theme/Footer`: the theme's own Footer (the site footer: link columns and copyright line), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { Footer as default } from '../../templates/Footer.tsx';
export type { FooterProps } from '../../templates/theme-components.ts';
