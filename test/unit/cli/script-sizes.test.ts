// The script line of the build summary: the lightest page loads the script alone, the heaviest adds the parts its
// tab sets, diagrams or search page need (gzipped); the search box's part and Copy page are counted as on first use.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pc from 'picocolors';
import { afterAll, describe, expect, it } from 'vitest';
import { formatBuildSummary } from '../../../src/cli/report/build-summary.ts';
import { measureScript } from '../../../src/cli/report/script-sizes.ts';
import type { SitePage } from '../../../src/model/site-types.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const FILES: Record<string, string> = {
  'main.0123456789.js': `(()=>{${'"main"+'.repeat(400)}1})();`,
  'tabs.1111111111.js': `export const t=${'"tabs"+'.repeat(90)}1;`,
  'diagrams.2222222222.js': `export const d=${'"draw"+'.repeat(60)}1;`,
  'session.3333333333.js': `export const s=${'"search"+'.repeat(200)}1;`,
  'copy-page.4444444444.js': `export const c=${'"copy"+'.repeat(40)}1;`,
  // The Mermaid library sits beside the parts: it is not docsgen's script.
  'mermaid.5555555555.js': `var m=${'"mermaid"+'.repeat(900)}1;`,
};
const gz = (file: string) => gzipSync(FILES[file]!).byteLength;

async function outDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-script-sizes-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'assets/js'), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) await writeFile(path.join(dir, 'assets/js', file), text);
  return dir;
}

const doc = (route: string, features: string[]) =>
  ({ kind: 'doc', route, doc: { markdown: { features } } }) as unknown as SitePage;

describe('the script in the build summary', () => {
  it('finds the lightest and the heaviest page by the parts their features load', async () => {
    const pages = [
      doc('/docs/tabs', ['tabs']),
      doc('/docs/plain', []),
      doc('/docs/both', ['mermaid', 'tabs', 'math']),
      { kind: 'redirect', route: '/old', to: '/docs/plain' } as SitePage,
    ];
    const sizes = await measureScript(await outDir(), pages);
    const main = gz('main.0123456789.js');
    expect(sizes).toEqual({
      lightest: { route: '/docs/plain', bytes: main },
      heaviest: {
        route: '/docs/both',
        bytes: main + gz('tabs.1111111111.js') + gz('diagrams.2222222222.js'),
        parts: ['tabs', 'diagrams'],
      },
      onUse: { search: gz('session.3333333333.js'), copyPage: gz('copy-page.4444444444.js') },
    });
    const lines = formatBuildSummary(
      {
        pages: { docs: 3, blog: 0, pages: 0, generated: 1 },
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
        script: sizes!,
      },
      pc.createColors(false),
      false,
    );
    const line = lines.find((one) => one.trimStart().startsWith('script'));
    expect(line).toContain('lightest');
    expect(line).toContain('(/docs/plain)');
    expect(line).toContain('(/docs/both: tabs, diagrams)');
    expect(line).toContain('on first use: search');
  });

  it('counts the search page with the search part, and says nothing without a script', async () => {
    const dir = await outDir();
    const sizes = await measureScript(dir, [
      doc('/docs/a', []),
      { kind: 'search', route: '/search' } as SitePage,
    ]);
    expect(sizes?.heaviest).toEqual({
      route: '/search',
      bytes: gz('main.0123456789.js') + gz('session.3333333333.js'),
      parts: ['session'],
    });
    const empty = await mkdtemp(path.join(os.tmpdir(), 'docsgen-script-sizes-'));
    dirs.push(empty);
    expect(await measureScript(empty, [doc('/docs/a', [])])).toBeUndefined();
  });
});
