// The CLI as a process on a synthetic site large enough for worker threads and lazy sidebars: the output is the same,
// byte for byte, whatever the number of threads. (Workers run only from the bundled CLI, so these tests spawn it; the
// global test setup bundles it.)
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite } from '../../../scripts/bench/generate-site.mjs';
import { buildWithCli, outputFiles } from './cli-build.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
let work: string;
let site: string;
const headingTitles: string[] = [];

function build(outDir: string, threads: number, cwd = site): void {
  buildWithCli(cwd, ['--out', outDir], { DOCSGEN_THREADS: String(threads) });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-threads-'));
  site = path.join(work, 'site');
  // One sidebar of 260 entries: over the inline limit, so its collapsed categories load from a fragment.
  await generateSite(site, 250, { sections: 1 });
  // Every seventh page takes its title from its h1: the site model waits for those bodies, and only those, before
  // pages are rendered while the workers still render the other bodies.
  const docs = path.join(site, 'content/docs');
  const names = (await readdir(docs, { recursive: true })).filter((name) => name.endsWith('.md')).sort();
  for (const name of names.filter((_, i) => i % 7 === 3)) {
    const file = path.join(docs, name);
    const text = await readFile(file, 'utf8');
    const title = /^title: (.*)$/m.exec(text)![1]!;
    headingTitles.push(`${title} from its heading`);
    await writeFile(
      file,
      text.replace(/^title: .*\n/m, '').replace('\n---\n', `\n---\n\n# ${title} from its heading\n`),
    );
  }
}, 120_000);
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('a build with worker threads', () => {
  it('writes the same bytes as a one-thread build', async () => {
    const markdownCache = path.join(site, '.docsgen-cache/markdown');
    build(path.join(work, 'one'), 1);
    const oneCache = await outputFiles(markdownCache);
    await rm(path.join(site, '.docsgen-cache'), { recursive: true, force: true });
    build(path.join(work, 'three'), 3);
    // The build cache too, though workers wrote each body's JSON for it there (this thread, here).
    const threeCache = await outputFiles(markdownCache);
    expect(oneCache.size).toBe(32);
    expect([...threeCache].filter(([name, bytes]) => !bytes.equals(oneCache.get(name)!))).toEqual([]);
    const one = await outputFiles(path.join(work, 'one'));
    const three = await outputFiles(path.join(work, 'three'));
    expect([...three.keys()].sort()).toEqual([...one.keys()].sort());
    const differing = [...one]
      .filter(([name, bytes]) => !bytes.equals(three.get(name)!))
      .map(([name]) => name);
    expect(differing).toEqual([]);
    expect([...one.keys()].filter((name) => name.startsWith('assets/sidebars/'))).toHaveLength(1);
    expect(one.size).toBeGreaterThan(260);
    // A heading title is the page's title in the other pages' sidebars too.
    const showing = [...one.values()].filter((bytes) => bytes.includes(`>${headingTitles[0]!}<`));
    expect(showing.length).toBeGreaterThan(2);
  }, 180_000);

  it('runs its workers from the worker bundle, which leaves out the commands and what only they load', async () => {
    const dist = path.join(repo, 'dist');
    const engine = /engine-[A-Z0-9]+\.cjs/.exec(await readFile(path.join(dist, 'cli.js'), 'utf8'))![0];
    const bundle = /worker-engine-[A-Z0-9]+\.cjs/.exec(await readFile(path.join(dist, engine), 'utf8'))?.[0];
    expect(bundle).toBeDefined();
    const code = await readFile(path.join(dist, bundle!), 'utf8');
    const required = new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]));
    // No esbuild, http, child_process or chokidar: the worker renders, it never serves, bundles or watches (node:url
    // imports the bundled config, for the site's markdown plugins; node:module and node:vm load the site's theme
    // components; fs is gray-matter's own name for node:fs).
    expect([...required].sort()).toEqual([
      'fs',
      'node:crypto',
      'node:fs',
      'node:module',
      'node:path',
      'node:url',
      'node:vm',
      'node:worker_threads',
    ]);
    expect(code).not.toContain('function buildCommand');
    // The three-thread build above ran its workers from this bundle: they wrote its code cache.
    const caches = await readdir(path.join(dist, '.code-cache'));
    expect(caches.filter((name) => name.startsWith(`${bundle!}.worker.`))).toHaveLength(1);
  });

  it('exits when its worker got no work: a small site this thread builds alone before the worker has loaded', () => {
    // A copy: a build writes its cache into the project folder, and the fixture stays as it is in git.
    const mini = path.join(work, 'site-mini');
    cpSync(path.resolve(import.meta.dirname, '../../fixtures/site-mini'), mini, { recursive: true });
    for (const command of [['build', '--quiet', '--out', path.join(work, 'mini')], ['check']]) {
      const result = spawnSync(process.execPath, [path.join(repo, 'bin/docsgen.js'), ...command], {
        cwd: mini,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', DOCSGEN_THREADS: '2' },
        // A process kept alive by its idle worker never exits: it is killed here and the test fails.
        timeout: 60_000,
      });
      expect(result.signal, command[0]).toBeNull();
      expect(result.status, command[0]).toBe(0);
    }
  }, 180_000);

  it('reports the same warnings whatever the number of threads (the checks run while workers render)', async () => {
    const docs = path.join(site, 'content/docs');
    const page = (await readdir(docs, { recursive: true })).find((name) => name.endsWith('.md'))!;
    const file = path.join(docs, page);
    const original = await readFile(file, 'utf8');
    await writeFile(file, `${original}\n\nSee [nowhere](/docs/no-such-page) and [here](#no-such-anchor).\n`);
    try {
      const warnings = (threads: number): string => {
        const result = spawnSync(
          process.execPath,
          [path.join(repo, 'bin/docsgen.js'), 'build', '--out', path.join(work, `warn-${threads}`)],
          {
            cwd: site,
            encoding: 'utf8',
            env: { ...process.env, NO_COLOR: '1', DOCSGEN_THREADS: String(threads) },
          },
        );
        expect(result.status).toBe(0);
        return result.stderr;
      };
      const one = warnings(1);
      expect(one).toContain('broken-link');
      expect(one).toContain('broken-anchor');
      expect(warnings(3)).toBe(one);
    } finally {
      await writeFile(file, original);
    }
  }, 180_000);

  it('writes the same bytes for the Maar World site (blog, home and markdown pages too)', async () => {
    const markdownCache = path.join(repo, '.docsgen-cache/markdown');
    await rm(markdownCache, { recursive: true, force: true });
    build(path.join(work, 'real-one'), 1, repo);
    const oneCache = await outputFiles(markdownCache);
    await rm(markdownCache, { recursive: true, force: true });
    build(path.join(work, 'real-two'), 2, repo);
    // With one worker, the worker writes the cache from the bodies it keeps: the same bytes again.
    const twoCache = await outputFiles(markdownCache);
    expect(oneCache.size).toBe(32);
    expect([...twoCache].filter(([name, bytes]) => !bytes.equals(oneCache.get(name)!))).toEqual([]);
    const one = await outputFiles(path.join(work, 'real-one'));
    const two = await outputFiles(path.join(work, 'real-two'));
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    expect([...one].filter(([name, bytes]) => !bytes.equals(two.get(name)!)).map(([name]) => name)).toEqual(
      [],
    );
  }, 180_000);
});
