// dist/worker.cjs: the file a build worker thread starts from. It loads the worker bundle named by the pool with the
// workers' code cache, and writes that cache once the worker has rendered pages (by then it has compiled what a build
// runs).
import { workerData } from 'node:worker_threads';
import type { WorkerStart } from '../../parallel/pool-worker.ts';
import { loadCachedModule } from './cached-module.ts';

const { bundle } = workerData as WorkerStart;
const loaded = loadCachedModule<typeof import('../../parallel/worker-serve.ts')>(bundle, 'worker');
loaded.exports.setModuleImporter((url) => import(url));
loaded.exports.serveWorkerTasks((task) => {
  if (task === 'render') loaded.saveCache();
});
