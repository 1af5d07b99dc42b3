import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withMarkupCache, type MarkupCache } from '../../templates/markup-cache.ts';
import { Page } from '../../templates/Page.tsx';
import type { PageProps } from '../../templates/props.ts';

/** Renders page props to a complete HTML document, its repeated parts through `markup` (none: all afresh). */
export function renderPageHtml(props: PageProps, markup?: MarkupCache): string {
  return withMarkupCache(markup, () => `<!doctype html>${renderToStaticMarkup(createElement(Page, props))}`);
}
