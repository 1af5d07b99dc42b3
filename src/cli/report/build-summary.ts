// The block `docsgen build` prints after a build: pages by kind, the output's size (total and gzipped by type), the
// search index, the slowest pages (with --verbose) and the diagnostics by code. The sizes are measured on the output
// folder as written, so they are what a host serves.
import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SitePage } from '../../model/site-types.ts';
import { SEARCH_ASSETS_DIR } from '../../shared/search-protocol.ts';
import type { Logger } from '../../diagnostics/log.ts';
import type { IslandSizes } from './island-sizes.ts';
import type { ScriptSizes } from './script-sizes.ts';

const gzipAsync = promisify(gzip);

/** Pages of a build by kind. */
export interface PagesByKind {
  docs: number;
  blog: number;
  pages: number;
  /** Category pages, tag and author lists, search, 404, redirects and plugin pages. */
  generated: number;
}

/** Bytes of one type of file, as written and gzipped. */
export interface TypeSize {
  files: number;
  bytes: number;
  gzipBytes: number;
  /** Set when `gzipBytes` is estimated from this many of the files, gzipped (more than GZIP_SAMPLE of the type). */
  gzipSampled?: number;
}

/** What the output folder holds, in bytes. */
export interface OutputSizes {
  files: number;
  bytes: number;
  html: TypeSize;
  js: TypeSize;
  css: TypeSize;
  /** The search index files (under `assets/search/`). */
  search: { files: number; bytes: number };
}

/** The numbers of the build summary. */
export interface BuildSummary {
  pages: PagesByKind;
  output: OutputSizes;
  slowest: { route: string; ms: number }[];
  /** Diagnostics per code, most frequent first. */
  diagnostics: { code: string; count: number }[];
  /** What pages with islands load on top (set only when some page uses an island). */
  islands?: IslandSizes;
  /** docsgen's browser script on the lightest and the heaviest page. */
  script?: ScriptSizes;
}

/** Counts pages by the kind the summary shows. */
export function pagesByKind(pages: readonly SitePage[]): PagesByKind {
  const counts: PagesByKind = { docs: 0, blog: 0, pages: 0, generated: 0 };
  for (const page of pages) {
    if (page.kind === 'doc') counts.docs++;
    else if (page.kind === 'page') counts.pages++;
    else if (page.kind.startsWith('blog-')) counts.blog++;
    else counts.generated++;
  }
  return counts;
}

/** Counts diagnostics by code, most frequent first (then by code). */
export function diagnosticsByCode(list: readonly Diagnostic[]): { code: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const d of list) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return [...counts]
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

// Files gzipped at once: enough to keep the thread pool busy, few enough to bound the memory they hold.
const GZIP_AT_ONCE = 16;

/**
 * Files of one type gzipped at most; a type with more is estimated from this many, evenly spread in path order (their
 * gzipped share of their bytes times the type's bytes). Gzipping every page took about a fifth of a 10,000-page
 * build's time, and what pages of one site gain from gzip varies little: the estimate is within a few percent.
 */
export const GZIP_SAMPLE = 400;

type GzipType = 'html' | 'js' | 'css';

const typeOf = (file: string): GzipType | undefined => {
  const ext = path.extname(file).toLowerCase();
  return ext === '.html' ? 'html' : ext === '.js' ? 'js' : ext === '.css' ? 'css' : undefined;
};

/** Runs `job` on each of `list`, GZIP_AT_ONCE at a time. */
async function inBatches<T>(list: readonly T[], job: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < list.length; start += GZIP_AT_ONCE) {
    await Promise.all(list.slice(start, start + GZIP_AT_ONCE).map(job));
  }
}

/** Every `length / count`-th of `list` (all of it when it is not longer than `count`). */
const evenlySpread = <T>(list: readonly T[], count: number): T[] =>
  list.length <= count
    ? [...list]
    : Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);

/**
 * Measures every file of `outDir`: total bytes, HTML/JS/CSS bytes and their gzipped sizes (estimated past
 * GZIP_SAMPLE files of a type), the search index. `onFiles` hears how many files are measured so far.
 */
