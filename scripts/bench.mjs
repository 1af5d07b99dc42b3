// npm run bench: builds synthetic sites of 1,000, 5,000 and 10,000 pages with the real CLI and prints medians.
// `npm run bench -- --help` prints the options (USAGE below).
//
// Per size and shape: cold builds (no build cache, fresh process: wall, CPU of all threads, peak RSS), the same cold
// builds with the output on tmpfs (/dev/shm, so docsgen's own cost shows without the disk's), the disk floor (plain
// Node creating and removing the tree the cold build wrote, on one thread), a rebuild with nothing changed and one
// after a page edit (build cache present), `docsgen check`, the output size per page (mean and median) and the output
// over the markdown and static files. With `--anchors`, Hugo and Eleventy build the same docs in the same run
// (bench/anchors.mjs). At the serve size: the edit-to-reload latency of `docsgen serve` and the rebuild time it
// prints. `--root` runs another checkout's CLI (for before/after numbers) on the same sites. `--compare` runs only
// paired cold builds (on tmpfs when there is one) of the other checkout's CLI and this one's, one right after the
// other, and prints the median of the pairs' differences (bench/compare.mjs). Every size's cold builds run before any
// rebuild, and what a run leaves is set aside and removed at the end (bench/discard.mjs), so that no cold build pays
// for the benchmark's own clean-up.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { comparePaired, formatComparison } from './bench/compare.mjs';
import { calibrate } from './bench/calibrate.mjs';
import { createDiscard } from './bench/discard.mjs';
import { floorSummary, listTree, timeFsCreate, tmpfsFolder } from './bench/fs-floor.mjs';
import { buildEleventy, buildHugo, eleventyCommand, hasHugo, prepareAnchors } from './bench/anchors.mjs';
import { editPage, generateSite, SHAPES } from './bench/generate-site.mjs';
import { printReport } from './bench/report.mjs';
import { median, runCli as runCliIn, summarise } from './bench/run-cli.mjs';
import { benchServe } from './bench/serve.mjs';

const USAGE = `Usage: npm run bench -- [options]

Builds generated docs sites with the docsgen CLI and prints medians (wall, CPU, peak RSS, output size).

Options:
  --sizes <n,n,...>     pages per site, up to 100000 (default 1000,5000,10000)
  --shape <s,s,...>     site shapes: nested, flat, wide (default nested)
                          nested: sidebars of categories of 25 pages; flat: half the pages in one folder, the rest in
                          50 folders; wide: folders of folders of 10 pages
  --runs <n>            cold builds per size (default 3)
  --edits <n>           edits timed in serve (default 20)
  --serve-size <n>      pages of the site served for the edit-to-reload timing (default 10000)
  --only-cold           cold builds only: no rebuilds, check or serve
  --skip-serve, --skip-check, --skip-warm, --skip-tmpfs
                        leave out the serve timing, the check, the rebuilds, or the builds on tmpfs
  --anchors             also build each site with Hugo and Eleventy (${'@'}11ty/eleventy pinned, installed once into the
                        user's cache folder) and print docsgen's time as a ratio of theirs
  --skip-eleventy       with --anchors, Hugo only (Eleventy takes 10 minutes and more at 100,000 pages)
  --json <file>         write the report as JSON
  --root <checkout>     run another docsgen checkout's CLI on the same sites
  --compare <checkout>  paired cold builds of that checkout's CLI and this one's (--pairs <n>, default 20)
  -h, --help            print this help
`;

let parsed;
try {
  parsed = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      shape: { type: 'string', default: 'nested' },
      anchors: { type: 'boolean', default: false },
      'skip-eleventy': { type: 'boolean', default: false },
      'skip-tmpfs': { type: 'boolean', default: false },
      sizes: { type: 'string', default: '1000,5000,10000' },
      runs: { type: 'string', default: '3' },
      edits: { type: 'string', default: '20' },
      'serve-size': { type: 'string', default: '10000' },
      'only-cold': { type: 'boolean', default: false },
      'skip-serve': { type: 'boolean', default: false },
      'skip-check': { type: 'boolean', default: false },
      'skip-warm': { type: 'boolean', default: false },
      json: { type: 'string' },
      root: { type: 'string' },
      compare: { type: 'string' },
      pairs: { type: 'string', default: '20' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const sizes = values.sizes.split(',').map(Number);
const shapes = values.shape.split(',');
const runs = Number(values.runs);
/** Stops with the usage and `message` when an option's value is out of range. */
const refuse = (message) => {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
};
for (const pages of sizes)
  if (!Number.isInteger(pages) || pages < 1 || pages > 100_000)
    refuse(`--sizes: ${pages} is not a whole number of pages from 1 to 100000`);
for (const shape of shapes)
  if (!SHAPES.includes(shape)) refuse(`--shape: "${shape}" is not one of ${SHAPES.join(', ')}`);
if (!Number.isInteger(runs) || runs < 1) refuse(`--runs: expected a whole number of at least 1`);
const onlyCold = values['only-cold'];
const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(values.root ?? here);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NO_COLOR: '1',
  DOCSGEN_BENCH_CLI: path.join(root, 'dist/cli.js'),
};

/** The folder of the generated site of `pages` pages of `shape` (the nested shape keeps its old name). */
const siteOf = (pages, shape = 'nested') =>
  path.join(os.tmpdir(), shape === 'nested' ? `docsgen-bench-${pages}` : `docsgen-bench-${shape}-${pages}`);
const discard = createDiscard(path.join(os.tmpdir(), 'docsgen-bench-discard'));

const other = values.compare === undefined ? undefined : path.resolve(values.compare);
for (const checkout of other === undefined ? [root] : [other, root]) {
  if (
    spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: checkout, stdio: 'inherit' }).status !== 0
  )
    process.exit(1);
}

