// Search benchmark (not a test): the worker's code under Node, on this site's index and on a synthetic
// 5,000-section index. Reports the bytes fetched before the first result and p50/p95 query latency.
// Usage: npm run bench:search [-- --rounds 5]
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg === -1 ? 5 : Number(process.argv[roundsArg + 1]);
const TARGETS = { siteP95: 10, syntheticP95: 50, firstResultKb: 60 };

// The worker's modules are TypeScript: bundle them (and the build, for the real index) into a temporary module.
const cacheDir = path.join(root, 'node_modules', '.cache', 'docsgen-bench-search');
await mkdir(cacheDir, { recursive: true });
const bundlePath = path.join(cacheDir, `bench-${process.pid}.mjs`);
await esbuild.build({
  stdin: {
    contents: [
      "export { build } from './src/build/build.ts';",
      "export { createWorkerHost } from './src/client/search/engine/worker-host.ts';",
      "export { createSearchEngine } from './src/client/search/engine/engine.ts';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  outfile: bundlePath,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'warning',
});
const { build, createWorkerHost, createSearchEngine } = await import(pathToFileURL(bundlePath).href);
await rm(bundlePath, { force: true });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Every prefix of each query, as a reader types it into the search box. */
function typed(queries) {
  return queries.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));
}

/**
 * Runs every query ROUNDS times (after one warm-up round). Returns wall-clock and CPU-time percentiles in ms: on
 * a busy machine the wall clock also counts time the process was not running, the CPU time does not.
 */
function measure(search, queries) {
  for (const query of queries) search(query);
  const wall = [];
  const cpu = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const startCpu = process.cpuUsage();
      const start = performance.now();
      search(query);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const stats = (times) => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
  };
  return { count: wall.length, wall: stats(wall), cpu: stats(cpu), p95: percentile(wall, 95) };
}

const ms = (value) => `${value.toFixed(2)} ms`;
const format = (m) =>
  `wall p50 ${ms(m.wall.p50)}, p95 ${ms(m.wall.p95)}, max ${ms(m.wall.max)}; ` +
  `CPU p50 ${ms(m.cpu.p50)}, p95 ${ms(m.cpu.p95)} (${m.count} queries)`;
const verdict = (ok) => (ok ? 'OK' : 'OVER TARGET');

// --- This site -------------------------------------------------------------------------------------------------
console.log(
  `Load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs (a busy machine inflates wall-clock times).`,
);
console.log('Building the site in memory…');
const result = await build({ cwd: root, output: 'memory' });
if (!result.ok) throw new Error('The site build failed; run `npm run build` to see why.');
const files = result.memory.files;
const text = (file) => {
  const value = files.get(file);
  return typeof value === 'string' ? value : Buffer.from(value).toString('utf8');
};
const manifestPath = [...files.keys()].find((file) =>
  /^assets\/search\/manifest\.[0-9a-f]+\.json$/.test(file),
);
const workerPath = [...files.keys()].find((file) => /^assets\/js\/search-worker\.[0-9a-f]+\.js$/.test(file));
const manifest = JSON.parse(text(manifestPath));
const workerGzip = gzip(text(workerPath));
const manifestGzip = gzip(text(manifestPath));

console.log('\nIndex files (raw / gzip):');
for (const index of manifest.indexes) {
  const contents = text(`assets/search/${index.file}`);
  console.log(
    `  ${(index.context || '(default)').padEnd(18)} ${index.version || '-'}  ${String(index.pages).padStart(3)} pages ${String(index.sections).padStart(4)} sections  ${kb(contents.length).padStart(9)} / ${kb(gzip(contents)).padStart(8)}`,
  );
}
console.log(
  `  manifest ${kb(text(manifestPath).length)} / ${kb(manifestGzip)}; worker ${kb(text(workerPath).length)} / ${kb(workerGzip)}`,
);

console.log('\nBytes fetched before the first result (worker + manifest + the indexes of the scope, gzip):');
const scopes = [...manifest.contexts.map((c) => c.label), null];
for (const context of scopes) {
  const wanted = manifest.indexes.filter((index) => context === null || index.context === context);
  const bytes =
    workerGzip +
    manifestGzip +
    wanted.reduce((sum, index) => sum + gzip(text(`assets/search/${index.file}`)), 0);
  const label = context ?? 'all contexts (a page outside every context)';
  console.log(
    `  ${label.padEnd(44)} ${kb(bytes).padStart(8)}  ${verdict(bytes <= TARGETS.firstResultKb * 1024)}`,
  );
}

