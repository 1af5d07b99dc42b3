// The worker's message handling without the worker: fetches the manifest (once; a failed fetch is retried on the next
// request), then for each search the shards and fragments the engine asks for, step by step, each file once; drops
// searches a newer one replaced. A missing or corrupt file makes search unavailable until a retry works.
import type {
  LoadRequest,
  ManifestMessage,
  SearchRequest,
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
  return new SearchWorkerHost(options);
}

/** The manifest the page is fetching: used once, by the first load (a retry fetches it here). */
class OfferedManifest {
  private offer:
    | { url: string; used: boolean; text: Promise<string | undefined>; settle(text?: string): void }
    | undefined;

  /** Takes the page's word that it is fetching a manifest, or what came of it. */
  accept(message: ManifestMessage): void {
    if (message.status === 'fetching') {
      let settle: (text?: string) => void = () => {};
      const text = new Promise<string | undefined>((resolve) => (settle = resolve));
      this.offer = { url: message.manifestUrl, used: false, text, settle };
    } else if (this.offer?.url === message.manifestUrl) {
      this.offer.settle(message.status === 'fetched' ? message.text : undefined);
    }
  }

  /** The page's fetch of `url` (undefined text: it failed), the first time only. */
  take(url: string): Promise<string | undefined> | undefined {
    const offered = this.offer?.url === url && !this.offer.used ? this.offer : undefined;
    if (offered) offered.used = true;
    return offered?.text;
  }
}

class SearchWorkerHost implements WorkerHost {
  private manifestUrl = '';
  private loadingEngine: Promise<SearchEngine> | undefined;
  private current: SearchEngine | undefined;
  private readonly files = new Map<string, Promise<void>>();
  private latestSearch = 0;
  private readonly offered = new OfferedManifest();

  constructor(private readonly options: WorkerHostOptions) {}

  get engine(): SearchEngine | undefined {
    return this.current;
  }

  receive(message: WorkerMessage): Promise<void> {
    if (message.type !== 'manifest') return this.handle(message);
    this.offered.accept(message);
    return Promise.resolve();
  }

  async handle(request: WorkerRequest): Promise<void> {
    const { id } = request;
    if (request.manifestUrl !== this.manifestUrl) {
      this.manifestUrl = request.manifestUrl;
      this.loadingEngine = undefined;
      this.current = undefined;
      this.files.clear();
    }
    if (request.type === 'search') this.latestSearch = Math.max(this.latestSearch, id);
    try {
      const target = await this.loadEngine();
      if (request.type === 'load') await this.answerLoad(target, request);
      else await this.answerSearch(target, request);
    } catch (error) {
      this.options.post({ type: 'error', id, message: describe(error) });
    }
  }

  /** Loads the small indexes in scope and says how much the scope holds. */
  private async answerLoad(target: SearchEngine, request: LoadRequest): Promise<void> {
    const scope = resolveScope(target, request);
    await this.loadSmallIndexes(target, scope);
    const groups = groupsInScope(target.index, scope);
    const sum = (key: 'pages' | 'sections'): number => groups.reduce((total, g) => total + g.meta[key], 0);
    this.options.post({
      type: 'loaded',
      id: request.id,
      version: scope.version,
      pages: sum('pages'),
      sections: sum('sections'),
    });
  }

  /** Answers a search, unless a newer one replaced it before or while it ran. */
  private async answerSearch(target: SearchEngine, request: SearchRequest): Promise<void> {
    const { id } = request;
    if (id < this.latestSearch) {
      this.options.post({ type: 'stale', id });
      return;
    }
    const answer = await this.search(target, request);
    if (id < this.latestSearch) {
      this.options.post({ type: 'stale', id });
      return;
    }
    this.options.post({ type: 'results', id, query: request.query, ...answer });
  }

  private loadEngine(): Promise<SearchEngine> {
    if (!this.manifestUrl) return Promise.reject(new Error('no manifest URL was given'));
    if (!this.loadingEngine) {
      const url = this.manifestUrl;
      const offered = this.offered.take(url);
      const text = offered
        ? offered.then((fetched) => fetched ?? this.options.fetchText(url))
        : this.options.fetchText(url);
      const loading = text.then((manifest) => (this.current = createSearchEngine(parseManifest(manifest))));
      loading.catch(() => {
        if (this.loadingEngine === loading) this.loadingEngine = undefined;
      });
      this.loadingEngine = loading;
    }
    return this.loadingEngine;
  }

  private loadFile(target: SearchEngine, name: string): Promise<void> {
    const url = new URL(name, this.manifestUrl).href;
    let loading = this.files.get(url);
    if (!loading) {
      loading = this.options.fetchText(url).then((text) => target.add(name, parseShard(name, text)));
      loading.catch(() => this.files.delete(url));
      this.files.set(url, loading);
    }
    return loading;
  }

  /** Fetches the single file of each small index in scope, all at once. */
  private async loadSmallIndexes(target: SearchEngine, scope: SearchScope): Promise<void> {
    const names = groupsInScope(target.index, scope).flatMap(({ meta }) => (meta.file ? [meta.file] : []));
    await Promise.all(names.map((name) => this.loadFile(target, name)));
  }

  /** Runs a search, fetching what each step asks for. */
  private async search(target: SearchEngine, request: SearchRequest): Promise<EngineAnswer> {
    const { query, limit, snippetLength, related } = request;
    const scope: SearchScope = resolveScope(target, request);
    // A prefetch only, in the same round trip as the first files of the large indexes: the engine itself asks for
    // every file it reads (a failed fetch shows there).
    this.loadSmallIndexes(target, scope).catch(() => {});
    for (let step = 0; step < MAX_STEPS; step++) {
      const answer = target.search({ query, scope, limit, snippetLength, related });
      if (!('need' in answer)) return answer;
      await Promise.all(answer.need.map((name) => this.loadFile(target, name)));
    }
    throw new Error('the search needed more steps than expected');
  }
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
