// One worker thread of the build pool, as seen from this thread: its requests in flight and its failure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerTask, WorkerTasks } from './worker-tasks.ts';

/** Marks the workers docsgen starts, so the bundle knows to serve tasks when loaded as one. */
export const WORKER_FLAG = 'docsgen-build-worker';

// A worker loads the module that is running (the bundled engine) through dist/worker.cjs, which gives it the worker's
// code cache (src/launch/worker.ts): sources run as TypeScript (tests) stay in one thread.
const SELF = fileURLToPath(import.meta.url);
const WORKER_ENTRY = path.join(path.dirname(SELF), 'worker.cjs');

/** What dist/worker.cjs hands a worker thread: the engine to load. */
export interface WorkerStart {
  [WORKER_FLAG]: true;
  engine: string;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread and its requests in flight. */
export class PoolWorker {
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

  /** Tasks sent and not answered yet. */
  get tasks(): number {
    return this.pending.size;
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
