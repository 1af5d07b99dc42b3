import { routeHref, type UrlOptions } from '../../shared/urls.ts';

interface Hrefs {
  baseUrl: string;
  trailingSlash: boolean | undefined;
  byRoute: Map<string, string>;
}

// Pure memo per config (the URL settings it was made with are checked, so a changed setting never gets an old href).
const hrefsMemo = new WeakMap<UrlOptions, Hrefs>();

/**
 * `routeHref`, remembered per config: for routes that many pages link to (the categories of breadcrumbs, the pages of
 * previous/next links), which would otherwise be encoded again on every page.
 */
export function sharedRouteHref(route: string, urls: UrlOptions): string {
  let hrefs = hrefsMemo.get(urls);
  if (!hrefs || hrefs.baseUrl !== urls.baseUrl || hrefs.trailingSlash !== urls.trailingSlash) {
    hrefs = { baseUrl: urls.baseUrl, trailingSlash: urls.trailingSlash, byRoute: new Map() };
    hrefsMemo.set(urls, hrefs);
  }
  let href = hrefs.byRoute.get(route);
  if (href === undefined) {
    href = routeHref(route, urls);
    hrefs.byRoute.set(route, href);
  }
  return href;
}
