import type { ContentAsset } from '../content/assets.ts';
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
  return [...linked.values()];
}
