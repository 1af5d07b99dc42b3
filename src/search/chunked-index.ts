// One chunked search index from a set of page records: the sorted vocabulary cut into small shards (words and how
// often each occurs), the postings cut by word range into shards of a few kilobytes, and the pages themselves in
// fragment files of a few pages each. A query fetches the vocabulary shards of its words' first letters, the postings
// of the words it matched, and the fragments of the pages it scores; never the whole index. Every file is named by
// its content hash, so that hosts may cache it for good.
import { contentHash, type OutputFile } from '../output-file.ts';
import {
  fragmentFieldCount,
  fragmentFieldText,
  MAX_INDEXED_SECTIONS,
  SEARCH_ASSETS_DIR,
  SEARCH_INDEX_FORMAT,
  SHARD_HASH_LENGTH,
  type FragmentFile,
  type StoredManifestIndex,
  type PageFragment,
  type PostingsShard,
  type ShardRef,
  type WordsShard,
} from '../shared/search-protocol.ts';
import { forEachToken } from '../shared/search-tokenize.ts';
import type { SearchPageRecord } from './documents.ts';

/** Largest vocabulary shard, in characters of JSON: a typo query reads the shards of one or two first letters. */
export const WORDS_SHARD_BUDGET = 8_000;
/** Largest postings shard, in characters of JSON (a word whose postings are larger has a shard of its own). */
export const POSTINGS_SHARD_BUDGET = 12_000;
/** Largest fragment file, in characters of JSON (a larger page has a file of its own). */
export const FRAGMENT_BUDGET = 4_000;
/**
 * An index whose pages fit in this many characters of JSON is small: one vocabulary shard, one postings shard and two
 * or three fragment files, which the worker fetches together (as many bytes as a query of a large index, in one round trip).
 */
export const SMALL_INDEX_PAGES = 200_000;

/** The shards of one index, as the manifest lists them (without the scope fields, which the caller knows). */
export type ChunkedIndex = Pick<
  StoredManifestIndex,
  'pages' | 'sections' | 'words' | 'postings' | 'fragments'
>;

/** The page as the index stores it: the intro (every section without an anchor) and the anchored sections. */
export function pageFragment(record: SearchPageRecord): PageFragment {
  const intro = record.sections
    .filter((section) => section.anchor === '')
    .map((section) => section.text)
    .filter((text) => text !== '')
    .join(' ');
  const sections = record.sections
    .filter((section) => section.anchor !== '')
    .slice(0, MAX_INDEXED_SECTIONS)
    .map((section): [string, string, string] => [section.anchor, section.heading, section.text]);
  return [record.href, record.title, record.breadcrumb, record.description, record.keywords, intro, sections];
}

/** Word → flat `[page, field]` pairs, pages and fields ascending (a field holding a word twice counts once). */
function collectPostings(pages: readonly PageFragment[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  pages.forEach((page, pageNumber) => {
    for (let field = 0; field < fragmentFieldCount(page); field++) {
      const text = fragmentFieldText(page, field);
      if (text === '') continue;
      forEachToken(text, (_start, _end, norm) => {
        let list = postings.get(norm);
        if (!list) postings.set(norm, (list = []));
        if (list[list.length - 2] !== pageNumber || list[list.length - 1] !== field)
          list.push(pageNumber, field);
      });
    }
  });
  return postings;
}

/** Page numbers as deltas from the previous pair's page (the first from 0), so that gzip finds the repeats. */
function deltaEncode(pairs: readonly number[]): number[] {
  const encoded = new Array<number>(pairs.length);
  let previous = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    encoded[i] = pairs[i]! - previous;
    encoded[i + 1] = pairs[i + 1]!;
    previous = pairs[i]!;
  }
  return encoded;
}

/** Cuts `items` into consecutive runs whose JSON size stays under `budget` (an item larger than it runs alone). */
function cutByBudget<T>(items: readonly T[], size: (item: T) => number, budget: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let used = 0;
  for (const item of items) {
    const bytes = size(item);
    if (run.length > 0 && used + bytes > budget) {
      runs.push(run);
      run = [];
      used = 0;
    }
    run.push(item);
    used += bytes;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Builds the index of `records`, written under `assets/search/<prefix>.*`: one call per set of pages searched
 * together (a context, a docs version, a locale). The returned shard names are relative to the search folder. With
 * `emit`, each file goes to it as soon as it is made (and `files` is empty), so that they are never all in memory.
 */
export function createSearchIndex(
  records: readonly SearchPageRecord[],
  prefix: string,
  emit?: (file: OutputFile) => void,
): { files: OutputFile[]; index: ChunkedIndex } {
  const files: OutputFile[] = [];
  const write = (kind: string, value: object): string => {
    const contents = JSON.stringify(value);
    const name = `${prefix}.${kind}.${contentHash(contents)}.json`;
    const file = { path: `${SEARCH_ASSETS_DIR}/${name}`, contents };
    if (emit) emit(file);
    else files.push(file);
    return name;
  };
  const hashOf = (name: string): string => name.slice(-(SHARD_HASH_LENGTH + '.json'.length), -'.json'.length);
  const pages = records.map(pageFragment);
  const postings = collectPostings(pages);
  const vocabulary = [...postings.keys()].sort();

  const numbered = pages.map((page, number) => ({ page, number, size: JSON.stringify(page).length }));
  const pageBytes = numbered.reduce((sum, { size }) => sum + size, 0);
  const small = pageBytes <= SMALL_INDEX_PAGES;
  const fragmentBudget = small ? Math.max(FRAGMENT_BUDGET, Math.ceil(pageBytes / 2)) : FRAGMENT_BUDGET;
  const words: ShardRef[] = cutByBudget(
    vocabulary,
    (word) => word.length + 6,
    small ? Infinity : WORDS_SHARD_BUDGET,
  ).map((run) => {
    const shard: WordsShard = {
      v: SEARCH_INDEX_FORMAT,
      words: run,
      counts: run.map((word) => postings.get(word)!.length / 2),
    };
    return [run[0]!, write('w', shard)];
  });

  const encoded = vocabulary.map((word) => ({ word, list: deltaEncode(postings.get(word)!) }));
  const postingShards: ShardRef[] = cutByBudget(
    encoded,
    ({ word, list }) => word.length + 4 + JSON.stringify(list).length,
    small ? Infinity : POSTINGS_SHARD_BUDGET,
  ).map((run) => {
    const shard: PostingsShard = {
      v: SEARCH_INDEX_FORMAT,
      words: run.map(({ word }) => word),
      postings: run.map(({ list }) => list),
    };
    return [run[0]!.word, write('p', shard)];
  });

  const fragments = { name: `${prefix}.f.`, starts: [] as number[], hashes: '' };
  let previous = 0;
  for (const run of cutByBudget(numbered, ({ size }) => size, fragmentBudget)) {
    const file: FragmentFile = {
      v: SEARCH_INDEX_FORMAT,
      first: run[0]!.number,
      pages: run.map((p) => p.page),
    };
    fragments.starts.push(file.first - previous);
    fragments.hashes += hashOf(write('f', file));
    previous = file.first;
  }

  const sections = records.reduce((sum, record) => sum + record.sections.length, 0);
  return {
    files,
    index: { pages: pages.length, sections, words, postings: postingShards, fragments },
  };
}
