// Soak test of `docsgen serve` (a few minutes): a generated site of 2,000 pages gets 500 random operations in bursts
// (edits, atomic saves, new pages, renames, deletions and restorations of pages, folders, category files, static files
// and the content folder itself). After each burst, once serve has settled, what it serves must equal a clean build of
// the same tree: the whole route list (the sitemap), a sample of pages, every page the burst touched, and 404 for pages
// that are gone. serve must not leak: its resident set size late in the run (the median over the bursts of the last
// 30% of operations) stays within 10% of what it was early on (the median over those between 10% and 40%). RSS is
// sampled after every burst; single samples swing by ±7% (the heap's reserve and the allocator's free pages follow
// whichever rebuilds ran last), and it first climbs to its plateau with the first full rebuilds (the content folder
// put back), so neither one sample nor the point just after the first build can be the baseline.
//
// The run is drawn from a seeded generator: the seed is printed, and SOAK_SEED=<seed> repeats a run. SOAK_OPS and
// SOAK_SECTIONS (folders of 100 pages) make it shorter or longer. Nothing here asserts a duration; the times are
// printed for the record.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { build, BuildSession } from '../../../src/build/build.ts';
import {
  countMatches,
  ensureCli,
  LONG,
  request,
  startServe,
  waitUntil,
  type ServeProcess,
} from './harness.ts';
import { seededRandom, SoakSite } from './soak-site.ts';

const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const OPERATIONS = Number(process.env.SOAK_OPS ?? 500);
const SECTIONS = Number(process.env.SOAK_SECTIONS ?? 20);
// SOAK_HEAP_SNAPSHOTS=<folder>: serve writes a heap snapshot there after warm-up and one at the end, to compare in
// Chromium's DevTools (Memory, Comparison) when the live heap grows.
const SNAPSHOTS = process.env.SOAK_HEAP_SNAPSHOTS;
// The operations after which the content folder is removed and put back, whatever the draw says.
const CONTENT_AT = [Math.floor(OPERATIONS * 0.12), Math.floor(OPERATIONS * 0.6)];
const REBUILD = /(?:rebuilt \d+ pages|build failed) in|rebuild crashed/;
// serve --verbose shows each rebuild's start: serve is settled only when every rebuild it started has ended.
const REBUILD_START = /seen: rebuilding$/m;
const BUILT = /rebuilt \d+ pages in/;
// How long serve must print no rebuild before it counts as settled (chokidar holds a deletion back 100 ms, and the
// files a rebuild read are compared with the disk 55 ms after it).
const QUIET_MS = 800;
const RELOAD_SCRIPT = /<script src="\/__docsgen\/client\.js\?build=[^"]*" defer><\/script>/;

let dir: string | undefined;
let server: ServeProcess | undefined;
afterAll(async () => {
  await server?.stop();
  // For the record: what serve still had open when it had to end itself (see serve's stop deadline).
  const lingered = /serve still had .*/.exec(server?.output() ?? '')?.[0];
  if (lingered) console.log(lingered);
  if (dir) await rm(dir, { recursive: true, force: true });
});

const text = (contents: string | Uint8Array | undefined): string | undefined =>
  contents === undefined || typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');

