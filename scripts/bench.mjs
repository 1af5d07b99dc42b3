// npm run bench: builds synthetic sites of 1,000, 5,000 and 10,000 pages with the real CLI and prints medians.
//
//   node scripts/bench.mjs [--sizes 1000,5000,10000] [--runs 3] [--edits 20] [--serve-size 5000]
//                          [--skip-serve] [--skip-check] [--skip-warm] [--json out.json] [--root <docsgen checkout>]
//
// Per size: cold builds (no build cache, fresh process: wall, CPU of all threads, peak RSS), a rebuild with nothing
// changed and one after a page edit (build cache present), `docsgen check`, and the output size per page. At the serve
// size: the edit-to-reload latency of `docsgen serve` (file written → `reload` event on /__docsgen/events), and the
// rebuild time serve prints. `--root` runs another checkout's CLI (for before/after numbers) on the same sites.
import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { generateSite, pagePath } from './bench/generate-site.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000,10000' },
    runs: { type: 'string', default: '3' },
    edits: { type: 'string', default: '20' },
    'serve-size': { type: 'string', default: '5000' },
    'skip-serve': { type: 'boolean', default: false },
    'skip-check': { type: 'boolean', default: false },
    'skip-warm': { type: 'boolean', default: false },
    json: { type: 'string' },
    root: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(values.root ?? here);
const child = path.join(here, 'scripts/bench/child.mjs');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NO_COLOR: '1',
  DOCSGEN_BENCH_CLI: path.join(root, 'dist/cli.js'),
};

if (spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function outputSize(dir) {
  let bytes = 0;
  let htmlBytes = 0;
  let htmlFiles = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = (await stat(path.join(entry.parentPath, entry.name))).size;
    bytes += size;
    if (entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}assets`)) {
      htmlBytes += size;
      htmlFiles++;
    }
  }
  return { bytes, htmlBytes, htmlFiles };
}

/** Runs the CLI once in a fresh process; resolves to wall ms, CPU ms (all threads) and peak RSS. */
function runCli(site, args, okCodes = [0]) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const proc = spawn(process.execPath, [child, ...args], {
      cwd: site,
      env,
      stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
    });
    let report = '';
    proc.stdio[3].on('data', (d) => (report += d));
    proc.on('close', (code) => {
      const wallMs = performance.now() - start;
      if (!okCodes.includes(code))
        return reject(new Error(`docsgen ${args.join(' ')} exited ${code} in ${site}`));
      resolve({ wallMs, ...JSON.parse(report) });
    });
  });
}

const summarise = (samples) => ({
  wallMs: median(samples.map((s) => s.wallMs)),
  cpuMs: median(samples.map((s) => s.cpuMs)),
  peakRssMb: Math.max(...samples.map((s) => s.maxRssMb)),
});

async function editPage(site, pages, round) {
  const file = path.join(site, pagePath(Math.floor(pages / 2), pages));
  const text = await readFile(file, 'utf8');
  await writeFile(file, `${text.replace(/\n\nEdit \d+\.\n$/, '\n')}\nEdit ${round}.\n`);
}

async function benchSize(pages) {
  const site = path.join(os.tmpdir(), `docsgen-bench-${pages}`);
  await generateSite(site, pages);
  const cold = [];
  for (let i = 0; i < runs; i++) {
    await rm(path.join(site, '.docsgen-cache'), { recursive: true, force: true });
    await rm(path.join(site, 'build'), { recursive: true, force: true });
    cold.push(await runCli(site, ['build', '--quiet']));
  }
  const size = await outputSize(path.join(site, 'build'));
  const row = { pages, htmlFiles: size.htmlFiles, ...summarise(cold) };
  row.msPerPage = row.wallMs / pages;
  row.outputMb = size.bytes / 1024 / 1024;
  row.htmlKbPerPage = size.htmlBytes / 1024 / size.htmlFiles;
  if (!values['skip-warm']) {
    const unchanged = [];
    const edited = [];
    for (let i = 0; i < runs; i++) unchanged.push(await runCli(site, ['build', '--quiet']));
    for (let i = 0; i < runs; i++) {
      await editPage(site, pages, i + 1);
      edited.push(await runCli(site, ['build', '--quiet']));
    }
    row.unchanged = summarise(unchanged);
    row.oneEdit = summarise(edited);
  }
  if (!values['skip-check'])
    row.check = summarise([await runCli(site, ['check', '--format', 'json'], [0, 1])]);
  console.error(
    `built ${pages} pages: cold median ${row.wallMs.toFixed(0)} ms wall, ${row.cpuMs.toFixed(0)} ms CPU`,
  );
  return row;
}

/** Median edit-to-reload latency of `docsgen serve` over `edits` page edits. */
async function benchServe(pages, edits) {
  const site = path.join(os.tmpdir(), `docsgen-bench-${pages}`);
  await generateSite(site, pages);
  const proc = spawn(process.execPath, [path.join(root, 'bin/docsgen.js'), 'serve', '--port', '0'], {
    cwd: site,
    env,
  });
  let output = '';
  proc.stdout.on('data', (d) => (output += d));
  proc.stderr.on('data', (d) => (output += d));
  const waitFor = async (predicate, what, timeoutMs = 600_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = predicate();
      if (value) return value;
      if (Date.now() > deadline || proc.exitCode !== null)
        throw new Error(`timed out waiting for ${what}\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  try {
    const url = await waitFor(() => /Serving .* at (http:\/\/\S+)/.exec(output)?.[1], 'the server');
    let events = '';
    const stream = await new Promise((resolve, reject) => {
      const req = http.get(new URL('/__docsgen/events', url), { agent: false }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (d) => (events += d));
        resolve(req);
      });
      req.on('error', reject);
    });
    const reloads = () => events.split('event: reload').length - 1;
    const latencies = [];
    const rebuilds = [];
    for (let i = 1; i <= edits; i++) {
      const before = reloads();
      const logged = output.length;
      const start = performance.now();
      await editPage(site, pages, 1000 + i);
      await waitFor(() => reloads() > before, `reload ${i}`);
      latencies.push(performance.now() - start);
      const line = await waitFor(
        () => /rebuilt \d+ pages in (\d+) ms/.exec(output.slice(logged)),
        `rebuild line ${i}`,
      );
      rebuilds.push(Number(line[1]));
      await new Promise((r) => setTimeout(r, 150));
    }
    stream.destroy();
    return { pages, edits, editToReloadMs: median(latencies), rebuildMs: median(rebuilds), latencies };
  } finally {
    proc.kill('SIGINT');
    await new Promise((r) => (proc.exitCode !== null ? r() : proc.on('close', r)));
  }
}

