import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Page } from '../../templates/Page.tsx';
import type { PageProps } from '../../templates/props.ts';

/** Renders page props to a complete HTML document. */
export function renderPageHtml(props: PageProps): string {
  return `<!doctype html>${renderToStaticMarkup(createElement(Page, props))}`;
}
