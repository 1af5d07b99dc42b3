// Search benchmark (not a test), in Chromium: the generated site (10,000 pages by default) and this repository's site,
// each built with the real CLI and served on 127.0.0.1. For each site it prints the gzipped bytes the page fetched
// from the first keystroke to the first result, the time of that first (cold) query, and the median time of warm
// queries (the worker started, the words' shards fetched once), each from setting the input to the dropdown's answer.
// Cold is timed two ways, each query in a new browser context (empty cache, no worker), from the keystroke:
//   - "focus and key at once": the box is focused and typed into in the same task, so the worker starts, and fetches
//     the manifest, on the way to the first result (the old and only definition up to format 4);
//   - "key after focus": the box is focused FOCUS_PAUSE ms before the first key, as a reader clicks and then types: the
//     worker started and fetched the manifest (and a small index) on focus, and the query's own shards are still cold.
// Usage: npm run bench:search [-- --pages 10000] [-- --rounds 5] [-- --reuse <folder>] [-- --baseline <built site>]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { generateSite } from './bench/generate-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
if (process.argv.includes('--help')) {
  console.log(
    'Usage: npm run bench:search [-- --pages 10000] [-- --rounds 5] [-- --reuse <folder of a generated site>] [-- --baseline <an earlier build of this site>]',
  );
  process.exit(0);
}
const PAGES = Number(arg('pages', '10000'));
const ROUNDS = Number(arg('rounds', '5'));
const REUSE = arg('reuse', '');
// An earlier build of this repository's site (say, by the docsgen you upgrade from), measured the same way beside it.
const BASELINE = arg('baseline', '');
const TARGETS = { firstResultKb: 150, coldMs: 300, warmMs: 15 };
const INPUT = '[data-navbar] [data-search-input]';
// A reader's pause between clicking the search box and the first key (the prefetch on focus runs in it).
const FOCUS_PAUSE = 400;
const MAAR_QUERIES = ['knob', 'NFC', 'Sky Sounds', 'contrller', 'drawSlider', 'audio engine', 'tutorial'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'OK' : 'OVER TARGET');

/** Serves `dir` on 127.0.0.1 and logs the path of every request. */
async function serve(dir) {
  const log = [];
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    log.push(pathname);
    let file = path.join(dir, pathname);
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    else if (!path.extname(pathname)) file = path.join(file, 'index.html');
    try {
      const body = await readFile(file);
      res
        .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, log, close: () => server.close() };
}

/** Gzipped size (level 6, as hosts serve) of an output file. */
const gzipMemo = new Map();
async function gzipSize(dir, pathname) {
  const key = `${dir}${pathname}`;
  if (!gzipMemo.has(key)) {
    const body = await readFile(path.join(dir, pathname)).catch(() => Buffer.alloc(0));
    gzipMemo.set(key, gzipSync(body, { level: 6 }).length);
  }
  return gzipMemo.get(key);
}

/** In the page: sets the box to `query` and resolves with the ms until its dropdown shows the answer. */
function timeQuery([selector, query]) {
  const input = document.querySelector(selector);
  const form = input.closest('form');
  const wanted = new URLSearchParams({ q: query }).toString();
  const answered = () => {
    const panel = form.querySelector('[data-search-dropdown]');
    if (!panel || panel.hidden) return false;
    if (panel.querySelector('[data-search-error]')) return true;
    return [...panel.querySelectorAll('a.search-dropdown__see-all')].some((a) => {
      const href = a.getAttribute('href') ?? '';
      return href.endsWith(wanted) || href.includes(`${wanted}&`);
    });
  };
  return new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!answered()) return;
      observer.disconnect();
      resolve({ ms: performance.now() - start, results: form.querySelectorAll('.search-result').length });
    });
    observer.observe(form, { subtree: true, childList: true, attributes: true });
    input.focus();
    input.value = query;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A page of the site in a fresh context: an empty HTTP cache and no worker. */
async function freshPage(browser, origin) {
  const context = await browser.newContext();
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  return { context, page };
}

