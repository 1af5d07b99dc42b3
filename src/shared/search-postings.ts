// Where each word of a set of pages occurs: the build cuts it into postings shards, and the worker computes the same
// lists from the pages of a small index's single file (so that file carries the pages only, as the old one did).
import {
  fragmentFieldCount,
  fragmentFieldText,
  SEARCH_INDEX_FORMAT,
  type CombinedIndex,
  type PageFragment,
} from './search-protocol.ts';
import { forEachToken } from './search-tokenize.ts';

/** Word → flat `[page, field]` pairs, pages and fields ascending (a field holding a word twice counts once). */
export function collectPostings(pages: readonly PageFragment[]): Map<string, number[]> {
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
export function deltaEncode(pairs: ArrayLike<number>): number[] {
  const encoded = new Array<number>(pairs.length);
  let previous = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    encoded[i] = pairs[i]! - previous;
    encoded[i + 1] = pairs[i + 1]!;
    previous = pairs[i]!;
  }
  return encoded;
}

/**
 * A small index's vocabulary, postings and pages in one object, computed from its pages: it serves every read of the
 * engine (as vocabulary shard, postings shard and fragment file), so a small index is searched as a large one is.
 */
export function combineIndex(pages: PageFragment[]): CombinedIndex {
  const postings = collectPostings(pages);
  const words = [...postings.keys()].sort();
  return {
    v: SEARCH_INDEX_FORMAT,
    words,
    counts: words.map((word) => postings.get(word)!.length / 2),
    postings: words.map((word) => deltaEncode(postings.get(word)!)),
    first: 0,
    pages,
  };
}
