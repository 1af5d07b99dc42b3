// One worker thread of the build pool, as seen from this thread: its requests in flight and its failure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { environmentError, errorFromWire, type WireError } from '../diagnostics/io-error.ts';
import { itemPath, type WorkerTask, type WorkerTasks } from './worker-tasks.ts';

// The worker bundle's file name in dist/, set by scripts/build-cli.mjs. Only the bundled engine starts workers
// (runsBundled), so the sources never read it.
declare const DOCSGEN_WORKER_BUNDLE: string;

// A worker starts from dist/worker.cjs, which loads the worker bundle named here with the workers' code cache
// (src/cli/launch/worker.ts). The bundle's name carries a hash of its code, as the engine's does: the workers of a running
// docsgen load the code it was built with, even after dist/ is rebuilt.
const DIST = path.dirname(fileURLToPath(import.meta.url));
const WORKER_ENTRY = path.join(DIST, 'worker.cjs');

/**
 * What dist/worker.cjs hands a worker thread: the worker bundle to load, and where it tells which task and which of
 * its pages it is on (`noteProgress`).
 */
export interface WorkerStart {
  bundle: string;
  progress: Int32Array;
}

const OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

interface Pending {
  task: WorkerTask;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread and its requests in flight. */
export class PoolWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;
  // Shared with the worker, which writes into it the id of its task and the index of the page it is on: a worker that
  // runs out of memory sends nothing more, and this is how its failure names the page.
  private readonly progress = new Int32Array(new SharedArrayBuffer(8)).fill(-1);

  /** `onReady` is called once the worker has loaded and listens for tasks. */
  constructor(onReady: (worker: PoolWorker) => void) {
    const start: WorkerStart = { bundle: path.join(DIST, DOCSGEN_WORKER_BUNDLE), progress: this.progress };
    this.worker = new Worker(WORKER_ENTRY, {
      workerData: start,
      // A larger young generation: rendering allocates many short-lived strings, and scavenges are most of its GC.
      resourceLimits: { maxYoungGenerationSizeMb: 48 },
    });
    this.worker.on(
      'message',
      (message: { id: number; result?: unknown; error?: WireError; ready?: true }) => {
        if (message.ready) return onReady(this);
        const entry = this.pending.get(message.id);
        if (!entry) return;
        this.pending.delete(message.id);
        if (this.pending.size === 0) this.worker.unref();
        if (message.error !== undefined) entry.reject(errorFromWire(message.error));
        else entry.resolve(message.result);
      },
    );
    // The first failure is the one told: the worker's 'exit' follows its 'error'.
    const fail = (error: Error): void => {
      this.failure ??= this.named(error);
      for (const entry of this.pending.values()) entry.reject(this.failure);
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
      this.pending.set(id, { task, input, resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, task, input });
    });
  }

  // Out of memory, the worker's error names the page or file it was on (an environment failure, exit 3).
  private named(error: Error): Error {
    if ((error as NodeJS.ErrnoException).code !== OUT_OF_MEMORY) return error;
    const entry = this.pending.get(Atomics.load(this.progress, 0));
    const item = entry && itemPath(entry.task, entry.input as never, Atomics.load(this.progress, 1));
    const syscall = entry?.task === 'markdown' ? 'render-markdown' : 'render';
    return item === undefined ? error : environmentError(OUT_OF_MEMORY, syscall, item, { cause: error });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}
