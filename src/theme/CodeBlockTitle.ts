// `docsgen/theme/CodeBlockTitle`: the theme's own CodeBlockTitle (the title bar of a code block), for a site's component that wraps it. Inside a build the
// import is answered by docsgen's loader (src/render/theme-overrides.ts); this module gives editors and tsc its types.
export { CodeBlockTitle as default } from '../../templates/MarkdownParts.tsx';
export type { CodeBlockTitleProps } from '../../templates/theme-components.ts';
