// The islands' line of the build summary: React's chunk (with the loader and what they import) once, then each island
// component per page type with only the chunks it adds, gzipped; nothing for a site whose pages use no island.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pc from 'picocolors';
import { afterAll, describe, expect, it } from 'vitest';
import { formatBuildSummary, type BuildSummary } from '../../../src/cli/report/build-summary.ts';
import { measureIslands } from '../../../src/cli/report/island-sizes.ts';
import type { SitePage } from '../../../src/model/site-types.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const CHUNKS: Record<string, string> = {
  'react.AAA.js': `import"./chunk.SHARED.js";export const h=${'"react"+'.repeat(300)}1;`,
  'loader.BBB.js': 'const l=1;export{l};',
  'chunk.SHARED.js': `export const s=${'"shared"+'.repeat(200)}1;`,
  'Carousel.CCC.js': `import{s}from"./chunk.SHARED.js";import{w}from"./chunk.SWIPE.js";export default ()=>s+w;`,
  'chunk.SWIPE.js': `export const w=${'"swipe"+'.repeat(100)}1;`,
  'Counter.DDD.js': 'import{h}from"./react.AAA.js";export default ()=>h;',
};
const gz = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(CHUNKS[file]!).byteLength, 0);

async function outDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-island-sizes-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'assets/islands'), { recursive: true });
  for (const [file, text] of Object.entries(CHUNKS))
    await writeFile(path.join(dir, 'assets/islands', file), text);
  return dir;
}

const doc = (features: string[]) =>
  ({ kind: 'doc', route: '/docs/x', doc: { markdown: { features } } }) as unknown as SitePage;
const page = (features: string[]) =>
  ({ kind: 'page', route: '/x', page: { markdown: { features } } }) as unknown as SitePage;

describe('the islands in the build summary', () => {
  it('counts React once and each component by page type, without the chunks React brings', async () => {
    const pages = [
      doc(['island:Carousel', 'component:Badge']),
      doc(['island:Counter']),
      page(['island:Counter']),
      doc([]),
    ];
    const sizes = await measureIslands(await outDir(), pages);
    expect(sizes).toEqual({
      react: gz(['react.AAA.js', 'loader.BBB.js', 'chunk.SHARED.js']),
      byType: {
        docs: { Carousel: gz(['Carousel.CCC.js', 'chunk.SWIPE.js']), Counter: gz(['Counter.DDD.js']) },
        pages: { Counter: gz(['Counter.DDD.js']) },
      },
    });
    const summary: BuildSummary = {
      pages: { docs: 3, blog: 0, pages: 1, generated: 0 },
      output: {
        files: 0,
        bytes: 0,
        html: { files: 0, bytes: 0, gzipBytes: 0 },
        js: { files: 0, bytes: 0, gzipBytes: 0 },
        css: { files: 0, bytes: 0, gzipBytes: 0 },
        search: { files: 0, bytes: 0 },
      },
      slowest: [],
      diagnostics: [],
      islands: {
        react: 58_012,
        byType: { docs: { Carousel: 12_140, Counter: 402 }, pages: { Counter: 402 } },
      },
    };
    expect(formatBuildSummary(summary, pc.createColors(false), false)[3]).toBe(
      '  islands       React 58.0 kB · docs: Carousel 12.1 kB, Counter 402 B · pages: Counter 402 B (JS, gzipped)',
    );
    const { islands: _none, ...without } = summary;
    expect(
      formatBuildSummary(without, pc.createColors(false), false).some((l) => l.includes('islands')),
    ).toBe(false);
  });

  it('says nothing for a site whose pages use build-time components only', async () => {
    expect(await measureIslands(await outDir(), [doc(['component:Badge']), page([])])).toBeUndefined();
  });
});