const base = 'http://bench.invalid/assets/search/';
const host = createWorkerHost({
  fetchText: async (url) => text(`assets/search/${new URL(url).pathname.split('/').pop()}`),
  post: () => {},
});
const loadStart = performance.now();
await host.handle({
  type: 'load',
  id: 1,
  manifestUrl: `${base}${manifestPath.split('/').pop()}`,
  context: null,
  version: 'current',
  tags: [],
});
console.log(
  `\nWorker load of every index (parse + word index): ${(performance.now() - loadStart).toFixed(1)} ms; ${host.engine.index.entries.length} entries, ${host.engine.index.vocabulary.length} words`,
);

const siteQueries = [
  'knob',
  'NFC',
  'Sky Sounds',
  'parameter',
  'drawSlider',
  'how to use the player',
  'privacy',
  'audio engine',
  'ent cards',
  'tutorial',
  'setValue',
  'pointer',
  'contrller',
  'sustainability',
  'wild card',
  'zqxjv',
  'the',
  'MAX_RETRIES',
  'resize observer canvas',
  'interplanetary players',
];
const scope = { context: null, version: 'current', tags: [] };
const siteSearch = (query) =>
  host.engine.search({ query, scope, limit: 8, snippetLength: 50, related: true });
const siteTyped = measure(siteSearch, typed(siteQueries));
console.log(
  `This site, every context, typed query by query: ${format(siteTyped)}  ${verdict(siteTyped.p95 <= TARGETS.siteP95)}`,
);
const sitePage = measure(
  (query) => host.engine.search({ query, scope, limit: 100, snippetLength: 50, related: true }),
  siteQueries,
);
console.log(`This site, search page (limit 100), whole queries: ${format(sitePage)}`);

// --- Synthetic 5,000 sections --------------------------------------------------------------------------------
// mulberry32: a small seeded generator, so that every run indexes the same text.
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
// About 20,000 distinct words with skewed (Zipf-like) use, as in real prose, plus a few common English words.
const syllables =
  'ka lo mi ra ten so vu pel dar in gro sa te fy quo ber an ul zo nic mor ge lim tas vo rin cal dub hex op'.split(
    ' ',
  );
const words = [
  ...new Set(
    Array.from({ length: 30000 }, () =>
      Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join(''),
    ),
  ),
]
  .slice(0, 20000)
  .concat(['the', 'and', 'of', 'to', 'knob', 'slider', 'player', 'card', 'audio', 'parameter']);
const common = ['the', 'and', 'of', 'to', 'a', 'is', 'in', 'with'];
const word = () => (random() < 0.3 ? pick(common) : words[Math.floor(words.length * random() ** 2.5)]);
const sentence = (n) => Array.from({ length: n }, word).join(' ');
const camel = () => pick(words) + pick(words).replace(/^./, (c) => c.toUpperCase());
const pages = [];
const sections = [];
for (let p = 0; p < 500; p++) {
  pages.push([
    `/docs/synthetic/page-${p}`,
    `${sentence(2)} ${camel()}`,
    ['Synthetic', `Part ${p % 12}`],
    sentence(18),
    [pick(words), pick(words), camel()],
  ]);
  for (let s = 0; s < 10; s++)
    sections.push([
      p,
      s === 0 ? '' : `section-${s}`,
      s === 0 ? '' : sentence(3),
      `${sentence(40 + Math.floor(random() * 120))}. ${camel()} ${sentence(20)}.`,
    ]);
}
const synthetic = createSearchEngine();
const syntheticStart = performance.now();
synthetic.add(
  { v: 1, pages, sections },
  {
    context: '',
    version: 'current',
    tags: ['docs'],
    file: 'synthetic.json',
    pages: pages.length,
    sections: sections.length,
  },
);
const syntheticJson = JSON.stringify({ v: 1, pages, sections });
console.log(
  `\nSynthetic index: ${sections.length} sections, ${kb(syntheticJson.length)} raw / ${kb(gzip(syntheticJson))} gzip; word index built in ${(performance.now() - syntheticStart).toFixed(0)} ms (${synthetic.index.vocabulary.length} words)`,
);
const syntheticQueries = [
  'knob',
  'slider player',
  'parameter',
  pick(words),
  pick(words),
  `${pick(words)} ${pick(words)}`,
  camel(),
  'kanob',
  'the',
  'audio card',
  'zqxjv',
  'tenso',
  'ra',
  `${pick(words)} ${pick(words)} ${pick(words)}`,
];
const syntheticSearch = (query) =>
  synthetic.search({ query, scope, limit: 8, snippetLength: 50, related: true });
const syntheticTyped = measure(syntheticSearch, typed(syntheticQueries));
console.log(
  `Synthetic, typed query by query: ${format(syntheticTyped)}  ${verdict(syntheticTyped.p95 <= TARGETS.syntheticP95)}`,
);
const syntheticPage = measure(
  (query) => synthetic.search({ query, scope, limit: 100, snippetLength: 50, related: true }),
  syntheticQueries,
);
console.log(`Synthetic, search page (limit 100), whole queries: ${format(syntheticPage)}`);