/** Cold and warm query times and bytes for one served site. */
async function measureSite(browser, name, dir, queries) {
  const server = await serve(dir);
  const cold = [];
  const coldAfterFocus = [];
  const bytes = [];
  const warm = [];
  try {
    for (const query of queries) {
      const focused = await freshPage(browser, server.origin);
      await focused.page.focus(INPUT);
      await focused.page.waitForTimeout(FOCUS_PAUSE);
      const afterFocus = await focused.page.evaluate(timeQuery, [INPUT, query]);
      if (afterFocus.results === 0) throw new Error(`${name}: no results for "${query}"`);
      coldAfterFocus.push(afterFocus.ms);
      await focused.context.close();

      const { context, page } = await freshPage(browser, server.origin);
      const from = server.log.length;
      const first = await page.evaluate(timeQuery, [INPUT, query]);
      if (first.results === 0) throw new Error(`${name}: no results for "${query}"`);
      cold.push(first.ms);
      const fetched = server.log.slice(from);
      let total = 0;
      for (const file of fetched) total += await gzipSize(dir, file);
      bytes.push(total);
      // Warm: every query once to fetch its shards, then each timed ROUNDS times.
      for (const other of queries) await page.evaluate(timeQuery, [INPUT, other]);
      for (let round = 0; round < ROUNDS; round++) {
        for (const other of queries) warm.push((await page.evaluate(timeQuery, [INPUT, other])).ms);
      }
      await context.close();
    }
  } finally {
    server.close();
  }
  const row = {
    site: name,
    bytesBeforeFirstResultGz: Math.round(median(bytes)),
    coldMs: Math.round(median(cold) * 10) / 10,
    coldAfterFocusMs: Math.round(median(coldAfterFocus) * 10) / 10,
    warmMedianMs: Math.round(median(warm) * 10) / 10,
  };
  console.log(
    `\n${name} (${queries.length} queries, each cold in a new context; warm: ${warm.length} timings)`,
  );
  console.log(
    `  bytes before the first result (gzip): median ${kb(row.bytesBeforeFirstResultGz)}, max ${kb(Math.max(...bytes))}  ${verdict(row.bytesBeforeFirstResultGz <= TARGETS.firstResultKb * 1024)}`,
  );
  console.log(
    `  first query, cold, focus and key at once: median ${ms(median(cold))}, max ${ms(Math.max(...cold))}  ${verdict(median(cold) <= TARGETS.coldMs)}`,
  );
  console.log(
    `  first query, cold, key ${FOCUS_PAUSE} ms after focus: median ${ms(median(coldAfterFocus))}, max ${ms(Math.max(...coldAfterFocus))}  ${verdict(median(coldAfterFocus) <= TARGETS.coldMs)}`,
  );
  console.log(`  warm query: median ${ms(median(warm))}  ${verdict(median(warm) <= TARGETS.warmMs)}`);
  return row;
}

/** Raw and gzipped size of a built site's search files. */
async function indexSize(dir) {
  const folder = path.join(dir, 'assets/search');
  const { readdir } = await import('node:fs/promises');
  let raw = 0;
  let gz = 0;
  const names = await readdir(folder);
  for (const file of names) {
    const body = await readFile(path.join(folder, file));
    raw += body.length;
    gz += gzipSync(body, { level: 6 }).length;
  }
  return { files: names.length, raw, gz, manifestGz: await gzipSize(dir, '/assets/search/manifest.json') };
}

const cli = path.join(root, 'bin/docsgen.js');
console.log(
  `Load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs.`,
);
execFileSync(process.execPath, [path.join(root, 'scripts/build-cli.mjs')], { stdio: 'inherit' });
const work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-search-'));
try {
  const generated = REUSE || path.join(work, `site-${PAGES}`);
  const generatedOut = path.join(generated, 'build');
  if (!REUSE || !existsSync(path.join(generatedOut, 'assets/search/manifest.json'))) {
    console.log(`Generating and building a ${PAGES}-page site…`);
    if (!REUSE) await generateSite(generated, PAGES);
    execFileSync(process.execPath, [cli, 'build', '--quiet', '--out', generatedOut], {
      cwd: generated,
      stdio: 'inherit',
    });
  }
  console.log('Building this repository’s site…');
  const realOut = path.join(work, 'maar-world');
  execFileSync(process.execPath, [cli, 'build', '--quiet', '--out', realOut], {
    cwd: root,
    stdio: 'inherit',
  });

  for (const [label, dir] of [
    [`generated ${PAGES} pages`, generatedOut],
    ['Maar World', realOut],
  ]) {
    const size = await indexSize(dir);
    console.log(
      `Index of ${label}: ${size.files} files, ${kb(size.raw)} raw / ${kb(size.gz)} gzip in all; manifest ${kb(size.manifestGz)} gzip`,
    );
  }

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
  try {
    const rows = [
      await measureSite(browser, `generated ${PAGES} pages`, generatedOut, [
        'paeg 1234',
        'orbit',
        'knob slider',
        'page 42',
        'transit engine',
        'sectoin 2',
        'detial',
      ]),
      await measureSite(browser, 'Maar World', realOut, MAAR_QUERIES),
      ...(BASELINE ? [await measureSite(browser, 'Maar World, baseline build', BASELINE, MAAR_QUERIES)] : []),
    ];
    console.log(`\n${JSON.stringify(rows)}`);
  } finally {
    await browser.close();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
