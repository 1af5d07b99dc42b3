import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runsBundled } from '../package-root.ts';
import { runWorkerTask, type WorkerTask, type WorkerTasks } from './worker-tasks.ts';

/** Marks the workers docsgen starts, so the bundle knows to serve tasks when loaded as one. */
export const WORKER_FLAG = 'docsgen-build-worker';

// A worker loads the module that is running (the bundled engine) through dist/worker.cjs, which gives it the worker's
// code cache (src/launch/worker.ts): sources run as TypeScript (tests) stay in one thread.
const SELF = fileURLToPath(import.meta.url);
const CAN_SPAWN = runsBundled();
const WORKER_ENTRY = path.join(path.dirname(SELF), 'worker.cjs');

/** What dist/worker.cjs hands a worker thread: the engine to load. */
export interface WorkerStart {
  [WORKER_FLAG]: true;
  engine: string;
}

let onTaskDone: ((task: WorkerTask) => void) | undefined;

/** In a worker thread: calls `listener` after each task it finished (the worker entry saves its code cache then). */
export function onWorkerTaskDone(listener: (task: WorkerTask) => void): void {
  onTaskDone = listener;
}

/** Below this many markdown files a build runs in one thread: on two cores, starting workers costs more than they save. */
export const MIN_FILES_FOR_WORKERS = 2000;

/**
 * How many threads a build of `files` markdown files uses, this one included: `DOCSGEN_THREADS` when set, else one per
 * core (at most 4).
 */
export function threadCount(files: number): number {
  const forced = Number.parseInt(process.env.DOCSGEN_THREADS ?? '', 10);
  if (!CAN_SPAWN) return 1;
  if (Number.isInteger(forced) && forced >= 1) return Math.min(forced, 16);
  if (files < MIN_FILES_FOR_WORKERS) return 1;
  return Math.min(4, Math.max(1, os.availableParallelism()));
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread and its requests in flight. */
class PoolWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;

  /** `onReady` is called once the worker has loaded and listens for tasks. */
  constructor(onReady: (worker: PoolWorker) => void) {
    // A larger young generation: rendering allocates many short-lived strings, and scavenges are most of its GC.
    const start: WorkerStart = { [WORKER_FLAG]: true, engine: SELF };
    this.worker = new Worker(WORKER_ENTRY, {
      workerData: start,
      resourceLimits: { maxYoungGenerationSizeMb: 48 },
    });
    this.worker.on('message', (message: { id: number; result?: unknown; error?: string; ready?: true }) => {
      if (message.ready) return onReady(this);
      const entry = this.pending.get(message.id);
      if (!entry) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.error !== undefined) entry.reject(new Error(message.error));
      else entry.resolve(message.result);
    });
    const fail = (error: Error): void => {
      this.failure = error;
      for (const entry of this.pending.values()) entry.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`docsgen build worker exited (${code})`)));
    // After the listeners: adding a 'message' listener refs the worker's port again, and a worker that is never given
    // a task (a small site that this thread finished alone) would keep the process alive forever.
    this.worker.unref();
  }

  get broken(): boolean {
    return this.failure !== undefined;
  }

  run<K extends WorkerTask>(task: K, input: WorkerTasks[K]['input']): Promise<WorkerTasks[K]['output']> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    // Referenced while it works, so a CLI waiting only on workers is not taken for finished.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, task, input });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * Jobs a worker holds at once: the one it runs and two more, waiting in its message queue, so that it never waits for
 * this thread (busy with its own share, which can take longer than one of the worker's) to hand it more work. With
 * two, the worker of a 5,000-page build still sat idle for 10-20% of the render stage.
 */
export const JOBS_PER_WORKER = 3;

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
  private anyLoaded = false;

  /**
   * Starts `size` workers. They load in the background (a worker needs a few hundred ms to load docsgen) and are handed
   * queued tasks once loaded; until then a caller with `inline` work does it all itself.
   */
  constructor(readonly size: number) {
    this.idle = [];
    this.workers = Array.from(
      { length: size },
      () =>
        new PoolWorker((worker) => {
          this.anyLoaded = true;
          for (let i = 0; i < JOBS_PER_WORKER; i++) this.idle.push(worker);
          this.dispatch();
        }),
    );
  }

  /** True once a worker has loaded (before that, only `map` with `inline` gets work done). */
  get loaded(): boolean {
    return this.anyLoaded;
  }

  /** Tasks waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
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

  /** Runs one task at once when a worker can take it; undefined when all are busy (the caller can run it itself). */
  tryRun<K extends WorkerTask>(
    task: K,
    input: WorkerTasks[K]['input'],
  ): Promise<WorkerTasks[K]['output']> | undefined {
    if (this.idle.length === 0 || this.queue.length > 0) return undefined;
    return this.run(task, input);
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
        await runWorkerTask(job.task, job.input as never).then(job.resolve, job.reject);
        // Let the workers' finished-job messages in, so that they are handed the next chunks meanwhile.
        await yieldToEvents();
      }
    }
    return Promise.all(results);
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.shift()!;
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

// Loaded as one of the pool's workers: serve tasks until the pool ends.
if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[WORKER_FLAG] === true) {
  const port = parentPort;
  port.postMessage({ ready: true });
  port.on('message', (message: { id: number; task: WorkerTask; input: never }) => {
    runWorkerTask(message.task, message.input).then(
      (result) => {
        port.postMessage({ id: message.id, result });
        onTaskDone?.(message.task);
      },
      (error: unknown) =>
        port.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) }),
    );
  });
}
