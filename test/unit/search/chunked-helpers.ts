// Chunked indexes in memory for the search tests: records → createSearchIndex → a manifest and its files, and an
// engine whose searches fetch from that map synchronously (every file a search read is recorded).
import { createSearchIndex } from '../../../src/search/chunked-index.ts';
import type { SearchPageRecord, SearchSource } from '../../../src/search/documents.ts';
import {
  createSearchEngine,
  type EngineAnswer,
  type EngineQuery,
  type SearchEngine,
} from '../../../src/client/search/engine/engine.ts';
import { parseManifest, parseShard } from '../../../src/client/search/engine/index-format.ts';
import type { SearchManifest, SearchScope, StoredManifest } from '../../../src/shared/search-protocol.ts';
import { SEARCH_INDEX_FORMAT } from '../../../src/shared/search-protocol.ts';

/** One index to build: its scope fields and records. */
export interface GroupSpec {
  context: string;
  version?: string;
  source?: SearchSource;
  records: SearchPageRecord[];
}

/** A built site index: the manifest and every file by name (relative to the manifest). */
export interface MemoryIndex {
  /** The parsed manifest (fragment lists unpacked). */
  manifest: SearchManifest;
  /** The manifest file as written. */
  manifestText: string;
  files: Map<string, string>;
}

/** A record from the old tuple shapes: `[href, title, breadcrumb, description, keywords]` and its sections. */
export function record(
  page: [string, string, string[], string, string[]],
  sections: [anchor: string, heading: string, text: string][] = [],
): SearchPageRecord {
  const [href, title, breadcrumb, description, keywords] = page;
  return {
    route: href,
    href,
    title,
    breadcrumb,
    description,
    keywords,
    source: 'docs',
    version: 'current',
    context: '',
    sections: sections.map(([anchor, heading, text]) => ({ anchor, heading, text })),
  };
}

/** Builds one chunked index per group and a manifest listing them. */
export function buildMemoryIndex(groups: GroupSpec[]): MemoryIndex {
  const files = new Map<string, string>();
  const manifest: StoredManifest = {
    v: SEARCH_INDEX_FORMAT,
    versions: [
      { name: 'current', label: 'Next' },
      { name: '1.0', label: '1.0' },
    ],
    contexts: [...new Set(groups.map((g) => g.context).filter((c) => c !== ''))].map((label) => ({
      label,
      path: `/${label}/`,
    })),
    indexes: groups.map((group, position) => {
      const made = createSearchIndex(group.records, `g${position}`);
      for (const file of made.files)
        files.set(file.path.replace(/^assets\/search\//, ''), file.contents as string);
      return {
        context: group.context,
        version: group.version ?? 'current',
        tags: [group.source ?? 'docs'],
        ...made.index,
      };
    }),
  };
  const manifestText = JSON.stringify(manifest);
  return { manifest: parseManifest(manifestText), manifestText, files };
}

/** An engine over a memory index whose `run` answers a query, fetching files from the map (recorded in `fetched`). */
export function memoryEngine(built: MemoryIndex): {
  engine: SearchEngine;
  fetched: string[];
  /** The files of each step of the last query: one round trip each. */
  rounds: string[][];
  run(query: EngineQuery): EngineAnswer;
} {
  const engine = createSearchEngine(built.manifest);
  const fetched: string[] = [];
  const rounds: string[][] = [];
  const run = (query: EngineQuery): EngineAnswer => {
    rounds.length = 0;
    for (let step = 0; step < 12; step++) {
      const answer = engine.search(query);
      if (!('need' in answer)) return answer;
      rounds.push(answer.need);
      for (const name of answer.need) {
        const text = built.files.get(name);
        if (text === undefined) throw new Error(`no file ${name}`);
        fetched.push(name);
        engine.add(name, parseShard(name, text));
      }
    }
    throw new Error('too many steps');
  };
  return { engine, fetched, rounds, run };
}

/** Every context and the current version. */
export const ALL: SearchScope = { context: null, version: 'current', tags: [] };
