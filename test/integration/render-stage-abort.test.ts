// An interrupted render stage must not leave a worker thread writing into the output folder that the build is about to
// drop: the stage ends only after the batches in flight have ended.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite } from '../../scripts/bench/generate-site.mjs';
import { buildModel } from '../../src/build/model.ts';
import { planBuild } from '../../src/build/plan.ts';
import { BuildSession } from '../../src/build/session.ts';
import { MemorySink } from '../../src/output/memory.ts';
import { createRenderContext } from '../../src/render/render-context.ts';
import { BuildAbortedError } from '../../src/diagnostics/diagnostic.ts';
import { renderSitePages } from '../../src/render/stage/render-stage.ts';
import type { WorkerPool } from '../../src/parallel/worker-pool.ts';
import type { RenderJob, RenderOutcome } from '../../src/parallel/worker-tasks.ts';

let site: string;

// More pages than one batch of the render stage, so that the interrupt is seen before the second.
beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-render-abort-'));
  await generateSite(site, 120);
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('the render stage, interrupted', () => {
  it('waits for the batch a worker is rendering before it gives up', async () => {
    const session = new BuildSession();
    const model = await buildModel(
      { cwd: site, output: 'memory' },
      // The model whole before the render stage: its bodies rendered and its checks run.
      { ...planBuild({ cwd: site, output: 'memory' }, false), streamMarkdown: false, deferChecks: false },
      (_name, run) => Promise.resolve(run()),
      session,
    );
    const context = createRenderContext(model.site, {
      stylesheet: '/assets/style.css',
      script: '/assets/main.js',
      themeScript: '',
      clientConfig: '{}',
    });
    const controller = new AbortController();
    let settled = false;
    // A worker that takes its batch, and is still rendering it when the build is interrupted.
    const pool = {
      size: 1,
      broadcast: () => Promise.resolve([]),
      tryRun: (_task: 'render', jobs: RenderJob[]): Promise<RenderOutcome[]> => {
        controller.abort();
        return new Promise((resolve) =>
          setTimeout(() => {
            settled = true;
            resolve(jobs.map(() => ({ html: '<p></p>', bytes: 7, reused: false })));
          }, 200),
        );
      },
    } as unknown as WorkerPool;

    const stage = renderSitePages({
      context,
      sink: new MemorySink(),
      pool,
      threads: session.threads,
      signal: controller.signal,
      diagnostics: [],
    });
    await expect(stage).rejects.toBeInstanceOf(BuildAbortedError);
    expect(settled).toBe(true);
  });
});
