// One search index from a set of page records. A small one (SINGLE_FILE_PAGES) is one file of its pages, fetched
// whole. A large one is chunked: the sorted vocabulary cut into small shards (words and how often each occurs), the
// postings cut by word range into shards of a few kilobytes, a first-letter table (words without their first letter)
// in shards too, and the pages themselves in fragment files of a few pages each. A query fetches the vocabulary shards
// of its words' first letters, a first-letter table shard, the postings of the words it matched, and the heads of the
// pages it scores (titles, headings, description: many pages a file), or the fragment of a page whose text matched;
// never the whole index. Every file is named by a content hash, so that hosts may cache it for good.
import { contentHash, type OutputFile } from '../output-file.ts';
import { deltaEncode } from '../shared/search-postings.ts';
import { collectPostingLists } from './posting-lists.ts';
import {
  MAX_INDEXED_SECTIONS,
  SEARCH_ASSETS_DIR,
  SEARCH_INDEX_FORMAT,
  type HeadFile,
  type PageHead,
  type FragmentFile,
  type StoredManifestIndex,
  type PageFragment,
  type PostingsShard,
  type ShardRef,
  type SingleFile,
  type TailsShard,
  type WordsShard,
} from '../shared/search-protocol.ts';
import type { SearchPageRecord } from './documents.ts';
import { cutByBudget, pageFiles } from './shard-files.ts';

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
/** Largest fragment file, in characters of JSON (a larger page has a file of its own). */
export const FRAGMENT_BUDGET = 4_000;
/**
 * Largest head file, in characters of JSON: twice a fragment file, for a few dozen pages' heads, so that the best
 * places of a query (often neighbours: equal matches go in site order) come in one or two files. Heads compress far
 * better than text (7:1 against 3.7:1 at 10,000 generated pages), so a head file costs about the bytes of a fragment.
 */
export const HEAD_BUDGET = 8_000;
/**
 * An index whose pages fit in this many characters of JSON (about 60 KB gzipped) is small: one file of its pages,
 * fetched whole on the first hover or focus of a search box; the worker computes its vocabulary and postings (a few ms
 * at this size). Below this size the one file costs fewer bytes than a single query of a chunked index reads
 * (vocabulary, postings and fragment shards: 60 to 130 KB gzipped at 10,000 pages) and one round trip instead of three.
 */
export const SINGLE_FILE_PAGES = 240_000;
/** The shards of one index, as the manifest lists them (without the scope fields, which the caller knows). */
export type ChunkedIndex = Pick<
  StoredManifestIndex,
  'pages' | 'sections' | 'words' | 'postings' | 'tails' | 'fragments' | 'heads' | 'file'
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
  const put = (file: OutputFile): void => {
    if (emit) emit(file);
    else files.push(file);
  };
  const write = (kind: string, value: object): string => {
    const contents = JSON.stringify(value);
    const name = `${prefix}.${kind}.${contentHash(contents)}.json`;
    put({ path: `${SEARCH_ASSETS_DIR}/${name}`, contents });
    return name;
  };
  const pages = records.map(pageFragment);
  const sections = records.reduce((sum, record) => sum + record.sections.length, 0);
  const pageBytes = pages.reduce((sum, page) => sum + JSON.stringify(page).length, 0);
  if (pageBytes <= SINGLE_FILE_PAGES) {
    const single: SingleFile = { v: SEARCH_INDEX_FORMAT, pages };
    const file = write('i', single);
    const none = { name: '', starts: [], hashes: '' };
    return {
      files,
      index: {
        pages: pages.length,
        sections,
        words: [],
        postings: [],
        tails: [],
        fragments: none,
        heads: none,
        file,
      },
    };
  }
  const postings = collectPostingLists(pages);
  const vocabulary = [...postings.words()].sort();
  const words: ShardRef[] = cutByBudget(vocabulary, (word) => word.length + 6, WORDS_SHARD_BUDGET).map(
    (run) => {
      const shard: WordsShard = {
        v: SEARCH_INDEX_FORMAT,
        words: run,
        counts: run.map((word) => postings.pairs(word).length / 2),
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

  const heads = pages.map(([href, title, breadcrumb, description, keywords, , sectionRows]): PageHead => [
    href,
    title,
    breadcrumb,
    description,
    keywords,
    sectionRows.map(([anchor, heading]): [string, string] => [anchor, heading]),
  ]);
  const headFiles = pageFiles(`${prefix}.h.`, heads, HEAD_BUDGET, put, (first, run): HeadFile => ({
    v: SEARCH_INDEX_FORMAT,
    first,
    heads: run,
  }));
  const fragments = pageFiles(`${prefix}.f.`, pages, FRAGMENT_BUDGET, put, (first, run): FragmentFile => ({
    v: SEARCH_INDEX_FORMAT,
    first,
    pages: run,
  }));

  return {
    files,
    index: {
      pages: pages.length,
      sections,
      words,
      postings: postingShards,
      tails: tailShards(vocabulary, write),
      fragments,
      heads: headFiles,
    },
  };
}
