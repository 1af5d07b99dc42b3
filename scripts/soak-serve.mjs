// Soak test of `docsgen serve` (not run in CI): N consecutive rebuilds of a copy of a site, with a live-reload
// connection open throughout and one extra connection opened and closed per rebuild. Prints the heap after a forced
// GC (serve --verbose with --expose-gc), the resident set size and the open connections every 50 rebuilds.
//
//   node scripts/soak-serve.mjs [--rebuilds 500] [--site repo|<fixture name>]
//
// `repo` (the default) copies content/ and docsgen.config.ts; a fixture name copies test/fixtures/<name>.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { rebuilds: { type: 'string', default: '500' }, site: { type: 'string', default: 'repo' } },
});
const total = Number(values.rebuilds);

if (spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, stdio: 'inherit' }).status !== 0)
  process.exit(1);
const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-soak-'));
if (values.site === 'repo') {
  await cp(path.join(repo, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(repo, 'docsgen.config.ts'), path.join(dir, 'docsgen.config.ts'));
} else {
  await cp(path.join(repo, 'test/fixtures', values.site), dir, { recursive: true });
}

const child = spawn(
  process.execPath,
  ['--expose-gc', path.join(repo, 'bin/docsgen.js'), 'serve', '--port', '0', '--verbose'],
  {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1' },
  },
);
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

const waitFor = async (predicate, what, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = predicate();
    if (value) return value;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`timed out waiting for ${what}\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const url = await waitFor(() => /Serving .* at (http:\/\/\S+)/.exec(output)?.[1], 'the server');

const openStream = () =>
  new Promise((resolve) => {
    const req = http.get(new URL('/__docsgen/events', url), { agent: false }, (res) => {
      res.resume();
      resolve(req);
    });
  });
const persistent = await openStream();

// Resident set size from /proc (Linux); 0 elsewhere. serve runs in a child of the process started (its supervisor).
const rssOf = (pid) => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    const command = Number(children[0]) || pid;
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${command}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

// The first markdown file of the site (in sorted order) gets a different last line each round.
const pages = (await readdir(path.join(dir, 'content'), { recursive: true }))
  .filter((f) => f.endsWith('.md'))
  .sort();
const target = path.join(dir, 'content', pages[0]);
const original = await readFile(target, 'utf8');
const rows = [];
const started = Date.now();
const stats = /heap ([\d.]+) MB, (\d+) live-reload connections?/g;
let times = [];

for (let i = 1; i <= total; i++) {
  const before = [...output.matchAll(stats)].length;
  const extra = await openStream();
  await writeFile(target, `${original}\n\nSoak round ${i}.\n`);
  await waitFor(() => [...output.matchAll(stats)].length > before, `rebuild ${i}`);
  extra.destroy();
  const lines = output.split('\n').filter((line) => / rebuilt \d+ pages in (\d+) ms/.test(line));
  times.push(Number(/in (\d+) ms/.exec(lines.at(-1) ?? '')?.[1] ?? 0));
  if (i === 1 || i % 50 === 0) {
    const [, heap, connections] = [...output.matchAll(stats)].at(-1);
    rows.push({
      rebuild: i,
      heapMB: Number(heap),
      rssMB: Number(rssOf(child.pid).toFixed(1)),
      connections: Number(connections),
      medianRebuildMs: median(times),
    });
    times = [];
    console.log(JSON.stringify(rows.at(-1)));
  }
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

persistent.destroy();
child.kill('SIGINT');
await new Promise((resolve) => child.on('close', resolve));
await rm(dir, { recursive: true, force: true });
console.table(rows);
const warm = rows.find((r) => r.rebuild === 50) ?? rows[0];
const last = rows.at(-1);
console.log(
  `${total} rebuilds in ${((Date.now() - started) / 1000).toFixed(0)} s; heap ${warm.heapMB} MB at rebuild ${warm.rebuild} → ${last.heapMB} MB at ${last.rebuild} ` +
    `(${(last.heapMB - warm.heapMB).toFixed(1)} MB); RSS ${warm.rssMB} → ${last.rssMB} MB; live-reload connections at the end: ${last.connections}`,
);
