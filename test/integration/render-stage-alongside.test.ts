// The render stage's other work (checks, search index, cache): done while the worker threads are busy, with a few
// batches queued for them first, and always done by the time the stage returns.
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
import { createRenderContext, type RenderContext } from '../../src/render/render-context.ts';
import {
  PAGES_PER_BATCH,
  QUEUE_AHEAD,
  queueLimit,
  renderSitePages,
  WORKER_BACKLOG,
  type RenderStageInput,
} from '../../src/render/stage/render-stage.ts';
import { SPREAD_SLACK, type WorkerPool } from '../../src/parallel/worker-pool.ts';
import type { RenderJob, RenderOutcome } from '../../src/parallel/worker-tasks.ts';

let site: string;
let context: RenderContext;
const session = new BuildSession();

// 400 pages: 26 batches of the render stage.
beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-render-alongside-'));
  await generateSite(site, 400);
  const options = { cwd: site, output: 'memory' } as const;
  // The model whole before the render stage: its bodies rendered and its checks run.
  const plan = { ...planBuild(options, false), streamMarkdown: false, deferChecks: false };
  const model = await buildModel(options, plan, (_name, run) => Promise.resolve(run()), session);
  context = createRenderContext(model.site, {
    stylesheet: '/assets/style.css',
    script: '/assets/main.js',
    themeScript: '',
    clientConfig: '{}',
  });
});
afterAll(() => rm(site, { recursive: true, force: true }));

/** What the stand-in worker threads answer for a batch. */
const workerOutcomes = (jobs: RenderJob[]): RenderOutcome[] =>
  jobs.map(() => ({ html: '<p>worker</p>', bytes: 13, reused: false }));

/** The render stage's input for `pool`, writing to `sink`, with `extra` on top. */
const stageInput = (
  pool: WorkerPool,
  sink: MemorySink,
  extra: Partial<RenderStageInput> = {},
): RenderStageInput => ({
  context,
  sink,
  pool,
  threads: session.threads,
  signal: undefined,
  diagnostics: [],
  ...extra,
});

/**
 * A stand-in for the worker threads that logs what it is given; `free` says whether one can take a batch now. Queued
 * batches stay queued until the last step of `renderWith` has run, however slow the machine; batches queued after that
 * are done at once (the worker has caught up).
 */
function fakePool(log: string[], free: () => boolean, loaded = true, holdFree = false): WorkerPool {
  let queued = 0;
  let released = false;
  const waiting: (() => void)[] = [];
  releaseQueued = () => {
    released = true;
    for (const release of waiting.splice(0)) release();
  };
  return {
    size: 1,
    loaded,
    broadcast: () => Promise.resolve([]),
    get queued() {
      return queued;
    },
    tryRun: (_task: 'render', jobs: RenderJob[]) => {
      if (!free()) return undefined;
      log.push('worker');
      if (!holdFree) return Promise.resolve(workerOutcomes(jobs));
      return new Promise<RenderOutcome[]>((resolve) => waiting.push(() => resolve(workerOutcomes(jobs))));
    },
    runAhead: (_task: 'render', jobs: RenderJob[]) => {
      log.push('queued');
      if (released) return Promise.resolve(workerOutcomes(jobs));
      queued++;
      return new Promise<RenderOutcome[]>((resolve) =>
        waiting.push(() => {
          queued--;
          resolve(workerOutcomes(jobs));
        }),
      );
    },
  } as unknown as WorkerPool;
}

let releaseQueued = (): void => undefined;

/**
 * A stand-in for one busy worker: it takes no batch by tryRun, and holds each batch handed to it ahead (logged as
 * 'queued') until the test calls the functions left in `held`. `spreading`: chunks of bodies it still has to render.
 */
function busyPool(log: string[], held: (() => void)[], spreading = 0): WorkerPool {
  return {
    size: 1,
    loaded: true,
    spreading,
    broadcast: () => Promise.resolve([]),
    get queued() {
      return held.length;
    },
    tryRun: () => undefined,
    runAhead: (_task: 'render', jobs: RenderJob[]) => {
      log.push('queued');
      return new Promise<RenderOutcome[]>((resolve) => held.push(() => resolve(workerOutcomes(jobs))));
    },
  } as unknown as WorkerPool;
}

