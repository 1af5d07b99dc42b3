import path from 'node:path';
import type { ContentAsset } from '../content/assets.ts';
import type { ParsedSource } from '../content/types.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';
import { decodeRoute, fileHref, splitHref } from '../shared/urls.ts';
import type { Site } from './site-types.ts';

function markdownOfPages(site: Site): RenderedMarkdown[] {
  const list: RenderedMarkdown[] = [];
  for (const page of site.pages) {
    if (page.kind === 'doc' && page.canonicalRoute === undefined) list.push(page.doc.markdown);
    else if (page.kind === 'page') list.push(page.page.markdown);
    else if (page.kind === 'blog-post') list.push(page.post.markdown);
  }
  return list;
}

/** The files beside the content that some page links or shows: the only ones the output holds (each once). */
export function linkedContentAssets(site: Site): ContentAsset[] {
  const assets = site.contentAssets ?? [];
  if (assets.length === 0) return [];
  const byHref = new Map<string, ContentAsset>();
  for (const asset of assets) byHref.set(decodeRoute(fileHref(asset.outputPath, site.config)) ?? '', asset);
  const linked = new Map<string, ContentAsset>();
  for (const markdown of markdownOfPages(site)) {
    for (const link of markdown.links) {
      const target = decodeRoute(splitHref(link.href).path);
      const asset = target === undefined ? undefined : byHref.get(target);
      if (asset) linked.set(asset.outputPath, asset);
    }
  }
  for (const page of site.pages) {
    const source =
      page.kind === 'doc' ? page.doc.entry.source : page.kind === 'page' ? page.page.entry.source : undefined;
    const asset = source && heroImageAsset(site, source);
    if (asset) linked.set(asset.outputPath, asset);
  }
  return [...linked.values()];
}

/**
 * The file beside the content that the hero image of a home page names, written from the page's folder or through
 * a path alias (`~/assets/hero.webp`); undefined when it names none (a static file, a URL, no hero image).
 */
export function heroImageAsset(site: Site, parsed: ParsedSource): ContentAsset | undefined {
  const fm = parsed.frontMatter;
  const src = fm.layout === 'home' ? fm.hero?.image?.src : undefined;
  if (src === undefined || src.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(src)) return undefined;
  const { rootDir, contentDir, markdown } = site.config;
  const alias = markdown.mdxRoots?.aliases?.find(([prefix]) => src.startsWith(prefix));
  const abs = alias
    ? path.resolve(alias[1], src.slice(alias[0].length))
    : path.resolve(rootDir, path.dirname(parsed.source.file), src);
  const relPath = path.relative(path.resolve(rootDir, contentDir), abs).split(path.sep).join('/');
  return site.contentAssets?.find((asset) => asset.relPath === relPath.normalize('NFC'));
}
