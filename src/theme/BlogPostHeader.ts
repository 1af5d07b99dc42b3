// `docsgen/theme/BlogPostHeader`: the theme's own BlogPostHeader (a blog post's title, date, reading time and authors), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { PostHeader as default } from '../../templates/blog/PostHeader.tsx';
export type { BlogPostHeaderProps } from '../../templates/theme-components.ts';
