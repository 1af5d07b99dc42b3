import type { ResolvedConfig } from '../../config/types.ts';
import { allDocsOf, type Site } from '../../model/site-types.ts';
import type { ClientBundle } from '../../assets/bundle-client.ts';
import { createCspFile } from './csp.ts';
import { diagramAssets, mathAssets, starlightAssets } from '../../assets/markdown-assets.ts';
import type { MarkdownFeature } from '../../markdown/types.ts';
import { createFeeds } from './feeds.ts';
import { usesIslandFiles } from '../../islands/page-assets.ts';
import type { RenderContext } from '../render-context.ts';
import { createRobots, createSitemap } from './sitemap.ts';

/** An output file by path, made when called. */
export type FileMaker = [
  path: string,
  make: () => string | Uint8Array,
  /**
   * A very large file's text in parts, in order (what `make` joins): a disk build writes them as they come instead of
   * holding the whole text (`llms-full.txt` of a 100,000-page site is some 250 MB).
   */
  parts?: () => Iterable<string>,
];

/**
 * Every output file but the pages, the search index and the static files. `features`: `'used'` writes the assets of
 * the markdown features some page uses (the bodies must be rendered); `'lazy'` (serve) does so when the bodies are
 * rendered already, and else offers the assets of every feature.
 */
export function extraFiles(
  site: Site,
  config: ResolvedConfig,
  client: ClientBundle,
  context: RenderContext,
  features: 'used' | 'lazy' = 'used',
): FileMaker[] {
  const used = features === 'used' ? collectSiteFeatures(site) : siteFeaturesOrAll(site);
  const csp = (): string | Uint8Array =>
    createCspFile(
      client.themeScript,
      config.markdown.embedHosts,
      // Asked for later, serve's policy is the one a build of the same files writes.
      inlineStylesOf(features === 'used' ? used : siteFeaturesOrAll(site)),
    ).contents;
  const ready = [
    ...client.files,
    ...context.fragments,
    ...createFeeds(site),
    ...(used.has('math') ? mathAssets().files : []),
    ...(used.has('mermaid') ? diagramAssets().files : []),
    ...(used.has('starlight') ? starlightAssets().files : []),
    ...((features === 'lazy' || usesIslandFiles(used)) && config.markdown.islandBundle
      ? config.markdown.islandBundle.files
      : []),
  ];
  return [
    ...ready.map((f): FileMaker => [f.path, () => f.contents]),
    ['csp.txt', csp],
    ['sitemap.xml', () => createSitemap(site.pages, config)],
    ['robots.txt', () => createRobots(config)],
    // GitHub Pages would otherwise hide files and folders that start with '_'.
    ['.nojekyll', () => ''],
  ];
}

// The features the site uses, or every feature while some body is still being rendered (serve).
function siteFeaturesOrAll(site: Site): Set<MarkdownFeature> {
  try {
    return collectSiteFeatures(site);
  } catch {
    return new Set<MarkdownFeature>(['math', 'mermaid', 'starlight']);
  }
}

/** The markdown features any page of the site uses (its bodies must be rendered). */
export function collectSiteFeatures(site: Site): Set<MarkdownFeature> {
  const features = new Set<MarkdownFeature>();
  const add = (list: readonly MarkdownFeature[] | undefined): void => {
    for (const feature of list ?? []) features.add(feature);
  };
  for (const doc of allDocsOf(site)) add(doc.markdown.features);
  for (const post of site.posts) add(post.markdown.features);
  for (const page of site.pages) if (page.kind === 'page') add(page.page.markdown.features);
  return features;
}

function inlineStylesOf(features: ReadonlySet<MarkdownFeature>): 'attributes' | 'all' | undefined {
  return features.has('mermaid') ? 'all' : features.has('math') ? 'attributes' : undefined;
}
