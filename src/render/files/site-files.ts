import type { ResolvedConfig } from '../../config/types.ts';
import type { Site } from '../../model/site-types.ts';
import type { ClientBundle } from '../../assets/bundle-client.ts';
import { createCspFile } from './csp.ts';
import { diagramAssets, mathAssets } from '../../assets/markdown-assets.ts';
import type { MarkdownFeature } from '../../markdown/types.ts';
import { createFeeds } from './feeds.ts';
import type { RenderContext } from '../render-context.ts';
import { createRobots, createSitemap } from './sitemap.ts';

/** An output file by path, made when called. */
export type FileMaker = [path: string, make: () => string | Uint8Array];

/**
 * Every output file but the pages, the search index and the static files. `features`: the markdown features whose
 * assets to write, `'used'` (those some page uses: the bodies must be rendered) or `'all'` (serve, before they are).
 */
export function extraFiles(
  site: Site,
  config: ResolvedConfig,
  client: ClientBundle,
  context: RenderContext,
  features: 'used' | 'all' = 'used',
): FileMaker[] {
  const used = features === 'all' ? new Set<MarkdownFeature>(['math', 'mermaid']) : collectSiteFeatures(site);
  const ready = [
    ...client.files,
    ...context.fragments,
    ...createFeeds(site),
    ...(used.has('math') ? mathAssets().files : []),
    ...(used.has('mermaid') ? diagramAssets().files : []),
    createCspFile(client.themeScript, config.markdown.embedHosts, inlineStylesOf(used)),
  ];
  return [
    ...ready.map((f): FileMaker => [f.path, () => f.contents]),
    ['sitemap.xml', () => createSitemap(site.pages, config)],
    ['robots.txt', () => createRobots(config)],
    // GitHub Pages would otherwise hide files and folders that start with '_'.
    ['.nojekyll', () => ''],
  ];
}

/** The markdown features any page of the site uses (its bodies must be rendered). */
export function collectSiteFeatures(site: Site): Set<MarkdownFeature> {
  const features = new Set<MarkdownFeature>();
  const add = (list: readonly MarkdownFeature[] | undefined): void => {
    for (const feature of list ?? []) features.add(feature);
  };
  for (const doc of site.docsById.values()) add(doc.markdown.features);
  for (const post of site.posts) add(post.markdown.features);
  for (const page of site.pages) if (page.kind === 'page') add(page.page.markdown.features);
  return features;
}

function inlineStylesOf(features: ReadonlySet<MarkdownFeature>): 'attributes' | 'all' | undefined {
  return features.has('mermaid') ? 'all' : features.has('math') ? 'attributes' : undefined;
}
