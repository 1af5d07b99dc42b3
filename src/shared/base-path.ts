// Where a URL path sits relative to the site's baseUrl. Shared by the dev server and the browser script, so it uses
// nothing but strings.

/**
 * The rest of `pathname` after `baseUrl` (with or without its trailing slash): `/x` for `<base>/x`, `/` for the
 * base folder itself, `''` for the base written without its trailing slash, `undefined` when the path is outside.
 */
export function pathAfterBase(pathname: string, baseUrl: string): string | undefined {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  if (pathname === base) return '';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}
