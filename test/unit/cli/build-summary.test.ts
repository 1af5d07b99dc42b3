// The summary block: aligned labels, sizes in kB and MB, the slowest pages only with --verbose, diagnostics by code.
import pc from 'picocolors';
import { describe, expect, it } from 'vitest';
import {
  diagnosticsByCode,
  formatBuildSummary,
  formatBytes,
  pagesByKind,
  type BuildSummary,
} from '../../../src/cli/report/build-summary.ts';
import { createDiagnostic } from '../../../src/diagnostics.ts';
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
});
