// npm run bench: builds synthetic sites of 1,000, 5,000 and 10,000 pages with the real CLI and prints medians.
// Usage: node scripts/bench.mjs [--sizes 1000,5000] [--runs 3] [--json]
import { spawn, spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateSite } from './bench/generate-site.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const sizes = flag('sizes', '1000,5000,10000').split(',').map(Number);
const runs = Number(flag('runs', '3'));
const root = path.resolve(import.meta.dirname, '..');
const child = path.join(root, 'scripts/bench/child.mjs');

spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: root, stdio: 'inherit' });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function dirSize(dir) {
  let total = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = await dirSize(full);
      total += sub.total;
      files += sub.files;
    } else {
      total += (await stat(full)).size;
      files += entry.name.endsWith('.html') ? 1 : 0;
    }
  }
  return { total, files };
}

function runOnce(site, cliArgs) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const proc = spawn(process.execPath, [child, ...cliArgs], { cwd: site, stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
    let report = '';
    proc.stdio[3].on('data', (d) => (report += d));
    proc.on('close', (code) => {
      const wallMs = performance.now() - start;
      if (code !== 0) return reject(new Error(`docsgen ${cliArgs.join(' ')} exited ${code} in ${site}`));
      resolve({ wallMs, ...JSON.parse(report) });
    });
  });
}

const results = [];
for (const pages of sizes) {
  const site = path.join(os.tmpdir(), `docsgen-bench-${pages}`);
  await generateSite(site, pages);
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await runOnce(site, ['build', '--quiet']));
  const { total, files } = await dirSize(path.join(site, 'build'));
  const row = {
    pages,
    htmlFiles: files,
    wallMs: median(samples.map((s) => s.wallMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
    msPerPage: median(samples.map((s) => s.wallMs)) / pages,
    peakRssMb: Math.max(...samples.map((s) => s.maxRssMb)),
    outputMb: total / 1024 / 1024,
    htmlKbPerPage: total / 1024 / files,
  };
  results.push(row);
  console.error(`built ${pages} pages: median ${row.wallMs.toFixed(0)} ms over ${runs} runs`);
}
const byPages = Object.fromEntries(results.map((r) => [r.pages, r]));
const marginal = byPages[5000] && byPages[10000] ? (byPages[10000].wallMs - byPages[5000].wallMs) / 5000 : undefined;

console.log('\npages   wall ms   cpu ms   ms/page   peak RSS MB   output MB   KB/page');
for (const r of results) {
  console.log(
    `${String(r.pages).padStart(5)} ${r.wallMs.toFixed(0).padStart(9)} ${r.cpuMs.toFixed(0).padStart(8)} ${r.msPerPage.toFixed(3).padStart(9)} ${r.peakRssMb.toFixed(0).padStart(13)} ${r.outputMb.toFixed(1).padStart(11)} ${r.htmlKbPerPage.toFixed(1).padStart(9)}`,
  );
}
if (marginal !== undefined) console.log(`marginal ms/page (5k → 10k): ${marginal.toFixed(3)}`);
console.log(JSON.stringify({ runs, results, marginalMsPerPage: marginal }, null, 2));
