// What the worker holds of a chunked index: the manifest, the shard files fetched so far, and memos over them. Every
// read names the file it needs; a file not fetched yet is added to the run's `missing` set (and the read comes back
// empty), so that one pass over a query finds all the files of its next step at once.
import { createDistanceScratch, type DistanceScratch } from '../../../shared/edit-distance.ts';
import type {
  FragmentFile,
  HeadFile,
  ManifestIndex,
  PageFragment,
  PostingsShard,
  SearchManifest,
  ShardRef,
  TailsShard,
  WordsShard,
} from '../../../shared/search-protocol.ts';
import { pageOfHead } from '../../../shared/search-protocol.ts';
import type { IndexFile } from './index-format.ts';

/** Room for the fields of one page in an entry key (`page * FIELD_SPACE + field`). */
export const FIELD_SPACE = 1024;

/** A vocabulary word that a query word matched, and how well. */
export interface Expansion {
  word: string;
  kind: 'exact' | 'prefix' | 'fuzzy';
  quality: number;
}

/** Sorted entry keys and the quality of each. */
export interface KeyList {
  keys: number[];
  quality: number[];
}

/** One index of the manifest and the memos of its words. */
export interface IndexGroup {
  /** Position in the manifest. */
  number: number;
  meta: ManifestIndex;
  /** Query word → its expansions (best first), kept while the reader types. */
  expansions: Map<string, Expansion[]>;
  /** Word → its entry keys, ascending. */
  keys: Map<string, number[]>;
  /** A memoised expansion list → the fields holding any of its words (dropped with the expansion). */
  termLists: WeakMap<Expansion[], KeyList>;
}

/** The fetched parts of the index. */
export interface LoadedIndex {
  manifest: SearchManifest;
  groups: IndexGroup[];
  /** Parsed shard and fragment files by name. */
  files: Map<string, IndexFile>;
  scratch: DistanceScratch;
}

/** A word of a vocabulary shard with the number of fields holding it. */
export interface VocabularyWord {
  word: string;
  count: number;
}

/** An index over a fetched manifest, with no shard loaded. */
export function createLoadedIndex(manifest: SearchManifest): LoadedIndex {
  return {
    manifest,
    groups: manifest.indexes.map((meta, number) => ({
      number,
      meta,
      expansions: new Map(),
      keys: new Map(),
      termLists: new WeakMap(),
    })),
    files: new Map(),
    scratch: createDistanceScratch(),
  };
}

/** Position of the last shard whose first word is not above `word` (0 when every shard starts above it). */
function shardAt(shards: readonly ShardRef[], word: string): number {
  let low = 0;
  let high = shards.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (shards[middle]![0] <= word) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low - 1);
}

/** The words of the group's vocabulary in `[from, to)`, in order; shards not loaded go to `missing`. */
export function wordsInRange(
  index: LoadedIndex,
  group: IndexGroup,
  from: string,
  to: string,
  missing: Set<string>,
): VocabularyWord[] {
  const shards = group.meta.words;
  const found: VocabularyWord[] = [];
  for (let i = shardAt(shards, from); i < shards.length && shards[i]![0] < to; i++) {
    const file = index.files.get(shards[i]![1]) as WordsShard | undefined;
    if (!file) {
      missing.add(shards[i]![1]);
      continue;
    }
    file.words.forEach((word, position) => {
      if (word >= from && word < to) found.push({ word, count: file.counts[position]! });
    });
  }
  return found;
}

/** The entry keys (`page * FIELD_SPACE + field`, ascending) of a vocabulary word; its shard goes to `missing`. */
export function keysOf(index: LoadedIndex, group: IndexGroup, word: string, missing: Set<string>): number[] {
  const known = group.keys.get(word);
  if (known) return known;
  const shards = group.meta.postings;
  if (shards.length === 0) return [];
  const name = shards[shardAt(shards, word)]![1];
  const file = index.files.get(name) as PostingsShard | undefined;
  if (!file) {
    missing.add(name);
    return [];
  }
  const position = file.words.indexOf(word);
  const pairs = position === -1 ? [] : file.postings[position]!;
  const keys = new Array<number>(pairs.length / 2);
  let page = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    page += pairs[i]!;
    keys[i / 2] = page * FIELD_SPACE + pairs[i + 1]!;
  }
  group.keys.set(word, keys);
  return keys;
}

/** The file of `list` (first page, name; ascending) holding `page`, or undefined before the first. */
function pageFile(list: readonly [number, string][], page: number): string | undefined {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]![0] <= page) low = middle + 1;
    else high = middle;
  }
  return list[low - 1]?.[1];
}

/**
 * A page of the group: the whole page from its fragment file when `withText`, else from its head file (its texts are
 * then `''`). The file goes to `missing` when it is not loaded. A small index's single file holds whole pages.
 */
export function pageOf(
  index: LoadedIndex,
  group: IndexGroup,
  page: number,
  withText: boolean,
  missing: Set<string>,
): PageFragment | undefined {
  const name = pageFile(withText ? group.meta.fragments : group.meta.heads, page);
  if (name === undefined) return undefined;
  const file = index.files.get(name) as HeadFile | FragmentFile | undefined;
  if (!file) {
    missing.add(name);
    return undefined;
  }
  if ('pages' in file) return file.pages[page - file.first];
  const head = file.heads[page - file.first];
  return head && pageOfHead(head);
}

/** The vocabulary words that are `tail` after one first code unit (from the first-letter table); its shard goes to `missing`. */
export function wordsEndingIn(
  index: LoadedIndex,
  group: IndexGroup,
  tail: string,
  missing: Set<string>,
): string[] {
  const shards = group.meta.tails;
  if (shards.length === 0 || tail === '') return [];
  const name = shards[shardAt(shards, tail)]![1];
  const file = index.files.get(name) as TailsShard | undefined;
  if (!file) {
    missing.add(name);
    return [];
  }
  const position = file.tails.indexOf(tail);
  return position === -1 ? [] : [...file.letters[position]!].map((letter) => letter + tail);
}
