import os from 'node:os';
import { runsBundled } from '../base/package-root.ts';
import { PoolWorker } from './pool-worker.ts';
import { PACED_FROM_FILES } from '../model/body-pacer.ts';
import { spareCores, workersFor } from './spare-cores.ts';
import type { TaskRunner, WorkerTask, WorkerTasks } from './worker-tasks.ts';

const CAN_SPAWN = runsBundled();

/**
 * Below this many markdown files a build runs in one thread: each thread warms up its own copy of the code, and on two
 * cores a worker for a smaller site costs as much as it saves (500 pages: the same time; 1,000: 10-15 % faster, with
 * the worker rendering markdown while this thread renders pages). Builds that render no pages (`check`, and `serve`,
 * which renders pages when they are asked for) have less to share: they take workers from 2,000 files.
 */
export const MIN_FILES_FOR_WORKERS = { renderingPages: 700, otherwise: 2000 };

/**
 * How many threads a build of `files` markdown files uses, this one included: `DOCSGEN_THREADS` when set, else one per
 * core (at most 4) that the machine leaves idle (src/parallel/spare-cores.ts), and at least one worker for a site large
 * enough to pace its bodies.
 */
export function threadCount(files: number, renderingPages: boolean): number {
  const forced = Number.parseInt(process.env.DOCSGEN_THREADS ?? '', 10);
  if (!CAN_SPAWN) return 1;
  if (Number.isInteger(forced) && forced >= 1) return Math.min(forced, 16);
  const min = renderingPages ? MIN_FILES_FOR_WORKERS.renderingPages : MIN_FILES_FOR_WORKERS.otherwise;
  if (files < min) return 1;
  return (
    1 +
    workerThreadsFor(files, renderingPages, Math.min(4, Math.max(1, os.availableParallelism())), spareCores())
  );
}

/**
 * Worker threads for a build of `files` markdown files on `cores` cores of which `spare` were left idle (see
 * `workersFor`); a site large enough to pace its bodies gets one whatever the load.
 */
export function workerThreadsFor(
  files: number,
  renderingPages: boolean,
  cores: number,
  spare: number | undefined,
): number {
  const workers = workersFor(cores, spare);
  // Only a build with a worker paces its bodies: a 100,000-page build that found the other core busy as it started
  // ran in this thread alone, rendered every body before its first page and peaked at 3.7 GB (2.1 GB with a worker),
  // in twice the time. Memory, not the few percent a worker costs on a busy machine, decides at that size.
  if (renderingPages && files >= PACED_FROM_FILES && cores > 1) return Math.max(1, workers);
  return workers;
}

/**
 * Jobs a worker holds at once: the one it runs and two more, waiting in its message queue, so that it never waits for
 * this thread (busy with its own share, which can take longer than one of the worker's) to hand it more work. With
 * two, the worker of a 5,000-page build still sat idle for 10-20% of the render stage.
 */
export const JOBS_PER_WORKER = 3;

// A 100,000-page build paces its bodies (src/model/body-pacer.ts): a chunk is handed out for about every batch of
// pages, so a worker nearly always had one outstanding, and, reserved, took no page batch: it sat idle 101 s of 158
// while this thread rendered every page.
/**
 * Spread tasks a worker may have outstanding and still take other tasks: one then waits behind at most this many
 * chunks of `spread` work.
 */
export const SPREAD_SLACK = 2;

interface Job {
  task: WorkerTask;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Worker threads that run build tasks; jobs queue up and each worker takes the next one when it is free. */
export class WorkerPool {
  private readonly workers: PoolWorker[];
  /** One entry per job a loaded worker can take now (a worker appears up to `JOBS_PER_WORKER` times). */
  private readonly idle: PoolWorker[];
  private readonly queue: Job[] = [];
  /** Workers running a share of `spread` work, with how many of its tasks are left (see `available`). */
  private readonly reserved = new Map<PoolWorker, number>();
  /** The workers that have loaded. */
  private readonly ready: PoolWorker[] = [];
  /** Tasks handed out by `runAhead` and not finished. */
  private ahead = 0;

  /**
   * Starts `size` workers. They load in the background (a worker needs a few hundred ms to load docsgen) and are handed
   * queued tasks once loaded; until then a caller with `inline` work does it all itself, with `local`.
   */
  constructor(
    readonly size: number,
    private readonly local: TaskRunner,
  ) {
    this.idle = [];
    this.workers = Array.from(
      { length: size },
      () =>
        new PoolWorker((worker) => {
          this.ready.push(worker);
          for (let i = 0; i < JOBS_PER_WORKER; i++) this.idle.push(worker);
          this.dispatch();
        }),
    );
  }