/** A memory sink that logs each page it is given. */
class LoggingSink extends MemorySink {
  constructor(private readonly log: string[]) {
    super();
  }

  override page(outFile: string, html: string): Promise<void> {
    this.log.push('write');
    return super.page(outFile, html);
  }
}

async function renderWith(pool: WorkerPool, log: string[], markdown?: RenderStageInput['markdown']) {
  const sink = markdown ? new LoggingSink(log) : new MemorySink();
  const steps = ['check', 'search', 'cache-1', 'cache-2', 'cache-3', 'cache-4', 'cache-5'];
  const result = await renderSitePages(
    stageInput(pool, sink, {
      alongside: steps.map((name, i) => () => {
        log.push(name);
        if (i === steps.length - 1) releaseQueued();
      }),
      markdown,
    }),
  );
  await sink.finish();
  const html = [...sink.writer.files.values()].map(String);
  return { result, html, steps };
}

describe('the batches queued for busy workers before a step of other work', () => {
  it("are QUEUE_AHEAD while many pages are left, and the workers' share of what is left near the end", () => {
    expect(queueLimit(100 * PAGES_PER_BATCH, 1)).toBe(QUEUE_AHEAD);
    expect(queueLimit(100 * PAGES_PER_BATCH, 3)).toBe(QUEUE_AHEAD);
    // One worker gets half of the 10 batches left, three get three quarters.
    expect(queueLimit(10 * PAGES_PER_BATCH, 1)).toBe(5);
    expect(queueLimit(10 * PAGES_PER_BATCH - 3, 1)).toBe(5);
    expect(queueLimit(10 * PAGES_PER_BATCH, 3)).toBe(8);
    expect(queueLimit(1, 1)).toBe(1);
  });
});

