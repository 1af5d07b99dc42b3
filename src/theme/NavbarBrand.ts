// `docsgen/theme/NavbarBrand`: the theme's own NavbarBrand (the logo and title linking home (navbar and mobile drawer)), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { Brand as default } from '../../templates/Navbar.tsx';
export type { NavbarBrandProps } from '../../templates/theme-components.ts';
