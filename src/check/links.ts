import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LinkRef, RenderedMarkdown } from '../markdown/types.ts';
import type { Site, SitePage } from '../site/site-types.ts';
import { decodeRoute, isExternalLink, splitHref } from '../site/urls.ts';

const routeKey = (route: string): string => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/** The markdown a page was rendered from, with its source file; undefined for generated pages and mirrors. */
function pageMarkdown(page: SitePage): { file: string; markdown: RenderedMarkdown } | undefined {
  if (page.kind === 'doc' && page.canonicalRoute === undefined) return { file: page.doc.entry.source.source.file, markdown: page.doc.markdown };
  if (page.kind === 'page') return { file: page.page.entry.source.source.file, markdown: page.page.markdown };
  if (page.kind === 'blog-post') return { file: page.post.entry.source.source.file, markdown: page.post.markdown };
  return undefined;
}

/** Checks every internal link and anchor written in markdown against the site's routes, files and ids. */
export function collectLinkProblems(site: Site): Diagnostic[] {
  const { config } = site;
  const routes = new Map<string, SitePage>();
  const foldedRoutes = new Map<string, string>();
  for (const page of site.pages) {
    routes.set(routeKey(page.route), page);
    foldedRoutes.set(routeKey(page.route).toLowerCase(), page.route);
  }
  const files = new Set(site.staticAssets.map((a) => `/${a.relPath}`));
  if (config.blog) for (const type of config.blog.feedOptions.type) files.add(`${config.blog.routeBasePath}/${type}.xml`);
  files.add('/sitemap.xml').add('/robots.txt');
  const anchorsOf = (page: SitePage): Set<string> | undefined => {
    const md = page.kind === 'doc' ? page.doc.markdown : page.kind === 'page' ? page.page.markdown : page.kind === 'blog-post' ? page.post.markdown : undefined;
    return md && new Set(md.anchors);
  };
  const base = config.baseUrl.replace(/\/$/, '');
  const diagnostics: Diagnostic[] = [];
  const report = (file: string, link: LinkRef, code: string, message: string) =>
    diagnostics.push(createDiagnostic('warning', code, file, message, link.line, link.column));

  for (const page of site.pages) {
    const source = pageMarkdown(page);
    if (!source) continue;
    for (const link of source.markdown.links) {
      if (link.kind !== 'link' || isExternalLink(link.href)) continue;
      const { path, hash } = splitHref(link.href);
      const fragment = hash ? decodeRoute(hash.slice(1)) ?? hash.slice(1) : '';
      if (path === '') {
        if (fragment && !source.markdown.anchors.includes(fragment)) {
          report(source.file, link, 'broken-anchor', `anchor #${fragment} does not exist on this page`);
        }
        continue;
      }
      if (!path.startsWith(`${base}/`) && path !== base) {
        report(source.file, link, 'broken-link', `link ${link.raw} is outside the site's baseUrl ${config.baseUrl}`);
        continue;
      }
      const route = decodeRoute(path.slice(base.length) || '/');
      if (route === undefined) {
        report(source.file, link, 'broken-link', `link ${link.raw} has malformed percent-encoding`);
        continue;
      }
      if (files.has(route)) continue;
      const target = routes.get(routeKey(route));
      if (!target) {
        const cased = foldedRoutes.get(routeKey(route).toLowerCase());
        report(
          source.file,
          link,
          'broken-link',
          cased ? `link ${link.raw} differs from a page only in case; did you mean ${cased}? (hosts are case-sensitive)` : `link ${link.raw} points to no page`,
        );
        continue;
      }
      const anchors = anchorsOf(target);
      if (fragment && anchors && !anchors.has(fragment)) {
        report(source.file, link, 'broken-anchor', `anchor #${fragment} does not exist on ${target.route}`);
      }
    }
  }
  return diagnostics;
}
