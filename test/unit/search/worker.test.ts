import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchClient } from '../../../src/client/search/client.ts';
import { parseShard } from '../../../src/client/search/engine/index-format.ts';
import { createWorkerHost } from '../../../src/client/search/engine/worker-host.ts';
import type { ClientConfig } from '../../../src/shared/client-config.ts';
import type { WorkerMessage, WorkerRequest, WorkerResponse } from '../../../src/shared/search-protocol.ts';
import { ALL, buildMemoryIndex, memoryEngine, record } from './chunked-helpers.ts';
import { syntheticRecords } from './synthetic-records.ts';

const MANIFEST_URL = 'http://127.0.0.1/assets/search/manifest.json';
const built = buildMemoryIndex([
  {
    context: 'API Reference',
    records: [record(['/docs/api/drawKnob', 'drawKnob', [], '', []], [['', '', 'Paints the knob.']])],
  },
  { context: '', records: [record(['/docs/', 'Knob basics', [], '', []])] },
]);
const FILES: Record<string, string> = {
  'manifest.json': built.manifestText,
  ...Object.fromEntries(built.files),
};
const api = built.manifest.indexes[0]!;
// A small index is one file.
const apiFiles = [api.file!];
const defaultFiles = built.manifest.indexes[1]!;

/** A host over FILES; `blocked` names files that fail like a blocked request. */
function hostWith(files = FILES, blocked = new Set<string>()) {
  const fetched: string[] = [];
  const posted: WorkerResponse[] = [];
  const host = createWorkerHost({
    async fetchText(url) {
      const name = url.split('/').pop()!;
      fetched.push(name);
      if (blocked.has(name)) throw new Error(`HTTP 503 for ${name}`);
      const text = files[name];
      if (text === undefined) throw new Error(`HTTP 404 for ${name}`);
      return text;
    },
    post: (message) => posted.push(message),
  });
  return { host, fetched, posted, blocked };
}

const load = (id: number, context: string | null = null): WorkerRequest => ({
  type: 'load',
  id,
  manifestUrl: MANIFEST_URL,
  context,
  version: 'current',
  tags: [],
});
const find = (id: number, query: string, context: string | null = null): WorkerRequest => ({
  type: 'search',
  id,
  manifestUrl: MANIFEST_URL,
  query,
  context,
  version: 'current',
  tags: [],
  limit: 8,
  snippetLength: 50,
  related: true,
});

describe('worker host', () => {
  it('fetches the manifest on load and a small index of the scope whole, each file once', async () => {
    const { host, fetched, posted } = hostWith();
    await host.handle(load(1, 'API Reference'));
    await host.handle(load(2, 'API Reference'));
    expect(fetched).toEqual(['manifest.json', ...apiFiles]);
    expect(posted[0]).toEqual({ type: 'loaded', id: 1, version: 'current', pages: 1, sections: 1 });
    await host.handle(find(3, 'knob', 'API Reference'));
    expect(fetched).toHaveLength(2);
    await host.handle(find(4, 'knob'));
    expect(fetched.slice(2)).toEqual([defaultFiles.file!]);
    const results = posted[3];
    expect(results?.type === 'results' && results.results.map((r) => r.url)).toEqual([
      '/docs/api/drawKnob',
      '/docs/',
    ]);
  });

  it('falls back to the default version and to every context for unknown ones', async () => {
    const { host, posted } = hostWith();
    await host.handle({ ...find(1, 'knob', 'Nope'), version: '9.9' });
    expect(posted[0]?.type === 'results' && posted[0].results).toHaveLength(2);
  });

  it('reports a blocked index as an error, and loads it on the next request once unblocked', async () => {
    const { host, posted, blocked } = hostWith(FILES, new Set([apiFiles[0]!]));
    await host.handle(find(1, 'knob', 'API Reference'));
    expect(posted[0]).toEqual({
      type: 'error',
      id: 1,
      message: `Search is unavailable: the search index could not be loaded (HTTP 503 for ${apiFiles[0]}).`,
    });
    blocked.clear();
    await host.handle(find(2, 'knob', 'API Reference'));
    expect(posted[1]?.type).toBe('results');
  });

  it('reports corrupt files', async () => {
    // A large index's shards: the search for `gro` reads a vocabulary, a postings and a head file.
    const large = buildMemoryIndex([{ context: '', records: syntheticRecords(1500) }]);
    const shards: Record<string, string> = {
      'manifest.json': large.manifestText,
      ...Object.fromEntries(large.files),
    };
    const { manifest } = large;
    const [index] = manifest.indexes;
    const read = memoryEngine(large);
    read.run({ query: 'gro', scope: ALL, limit: 8, snippetLength: 50, related: true });
    const first = (kind: string): string => read.fetched.find((name) => name.includes(`.${kind}.`))!;
    expect(index!.file).toBeUndefined();
    for (const [files, name, text] of [
      [FILES, 'manifest.json', '{nope'],
      [FILES, 'manifest.json', '{"v":1,"versions":[],"contexts":[],"indexes":[]}'],
      [FILES, apiFiles[0]!, '{"v":4,"pages":[["/x"]]}'],
      [FILES, apiFiles[0]!, '{"v":3,"pages":[]}'],
      [FILES, apiFiles[0]!, '{"v":2,"pages":[]}'],
      [FILES, apiFiles[0]!, '<!doctype html>'],
      [shards, first('w'), '{"v":4,"words":["gro"],"counts":[]}'],
      [shards, first('p'), '{"v":4,"words":["gro"],"postings":[[0]]}'],
      [shards, first('h'), '{"v":4,"first":0,"heads":[["/x"]]}'],
      [shards, first('h'), '{"v":4,"first":0,"pages":[]}'],
      [shards, first('h'), '{"v":3,"first":0,"heads":[]}'],
    ] as const) {
      const { host, posted } = hostWith({ ...files, [name]: text });
      await host.handle(find(1, files === FILES ? 'knob' : 'gro', files === FILES ? 'API Reference' : null));
      expect(posted[0]?.type, `${name}: ${text}`).toBe('error');
      expect(posted[0]?.type === 'error' && posted[0].message).toMatch(/^Search is unavailable: /);
    }
    const fragment = index!.fragments[0]![1];
    expect(() => parseShard(fragment, '{"v":4,"first":0,"pages":[["/x"]]}')).toThrow(/is malformed/);
    expect(() => parseShard(fragment, large.files.get(fragment)!)).not.toThrow();
  });

  it('takes the manifest the page fetched instead of fetching it, and fetches it when the page could not', async () => {
    const manifest = { type: 'manifest', manifestUrl: MANIFEST_URL } as const;
    const given = hostWith();
    await given.host.receive({ ...manifest, status: 'fetching' });
    const answered = given.host.receive(find(1, 'knob', 'API Reference'));
    await given.host.receive({ ...manifest, status: 'fetched', text: FILES['manifest.json']! });
    await answered;
    expect(given.fetched).toEqual(apiFiles);
    expect(given.posted[0]?.type).toBe('results');
    const failed = hostWith();
    await failed.host.receive({ ...manifest, status: 'fetching' });
    const retried = failed.host.receive(find(1, 'knob', 'API Reference'));
    await failed.host.receive({ ...manifest, status: 'failed' });
    await retried;
    expect(failed.fetched).toEqual(['manifest.json', ...apiFiles]);
    expect(failed.posted[0]?.type).toBe('results');
  });

  it('answers a search that a newer one replaced with "stale"', async () => {
    const { host, posted } = hostWith();
    await Promise.all([host.handle(find(1, 'kn')), host.handle(find(2, 'knob'))]);
    expect(posted.map((p) => [p.type, p.id])).toEqual([
      ['stale', 1],
      ['results', 2],
    ]);
  });
});