  /** Spread tasks handed out and not finished, over all workers. */
  get spreading(): number {
    let left = 0;
    for (const count of this.reserved.values()) left += count;
    return left;
  }

  /** True when `worker` takes tasks other than its share of `spread` work (it has little of that left). */
  private available(worker: PoolWorker): boolean {
    return (this.reserved.get(worker) ?? 0) <= SPREAD_SLACK;
  }

  /** True once a worker has loaded (before that, only `map` with `inline` gets work done). */
  get loaded(): boolean {
    return this.ready.length > 0;
  }

  /** Tasks waiting for a free worker, or in a worker's own queue (`runAhead`). */
  get queued(): number {
    return this.queue.length + this.ahead;
  }

  /** True when a worker died (the pool should be replaced). */
  get broken(): boolean {
    return this.workers.some((w) => w.broken);
  }

  /** Runs one task on the next free worker. */
  run<K extends WorkerTask>(task: K, input: WorkerTasks[K]['input']): Promise<WorkerTasks[K]['output']> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, input, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /**
   * Hands a task at once to the loaded worker with the fewest tasks, beyond its free slots: it waits in that worker's
   * own queue. For work queued before this thread runs a long step: while this thread is busy, no finished task can be
   * answered with the next one, and a worker would run dry. Queued like `run` while no worker has loaded.
   */
  runAhead<K extends WorkerTask>(task: K, input: WorkerTasks[K]['input']): Promise<WorkerTasks[K]['output']> {
    const free = this.ready.filter((w) => this.available(w));
    const worker = free.reduce<PoolWorker | undefined>(
      (a, b) => (a && a.tasks <= b.tasks ? a : b),
      undefined,
    );
    if (!worker) return this.run(task, input);
    this.ahead++;
    return worker.run(task, input).finally(() => this.ahead--);
  }

  /**
   * Runs one task at once when a worker can take it; undefined when all are busy, or hold tasks handed out ahead (the
   * caller can run it itself).
   */
  tryRun<K extends WorkerTask>(
    task: K,
    input: WorkerTasks[K]['input'],
  ): Promise<WorkerTasks[K]['output']> | undefined {
    if (this.queue.length > 0 || this.ahead > 0 || !this.idle.some((w) => this.available(w)))
      return undefined;
    return this.run(task, input);
  }

  /**
   * Hands every input to the workers at once, chunk by chunk in turn, in order (so results come back about in input
   * order): a worker goes from one to the next without waiting for this thread, busy with its own work, to hand it
   * more. Until its share is down to `SPREAD_SLACK` tasks, a worker takes no other task.
   */
  spread<K extends WorkerTask>(
    task: K,
    inputs: WorkerTasks[K]['input'][],
  ): Promise<WorkerTasks[K]['output']>[] {
    return inputs.map((input, i) => {
      const worker = this.workers[i % this.workers.length]!;
      this.reserved.set(worker, (this.reserved.get(worker) ?? 0) + 1);
      return worker.run(task, input).finally(() => {
        const left = this.reserved.get(worker)! - 1;
        if (left > 0) return this.reserved.set(worker, left);
        this.reserved.delete(worker);
        this.dispatch();
      });
    });
  }

  /** Runs a task once on every worker, loaded or not (to hand each the same shared data before its next tasks). */
  broadcast<K extends WorkerTask>(
    task: K,
    input: WorkerTasks[K]['input'],
  ): Promise<WorkerTasks[K]['output'][]> {
    return Promise.all(this.workers.map((worker) => worker.run(task, input)));
  }

  /**
   * Runs `task` over `chunks`; results come back in input order whatever thread ran them. With `inline`, this thread
   * takes queued chunks too (for I/O-bound tasks, while the workers are still starting).
   */
  async map<K extends WorkerTask>(
    task: K,
    chunks: WorkerTasks[K]['input'][],
    options: { inline?: boolean } = {},
  ): Promise<WorkerTasks[K]['output'][]> {
    const results = chunks.map((input) => this.run(task, input));
    if (options.inline) {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        await this.local.run(job.task, job.input as never).then(job.resolve, job.reject);
        // Let the workers' finished-job messages in, so that they are handed the next chunks meanwhile.
        await yieldToEvents();
      }
    }
    return Promise.all(results);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const free = this.idle.findIndex((w) => this.available(w));
      if (free === -1) return;
      const worker = this.idle.splice(free, 1)[0]!;
      const job = this.queue.shift()!;
      worker
        .run(job.task, job.input as never)
        .then(job.resolve, job.reject)
        .finally(() => {
          this.idle.push(worker);
          this.dispatch();
        });
    }
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** Resolves after the event loop has handled what is waiting (messages from workers, finished I/O). */
export function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Splits a list into chunks of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
