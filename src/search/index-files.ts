import type { OutputFile } from '../render/bundle-client.ts';
import { contentHash } from '../render/bundle-client.ts';
import type { Site } from '../site/site-types.ts';
import { routeHref } from '../site/urls.ts';

/** The search index files and the manifest path the browser reads first. */
export function createSearchFiles(site: Site): { files: OutputFile[]; manifestPath: string } {
  const docs = site.pages.flatMap((page) => {
    if (page.kind !== 'doc' || page.canonicalRoute !== undefined) return [];
    return page.doc.markdown.sections.map((s) => ({
      t: page.doc.title,
      h: s.heading,
      u: routeHref(page.route, site.config) + (s.id ? `#${s.id}` : ''),
      c: s.text,
    }));
  });
  const index = JSON.stringify(docs);
  const indexPath = `assets/search/index.${contentHash(index)}.json`;
  const manifest = JSON.stringify({ indexes: [{ context: '', path: indexPath }] });
  return { files: [{ path: indexPath, contents: index }, { path: 'assets/search/manifest.json', contents: manifest }], manifestPath: 'assets/search/manifest.json' };
}
