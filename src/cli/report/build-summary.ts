// The block `docsgen build` prints after a build: pages by kind, the output's size (total and gzipped by type), the
// search index, the slowest pages (with --verbose) and the diagnostics by code. The sizes are measured on the output
// folder as written, so they are what a host serves.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Diagnostic } from '../../diagnostics.ts';
import type { SitePage } from '../../model/site-types.ts';
import { SEARCH_ASSETS_DIR } from '../../shared/search-protocol.ts';
import type { Logger } from '../../log.ts';

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
 * Measures every file of `outDir`: total bytes, HTML/JS/CSS bytes and their gzipped sizes, the search index.
 * `onFiles` hears how many files are measured so far (gzipping a large site's pages takes seconds).
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
  const searchDir = path.join(outDir, ...SEARCH_ASSETS_DIR.split('/')) + path.sep;
  const measure = async (file: string): Promise<void> => {
    const contents = await readFile(file);
    sizes.files++;
    sizes.bytes += contents.byteLength;
    if (file.startsWith(searchDir)) {
      sizes.search.files++;
      sizes.search.bytes += contents.byteLength;
    }
    const ext = path.extname(file).toLowerCase();
    const type =
      ext === '.html' ? sizes.html : ext === '.js' ? sizes.js : ext === '.css' ? sizes.css : undefined;
    if (!type) return;
    type.files++;
    type.bytes += contents.byteLength;
    // Awaited before the sum is read: `a += await b` would add to the value `a` had before the wait.
    const gzipped = await gzipAsync(contents);
    type.gzipBytes += gzipped.byteLength;
  };
  for (let start = 0; start < files.length; start += GZIP_AT_ONCE) {
    await Promise.all(files.slice(start, start + GZIP_AT_ONCE).map(measure));
    onFiles?.(Math.min(files.length, start + GZIP_AT_ONCE), files.length);
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
        `HTML ${formatBytes(output.html.gzipBytes)}`,
        `JS ${formatBytes(output.js.gzipBytes)}`,
        `CSS ${formatBytes(output.css.gzipBytes)}`,
      ].join(sep),
    ],
    ['search index', `${formatBytes(output.search.bytes)} in ${count(output.search.files)} files`],
  ];
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
