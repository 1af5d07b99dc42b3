// The messages between the page and the search worker, and the helpers both sides share. The index files' format
// is in search-index-format.ts (re-exported here, so that one import names the whole protocol).
export * from './search-index-format.ts';
import { MAX_QUERY_LENGTH, type Highlight, type SearchContentType } from './search-index-format.ts';

/** The version of a scope that covers every docs version (the search page's "all versions" toggle). */
export const ALL_DOCS_VERSIONS = '*';

/** Which indexes a request covers: a context label (`null`: every context), a version and source tags (`[]`: all). */
export interface SearchScope {
  context: string | null;
  version: string;
  tags: string[];
}

/** What every request carries: an id (answers carry it back) and the manifest of the index files. */
interface RequestBase extends SearchScope {
  /** Increases with each request of a page; a search answered after a newer one was sent is stale. */
  id: number;
  /** Absolute URL of the manifest. */
  manifestUrl: string;
}

/** Fetch the indexes of a scope (a version or context, and tags). */
export interface LoadRequest extends RequestBase {
  type: 'load';
}

/** Search the indexes of a scope, loading them first when needed. */
export interface SearchRequest extends RequestBase {
  type: 'search';
  query: string;
  limit: number;
  snippetLength: number;
  /** Suggest related terms when nothing matches. */
  related: boolean;
}

/** A request from the page to the worker. */
export type WorkerRequest = LoadRequest | SearchRequest;

/**
 * The manifest as the page fetches it while the worker starts (so that the worker's own start is not on the way to
 * it): `fetching` before the first request, then `fetched` with its text or `failed` (the worker then fetches it).
 */
export type ManifestMessage = { type: 'manifest'; manifestUrl: string } & (
  { status: 'fetching' | 'failed' } | { status: 'fetched'; text: string }
);

/** A message from the page to the worker. */
export type WorkerMessage = WorkerRequest | ManifestMessage;

/** One search result. */
export interface SearchResult {
  type: SearchContentType;
  /** Page href with `#anchor` for a section (no query string). */
  url: string;
  /** Page title. */
  page: string;
  /** Section heading, `''` for a whole-page result. */
  section: string;
  breadcrumb: string[];
  /** Context label, `''` outside every context. */
  context: string;
  /** The label of the page's docs version, `''` for unversioned pages (plain pages and blog posts). */
  versionLabel: string;
  /** The matched text: title, heading, or a snippet of the description, keywords or content. */
  text: string;
  highlights: Highlight[];
  /** The words of `text` that matched, lower-cased, for the target page highlighter. */
  terms: string[];
  /** Fuse score, 0 (best) to 1. */
  score: number;
}

/** The indexes of a load request are ready. */
export interface LoadedResponse {
  type: 'loaded';
  id: number;
  /** The version used (the default one when the requested version is unknown). */
  version: string;
  pages: number;
  sections: number;
}

/** The answer to a search request. */
export interface ResultsResponse {
  type: 'results';
  id: number;
  query: string;
  results: SearchResult[];
  /** Distinct pages and sections that matched, beyond the limit too. */
  total: number;
  /** Close terms from the index vocabulary, when nothing matched and they were asked for. */
  related: string[];
}

/** A search request that a newer one replaced before it ran. */
export interface StaleResponse {
  type: 'stale';
  id: number;
}

/** A request failed (manifest or shard not fetched, corrupt file): search is unavailable until a retry works. */
export interface ErrorResponse {
  type: 'error';
  id: number;
  message: string;
}

/** A message from the worker to the page. */
export type WorkerResponse = LoadedResponse | ResultsResponse | StaleResponse | ErrorResponse;

/** Trims a query and caps it at MAX_QUERY_LENGTH without splitting a surrogate pair. */
export function capQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length <= MAX_QUERY_LENGTH) return trimmed;
  const cut = /[\uD800-\uDBFF]/.test(trimmed.charAt(MAX_QUERY_LENGTH - 1))
    ? MAX_QUERY_LENGTH - 1
    : MAX_QUERY_LENGTH;
  return trimmed.slice(0, cut).trim();
}

/** True when `route` is the context's path or lies under it (`/docs/api/` holds `/docs/api` and `/docs/api/x`). */
export function routeInContext(route: string, path: string): boolean {
  const prefix = path.endsWith('/') ? path : `${path}/`;
  return route.startsWith(prefix) || `${route}/` === prefix;
}

/** Label of the search context with the longest path holding `route` (decoded, without baseUrl), or `''`. */
export function resolveSearchContext(
  route: string,
  contexts: readonly { label: string; path: string }[],
): string {
  let best: { label: string; path: string } | undefined;
  for (const context of contexts) {
    if (routeInContext(route, context.path) && (!best || context.path.length > best.path.length))
      best = context;
  }
  return best?.label ?? '';
}
