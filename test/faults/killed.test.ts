// Builds killed with SIGKILL (an OOM kill, a CI timeout) at points spread over a build, and a killed `serve`: the next
// build succeeds, removes what the killed one left beside the output and in the cache, and writes the same output as
// a build that was never interrupted.
import { once } from 'node:events';
import { appendFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  besideOutput,
  cacheTemporaries,
  docsgen,
  EXIT,
  makeSite,
  removeSite,
  snapshot,
  startDocsgen,
  killWithSigkill,
} from './harness.ts';

let site: string;
let buildMs: number;
beforeAll(async () => {
  site = await makeSite({ pages: 300 });
  const first = docsgen(site, ['build'], { threads: 1 });
  expect(first.status, first.output_).toBe(EXIT.ok);
  buildMs = Number(/in (\d+) ms/.exec(first.stdout)?.[1] ?? '1000');
});
afterAll(() => removeSite(site));

// A fixed sequence of "random" points (a seeded generator), so that a failure can be replayed.
function* points(seed: number, count: number): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

/** Edits a page, starts a build, kills it after `ms`, and waits for it to end. */
async function killBuildAfter(ms: number, threads: number, edit: string): Promise<void> {
  await appendFile(path.join(site, 'content/docs/p7.md'), `\n${edit}\n`);
  const child = startDocsgen(site, ['build'], threads);
  const exited = once(child, 'exit');
  // The build's own start (loading docsgen, the config) comes before the timed part.
  await new Promise((resolve) => setTimeout(resolve, 150 + ms));
  await killWithSigkill(child);
  await exited;
}

/** A build after the kill: succeeds, leaves nothing beside the output, and equals an uninterrupted build. */
async function expectGoodBuild(): Promise<void> {
  const next = docsgen(site, ['build'], { threads: 1 });
  expect(next.status, next.output_).toBe(EXIT.ok);
  expect(await besideOutput(site)).toEqual([]);
  expect(await cacheTemporaries(site)).toEqual([]);
  expect((await readdir(site)).filter((name) => name.startsWith('.docsgen.config.'))).toEqual([]);
  const reference = docsgen(site, ['build', '--out', 'reference'], { threads: 1 });
  expect(reference.status, reference.output_).toBe(EXIT.ok);
  expect(await snapshot(path.join(site, 'build'))).toEqual(await snapshot(path.join(site, 'reference')));
}

describe('killed builds', () => {
  const fractions = [...points(26, 4)];
  it.each(fractions.map((f, i) => [i + 1, f] as const))(
    'SIGKILL at point %i (%f of a build), one thread, then a good build',
    async (i, fraction) => {
      await killBuildAfter(Math.round(fraction * buildMs), 1, `Kill ${i}.`);
      await expectGoodBuild();
    },
  );

  it('SIGKILL of a build with worker threads, then a good build', async () => {
    await killBuildAfter(Math.round(0.6 * buildMs), 2, 'Kill with workers.');
    await expectGoodBuild();
  });

  it('SIGKILL while the staging folder is being written leaves it; the next build removes it', async () => {
    await appendFile(path.join(site, 'content/docs/p7.md'), '\nKill while staging.\n');
    const child = startDocsgen(site, ['build'], 1);
    const exited = once(child, 'exit');
    while ((await besideOutput(site)).length === 0 && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await killWithSigkill(child);
    await exited;
    expect(await besideOutput(site)).toEqual([expect.stringMatching(/^build\.staging-\d+-/)]);
    await expectGoodBuild();
  });

  it('a staging folder without docsgen’s marker, or of a live build, is never removed', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const foreign = path.join(site, 'build.staging-1-abc');
    await mkdir(foreign);
    await writeFile(path.join(foreign, 'keep.txt'), 'not docsgen’s\n');
    const live = path.join(site, 'build.staging-2-abc');
    await mkdir(live);
    // This test's own process is alive: its marker names it.
    const { currentProcess } = await import('../../src/base/process-stamp.ts');
    await writeFile(
      path.join(live, '.docsgen-build'),
      JSON.stringify({ ...currentProcess(), outDir: path.join(site, 'build') }),
    );
    const next = docsgen(site, ['build'], { threads: 1 });
    expect(next.status, next.output_).toBe(EXIT.ok);
    expect((await besideOutput(site)).sort()).toEqual(['build.staging-1-abc', 'build.staging-2-abc']);
    expect(await readdir(foreign)).toEqual(['keep.txt']);
    const { rm } = await import('node:fs/promises');
    await Promise.all([rm(foreign, { recursive: true }), rm(live, { recursive: true })]);
  });

  it("a killed process's bundled config module beside the config is removed by the next build", async () => {
    const { writeFile } = await import('node:fs/promises');
    // Above Linux's largest pid (2^22): the process that wrote these is gone.
    const left = `.docsgen.config.0123456789ab.${2 ** 22 + 7}-42.tmp.mjs`;
    const foreign = '.docsgen.config.fedcba987654.mjs';
    await writeFile(path.join(site, left), 'export default {};\n');
    await writeFile(path.join(site, foreign), 'export default {};\n');
    const next = docsgen(site, ['build'], { threads: 1 });
    expect(next.status, next.output_).toBe(EXIT.ok);
    const names = (await readdir(site)).filter((name) => name.startsWith('.docsgen.config.'));
    expect(names).toEqual([foreign]);
    const { rm } = await import('node:fs/promises');
    await rm(path.join(site, foreign));
  });

  it('a killed serve leaves nothing that breaks the next build', async () => {
    const child = startDocsgen(site, ['serve', '--port', '0']);
    const exited = once(child, 'exit');
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/http:\/\/127\.0\.0\.1:\d+/.test(out)) resolve();
      });
      child.on('exit', () => reject(new Error(`serve ended early: ${out}`)));
    });
    await killWithSigkill(child);
    await exited;
    await expectGoodBuild();
  });
});
