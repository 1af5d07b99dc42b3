// The summary block: aligned labels, sizes in kB and MB, the slowest pages only with --verbose, diagnostics by code.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pc from 'picocolors';
import { afterAll, describe, expect, it } from 'vitest';
import {
  diagnosticsByCode,
  formatBuildSummary,
  formatBytes,
  GZIP_SAMPLE,
  measureOutput,
  pagesByKind,
  type BuildSummary,
} from '../../../src/cli/report/build-summary.ts';
import { createDiagnostic } from '../../../src/diagnostics/diagnostic.ts';
import type { SitePage } from '../../../src/model/site-types.ts';

const summary: BuildSummary = {
  pages: { docs: 1200, blog: 4, pages: 2, generated: 30 },
  output: {
    files: 1300,
    bytes: 12_345_678,
    html: { files: 1236, bytes: 11_000_000, gzipBytes: 2_100_000 },
    js: { files: 2, bytes: 70_000, gzipBytes: 25_200 },
    css: { files: 1, bytes: 37_000, gzipBytes: 8_400 },
    search: { files: 3, bytes: 950 },
  },
  slowest: [
    { route: '/docs/a', ms: 74.4 },
    { route: '/docs/b', ms: 25.1 },
  ],
  diagnostics: [{ code: 'broken-link', count: 3 }],
};

describe('the build summary', () => {
  it('prints aligned rows, with the slowest pages only when verbose', () => {
    const plain = pc.createColors(false);
    const lines = formatBuildSummary(summary, plain, true);
    expect(lines).toEqual([
      '  pages         1,200 docs · 4 blog · 2 pages · 30 generated',
      '  output        12.3 MB in 1,300 files',
      '  gzipped       HTML 2.1 MB · JS 25.2 kB · CSS 8.4 kB',
      '  search index  950 B in 3 files',
      '  slowest       /docs/a 74 ms · /docs/b 25 ms',
      '  diagnostics   broken-link 3',
    ]);
    expect(formatBuildSummary(summary, plain, false).some((line) => line.includes('slowest'))).toBe(false);
  });

  it('colours labels and numbers when colour is on', () => {
    const lines = formatBuildSummary(summary, pc.createColors(true), false);
    expect(lines[0]).toContain('\u001b[2mpages');
    expect(lines[1]).toContain('\u001b[1m12.3 MB');
  });

  it('formats sizes in powers of 1000', () => {
    expect([formatBytes(999), formatBytes(1000), formatBytes(1_500_000)]).toEqual([
      '999 B',
      '1.0 kB',
      '1.5 MB',
    ]);
  });

  it('counts pages by kind and diagnostics by code, most frequent first', () => {
    const pages = [
      { kind: 'doc' },
      { kind: 'doc' },
      { kind: 'page' },
      { kind: 'blog-post' },
      { kind: 'blog-list' },
      { kind: 'category' },
      { kind: 'not-found' },
    ] as SitePage[];
    expect(pagesByKind(pages)).toEqual({ docs: 2, blog: 2, pages: 1, generated: 2 });
    const list = [
      createDiagnostic('warning', 'missing-image', 'a.md', 'x'),
      createDiagnostic('warning', 'broken-link', 'a.md', 'x'),
      createDiagnostic('warning', 'broken-link', 'b.md', 'x'),
    ];
    expect(diagnosticsByCode(list)).toEqual([
      { code: 'broken-link', count: 2 },
      { code: 'missing-image', count: 1 },
    ]);
  });

  it('marks an estimated gzip figure with ≈ and the sample it came from', () => {
    const sampled = {
      ...summary,
      output: { ...summary.output, html: { ...summary.output.html, gzipSampled: 400 } },
    };
    expect(formatBuildSummary(sampled, pc.createColors(false), false)[2]).toBe(
      '  gzipped       HTML ≈ 2.1 MB (400 of 1,236 files gzipped) · JS 25.2 kB · CSS 8.4 kB',
    );
  });
});

describe('measuring the output', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  // `pages` HTML pages of different sizes and make-up (some repetitive, some less so), one script, one stylesheet.
  const outputOf = async (pages: number): Promise<{ dir: string; html: Buffer[] }> => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-measure-'));
    dirs.push(dir);
    const html: Buffer[] = [];
    let seed = pages;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < pages; i++) {
      const words = Array.from({ length: 50 + (i % 7) * 90 }, () => `w${next() % (20 + (i % 5) * 400)}`);
      const body = Buffer.from(`<!doctype html><title>Page ${i}</title><p>${words.join(' ')}</p>`);
      await mkdir(path.join(dir, `p${i}`));
      await writeFile(path.join(dir, `p${i}/index.html`), body);
      html.push(body);
    }
    await mkdir(path.join(dir, 'assets/search'), { recursive: true });
    await writeFile(path.join(dir, 'assets/app.js'), 'console.log(1);'.repeat(50));
    await writeFile(path.join(dir, 'assets/app.css'), 'a{color:red}'.repeat(50));
    await writeFile(path.join(dir, 'assets/search/manifest.json'), '{"v":1}');
    return { dir, html };
  };
  const exactGzip = (list: Buffer[]): number => list.reduce((sum, b) => sum + gzipSync(b).byteLength, 0);

  it('gzips every file of a type with no more than the sample size, exactly', async () => {
    const { dir, html } = await outputOf(GZIP_SAMPLE);
    const sizes = await measureOutput(dir);
    expect(sizes.html).toEqual({
      files: GZIP_SAMPLE,
      bytes: html.reduce((sum, b) => sum + b.byteLength, 0),
      gzipBytes: exactGzip(html),
    });
    expect(sizes.files).toBe(GZIP_SAMPLE + 3);
    expect(sizes.search).toEqual({ files: 1, bytes: 7 });
    expect(sizes.js.gzipBytes).toBe(gzipSync('console.log(1);'.repeat(50)).byteLength);
  });

  it('estimates a larger type from an even sample, within 3% of gzipping it all', async () => {
    const { dir, html } = await outputOf(3 * GZIP_SAMPLE + 17);
    const reports: number[] = [];
    const sizes = await measureOutput(dir, (done) => reports.push(done));
    const exact = exactGzip(html);
    expect(sizes.html.files).toBe(html.length);
    expect(sizes.html.bytes).toBe(html.reduce((sum, b) => sum + b.byteLength, 0));
    expect(sizes.html.gzipSampled).toBe(GZIP_SAMPLE);
    expect(sizes.html.gzipBytes).not.toBe(exact);
    expect(Math.abs(sizes.html.gzipBytes - exact) / exact).toBeLessThan(0.03);
    expect(sizes.js.gzipSampled).toBeUndefined();
    expect(reports.at(-1)).toBe(sizes.files);
  });
});
