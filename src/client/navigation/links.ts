// Which links the client navigation may take over; everything else is left to the browser.
import { pathAfterBase } from '../../shared/base-path.ts';

/** `path?query` of a URL: two URLs with the same key show the same page. */
export function pageKey(url: URL | Location): string {
  return url.pathname + url.search;
}

/** True when `url` is a page of this site: same origin, inside `baseUrl`, and not a file such as an image or a feed. */
export function isSitePage(url: URL, baseUrl: string): boolean {
  return (
    url.origin === location.origin &&
    pathAfterBase(url.pathname, baseUrl) !== undefined &&
    !/\.(?!html?$)[^./]+$/i.test(url.pathname)
  );
}

/**
 * The page a click on `link` should swap in, or `undefined` when the browser should follow it: another window or a
 * download, another site or a path outside `baseUrl`, a file, or a `#hash` on the current page.
 */
export function swapTarget(link: Element, baseUrl: string): URL | undefined {
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href')) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  if (/(^|\s)external(\s|$)/i.test(link.rel)) return undefined;
  const url = new URL(link.href);
  if (!isSitePage(url, baseUrl)) return undefined;
  if (link.href.includes('#') && pageKey(url) === pageKey(location)) return undefined;
  return url;
}
