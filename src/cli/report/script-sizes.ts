// The script line of the build summary: what the lightest and the heaviest page load of docsgen's browser script,
// gzipped as served. Every page loads the script itself; a page with tab sets or diagrams loads their parts too, the
// search page its own; the search box's part and "Copy page" load only when the reader first uses them.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { SitePage } from '../../model/site-types.ts';
import type { MarkdownFeature } from '../../markdown/types.ts';

const gzipAsync = promisify(gzip);
const SCRIPT_DIR = 'assets/js';
// The parts a page loads by itself, by what the page has.
const PAGE_PARTS: readonly [MarkdownFeature | 'search', string][] = [
  ['tabs', 'tabs'],
  ['mermaid', 'diagrams'],
  ['search', 'session'],
];

/** Gzipped bytes of the script on the lightest and the heaviest page, and of the parts loaded on first use. */
export interface ScriptSizes {
  lightest: { route: string; bytes: number };
  heaviest: { route: string; bytes: number; parts: string[] };
  onUse: { search: number; copyPage: number };
}

/** Measures the browser script in `outDir` for the site's pages, or undefined when there is none. */
export async function measureScript(
  outDir: string,
  pages: readonly SitePage[],
): Promise<ScriptSizes | undefined> {
  const dir = path.join(outDir, ...SCRIPT_DIR.split('/'));
  if (!existsSync(dir)) return undefined;
  const sizes = new Map<string, number>();
  for (const file of await readdir(dir)) {
    const part = /^([a-z-]+)\.[0-9a-f]+\.js$/.exec(file)?.[1];
    if (part) sizes.set(part, (await gzipAsync(await readFile(path.join(dir, file)))).byteLength);
  }
  const main = sizes.get('main');
  if (main === undefined) return undefined;
  let lightest: ScriptSizes['lightest'] | undefined;
  let heaviest: ScriptSizes['heaviest'] | undefined;
  for (const page of pages) {
    const has = pageHas(page);
    if (has === undefined) continue;
    const parts = PAGE_PARTS.filter(([need]) => has.includes(need)).map(([, part]) => part);
    const bytes = parts.reduce((total, part) => total + (sizes.get(part) ?? 0), main);
    if (!lightest || bytes < lightest.bytes) lightest = { route: page.route, bytes };
    if (!heaviest || bytes > heaviest.bytes) heaviest = { route: page.route, bytes, parts };
  }
  if (!lightest || !heaviest) return undefined;
  return {
    lightest,
    heaviest,
    onUse: { search: sizes.get('session') ?? 0, copyPage: sizes.get('copy-page') ?? 0 },
  };
}

// What a page has that its script loads a part for (undefined: a page that is not shown as one, like a redirect).
function pageHas(page: SitePage): readonly (MarkdownFeature | 'search')[] | undefined {
  switch (page.kind) {
    case 'doc':
      return page.doc.markdown.features;
    case 'page':
      return page.page.markdown.features;
    case 'blog-post':
      return page.post.markdown.features;
    case 'search':
      return ['search'];
    case 'redirect':
      return undefined;
    default:
      return [];
  }
}