describe('the render stage with other work alongside', () => {
  it('with the workers busy: queues their share of the batches, then does the steps, then keeps the worker fed', async () => {
    const log: string[] = [];
    const { result, html, steps } = await renderWith(
      fakePool(log, () => false),
      log,
    );
    // 400 pages and a few more: 27 batches. Batches are queued until as many wait as the batches left after them, 9
    // against 18 (one worker: half); then the steps run (this worker never takes a batch by tryRun), and this thread
    // renders the batch in hand; the worker, done with its queue, is handed the 17 others.
    const batches = Math.ceil(context.site.pages.length / PAGES_PER_BATCH);
    expect(batches).toBe(27);
    expect(log).toEqual([
      ...Array.from({ length: 9 }, () => 'queued'),
      ...steps,
      ...Array.from({ length: 17 }, () => 'queued'),
    ]);
    expect(result.pageCount).toBe(context.site.pages.length);
    expect(html.filter((page) => page === '<p>worker</p>')).toHaveLength(html.length - PAGES_PER_BATCH);
  });

  it(`with a worker busy on its batches: keeps ${WORKER_BACKLOG} in its queue and renders the others itself`, async () => {
    const pages = context.site.pages;
    const log: string[] = [];
    const held: (() => void)[] = [];
    const pool = busyPool(log, held);
    let propsDone!: () => void;
    const allProps = new Promise<void>((resolve) => (propsDone = resolve));
    const sink = new MemorySink();
    const stage = renderSitePages(
      stageInput(pool, sink, {
        onProps: (_page, index) => {
          if (index === pages.length - 1) propsDone();
        },
      }),
    );
    // Every batch is handed out (the worker still holds its first two): only two went to it.
    await allProps;
    expect(log).toEqual(Array.from({ length: WORKER_BACKLOG }, () => 'queued'));
    for (const release of held.splice(0)) release();
    const result = await stage;
    await sink.finish();
    const html = [...sink.writer.files.values()].map(String);
    expect(result.pageCount).toBe(pages.length);
    expect(html).toHaveLength(pages.length);
    expect(html.filter((page) => page === '<p>worker</p>')).toHaveLength(WORKER_BACKLOG * PAGES_PER_BATCH);
  });

  it('with workers that have not loaded yet: queues nothing for them and does everything itself', async () => {
    const log: string[] = [];
    const { result, html, steps } = await renderWith(
      fakePool(log, () => false, false),
      log,
    );
    expect(log).toEqual(steps);
    expect(result.pageCount).toBe(context.site.pages.length);
    expect(html.filter((page) => page === '<p>worker</p>')).toEqual([]);
  });

  it('with a worker always free: hands it every batch and does the steps once the pages are done', async () => {
    const log: string[] = [];
    const { result, steps } = await renderWith(
      fakePool(log, () => true),
      log,
    );
    const batches = Math.ceil(context.site.pages.length / PAGES_PER_BATCH);
    expect(log).toEqual([...Array.from({ length: batches }, () => 'worker'), ...steps]);
    expect(result.pageCount).toBe(context.site.pages.length);
  });

  it('while worker threads still render markdown: a page waits for its body, and no step runs before all are done', async () => {
    const log: string[] = [];
    const pages = context.site.pages;
    // A page of the second batch whose body comes late; the last bodies come once the last batch has started.
    const late = pages[PAGES_PER_BATCH + 4]!;
    let lateBody: Promise<void> | undefined;
    let allBodies!: () => void;
    const done = new Promise<void>((resolve) => (allBodies = resolve));
    const ready = (page: (typeof pages)[number]): Promise<void> | undefined => {
      if (page === pages[pages.length - 1]) {
        log.push('all bodies');
        allBodies();
      }
      if (page !== late) return undefined;
      lateBody ??= new Promise((resolve) =>
        setTimeout(() => {
          log.push('late body');
          resolve();
        }, 30),
      );
      return lateBody;
    };
    // Workers busy all along (rendering markdown): without the bodies, steps would run at once.
    const { result, steps } = await renderWith(
      fakePool(log, () => false),
      log,
      { ready, done },
    );
    expect(result.pageCount).toBe(pages.length);
    // The first batch is written before the late body comes; its own batch and the others after it.
    expect(log.indexOf('late body')).toBe(PAGES_PER_BATCH);
    expect(log.filter((entry) => entry !== 'write')).toEqual(['late body', 'all bodies', ...steps]);
    expect(log.filter((entry) => entry === 'write')).toHaveLength(pages.length);
  });

  it('does the steps left once the bodies are done while the workers still render their batches', async () => {
    const log: string[] = [];
    const pages = context.site.pages;
    let allBodies!: () => void;
    const done = new Promise<void>((resolve) => (allBodies = resolve));
    const ready = (page: (typeof pages)[number]): undefined => {
      if (page === pages[pages.length - 1]) allBodies();
      return undefined;
    };
    // The worker takes every batch, and finishes none before the last step: waiting for them first never ends.
    const { result, steps } = await renderWith(
      fakePool(log, () => true, true, true),
      log,
      { ready, done },
    );
    const batches = Math.ceil(pages.length / PAGES_PER_BATCH);
    expect(log.filter((entry) => entry !== 'write')).toEqual([
      ...Array.from({ length: batches }, () => 'worker'),
      ...steps,
    ]);
    expect(result.pageCount).toBe(pages.length);
  });

  for (const [spreading, backlog] of [
    [SPREAD_SLACK, WORKER_BACKLOG],
    [SPREAD_SLACK + 1, 0],
  ] as const) {
    it(`while the workers still render bodies, ${spreading} chunks of them left: keeps ${backlog} batches in a busy worker's queue`, async () => {
      // Paced bodies (a large site) come a chunk at a time, so there is nearly always one left: a batch waits behind
      // a chunk or two. Behind more, this thread renders it sooner itself.
      const pages = context.site.pages;
      const log: string[] = [];
      const held: (() => void)[] = [];
      const pool = busyPool(log, held, spreading);
      let bodiesDone!: () => void;
      const done = new Promise<void>((resolve) => (bodiesDone = resolve));
      let propsDone!: () => void;
      const allProps = new Promise<void>((resolve) => (propsDone = resolve));
      const sink = new MemorySink();
      const stage = renderSitePages(
        stageInput(pool, sink, {
          markdown: { ready: () => undefined, done },
          onProps: (_page, index) => {
            if (index === pages.length - 1) propsDone();
          },
        }),
      );
      await allProps;
      expect(log).toEqual(Array.from({ length: backlog }, () => 'queued'));
      bodiesDone();
      for (const release of held.splice(0)) release();
      const result = await stage;
      await sink.finish();
      const html = [...sink.writer.files.values()].map(String);
      expect(result.pageCount).toBe(pages.length);
      expect(html.filter((page) => page === '<p>worker</p>')).toHaveLength(backlog * PAGES_PER_BATCH);
    });
  }
});
