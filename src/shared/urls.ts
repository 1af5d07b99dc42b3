// Routes are site paths without baseUrl, decoded, starting with '/' (for example '/docs/maar-world/Terms&Conditions').
// Hrefs are what HTML links carry: baseUrl + percent-encoded route, with the trailing-slash rule applied.

/** The URL settings every URL helper needs. */
export interface UrlOptions {
  baseUrl: string;
  trailingSlash: boolean | undefined;
}

// The two below run for every page, link and route of every serve rebuild: a loop over char codes costs a fraction of
// a regular expression's replace.
const SLASH = 47;

/** `text` without the slashes it ends with (`/docs//` → `/docs`, `/` → ``). */
export function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === SLASH) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the slashes it starts with (`//docs/a` → `docs/a`). */
export function trimLeadingSlashes(text: string): string {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) === SLASH) start++;
  return start === 0 ? text : text.slice(start);
}

/** Joins route segments into a route with single slashes and a leading slash. */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** Applies the trailing-slash setting to a route: `true` adds one, `false` removes it, `undefined` keeps it. */
export function applyTrailingSlash(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/' || trailingSlash === undefined) return route;
  if (trailingSlash) return route.endsWith('/') ? route : `${route}/`;
  return route.endsWith('/') ? route.slice(0, -1) : route;
}

// Characters that encodeRoute keeps as they are: a route made only of them is its own encoding (most routes are).
const KEPT_AS_IS = /^[A-Za-z0-9\-_.!~*'()/$&+:;=@]*$/;

/** Percent-encodes a route for an href, keeping `/` and the sub-delimiters that are safe in paths (like `&`). */
export function encodeRoute(route: string): string {
  if (KEPT_AS_IS.test(route)) return route;
  return route
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/%(2[46B]|3[ABD]|40)/gi, (m) => decodeURIComponent(m)),
    )
    .join('/');
}

const PLAIN_ASCII = /^[\x00-\x24\x26-\x7f]*$/;

/** Decodes an href path back to a route (NFC); returns undefined for malformed percent-encoding. */
export function decodeRoute(pathname: string): string | undefined {
  // Most links are plain ASCII without escapes: nothing to decode or normalise.
  if (PLAIN_ASCII.test(pathname)) return pathname;
  try {
    return decodeURIComponent(pathname).normalize('NFC');
  } catch {
    return undefined;
  }
}

/** The href of a page route: baseUrl + encoded route with the trailing-slash rule. */
export function routeHref(route: string, options: UrlOptions): string {
  const withSlash = applyTrailingSlash(route, options.trailingSlash);
  return options.baseUrl.replace(/\/$/, '') + encodeRoute(withSlash);
}

/** The href of a file in the output (asset, feed, image): baseUrl + encoded path, never a trailing slash rule. */
export function fileHref(relPath: string, options: Pick<UrlOptions, 'baseUrl'>): string {
  return options.baseUrl + encodeRoute(trimLeadingSlashes(relPath));
}

/** The output file of a page route: `x/index.html`, or `x.html` when trailingSlash is false. */
export function routeOutFile(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/') return 'index.html';
  const trimmed = trimTrailingSlashes(trimLeadingSlashes(route));
  return trailingSlash === false ? `${trimmed}.html` : `${trimmed}/index.html`;
}

/** True for links that leave the site: a URL scheme (`https:`, `mailto:`) or protocol-relative `//`. */
export function isExternalLink(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Splits `path?query#hash` into its parts. */
export function splitHref(href: string): { path: string; query: string; hash: string } {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}

/**
 * Normalises a root-relative link written by an author (`/docs/x`, `/docs/x/#y`): applies baseUrl and the
 * trailing-slash rule to the path and keeps query and hash. Hash-only and external links come back unchanged.
 */
export function normaliseLink(href: string, options: UrlOptions): string {
  if (href.startsWith('#') || isExternalLink(href) || !href.startsWith('/')) return href;
  const { path, query, hash } = splitHref(href);
  const route = decodeRoute(path) ?? path;
  // File links (feeds, images) keep their exact path.
  if (/\.[a-z0-9]{1,5}$/i.test(route)) return fileHref(route, options) + query + hash;
  return routeHref(route, options) + query + hash;
}
