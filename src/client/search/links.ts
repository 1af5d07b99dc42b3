// URLs of search: result links carrying the searched words, the /search page with q, ctx and version, and the
// context of the current page. Pure functions (no DOM) so that they are unit-tested under Node.
import { pathAfterBase } from '../../shared/base-path.ts';
import { capQuery, HIGHLIGHT_PARAM, resolveSearchContext } from '../../shared/search-protocol.ts';

/** True for a same-site absolute path (`/x`), the only kind of URL the index may give a result. */
export function isSafeHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** A result URL with the searched words as `_highlight` parameters, before its `#anchor`. */
export function resultHref(url: string, terms: readonly string[]): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const params = new URLSearchParams();
  for (const term of terms) params.append(HIGHLIGHT_PARAM, term);
  const query = params.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}${hash}` : url;
}

/** The /search page URL for a query, a context label (omitted when empty) and a version (omitted when empty). */
export function searchPageHref(pageUrl: string, query: string, context = '', version = ''): string {
  const params = new URLSearchParams({ q: query });
  if (context) params.set('ctx', context);
  if (version) params.set('version', version);
  return `${pageUrl}?${params.toString()}`;
}

/** The route of a URL path: baseUrl removed, percent-decoded; `undefined` when it is outside baseUrl or malformed. */
export function routeOfPath(pathname: string, baseUrl: string): string | undefined {
  const rest = pathAfterBase(pathname, baseUrl);
  if (rest === undefined) return undefined;
  try {
    return `/${decodeURIComponent(rest.slice(1))}`.normalize('NFC');
  } catch {
    return undefined;
  }
}

/** The search context of the page at `pathname`, `''` outside every context. */
export function contextOfPath(
  pathname: string,
  baseUrl: string,
  contexts: readonly { label: string; path: string }[],
): string {
  const route = routeOfPath(pathname, baseUrl);
  return route === undefined ? '' : resolveSearchContext(route, contexts);
}

/** A `ctx` parameter as a context label: matched by label or path, case-insensitively; `''` when unknown or empty. */
export function contextFromParam(
  value: string | null,
  contexts: readonly { label: string; path: string }[],
): string {
  const wanted = (value ?? '').trim().toLowerCase();
  if (!wanted) return '';
  const trim = (path: string): string => path.toLowerCase().replace(/^\/+|\/+$/g, '');
  const found = contexts.find((c) => c.label.toLowerCase() === wanted || trim(c.path) === trim(wanted));
  return found?.label ?? '';
}

/** The words of `_highlight` parameters: trimmed, lower-cased, distinct, at most `max`, each capped like a query. */
export function highlightTermsOf(search: string, max = 10): string[] {
  const terms: string[] = [];
  for (const raw of new URLSearchParams(search).getAll(HIGHLIGHT_PARAM)) {
    const term = capQuery(raw).toLowerCase();
    if (term !== '' && !terms.includes(term)) terms.push(term);
    if (terms.length === max) break;
  }
  return terms;
}
