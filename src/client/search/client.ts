// The page's side of the worker: starts it on first use, numbers the requests, drops stale answers, and turns
// worker failures into errors the UI can show with a Retry button.
import type { ClientConfig } from '../../shared/client-config.ts';
import type {
  ManifestMessage,
  SearchResult,
  SearchScope,
  WorkerRequest,
  WorkerResponse,
} from '../../shared/search-protocol.ts';
import { capQuery } from '../../shared/search-protocol.ts';

/** What a search found, as the UI renders it. */
export interface SearchAnswer {
  query: string;
  results: SearchResult[];
  total: number;
  related: string[];
}

/** Sends requests to the search worker. */
export interface SearchClient {
  /** True once the worker was asked for something (it is never created before). */
  readonly started: boolean;
  /** Starts the worker when needed and fetches the indexes of `scope`. */
  prepare(scope: SearchScope): Promise<void>;
  /** Searches; resolves `undefined` when a newer search replaced this one before its answer came. */
  search(query: string, scope: SearchScope, limit: number): Promise<SearchAnswer | undefined>;
  /** After a failure: a broken worker is dropped, so the next request starts a new one. */
  retry(): void;
}

type Pending = { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void };

/** Fetches the manifest as the worker would: revalidated, never taken stale from the cache. */
async function fetchManifest(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** A client for the worker at `config.workerUrl`; `createWorker` and `fetchText` are replaceable for tests. */
export function createSearchClient(
  config: ClientConfig['search'],
  createWorker: (url: string) => Worker = (url) => new Worker(url),
  fetchText: (url: string) => Promise<string> = fetchManifest,
): SearchClient {
  let worker: Worker | undefined;
  // Set when the worker failed; requests fail with it until retry() drops the worker.
  let broken: string | undefined;
  let nextId = 1;
  let latestSearch = 0;
  const pending = new Map<number, Pending>();
  const manifestUrl = new URL(config.manifestUrl, document.baseURI).href;

  const failAll = (message: string): void => {
    broken = message;
    const waiting = [...pending.values()];
    pending.clear();
    for (const request of waiting) request.reject(new Error(message));
  };

  const start = (): Worker => {
    if (broken !== undefined) throw new Error(broken);
    if (worker) return worker;
    if (!config.workerUrl)
      throw new Error('Search is not available: this site was built without a search worker.');
    let created: Worker;
    try {
      created = createWorker(config.workerUrl);
    } catch (error) {
      broken = `The search worker could not start: ${(error as Error).message}`;
      throw new Error(broken);
    }
    created.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const request = pending.get(event.data.id);
      if (!request) return;
      pending.delete(event.data.id);
      request.resolve(event.data);
    });
    created.addEventListener('error', (event) => {
      event.preventDefault();
      failAll('The search worker could not start or stopped working.');
    });
    created.addEventListener('messageerror', () =>
      failAll('The search worker sent a message that could not be read.'),
    );
    // The page fetches the manifest while the worker script loads and starts, and hands it over.
    const post = (message: ManifestMessage): void => created.postMessage(message);
    post({ type: 'manifest', manifestUrl, status: 'fetching' });
    fetchText(manifestUrl).then(
      (text) => post({ type: 'manifest', manifestUrl, status: 'fetched', text }),
      () => post({ type: 'manifest', manifestUrl, status: 'failed' }),
    );
    return (worker = created);
  };

  const send = (request: WorkerRequest): Promise<WorkerResponse> =>
    new Promise<WorkerResponse>((resolve, reject) => {
      let target: Worker;
      try {
        target = start();
      } catch (error) {
        reject(error as Error);
        return;
      }
      pending.set(request.id, { resolve, reject });
      target.postMessage(request);
    });

  return {
    get started() {
      return worker !== undefined;
    },
    async prepare(scope) {
      const response = await send({ type: 'load', id: nextId++, manifestUrl, ...scope });
      if (response.type === 'error') throw new Error(response.message);
    },
    async search(query, scope, limit) {
      const id = nextId++;
      latestSearch = id;
      const request: WorkerRequest = {
        type: 'search',
        id,
        manifestUrl,
        query: capQuery(query),
        limit,
        snippetLength: config.snippetLength,
        related: config.relatedSearches,
        ...scope,
      };
      const response = await send(request);
      if (id !== latestSearch || response.type === 'stale') return undefined;
      if (response.type === 'error') throw new Error(response.message);
      if (response.type !== 'results') return undefined;
      return {
        query: response.query,
        results: response.results,
        total: response.total,
        related: response.related,
      };
    },
    retry() {
      if (broken === undefined) return;
      worker?.terminate();
      worker = undefined;
      broken = undefined;
    },
  };
}
