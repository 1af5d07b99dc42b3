// A site without a page at `/` (no `pages/index.md`, no doc at the root) still has a front door: a redirect page to
// the config's `home`, or else to the first doc of the first sidebar.
import type { ResolvedConfig } from '../config/types.ts';
import type { SitePage } from './site-types.ts';
import type { SidebarEntry } from './types.ts';

function firstRoute(entries: readonly SidebarEntry[]): string | undefined {
  for (const entry of entries) {
    if (entry.type === 'doc') return entry.route;
    if (entry.type === 'category') {
      const found = entry.route ?? firstRoute(entry.items);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The redirect page at `/`, or undefined when a page has that route or the site has nowhere to go. */
export function createHomeRedirect(
  config: Pick<ResolvedConfig, 'home'>,
  pages: readonly SitePage[],
  sidebars: ReadonlyMap<string, readonly SidebarEntry[]>,
): SitePage | undefined {
  if (pages.some((page) => page.route === '/')) return undefined;
  let to = config.home;
  for (const entries of sidebars.values()) {
    if (to !== undefined) break;
    to = firstRoute(entries);
  }
  to ??= pages
    .filter((page) => page.kind === 'doc' && page.canonicalRoute === undefined)
    .map((page) => page.route)
    .sort()[0];
  return to === undefined ? undefined : { kind: 'redirect', route: '/', to };
}

/**
 * A redirect at each version's docs root (`/docs`, `/docs/1.0`) that no page or redirect holds, to the version's first
 * doc, as Docusaurus serves it; the site's root is the home redirect's.
 */
export function createDocsRootRedirects(
  versions: readonly { routeBase: string; firstRoute: string | undefined }[],
  pages: readonly SitePage[],
): SitePage[] {
  const taken = new Set(pages.map((page) => page.route.replace(/\/+$/, '') || '/'));
  const redirects: SitePage[] = [];
  for (const { routeBase, firstRoute: to } of versions) {
    const route = routeBase.replace(/\/+$/, '') || '/';
    if (route === '/' || to === undefined || taken.has(route) || route === to.replace(/\/+$/, '')) continue;
    taken.add(route);
    redirects.push({ kind: 'redirect', route, to });
  }
  return redirects;
}