/**
 * Reads every file of the site's content folder, so that each timed run finds them in the OS page cache: the kernel
 * here reclaims idle page cache, and a run that read the 10,000-page site from disk took 1-2 s longer in scan and
 * parse alone. "Cold" means without docsgen's build cache, not with the OS's cache dropped.
 */
function readContent(site) {
  const root = path.join(site, 'content');
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) readFileSync(path.join(entry.parentPath, entry.name));
}

/** Runs the CLI once in a fresh process in `site` with the benchmark's environment, its content read just before. */
const runCli = (site, args, okCodes = [0]) => {
  readContent(site);
  return runCliIn(site, args, { env, okCodes });
};

/** Total bytes of the files under `dir`, and the sizes of its HTML pages (outside assets/). */
async function outputSize(dir) {
  let bytes = 0;
  const pages = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = (await stat(path.join(entry.parentPath, entry.name))).size;
    bytes += size;
    if (entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}assets`)) pages.push(size);
  }
  const htmlBytes = pages.reduce((sum, size) => sum + size, 0);
  return { bytes, htmlBytes, htmlFiles: pages.length, medianHtmlBytes: median(pages) };
}

/** Total bytes of the files under `dir` (0 when it does not exist). */
async function folderBytes(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  let bytes = 0;
  for (const entry of entries)
    if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  return bytes;
}

/**
 * Cold builds of `site`, `runs` times: each with the output on tmpfs (when there is one), then on disk, then the disk
 * floor of the tree that build wrote, so all three see the same machine load. The disk build runs last without the
 * build cache so that the rebuilds after it find its cache and output. What each run leaves is set aside, not removed
 * (discard.mjs).
 */
async function coldBuilds(site, pages) {
  const cold = [];
  const tmpfs = [];
  const createMs = [];
  let tree;
  const shm = values['skip-tmpfs'] ? undefined : await tmpfsFolder(`docsgen-bench-${pages}-`);
  try {
    for (let i = 0; i < runs; i++) {
      if (shm) {
        const out = path.join(shm, 'build');
        discard.put(path.join(site, '.docsgen-cache'));
        await rm(out, { recursive: true, force: true });
        tmpfs.push(await runCli(site, ['build', '--quiet', '--out', out]));
      }
      discard.put(path.join(site, '.docsgen-cache'));
      discard.put(path.join(site, 'build'));
      cold.push(await runCli(site, ['build', '--quiet']));
      tree ??= await listTree(path.join(site, 'build'));
      createMs.push(timeFsCreate(tree, `${site}.fs-floor`));
      discard.put(`${site}.fs-floor`, site);
    }
  } finally {
    if (shm) await rm(shm, { recursive: true, force: true });
  }
  return { cold, tmpfs: shm ? summarise(tmpfs) : undefined, tree, createMs };
}

/** The cold builds of one size; resolves to its row of the table (the floor's removal times are added at the end). */
async function benchCold(pages, shape) {
  const site = siteOf(pages, shape);
  discard.put(site);
  discard.put(`${site}.fs-floor`);
  await generateSite(site, pages, { shape });
  const { cold, tmpfs, tree, createMs } = await coldBuilds(site, pages);
  const size = await outputSize(path.join(site, 'build'));
  const row = { pages, shape, htmlFiles: size.htmlFiles, ...summarise(cold) };
  row.msPerPage = row.wallMs / pages;
  row.outputMb = size.bytes / 1024 / 1024;
  row.htmlKbPerPage = size.htmlBytes / 1024 / size.htmlFiles;
  row.medianHtmlKb = size.medianHtmlBytes / 1024;
  // The output over what it is made from: the markdown and the site's static files, plus docsgen's own assets
  // (script, worker, stylesheet: the same for every site).
  const sourceBytes =
    (await folderBytes(path.join(site, 'content'))) +
    (await folderBytes(path.join(site, 'build/assets/js'))) +
    (await folderBytes(path.join(site, 'build/assets/css')));
  row.outputRatio = size.bytes / sourceBytes;
  if (values.anchors) await benchAnchors(site, row);
  Object.assign(row, floorSummary(tree, createMs));
  if (tmpfs) Object.assign(row, { tmpfsWallMs: tmpfs.wallMs, tmpfsCpuMs: tmpfs.cpuMs });
  else
    row.tmpfsNote = values['skip-tmpfs']
      ? 'the tmpfs build was skipped (--skip-tmpfs)'
      : 'no /dev/shm on this machine: the tmpfs build was skipped';
  console.error(
    `built ${pages} pages (${shape}): cold median ${row.wallMs.toFixed(0)} ms wall, ${row.cpuMs.toFixed(0)} ms CPU` +
      (tmpfs ? `; on tmpfs ${tmpfs.wallMs.toFixed(0)} ms wall, ${tmpfs.cpuMs.toFixed(0)} ms CPU` : '') +
      `; disk floor ${row.fsCreateMs.toFixed(0)} ms create`,
  );
  return row;
}

/** The anchors' cold builds of the site, `runs` times each, alternating; their medians and ratios into `row`. */
async function benchAnchors(site, row) {
  const projects = await prepareAnchors(site);
  const hugo = [];
  const eleventy = [];
  for (let i = 0; i < runs; i++) {
    if (eleventyRun) eleventy.push(await buildEleventy(projects.eleventy, eleventyRun));
    if (hugoRun) hugo.push(await buildHugo(projects.hugo));
  }
  discard.put(projects.root);
  for (const [name, samples] of [
    ['hugo', hugo],
    ['eleventy', eleventy],
  ]) {
    if (samples.length === 0) continue;
    const summary = summarise(samples);
    row[name] = summary;
    row[`${name}Ratio`] = row.wallMs / summary.wallMs;
  }
  console.error(
    `anchors at ${row.pages} pages (${row.shape}): ` +
      [
        row.hugo && `Hugo ${row.hugo.wallMs.toFixed(0)} ms`,
        row.eleventy && `Eleventy ${row.eleventy.wallMs.toFixed(0)} ms`,
      ]
        .filter(Boolean)
        .join(', '),
  );
}

/** The rebuilds with the build cache present and the check of one size, into its row. */
async function benchWarm(row) {
  const site = siteOf(row.pages, row.shape);
  if (!values['skip-warm']) {
    const unchanged = [];
    const edited = [];
    for (let i = 0; i < runs; i++) unchanged.push(await runCli(site, ['build', '--quiet']));
    for (let i = 0; i < runs; i++) {
      await editPage(site, row.pages, i + 1, row.shape);
      edited.push(await runCli(site, ['build', '--quiet']));
    }
    row.unchanged = summarise(unchanged);
    row.oneEdit = summarise(edited);
  }
  if (!values['skip-check'])
    row.check = summarise([await runCli(site, ['check', '--format', 'json'], [0, 1])]);
}

/** Paired cold builds of each size with the other checkout's CLI and this one's; prints a line per size. */
async function compareSizes() {
  const names = { a: path.basename(other), b: path.basename(root) };
  const rows = [];
  for (const pages of sizes) {
    const site = siteOf(pages);
    await generateSite(site, pages);
    const shm = await tmpfsFolder(`docsgen-compare-${pages}-`);
    try {
      const row = await comparePaired({
        site,
        pages,
        pairs: Number(values.pairs),
        a: path.join(other, 'dist/cli.js'),
        b: path.join(root, 'dist/cli.js'),
        outDir: path.join(shm ?? site, 'compare-build'),
        env,
        run: (dir, args, runEnv) => {
          readContent(dir);
          return runCliIn(dir, args, { env: runEnv });
        },
      });
      console.log(formatComparison(row, names));
      rows.push(row);
    } finally {
      if (shm) await rm(shm, { recursive: true, force: true });
    }
  }
  if (values.json) await writeFile(values.json, `${JSON.stringify({ compare: names, rows }, null, 2)}\n`);
}

if (other !== undefined) {
  await compareSizes();
  process.exit(0);
}

const hugoRun = values.anchors && hasHugo();
if (values.anchors && !hugoRun) console.error('--anchors: hugo is not installed here, so only Eleventy runs');
const eleventyRun = values.anchors && !values['skip-eleventy'] ? eleventyCommand() : undefined;
if (values.anchors && !values['skip-eleventy'] && !eleventyRun)
  console.error('--anchors: Eleventy could not be installed, so it does not run');
const calibration = calibrate();
// Every size's cold builds run before any rebuild: a rebuild removes the previous output in the background, and
// those removals would slow the next cold build on this disk (discard.mjs).
const results = [];
try {
  for (const shape of shapes) for (const pages of sizes) results.push(await benchCold(pages, shape));
  if (!onlyCold) for (const row of results) await benchWarm(row);
} finally {
  const removeMs = discard.clear();
  for (const row of results) {
    // The removal times of the disk floor's trees.
    const samples = removeMs.get(siteOf(row.pages, row.shape)) ?? [];
    Object.assign(row, { fsRemoveMs: median(samples), fsRemoveSamplesMs: samples.map(Math.round) });
  }
}
let serve;
if (!values['skip-serve'] && !onlyCold) {
  const pages = Number(values['serve-size']);
  serve = await benchServe(siteOf(pages), pages, Number(values.edits), { root, env });
}
const report = printReport({ runs, results, serve, calibration });
if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
