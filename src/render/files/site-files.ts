import type { ResolvedConfig } from '../../config/types.ts';
import type { Site } from '../../model/site-types.ts';
import type { ClientBundle } from '../../assets/bundle-client.ts';
import { createCspFile } from './csp.ts';
import { createFeeds } from './feeds.ts';
import type { RenderContext } from '../render-context.ts';
import { createRobots, createSitemap } from './sitemap.ts';

/** An output file by path, made when called. */
export type FileMaker = [path: string, make: () => string | Uint8Array];

/** Every output file but the pages, the search index and the static files. */
export function extraFiles(
  site: Site,
  config: ResolvedConfig,
  client: ClientBundle,
  context: RenderContext,
): FileMaker[] {
  const ready = [
    ...client.files,
    ...context.fragments,
    ...createFeeds(site),
    createCspFile(client.themeScript, config.markdown.embedHosts),
  ];
  return [
    ...ready.map((f): FileMaker => [f.path, () => f.contents]),
    ['sitemap.xml', () => createSitemap(site.pages, config)],
    ['robots.txt', () => createRobots(config)],
    // GitHub Pages would otherwise hide files and folders that start with '_'.
    ['.nojekyll', () => ''],
  ];
}
