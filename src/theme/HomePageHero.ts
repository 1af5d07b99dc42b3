// `docsgen/theme/HomePageHero`: the theme's own HomePageHero (the hero section of the home page), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { HomePageHero as default } from '../../templates/HomePage.tsx';
export type { HomePageHeroProps } from '../../templates/theme-components.ts';
