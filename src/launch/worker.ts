// dist/worker.cjs: the file a build worker thread starts from. It loads the engine named by the pool with the worker's
// code cache, and writes that cache once the worker has rendered pages (by then it has compiled what a build runs).
import { workerData } from 'node:worker_threads';
import type { WorkerStart } from '../render/pool-worker.ts';
import type { Engine } from './engine.ts';
import { loadCachedModule } from './cached-module.ts';

const { engine } = workerData as WorkerStart;
const loaded = loadCachedModule<Engine>(engine, 'worker');
loaded.exports.onWorkerTaskDone((task) => {
  if (task === 'render') loaded.saveCache();
});