// Resident set size of serve, in MB, from /proc (Linux): the command runs in a child of the process started (its
// supervisor, which does no work).
const commandOf = (pid: number): number =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0]) || pid;
const rssOf = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${commandOf(pid)}/status`, 'utf8'))?.[1] ?? 0) / 1024;

// Asks serve for a heap snapshot (SIGUSR2 with --heapsnapshot-signal) and waits until it is written.
const takeHeapSnapshot = async (pid: number, folder: string): Promise<void> => {
  const complete = () => readdirSync(folder).filter((f) => f.endsWith('.heapsnapshot'));
  const before = complete().length;
  process.kill(commandOf(pid), 'SIGUSR2');
  let sizes = '';
  await waitUntil(
    async () => {
      const now = complete()
        .map((f) => statSync(path.join(folder, f)).size)
        .join();
      const settled = complete().length > before && now === sizes && !now.split(',').includes('0');
      sizes = now;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return settled || undefined;
    },
    () => 'the heap snapshot to be written',
  );
};

// The live heap serve printed last (--verbose, after a forced collection).
const lastHeap = (output: string): string => [...output.matchAll(/heap ([\d.]+) MB/g)].at(-1)?.[1] ?? '?';

// The rest of serve's last memory line: the heap's reserved size, the memory outside it, the resident set.
const lastMemory = (output: string): string =>
  [...output.matchAll(/; (heap reserved [^\n]*)/g)].at(-1)?.[1] ?? '?';

const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

// The least-squares slope of the live heap over the operations, in MB per 1,000 operations (for the record: a single
// sample follows whichever pages the last rebuilds made, so only a long run's trend says something).
const heapSlope = (samples: { done: number; heap: string }[]): string => {
  const points = samples.filter((s) => s.heap !== '?').map((s) => [s.done, Number(s.heap)] as const);
  const mean = (i: 0 | 1) => points.reduce((sum, p) => sum + p[i], 0) / points.length;
  const [mx, my] = [mean(0), mean(1)];
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return points.length < 2 || sxx === 0 ? '?' : ((sxy / sxx) * 1000).toFixed(2);
};

// The file a route is built into (no trailing slash in the default layout).
// A folder's own page has a route ending in `/` (`/docs/`): its file is `docs/index.html`.
const fileOf = (route: string): string =>
  route === '/' ? 'index.html' : `${route.slice(1).replace(/\/$/, '')}/index.html`;

const routesOf = (sitemap: string): string[] =>
  [...sitemap.matchAll(/<loc>https:\/\/soak\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1] ?? '/').sort();

describe.skipIf(process.platform !== 'linux')('docsgen serve soak', () => {
  it(
    `ends up serving what a clean build of the disk makes, after each burst of ${OPERATIONS} random operations`,
    async () => {
      ensureCli();
      console.log(`serve soak: seed ${SEED} (repeat with SOAK_SEED=${SEED}), ${OPERATIONS} operations`);
      const rand = seededRandom(SEED);
      dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-soak-'));
      const site = new SoakSite(path.join(dir, 'site'), path.join(dir, 'trash'), rand);
      await site.generate(SECTIONS, 100);
      const sentinel = path.join(site.content, 'docs/sentinel.md');
      await writeFile(sentinel, '---\ntitle: Sentinel\n---\n\nSentinel 0.\n');
      const runStarted = performance.now();
      // --expose-gc with --verbose: serve collects garbage after each rebuild, so its memory figures are live data.
      // Two threads whatever the machine's load (a build picks fewer on a busy machine), so that a run does not depend
      // on how busy the machine was; DOCSGEN_THREADS=1 runs it with one.
      const running = await startServe(site.root, ['--verbose'], {
        nodeArgs: [
          '--expose-gc',
          ...(SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${SNAPSHOTS}`] : []),
        ],
        env: { DOCSGEN_THREADS: process.env.DOCSGEN_THREADS ?? '2' },
      });
      server = running;
      const pid = running.child.pid!;
      const rssAtStart = rssOf(pid);
      const url = (route: string) => new URL(route, running.url).href;
      const failure = (message: string) =>
        `${message}\nseed ${SEED}; operations so far:\n${site.log.slice(-40).join('\n')}\nserve printed:\n${running.output().slice(-3000)}`;

      let token = 0;
      // Saves the sentinel page and waits until it is served, then until serve prints no rebuild for QUIET_MS.
      const settle = async (): Promise<number> => {
        const started = performance.now();
        token++;
        await writeFile(sentinel, `---\ntitle: Sentinel\n---\n\nSentinel ${token}.\n`);
        await waitUntil(
          async () =>
            (await request(url('/docs/sentinel'))).body.includes(`Sentinel ${token}.`) ? true : undefined,
          () => failure(`the sentinel save ${token} to be served`),
        );
        const served = performance.now() - started;
        // Started and ended rebuilds, as one figure that changes whenever either does.
        const progress = (): string => {
          const output = running.output();
          return `${countMatches(output, REBUILD_START)}/${countMatches(output, REBUILD)}`;
        };
        const idle = (): boolean => {
          const [started, ended] = progress().split('/');
          return started === ended;
        };
        let seen = progress();
        let quietSince = performance.now();
        while (performance.now() - quietSince < QUIET_MS || !idle()) {
          if (performance.now() - quietSince > LONG)
            throw new Error(failure('a rebuild started and never ended'));
          await new Promise((resolve) => setTimeout(resolve, 50));
          const now = progress();
          if (now !== seen) [seen, quietSince] = [now, performance.now()];
        }
        return served;
      };

      const buildTimes: number[] = [];
      // Compares what serve answers with a clean build of the tree; returns the routes of the clean build.
      const compare = async (touched: string[], before: readonly string[]): Promise<string[]> => {
        const started = performance.now();
        const session = new BuildSession();
        const clean = await build({ cwd: site.root, output: 'lazy', includeDrafts: true }, session);
        await session.close();
        buildTimes.push(performance.now() - started);
        expect(clean.ok, failure(JSON.stringify(clean.diagnostics.slice(0, 5)))).toBe(true);
        const files = clean.lazy!;
        const sitemap = text(files.get('sitemap.xml'))!;
        expect((await request(url('/sitemap.xml'))).body, failure('the route lists differ')).toBe(sitemap);
        const routes = routesOf(sitemap);
        const sample = new Set(touched.filter((route) => routes.includes(route)).slice(0, 20));
        for (let i = 0; i < 20; i++) sample.add(routes[Math.floor(rand() * routes.length)]!);
        for (const route of sample) {
          const served = await request(url(route));
          expect(served.status, failure(`${route} status`)).toBe(200);
          expect(served.body.replace(RELOAD_SCRIPT, ''), failure(`${route} differs from a clean build`)).toBe(
            text(files.get(fileOf(route))),
          );
        }
        const gone = [...new Set([...before, ...touched])].filter((route) => !routes.includes(route));
        for (const route of gone.slice(0, 20))
          expect((await request(url(route))).status, failure(`${route} should be gone`)).toBe(404);
        const logo = await readFile(path.join(site.content, 'static/img/logo.svg'), 'utf8');
        expect((await request(url('/img/logo.svg'))).body, failure('logo.svg differs')).toBe(logo);
        return routes;
      };

      let routes = await compare([], []);
      const firstSettle = await settle();
      routes = await compare([], routes);
      await settle();
      const rssWarm = rssOf(pid);
      const heapWarm = lastHeap(running.output());
      const memoryWarm = lastMemory(running.output());
      if (SNAPSHOTS) await takeHeapSnapshot(pid, SNAPSHOTS);

      const settleTimes: number[] = [firstSettle];
      const backTimes: number[] = [];
      let done = 0;
      let bursts = 0;
      let contentRemovals = 0;
      // serve's RSS and live heap after each burst, with the number of operations done by then.
      const samples: { done: number; rss: number; heap: string }[] = [];
      while (done < OPERATIONS) {
        const size = Math.min(OPERATIONS - done, 5 + Math.floor(rand() * 36));
        for (let i = 0; i < size; i++, done++) {
          const forced = CONTENT_AT.includes(done);
          if (forced || (await site.randomOperation(true)) === 'content') {
            const away = await site.removeContent();
            contentRemovals++;
            // Meanwhile every route, static files included, answers the error overlay.
            for (const route of ['/docs/sentinel', '/img/logo.svg', routes[0] ?? '/']) {
              await waitUntil(
                async () => {
                  const res = await request(url(route));
                  return res.status === 503 && res.body.includes('content folder content/ is missing')
                    ? true
                    : undefined;
                },
                () => failure(`${route} to answer the overlay while the content folder is missing`),
              );
            }
            const built = countMatches(running.output(), BUILT);
            const restored = performance.now();
            await site.restoreContent(away);
            // A build that succeeds after this point read the folder that came back.
            await running.waitForOutput(BUILT, built + 1);
            backTimes.push(performance.now() - restored);
          }
          // Some operations land in the middle of a rebuild, some between two.
          if (rand() < 0.3) await new Promise((resolve) => setTimeout(resolve, Math.floor(rand() * 40)));
        }
        bursts++;
        settleTimes.push(await settle());
        routes = await compare(site.takeTouched(), routes);
        samples.push({ done, rss: rssOf(pid), heap: lastHeap(running.output()) });
      }

      await settle();
      if (SNAPSHOTS) await takeHeapSnapshot(pid, SNAPSHOTS);
      const rssEnd = rssOf(pid);
      const rssIn = (from: number, to: number): number =>
        median(samples.filter((s) => s.done > from * done && s.done <= to * done).map((s) => s.rss));
      const [rssEarly, rssLate] = [rssIn(0.1, 0.4), rssIn(0.7, 1)];
      const growth = (rssLate - rssEarly) / rssEarly;
      const rebuildTimes = [...running.output().matchAll(/rebuilt \d+ pages in (\d+) ms/g)].map((m) =>
        Number(m[1]),
      );
      const seconds = (performance.now() - runStarted) / 1000;
      console.log(
        [
          `serve soak (seed ${SEED}): ${done} operations in ${bursts} bursts on ${routes.length} routes, ` +
            `the content folder removed and put back ${contentRemovals} times, ${seconds.toFixed(0)} s in all`,
          `  RSS of serve: ${rssAtStart.toFixed(1)} MB after the first build, ${rssWarm.toFixed(1)} MB after warm-up, ` +
            `${rssEnd.toFixed(1)} MB at the end; median ${rssEarly.toFixed(1)} MB early, ${rssLate.toFixed(1)} MB late ` +
            `(${(growth * 100).toFixed(1)}% growth); live heap ${heapWarm} MB after warm-up, ` +
            `${lastHeap(running.output())} MB at the end; after the first 10% of the operations it grows by ` +
            `${heapSlope(samples.filter((s) => s.done > 0.1 * done))} MB per 1,000 operations (least squares)`,
          `  RSS/live heap after each burst (operations: MB/MB): ` +
            samples.map((s) => `${s.done}: ${s.rss.toFixed(0)}/${s.heap}`).join(', '),
          `  serve's own figures: ${memoryWarm} after warm-up; ${lastMemory(running.output())} at the end`,
          `  from the end of a burst to its sentinel save served: median ${median(settleTimes).toFixed(0)} ms, ` +
            `max ${Math.max(...settleTimes).toFixed(0)} ms`,
          `  from the content folder put back to a successful rebuild: median ${median(backTimes).toFixed(0)} ms, ` +
            `max ${Math.max(...backTimes).toFixed(0)} ms`,
          `  serve's rebuilds: median ${median(rebuildTimes).toFixed(0)} ms, max ${Math.max(...rebuildTimes).toFixed(0)} ms; ` +
            `clean build of the tree (for comparison): median ${median(buildTimes).toFixed(0)} ms`,
        ].join('\n'),
      );
      expect(contentRemovals).toBeGreaterThanOrEqual(CONTENT_AT.length);
      expect(
        growth,
        `median RSS ${rssEarly.toFixed(1)} MB early → ${rssLate.toFixed(1)} MB late`,
      ).toBeLessThan(0.1);
      expect(running.child.exitCode).toBeNull();
    },
    30 * 60_000,
  );
});
