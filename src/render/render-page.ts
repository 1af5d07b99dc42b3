import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withRenderScope, type MarkupCache } from '../../templates/markup-cache.ts';
import { Page } from '../../templates/Page.tsx';
import type { PageProps } from '../../templates/props.ts';
import type { ThemeComponents } from '../../templates/theme-components.ts';
import { renderMarkdownParts } from './markdown-parts.ts';

/**
 * Renders page props to a complete HTML document, its repeated parts through `markup` (none: all afresh) and the theme
 * components the site replaced through `components`.
 */
export function renderPageHtml(props: PageProps, markup?: MarkupCache, components?: ThemeComponents): string {
  return withRenderScope({ markup, components: components as Record<string, never> | undefined }, () => {
    const html = `<!doctype html>${renderToStaticMarkup(createElement(Page, props))}`;
    return components?.Admonition || components?.CodeBlockTitle
      ? renderMarkdownParts(html, components)
      : html;
  });
}
