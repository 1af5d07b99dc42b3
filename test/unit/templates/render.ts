// Helpers for template tests: render a page to HTML and pick parts of it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Page } from '../../../templates/Page.tsx';
import type { PageProps } from '../../../templates/props.ts';
import { samplePage, type SampleKind, type SampleOptions } from './sample-props.ts';

/** Renders props as the build does: doctype plus the static markup of <Page>. */
export function renderPage(props: PageProps): string {
  return `<!doctype html>${renderToStaticMarkup(createElement(Page, props))}`;
}

/** Renders a sample page after letting `edit` change its props. */
export function renderSample<K extends SampleKind>(
  kind: K,
  edit?: (props: Extract<PageProps, { kind: K }>) => void,
  options?: SampleOptions,
): string {
  const props = samplePage(kind, options) as Extract<PageProps, { kind: K }>;
  edit?.(props);
  return renderPage(props);
}

/** The opening tags matching a regex over the whole tag text, for example every `<meta …>`. */
export function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

/** The markup between the first `start` and the following `end`. */
export function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`${start} not found`);
  const to = html.indexOf(end, from + start.length);
  if (to < 0) throw new Error(`${end} not found after ${start}`);
  return html.slice(from, to + end.length);
}

/** How many times `needle` occurs in `html`. */
export function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}
