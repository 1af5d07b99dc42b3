// The worker's message handling without the worker: fetches the manifest (once; a failed fetch is retried on the next
// request), then for each search the shards and fragments the engine asks for, step by step, each file once; drops
// searches a newer one replaced. A missing or corrupt file makes search unavailable until a retry works.
import type {
  ManifestMessage,
  SearchScope,
  WorkerMessage,
  WorkerRequest,
  WorkerResponse,
} from '../../../shared/search-protocol.ts';
import { ALL_DOCS_VERSIONS } from '../../../shared/search-protocol.ts';
import { createSearchEngine, type EngineAnswer, type SearchEngine } from './engine.ts';
import { groupsInScope } from './match.ts';
import { parseManifest, parseShard } from './index-format.ts';

/** What the host needs from its environment. */
export interface WorkerHostOptions {
  /** Fetches a URL as text; rejects with an Error on a network error or a non-2xx status. */
  fetchText(url: string): Promise<string>;
  post(message: WorkerResponse): void;
}

/** Handles the page's requests. */
export interface WorkerHost {
  /** The engine over the last manifest (undefined before one was fetched). */
  readonly engine: SearchEngine | undefined;
  handle(request: WorkerRequest): Promise<void>;
  /** Handles any message of the page: a request, or the manifest the page fetched. */
  receive(message: WorkerMessage): Promise<void>;
}

// A query needs at most: vocabulary, postings, fragments per content type, then the suggestions' shards.
const MAX_STEPS = 12;

function describe(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `Search is unavailable: the search index could not be loaded (${detail}).`;
}

/** A host with no manifest yet. */
export function createWorkerHost(options: WorkerHostOptions): WorkerHost {
  let manifestUrl = '';
  let engine: Promise<SearchEngine> | undefined;
  let current: SearchEngine | undefined;
  const files = new Map<string, Promise<void>>();
  let latestSearch = 0;

  // The manifest the page is fetching: used once, by the first load (a retry fetches it here).
  let offer:
    | { url: string; used: boolean; text: Promise<string | undefined>; settle(text?: string): void }
    | undefined;
  const accept = (message: ManifestMessage): void => {
    if (message.status === 'fetching') {
      let settle: (text?: string) => void = () => {};
      const text = new Promise<string | undefined>((resolve) => (settle = resolve));
      offer = { url: message.manifestUrl, used: false, text, settle };
    } else if (offer?.url === message.manifestUrl) {
      offer.settle(message.status === 'fetched' ? message.text : undefined);
    }
  };

  const loadEngine = (): Promise<SearchEngine> => {
    if (!manifestUrl) return Promise.reject(new Error('no manifest URL was given'));
    if (!engine) {
      const url = manifestUrl;
      const offered = offer?.url === url && !offer.used ? offer : undefined;
      if (offered) offered.used = true;
      const text = offered
        ? offered.text.then((fetched) => fetched ?? options.fetchText(url))
        : options.fetchText(url);
      const loading = text.then((manifest) => (current = createSearchEngine(parseManifest(manifest))));
      loading.catch(() => {
        if (engine === loading) engine = undefined;
      });
      engine = loading;
    }
    return engine;
  };

  const loadFile = (target: SearchEngine, name: string): Promise<void> => {
    const url = new URL(name, manifestUrl).href;
    let loading = files.get(url);
    if (!loading) {
      loading = options.fetchText(url).then((text) => target.add(name, parseShard(name, text)));
      loading.catch(() => files.delete(url));
      files.set(url, loading);
    }
    return loading;
  };

  /** Fetches the single file of each small index in scope, all at once. */
  const loadSmallIndexes = async (target: SearchEngine, scope: SearchScope): Promise<void> => {
    const names = groupsInScope(target.index, scope).flatMap(({ meta }) => (meta.file ? [meta.file] : []));
    await Promise.all(names.map((name) => loadFile(target, name)));
  };

  /** Runs a search, fetching what each step asks for. */
  const search = async (
    target: SearchEngine,
    request: WorkerRequest & { type: 'search' },
  ): Promise<EngineAnswer> => {
    const { query, limit, snippetLength, related } = request;
    const scope: SearchScope = resolveScope(target, request);
    // A prefetch only, in the same round trip as the first files of the large indexes: the engine itself asks for
    // every file it reads (a failed fetch shows there).
    loadSmallIndexes(target, scope).catch(() => {});
    for (let step = 0; step < MAX_STEPS; step++) {
      const answer = target.search({ query, scope, limit, snippetLength, related });
      if (!('need' in answer)) return answer;
      await Promise.all(answer.need.map((name) => loadFile(target, name)));
    }
    throw new Error('the search needed more steps than expected');
  };

  const handle = async (request: WorkerRequest): Promise<void> => {
    const { id } = request;
    if (request.manifestUrl !== manifestUrl) {
      manifestUrl = request.manifestUrl;
      engine = undefined;
      current = undefined;
      files.clear();
    }
    if (request.type === 'search') latestSearch = Math.max(latestSearch, id);
    try {
      const target = await loadEngine();
      const scope = resolveScope(target, request);
      if (request.type === 'load') {
        await loadSmallIndexes(target, scope);
        const groups = groupsInScope(target.index, scope);
        const sum = (key: 'pages' | 'sections'): number =>
          groups.reduce((total, g) => total + g.meta[key], 0);
        options.post({
          type: 'loaded',
          id,
          version: scope.version,
          pages: sum('pages'),
          sections: sum('sections'),
        });
        return;
      }
      if (id < latestSearch) {
        options.post({ type: 'stale', id });
        return;
      }
      const answer = await search(target, request);
      if (id < latestSearch) {
        options.post({ type: 'stale', id });
        return;
      }
      options.post({ type: 'results', id, query: request.query, ...answer });
    } catch (error) {
      options.post({ type: 'error', id, message: describe(error) });
    }
  };

  return {
    get engine() {
      return current;
    },
    handle,
    receive: (message) => {
      if (message.type !== 'manifest') return handle(message);
      accept(message);
      return Promise.resolve();
    },
  };
}

/** The scope of a request against the manifest: an unknown version is the default one, an unknown context all. */
function resolveScope(target: SearchEngine, requested: SearchScope): SearchScope {
  const { manifest } = target.index;
  const version =
    requested.version === ALL_DOCS_VERSIONS || manifest.versions.some((v) => v.name === requested.version)
      ? requested.version
      : (manifest.versions[0]?.name ?? '');
  const knownContext =
    requested.context === '' || manifest.contexts.some((c) => c.label === requested.context);
  return { context: knownContext ? requested.context : null, version, tags: requested.tags };
}
