// npm run profile: where a cold build's time goes. Builds a generated site (the benchmark's) once under V8's CPU
// profiler, every thread profiled, and prints each thread's self time by kind of work (markdown, highlighting, React,
// search, messaging, file system calls, garbage collection, idle); with --strace, a second build under `strace -c -f`
// prints the kernel's side by what the system calls were for. `npm run profile -- --help` lists the options.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSite, SHAPES } from './bench/generate-site.mjs';
import { classifyProfile, createSourceMapper, KINDS } from './profile/classify.mjs';
import { groupSyscalls, parseStraceSummary } from './profile/syscalls.mjs';

const USAGE = `Usage: npm run profile -- [options]

Profiles one cold build of a generated site and prints where its time goes, per thread and kind of work.

Options:
  --pages <n>      pages of the generated site (default 1000)
  --shape <s>      nested, flat or wide (default nested)
  --strace         also build once under strace -c -f and sum the system calls by purpose
  --keep <folder>  keep the .cpuprofile files there (open them in Chrome's DevTools)
  -h, --help       print this help
`;

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    shape: { type: 'string', default: 'nested' },
    strace: { type: 'boolean', default: false },
    keep: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const pages = Number(values.pages);
if (!Number.isInteger(pages) || pages < 1 || !SHAPES.includes(values.shape)) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const child = path.join(import.meta.dirname, 'bench', 'child.mjs');
const work = path.join(os.tmpdir(), 'docsgen-profile');
const site = path.join(work, `${values.shape}-${pages}`);
const profiles = values.keep ? path.resolve(values.keep) : path.join(work, 'profiles');

/** Runs `command` with the CLI's resource report on fd 3; resolves to that report. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const proc = spawn(command, args, { cwd: site, env, stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
    let report = '';
    proc.stdio[3].on('data', (d) => (report += d));
    proc.on('error', reject);
    proc.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited ${code}`));
      resolve({ wallMs: performance.now() - start, ...JSON.parse(report) });
    });
  });
}

/** A build into a fresh output folder, which is removed afterwards (not before the next build is timed). */
async function build(command, prefix, env) {
  const out = path.join(work, `out-${process.pid}-${prefix.length}`);
  const result = await run(command, [...prefix, 'build', '--out', out], env);
  await rm(out, { recursive: true, force: true });
  return result;
}

const pad = (text, width) => String(text).padStart(width);

/** Prints each profile's kinds of work as columns, one row per kind. */
function printProfiles(threads) {
  const header = ['kind of work', ...threads.map((t) => t.name), 'all threads', 'share'];
  process.stdout.write(`${header.map((h, i) => (i === 0 ? h.padEnd(20) : pad(h, 12))).join('')}\n`);
  const busy = threads.reduce((sum, t) => sum + t.totalMs - t.kinds.idle, 0);
  for (const kind of KINDS) {
    const cells = threads.map((t) => t.kinds[kind]);
    const all = cells.reduce((a, b) => a + b, 0);
    const share = kind === 'idle' ? '' : `${((100 * all) / busy).toFixed(1)}%`;
    const row = [
      kind.padEnd(20),
      ...cells.map((ms) => pad(ms.toFixed(0), 12)),
      pad(all.toFixed(0), 12),
      pad(share, 12),
    ];
    process.stdout.write(`${row.join('')}\n`);
  }
  process.stdout.write(
    `${'busy (ms)'.padEnd(20)}${threads.map((t) => pad((t.totalMs - t.kinds.idle).toFixed(0), 12)).join('')}${pad(busy.toFixed(0), 12)}\n`,
  );
}

/** Reads the profiles a run left in `folder`, the main thread's first. */
async function readProfiles(folder) {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.cpuprofile')).sort();
  const mapSource = createSourceMapper();
  const threads = [];
  for (const name of names) {
    const profile = JSON.parse(await readFile(path.join(folder, name), 'utf8'));
    const kinds = classifyProfile(profile, mapSource);
    const totalMs = (profile.endTime - profile.startTime) / 1000;
    // Node names a thread's profile CPU.<date>.<time>.<pid>.<thread id>.<n>: thread 0 is the main thread.
    const thread = Number(name.split('.')[4]);
    threads.push({ thread, kinds, totalMs });
  }
  threads.sort((a, b) => a.thread - b.thread);
  return threads.map((t, i) => ({ ...t, name: i === 0 ? 'main' : `worker ${i}` }));
}

if (!existsSync(path.join(site, 'docsgen.config.ts')))
  await generateSite(site, pages, { shape: values.shape });
await rm(profiles, { recursive: true, force: true });
await mkdir(profiles, { recursive: true });
const env = { ...process.env, NODE_ENV: 'production' };
process.stdout.write(
  `${pages} pages (${values.shape}), load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
const profiled = await build(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profiles}`, child], env);
process.stdout.write(
  `profiled build: ${profiled.wallMs.toFixed(0)} ms wall, ${profiled.cpuMs.toFixed(0)} ms CPU\n\n`,
);
printProfiles(await readProfiles(profiles));
if (!values.keep) await rm(profiles, { recursive: true, force: true });

if (values.strace) {
  const trace = path.join(work, 'strace.txt');
  const plain = await build(process.execPath, [child], env);
  const traced = await build('strace', ['-f', '-c', '-o', trace, process.execPath, child], env);
  process.stdout.write(
    `\nsystem calls (strace -c -f; the build took ${plain.wallMs.toFixed(0)} ms untraced, ${traced.wallMs.toFixed(0)} ms traced)\n`,
  );
  for (const group of groupSyscalls(parseStraceSummary(await readFile(trace, 'utf8')))) {
    const top = group.top
      .slice(0, 4)
      .map((row) => `${row.name} ${row.calls}`)
      .join(', ');
    process.stdout.write(
      `${group.group.padEnd(20)}${pad(group.seconds.toFixed(2), 8)} s ${pad(group.calls, 9)} calls   ${top}\n`,
    );
  }
}
