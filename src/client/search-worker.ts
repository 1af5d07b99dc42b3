// The search Web Worker: the page creates it on the first focus or hover of a search box. All logic lives in
// ./search/engine/ (no DOM), which the benchmark runs under Node.
import type { WorkerMessage, WorkerResponse } from '../shared/search-protocol.ts';
import { createWorkerHost } from './search/engine/worker-host.ts';

interface WorkerScope {
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
}

// The client tsconfig has the DOM library, whose `self` is a Window; in a worker it is the worker scope.
const scope = self as unknown as WorkerScope;

const host = createWorkerHost({
  async fetchText(url) {
    // The manifest keeps its name from one deploy to the next: revalidated, never taken stale from the cache (the index
    // files it names are content-hashed, so they may come from the cache).
    const manifest = new URL(url).pathname.endsWith('/manifest.json');
    const response = await fetch(url, {
      credentials: 'same-origin',
      cache: manifest ? 'no-cache' : 'default',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${new URL(url).pathname}`);
    return response.text();
  },
  post: (message) => scope.postMessage(message),
});

scope.addEventListener('message', (event) => {
  void host.receive(event.data);
});
