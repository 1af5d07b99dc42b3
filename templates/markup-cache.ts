// Markup rendered once and reused. Much of every page is the same on every page, or on every page of a section: the
// navbar, the drawer's chrome, the footer. Those parts are rendered with React the first time their props are seen,
// and later pages insert that HTML (dangerouslySetInnerHTML) on the element that already wraps the part, so the page
// is byte for byte what rendering the part in place writes.
import type { FunctionComponent } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml, safeHref } from '../src/shared/html-escape.ts';

const HOISTED = /^<(link|meta|title|script|style)[\s>/]/;
const MAX_ENTRIES = 1000;

/**
 * Markup of parts, rendered once for each distinct props: component → props JSON → markup. The key holds every value
 * the component reads, so markup is never reused for props it does not match. A render context (one build) has its
 * own; a worker thread keeps one for its life, bounded in size.
 */
export class MarkupCache {
  private readonly caches = new Map<FunctionComponent<never>, Map<string, string>>();
  private entries = 0;

  /** The markup of `<Component {...props} />`, rendered the first time these props are seen. */
  markup<P extends object>(component: FunctionComponent<P>, props: P): string {
    const key = JSON.stringify(props);
    const cached = this.caches.get(component as FunctionComponent<never>)?.get(key);
    if (cached !== undefined) return cached;
    const html = renderPart(component, props);
    if (this.entries >= MAX_ENTRIES) this.clear();
    let cache = this.caches.get(component as FunctionComponent<never>);
    if (!cache) this.caches.set(component as FunctionComponent<never>, (cache = new Map()));
    cache.set(key, html);
    this.entries++;
    return html;
  }

  /** Drops every cached markup. */
  clear(): void {
    this.caches.clear();
    this.entries = 0;
  }
}

// The render scope of the page being rendered: its markup cache and the site's theme components, set only for the
// length of one synchronous render (`withRenderScope`) and restored after it, so nothing outlives a render. A React
// context can't carry them: a part rendered on its own inside a page's render ends React's hook state for the rest of
// that render.
const renderScope: RenderScope = { markup: undefined, components: undefined };

/** What one render of a page reads besides its props: the markup cache and the site's own theme components. */
export interface RenderScope {
  markup: MarkupCache | undefined;
  /** Theme component name → the site's component that replaces it (none: the theme's own everywhere). */
  components: Readonly<Record<string, FunctionComponent<never>>> | undefined;
}

/** Runs `render` (one synchronous render of a page) in `scope`: the markup cache of `cachedMarkup`, the overrides. */
export function withRenderScope<T>(scope: Partial<RenderScope>, render: () => T): T {
  const outer = { ...renderScope };
  renderScope.markup = scope.markup;
  renderScope.components = scope.components;
  try {
    return render();
  } finally {
    Object.assign(renderScope, outer);
  }
}

/** Runs `render` (one synchronous render of a page) with `cache` as the markup cache of `cachedMarkup`. */
export function withMarkupCache<T>(cache: MarkupCache | undefined, render: () => T): T {
  return withRenderScope({ markup: cache }, render);
}

/** The site's component given for the theme component `name` in the render in progress, if any. */
export function scopedComponent(name: string): FunctionComponent<never> | undefined {
  return renderScope.components?.[name];
}

function renderPart<P extends object>(component: FunctionComponent<P>, props: P): string {
  const html = renderToStaticMarkup(createElement(component, props));
  // Rendered alone, the part gets what React would have put in the page's <head> for it (the preload link of an
  // <img>, a <title>, <meta> or <link>) written ahead of its markup: the page would lose them, so such parts can't be
  // cached.
  if (HOISTED.test(html))
    throw new Error(`cachedMarkup(${component.name}): it renders elements React moves to <head>`);
  return html;
}

/**
 * The markup of `<Component {...props} />`, from the markup cache of the page being rendered (none: rendered afresh). `props` must be plain data (as page props are: they travel as JSON to worker threads) holding
 * everything the component reads: the key is their JSON.
 */
export function cachedMarkup<P extends object>(component: FunctionComponent<P>, props: P): string {
  const cache = renderScope.markup;
  return cache ? cache.markup(component, props) : renderPart(component, props);
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