// A Worker stand-in running the real host in the same thread, answering asynchronously like a worker.
class FakeWorker extends EventTarget {
  static created = 0;
  handle: (message: WorkerMessage) => void = () => {};
  constructor() {
    super();
    FakeWorker.created++;
  }
  postMessage(message: WorkerMessage): void {
    this.handle(message);
  }
  terminate(): void {}
}

function fakeWorker(): Worker {
  const worker = new FakeWorker();
  const host = createWorkerHost({
    fetchText: async (url) => FILES[url.split('/').pop()!] ?? Promise.reject(new Error('HTTP 404')),
    post: (data) => setTimeout(() => worker.dispatchEvent(new MessageEvent('message', { data }))),
  });
  worker.handle = (message) => void host.receive(message);
  return worker as unknown as Worker;
}

// The page's fetch of the manifest, handed to the worker.
const pageFetch = async (url: string): Promise<string> => FILES[url.split('/').pop()!]!;

const SEARCH_CONFIG: ClientConfig['search'] = {
  workerUrl: '/assets/js/search-worker.x.js',
  manifestUrl: '/assets/search/manifest.json',
  pageUrl: '/search',
  snippetLength: 50,
  resultLimit: 8,
  highlightOnTargetPage: true,
  relatedSearches: true,
  highlighterIframeTimeout: 5000,
  contexts: [],
};
const SCOPE = { context: null, version: 'current', tags: [] };

describe('search client', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { baseURI: 'http://127.0.0.1/docs/' });
    FakeWorker.created = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates no worker until asked, then one for every request', async () => {
    const client = createSearchClient(SEARCH_CONFIG, fakeWorker, pageFetch);
    expect(client.started).toBe(false);
    expect(FakeWorker.created).toBe(0);
    await client.prepare(SCOPE);
    const answer = await client.search('knob', SCOPE, 8);
    expect(answer?.results.map((r) => r.url)).toEqual(['/docs/api/drawKnob', '/docs/']);
    expect(FakeWorker.created).toBe(1);
  });

  it('drops answers to searches that a newer one replaced', async () => {
    const client = createSearchClient(SEARCH_CONFIG, fakeWorker, pageFetch);
    const [first, second] = await Promise.all([
      client.search('kn', SCOPE, 8),
      client.search('knob', SCOPE, 8),
    ]);
    expect(first).toBeUndefined();
    expect(second?.query).toBe('knob');
  });

  it('turns a worker that cannot start into an error, and retry() starts a new one', async () => {
    let fail = true;
    const client = createSearchClient(
      SEARCH_CONFIG,
      () => {
        if (fail) throw new Error('blocked by CSP');
        return fakeWorker();
      },
      pageFetch,
    );
    await expect(client.search('knob', SCOPE, 8)).rejects.toThrow(
      'The search worker could not start: blocked by CSP',
    );
    fail = false;
    await expect(client.search('knob', SCOPE, 8)).rejects.toThrow('could not start');
    client.retry();
    expect((await client.search('knob', SCOPE, 8))?.results).toHaveLength(2);
  });

  it('fails pending requests when the worker reports an error event', async () => {
    const broken = new FakeWorker();
    broken.handle = () => setTimeout(() => broken.dispatchEvent(new Event('error')));
    const client = createSearchClient(SEARCH_CONFIG, () => broken as unknown as Worker, pageFetch);
    await expect(client.search('knob', SCOPE, 8)).rejects.toThrow(
      'The search worker could not start or stopped working.',
    );
  });

  it('explains a site built without a worker', async () => {
    const client = createSearchClient({ ...SEARCH_CONFIG, workerUrl: '' }, fakeWorker, pageFetch);
    await expect(client.prepare(SCOPE)).rejects.toThrow('without a search worker');
  });
});
