import type { ResolvedConfig } from '../../config/types.ts';
import { isUnlisted, type SitePage } from '../../model/site-types.ts';
import { absoluteUrl } from '../props/head.ts';

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** True for pages that belong in the sitemap and search engines: not mirrors, unlisted pages, redirects, 404 or search. */
export function isIndexable(page: SitePage): boolean {
  if (page.kind === 'not-found' || page.kind === 'search' || page.kind === 'redirect') return false;
  if (isUnlisted(page)) return false;
  return !(page.kind === 'doc' && page.canonicalRoute !== undefined);
}

/** sitemap.xml of the indexable pages, sorted by URL. */
export function createSitemap(pages: SitePage[], config: ResolvedConfig): string {
  const urls = pages
    .filter(isIndexable)
    .map((p) => absoluteUrl(p.route, config))
    .sort();
  const body = urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

/** robots.txt allowing everything and naming the sitemap. */
export function createRobots(config: ResolvedConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.url}${config.baseUrl}sitemap.xml\n`;
}
