// Markup rendered once and reused. Much of every page is the same on every page, or on every page of a section: the
// navbar, the drawer's chrome, the footer. Those parts are rendered with React the first time their props are seen,
// and later pages insert that HTML (dangerouslySetInnerHTML) on the element that already wraps the part, so the page
// is byte for byte what rendering the part in place writes.
import type { FunctionComponent } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml, safeHref } from './html-escape.ts';

// Component → props JSON → markup. The key holds every value the component reads, so markup is never reused for props
// it does not match; the cache is emptied at the start of each build (clearMarkupCache) and when it grows too large
// (worker threads never see a build start: there, the size bound is what keeps it small).
const caches = new Map<FunctionComponent<never>, Map<string, string>>();
let entries = 0;
const HOISTED = /^<(link|meta|title|script|style)[\s>/]/;
const MAX_ENTRIES = 1000;

/**
 * The markup of `<Component {...props} />`, rendered once for each distinct `props`. `props` must be plain data (as
 * page props are: they travel as JSON to worker threads) holding everything the component reads: the key is their JSON.
 */
export function cachedMarkup<P extends object>(component: FunctionComponent<P>, props: P): string {
  const key = JSON.stringify(props);
  const cached = caches.get(component as FunctionComponent<never>)?.get(key);
  if (cached !== undefined) return cached;
  const html = renderToStaticMarkup(createElement(component, props));
  // Rendered alone, the part gets what React would have put in the page's <head> for it (the preload link of an
  // <img>, a <title>, <meta> or <link>) written ahead of its markup: the page would lose them, so such parts can't be
  // cached.
  if (HOISTED.test(html))
    throw new Error(`cachedMarkup(${component.name}): it renders elements React moves to <head>`);
  if (entries >= MAX_ENTRIES) clearMarkupCache();
  let cache = caches.get(component as FunctionComponent<never>);
  if (!cache) caches.set(component as FunctionComponent<never>, (cache = new Map()));
  cache.set(key, html);
  entries++;
  return html;
}

/** Drops every cached markup (a new build starts: nothing it rendered for the last one is kept). */
export function clearMarkupCache(): void {
  caches.clear();
  entries = 0;
}

// A URL that differs from page to page inside markup that does not (the locale links of the navbar point at the
// current page): the markup is cached with a hole in its place and each page fills it. React writes the hole unchanged
// (it has none of the characters React escapes) and no URL holds it (a NUL is percent-encoded in a URL).
const HOLE = /\u0000url(\d+)\u0000/g;

/** The stand-in for the `index`th URL of `fillUrlHoles`. */
export function urlHole(index: number): string {
  return `\u0000url${index}\u0000`;
}

/** Puts `urls[i]` in place of `urlHole(i)`, written as React writes an `href` (escaped, `javascript:` URLs blocked). */
export function fillUrlHoles(markup: string, urls: readonly string[]): string {
  return markup.replace(HOLE, (_, index: string) => escapeHtml(safeHref(urls[Number(index)] ?? '')));
}
