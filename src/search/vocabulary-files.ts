// The word files of a chunked index, made once every page is in its postings: the sorted vocabulary cut into small
// shards (words and how often each occurs), the postings cut by word range into shards of a few kilobytes, and a
// first-letter table (words without their first letter) in shards too.
import { deltaEncode } from '../shared/search-postings.ts';
import {
  SEARCH_INDEX_FORMAT,
  type PostingsShard,
  type ShardRef,
  type TailsShard,
  type WordsShard,
} from '../shared/search-protocol.ts';
import type { PostingLists } from './posting-lists.ts';
import { cutByBudget } from './shard-files.ts';

/**
 * Largest vocabulary shard, in characters of JSON: a typo query reads the shards of one or two first letters, and a
 * word's prefix matches the shards of its range, so that larger shards mean fewer requests for the same words (a
 * browser opens six connections to a host over HTTP/1.1: a seventh file waits for a whole round trip).
 */
export const WORDS_SHARD_BUDGET = 24_000;
/** Largest first-letter table shard, in characters of JSON: a lookup reads one. */
export const TAILS_SHARD_BUDGET = 8_000;
/** Shortest word in the first-letter table: shorter query words (and numbers) get no typo tolerance (see fuzzyBudget). */
export const MIN_TAIL_WORD = 4;
/** Largest postings shard, in characters of JSON (a word whose postings are larger has a shard of its own). */
export const POSTINGS_SHARD_BUDGET = 12_000;

/** The length of `JSON.stringify(deltaEncode(pairs))`, worked out without making either. */
export function encodedJsonLength(pairs: ArrayLike<number>): number {
  let length = pairs.length === 0 ? 2 : pairs.length + 1;
  let previous = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    length += digits(pairs[i]! - previous) + digits(pairs[i + 1]!);
    previous = pairs[i]!;
  }
  return length;
}

/** Characters of an integer in JSON. */
function digits(n: number): number {
  if (n < 0) return 1 + digits(-n);
  let count = 1;
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) count++;
  return count;
}

/** The vocabulary, postings and first-letter shards of `postings`, each written with `write` as it is made. */
export function vocabularyFiles(
  postings: PostingLists,
  write: (kind: string, value: object) => string,
): { words: ShardRef[]; postings: ShardRef[]; tails: ShardRef[] } {
  const vocabulary = [...postings.words()].sort();
  const words: ShardRef[] = cutByBudget(vocabulary, (word) => word.length + 6, WORDS_SHARD_BUDGET).map(
    (run) => {
      const shard: WordsShard = {
        v: SEARCH_INDEX_FORMAT,
        words: run,
        counts: run.map((word) => postings.count(word)),
      };
      return [run[0]!, write('w', shard)];
    },
  );
  // Each word's encoded list is made while its shard is written: made all at once beforehand, the lists were a second
  // copy of every posting.
  const postingShards: ShardRef[] = cutByBudget(
    vocabulary,
    (word) => word.length + 4 + encodedJsonLength(postings.pairs(word)),
    POSTINGS_SHARD_BUDGET,
  ).map((run) => {
    const shard: PostingsShard = {
      v: SEARCH_INDEX_FORMAT,
      words: run,
      postings: run.map((word) => deltaEncode(postings.pairs(word))),
    };
    return [run[0]!, write('p', shard)];
  });
  return { words, postings: postingShards, tails: tailShards(vocabulary, write) };
}

/** The first-letter table of a vocabulary (sorted), cut into shards: see TailsShard. */
function tailShards(
  vocabulary: readonly string[],
  write: (kind: string, value: object) => string,
): ShardRef[] {
  const letters = new Map<string, string>();
  for (const word of vocabulary) {
    if (word.length < MIN_TAIL_WORD || !/\p{L}/u.test(word)) continue;
    const tail = word.slice(1);
    letters.set(tail, (letters.get(tail) ?? '') + word.charAt(0));
  }
  const tails = [...letters.keys()].sort();
  return cutByBudget(tails, (tail) => tail.length + 8, TAILS_SHARD_BUDGET).map((run) => {
    const shard: TailsShard = {
      v: SEARCH_INDEX_FORMAT,
      tails: run,
      letters: run.map((t) => letters.get(t)!),
    };
    return [run[0]!, write('t', shard)];
  });
}