const results = [];
for (const pages of sizes) results.push(await benchSize(pages));
const byPages = Object.fromEntries(results.map((r) => [r.pages, r]));
const marginal = (field) =>
  byPages[5000] && byPages[10000] ? (byPages[10000][field] - byPages[5000][field]) / 5000 : undefined;
let serve;
if (!values['skip-serve']) serve = await benchServe(Number(values['serve-size']), Number(values.edits));

const pad = (value, width, digits = 0) => (value === undefined ? '–' : value.toFixed(digits)).padStart(width);
console.log(
  `\ncold builds, median of ${runs} (wall and CPU of all threads, ms); rebuilds with the build cache present`,
);
console.log(
  'pages   wall ms   cpu ms   ms/page   peak RSS MB   output MB   HTML KB/page   unchanged ms   1 edit ms   check ms',
);
for (const r of results) {
  console.log(
    `${pad(r.pages, 5)} ${pad(r.wallMs, 9)} ${pad(r.cpuMs, 8)} ${pad(r.msPerPage, 9, 3)} ${pad(r.peakRssMb, 13)} ${pad(r.outputMb, 11, 1)} ${pad(r.htmlKbPerPage, 14, 1)} ${pad(r.unchanged?.wallMs, 14)} ${pad(r.oneEdit?.wallMs, 11)} ${pad(r.check?.wallMs, 10)}`,
  );
}
if (marginal('wallMs') !== undefined) {
  console.log(
    `marginal ms/page (5k → 10k): ${marginal('wallMs').toFixed(3)} wall, ${marginal('cpuMs').toFixed(3)} CPU`,
  );
}
if (serve) {
  console.log(
    `serve at ${serve.pages} pages: edit-to-reload median ${serve.editToReloadMs.toFixed(0)} ms, rebuild median ${serve.rebuildMs} ms (${serve.edits} edits)`,
  );
}
const report = {
  machine: { cpus: os.availableParallelism(), loadavg: os.loadavg().map((l) => Number(l.toFixed(2))) },
  runs,
  results,
  marginalMsPerPage: marginal('wallMs'),
  marginalCpuMsPerPage: marginal('cpuMs'),
  serve,
};
console.log(JSON.stringify(report, null, 2));
if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
