// The worker's message handling without the worker: fetches the manifest and index files a scope needs (once;
// a failed fetch is retried on the next request), answers searches, and drops searches a newer one replaced.
import type {
  ManifestIndex,
  SearchManifest,
  SearchScope,
  WorkerRequest,
  WorkerResponse,
} from '../../../shared/search-protocol.ts';
import { ALL_DOCS_VERSIONS } from '../../../shared/search-protocol.ts';
import { createSearchEngine, type SearchEngine } from './engine.ts';
import { parseIndexFile, parseManifest } from './index-format.ts';

/** What the host needs from its environment. */
export interface WorkerHostOptions {
  /** Fetches a URL as text; rejects with an Error on a network error or a non-2xx status. */
  fetchText(url: string): Promise<string>;
  post(message: WorkerResponse): void;
}

/** Handles the page's requests. */
export interface WorkerHost {
  readonly engine: SearchEngine;
  handle(request: WorkerRequest): Promise<void>;
}

interface Loaded {
  scope: SearchScope;
  pages: number;
  sections: number;
}

function describe(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `The search index could not be loaded: ${detail}.`;
}

/** A host with an empty engine. */
export function createWorkerHost(options: WorkerHostOptions): WorkerHost {
  const engine = createSearchEngine();
  const files = new Map<string, Promise<void>>();
  let manifestUrl = '';
  let manifest: Promise<SearchManifest> | undefined;
  let latestSearch = 0;

  const remember = <T>(promise: Promise<T>, forget: () => void): Promise<T> => {
    promise.catch(forget);
    return promise;
  };

  const loadManifest = (): Promise<SearchManifest> => {
    if (!manifestUrl) return Promise.reject(new Error('no manifest URL was given'));
    manifest ??= remember(options.fetchText(manifestUrl).then(parseManifest), () => (manifest = undefined));
    return manifest;
  };

  const loadFile = (entry: ManifestIndex): Promise<void> => {
    const url = new URL(entry.file, manifestUrl).href;
    let loading = files.get(url);
    if (!loading) {
      loading = remember(
        options.fetchText(url).then((text) => engine.add(parseIndexFile(text), entry)),
        () => files.delete(url),
      );
      files.set(url, loading);
    }
    return loading;
  };

  /** Resolves the scope against the manifest (unknown version → default, unknown context → all) and loads it. */
  const load = async (requested: SearchScope): Promise<Loaded> => {
    const found = await loadManifest();
    const version =
      requested.version === ALL_DOCS_VERSIONS || found.versions.some((v) => v.name === requested.version)
        ? requested.version
        : (found.versions[0]?.name ?? '');
    const knownContext =
      requested.context === '' || found.contexts.some((c) => c.label === requested.context);
    const scope: SearchScope = {
      context: knownContext ? requested.context : null,
      version,
      tags: requested.tags,
    };
    const wanted = found.indexes.filter(
      (entry) =>
        (scope.context === null || entry.context === scope.context) &&
        (entry.version === '' || version === ALL_DOCS_VERSIONS || entry.version === version) &&
        (scope.tags.length === 0 || entry.tags.some((tag) => scope.tags.includes(tag))),
    );
    await Promise.all(wanted.map(loadFile));
    const sum = (key: 'pages' | 'sections'): number => wanted.reduce((total, entry) => total + entry[key], 0);
    return { scope, pages: sum('pages'), sections: sum('sections') };
  };

  const handle = async (request: WorkerRequest): Promise<void> => {
    const { id } = request;
    if (request.manifestUrl !== manifestUrl) {
      manifestUrl = request.manifestUrl;
      manifest = undefined;
    }
    if (request.type === 'load') {
      try {
        const loaded = await load(request);
        options.post({
          type: 'loaded',
          id,
          version: loaded.scope.version,
          pages: loaded.pages,
          sections: loaded.sections,
        });
      } catch (error) {
        options.post({ type: 'error', id, message: describe(error) });
      }
      return;
    }
    latestSearch = Math.max(latestSearch, id);
    try {
      const { scope } = await load(request);
      if (id < latestSearch) {
        options.post({ type: 'stale', id });
        return;
      }
      const { query, limit, snippetLength, related } = request;
      const answer = engine.search({ query, scope, limit, snippetLength, related });
      options.post({ type: 'results', id, query, ...answer });
    } catch (error) {
      options.post({ type: 'error', id, message: describe(error) });
    }
  };

  return { engine, handle };
}
