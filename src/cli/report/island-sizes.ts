// The islands' line of the build summary: what a page with islands loads on top of a page without, gzipped as served
// (one file, one request): React's chunk with the loader and the chunks they import, then, by page type, each island
// component used there with the chunks it adds. Measured only for a site whose pages use islands.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ISLANDS_DIR } from '../../islands/bundle.ts';
import type { SitePage } from '../../model/site-types.ts';

const gzipAsync = promisify(gzip);
// esbuild's ES module output: `import"./chunk.X.js"` and `from"./chunk.X.js"`.
const IMPORT = /(?:\bimport|\bfrom)\s*["']\.\/([\w.$-]+\.js)["']/g;

/** The gzipped bytes of React (with the loader) and, by page type, of each island component used there. */
export interface IslandSizes {
  react: number;
  /** Page type (`docs`, `blog`, `pages`) → component name → gzipped bytes it adds. */
  byType: Record<string, Record<string, number>>;
}

/** Measures the islands of the build in `outDir`, or undefined when no page uses one. */
export async function measureIslands(
  outDir: string,
  pages: readonly SitePage[],
): Promise<IslandSizes | undefined> {
  const used = islandsByType(pages);
  const dir = path.join(outDir, ...ISLANDS_DIR.split('/'));
  if (Object.keys(used).length === 0 || !existsSync(dir)) return undefined;
  const files = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  const sizes = new Map<string, number>();
  const imports = new Map<string, string[]>();
  await Promise.all(
    files.map(async (file) => {
      const contents = await readFile(path.join(dir, file));
      sizes.set(file, (await gzipAsync(contents)).byteLength);
      imports.set(
        file,
        [...contents.toString('utf8').matchAll(IMPORT)].map((m) => m[1]!),
      );
    }),
  );
  const closure = (start: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file) || !sizes.has(file)) return;
      seen.add(file);
      for (const next of imports.get(file) ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const chunkOf = (name: string) => files.find((file) => file.startsWith(`${name}.`));
  const base = closure(['react', 'loader'].flatMap((name) => chunkOf(name) ?? []));
  const sum = (set: Iterable<string>) => [...set].reduce((total, file) => total + sizes.get(file)!, 0);
  const byType: IslandSizes['byType'] = {};
  for (const [type, names] of Object.entries(used)) {
    byType[type] = {};
    for (const name of [...names].sort()) {
      const own = [...closure([chunkOf(name) ?? ''])].filter((file) => !base.has(file));
      byType[type][name] = sum(own);
    }
  }
  return { react: sum(base), byType };
}

// The island components of each page type, from the pages' features.
function islandsByType(pages: readonly SitePage[]): Record<string, Set<string>> {
  const used: Record<string, Set<string>> = {};
  for (const page of pages) {
    const [type, rendered] =
      page.kind === 'doc'
        ? ['docs', page.doc]
        : page.kind === 'page'
          ? ['pages', page.page]
          : page.kind === 'blog-post'
            ? ['blog', page.post]
            : [undefined, undefined];
    if (type === undefined) continue;
    for (const feature of rendered.markdown.features) {
      if (!feature.startsWith('island:')) continue;
      (used[type] ??= new Set()).add(feature.slice('island:'.length));
    }
  }
  return used;
}
