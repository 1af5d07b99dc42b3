import type { ResolvedConfig } from '../../config/types.ts';
import { isNotFoundPage, isUnlisted, type SitePage } from '../../model/site-types.ts';
import { absoluteUrl } from '../props/head.ts';
import { hasLocales, localeConfig } from '../../config/locales.ts';
import { isUntranslated, localeAlternates } from '../props/locale-props.ts';

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** True for pages that belong in the sitemap and search engines: not mirrors, unlisted pages, redirects, 404 or search. */
export function isIndexable(page: SitePage): boolean {
  if (isNotFoundPage(page) || page.kind === 'search' || page.kind === 'redirect') return false;
  if (isUnlisted(page)) return false;
  return !(page.kind === 'doc' && page.canonicalRoute !== undefined);
}

/**
 * sitemap.xml of the indexable pages, sorted by URL. A site of several locales lists each page's alternates in the
 * other locales (`xhtml:link`), and leaves out a locale's untranslated pages (their canonical URL is the original).
 */
export function createSitemap(pages: SitePage[], config: ResolvedConfig): string {
  const locales = hasLocales(config);
  const entries = pages
    .filter((p) => isIndexable(p) && !(locales && isUntranslated(p)))
    .map((p) => ({ url: absoluteUrl(p.route, config), route: p.route }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const body = entries
    .map((e) => {
      const links = locales
        ? localeAlternates(config, e.route)
            .map(
              (a) =>
                `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang ?? '')}" href="${escapeXml(a.href)}"/>`,
            )
            .join('')
        : '';
      return `<url><loc>${escapeXml(e.url)}</loc>${links}</url>`;
    })
    .join('');
  const xhtml = locales ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>${body}</urlset>\n`;
}

/** robots.txt allowing everything and naming the sitemap. */
export function createRobots(config: ResolvedConfig): string {
  // A site of several locales names each locale's sitemap (only the one at the site's root is read).
  const sitemaps = hasLocales(config)
    ? config.locales.list
        .map((l) => `Sitemap: ${config.url}${localeConfig(config, l).baseUrl}sitemap.xml\n`)
        .join('')
    : `Sitemap: ${config.url}${config.baseUrl}sitemap.xml\n`;
  return `User-agent: *\nAllow: /\n\n${sitemaps}`;
}