export async function measureOutput(
  outDir: string,
  onFiles?: (done: number, total: number) => void,
): Promise<OutputSizes> {
  const empty = (): TypeSize => ({ files: 0, bytes: 0, gzipBytes: 0 });
  const sizes: OutputSizes = {
    files: 0,
    bytes: 0,
    html: empty(),
    js: empty(),
    css: empty(),
    search: { files: 0, bytes: 0 },
  };
  const files: string[] = [];
  for (const entry of await readdir(outDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  }
  files.sort();
  const searchDir = path.join(outDir, ...SEARCH_ASSETS_DIR.split('/')) + path.sep;
  const byType: Record<GzipType, string[]> = { html: [], js: [], css: [] };
  // One stat each, in a loop: at 100,000 pages, 266,000 files in a second or two.
  for (const file of files) {
    const { size } = statSync(file);
    sizes.files++;
    if (sizes.files % 5000 === 0) onFiles?.(sizes.files, files.length);
    sizes.bytes += size;
    if (file.startsWith(searchDir)) {
      sizes.search.files++;
      sizes.search.bytes += size;
    }
    const type = typeOf(file);
    if (!type) continue;
    sizes[type].files++;
    sizes[type].bytes += size;
    byType[type].push(file);
  }
  onFiles?.(files.length, files.length);
  for (const type of Object.keys(byType) as GzipType[]) {
    const sample = { bytes: 0, gzipBytes: 0 };
    await inBatches(evenlySpread(byType[type], GZIP_SAMPLE), async (file) => {
      const contents = await readFile(file);
      // Awaited before the sum is read: `a += await b` would add to the value `a` had before the wait.
      const packed = await gzipAsync(contents);
      sample.bytes += contents.byteLength;
      sample.gzipBytes += packed.byteLength;
    });
    const all = sizes[type];
    if (byType[type].length <= GZIP_SAMPLE) all.gzipBytes = sample.gzipBytes;
    else {
      all.gzipBytes = sample.bytes === 0 ? 0 : Math.round((sample.gzipBytes / sample.bytes) * all.bytes);
      all.gzipSampled = GZIP_SAMPLE;
    }
  }
  return sizes;
}

/** `812 B`, `4.1 kB`, `12.3 MB` (powers of 1000, as hosts and browsers show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const count = (n: number): string => n.toLocaleString('en-US');

// An estimate (from a sample of the files) says so, with the sample's size.
const gzipFigure = (size: TypeSize): string =>
  size.gzipSampled === undefined
    ? formatBytes(size.gzipBytes)
    : `≈ ${formatBytes(size.gzipBytes)} (${count(size.gzipSampled)} of ${count(size.files)} files gzipped)`;

// `React 58.0 kB · docs: Carousel 12.1 kB, Counter 0.4 kB`: gzipped JS, React's once, each component per page type.
const islandsFigure = (islands: IslandSizes, sep: string): string =>
  [
    `React ${formatBytes(islands.react)}`,
    ...Object.entries(islands.byType).map(
      ([type, names]) =>
        `${type}: ${Object.entries(names)
          .map(([name, bytes]) => `${name} ${formatBytes(bytes)}`)
          .join(', ')}`,
    ),
  ].join(sep) + ' (JS, gzipped)';

// `lightest 9.4 kB (/blog/) · heaviest 10.7 kB (/docs/x/: tabs, mermaid) · on first use: search 5.2 kB, …`.
const scriptFigure = ({ lightest, heaviest, onUse }: ScriptSizes, sep: string): string =>
  [
    `lightest ${formatBytes(lightest.bytes)} (${lightest.route})`,
    `heaviest ${formatBytes(heaviest.bytes)} (${heaviest.route}${heaviest.parts.length > 0 ? `: ${heaviest.parts.join(', ')}` : ''})`,
    `on first use: search ${formatBytes(onUse.search)}, Copy page ${formatBytes(onUse.copyPage)}`,
  ].join(sep) + ' (gzipped)';

/** The summary's lines: a label column, then the values; slowest pages only when `verbose`. */
export function formatBuildSummary(
  summary: BuildSummary,
  colors: Logger['colors'],
  verbose: boolean,
): string[] {
  const { pages, output } = summary;
  const sep = colors.dim(' · ');
  const rows: [string, string][] = [
    [
      'pages',
      [
        `${count(pages.docs)} docs`,
        `${count(pages.blog)} blog`,
        `${count(pages.pages)} pages`,
        `${count(pages.generated)} generated`,
      ].join(sep),
    ],
    ['output', `${colors.bold(formatBytes(output.bytes))} in ${count(output.files)} files`],
    [
      'gzipped',
      [
        `HTML ${gzipFigure(output.html)}`,
        `JS ${gzipFigure(output.js)}`,
        `CSS ${gzipFigure(output.css)}`,
      ].join(sep),
    ],
    ['search index', `${formatBytes(output.search.bytes)} in ${count(output.search.files)} files`],
  ];
  if (summary.script) rows.splice(3, 0, ['script', scriptFigure(summary.script, sep)]);
  if (summary.islands) rows.splice(3, 0, ['islands', islandsFigure(summary.islands, sep)]);
  if (verbose && summary.slowest.length > 0) {
    rows.push(['slowest', summary.slowest.map((page) => `${page.route} ${page.ms.toFixed(0)} ms`).join(sep)]);
  }
  if (summary.diagnostics.length > 0) {
    rows.push([
      'diagnostics',
      summary.diagnostics.map((d) => `${d.code} ${colors.yellow(count(d.count))}`).join(sep),
    ]);
  }
  const width = rows.reduce((most, [label]) => Math.max(most, label.length), 0);
  return rows.map(([label, value]) => `  ${colors.dim(label.padEnd(width))}  ${value}`);
}
