// The worker thread's side of the pool, and the entry of the worker bundle (dist/worker-engine-<hash>.cjs): a worker
// loads only what its tasks run, not the commands, the dev server, the checks or esbuild.
import { parentPort, workerData } from 'node:worker_threads';
import { errorToWire } from '../diagnostics/io-error.ts';
import type { WorkerStart } from './pool-worker.ts';
import { noteProgress, TaskRunner, type WorkerTask } from './worker-tasks.ts';

// The worker's launcher hands in its `import()` (code run from a code cache has none): workers import config modules.
export { setModuleImporter } from '../config/module-import.ts';

/** Serves the pool's tasks on this worker thread until the pool ends; `onTaskDone` is called after each task. */
export function serveWorkerTasks(onTaskDone: (task: WorkerTask) => void): void {
  const port = parentPort;
  if (!port) throw new Error('docsgen: serveWorkerTasks runs in a worker thread');
  const runner = new TaskRunner();
  const { progress } = workerData as WorkerStart;
  port.postMessage({ ready: true });
  port.on('message', (message: { id: number; task: WorkerTask; input: never }) => {
    const onItem = (index: number): void => noteProgress(progress, message.id, index);
    runner.run(message.task, message.input, onItem).then(
      (result) => {
        port.postMessage({ id: message.id, result });
        onTaskDone(message.task);
      },
      // With its errno fields: a full disk in a worker is reported as one, not as a crash.
      (error: unknown) => port.postMessage({ id: message.id, error: errorToWire(error) }),
    );
  });
}
