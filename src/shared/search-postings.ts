// The word index of a set of pages: for each word, the page fields that hold it. The build writes it into postings
// shards; the worker makes it itself for a small index, which ships its pages only.
import { fragmentFieldCount, fragmentFieldText, type PageFragment } from './search-protocol.ts';
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
export function deltaEncode(pairs: readonly number[]): number[] {
  const encoded = new Array<number>(pairs.length);
  let previous = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    encoded[i] = pairs[i]! - previous;
    encoded[i + 1] = pairs[i + 1]!;
    previous = pairs[i]!;
  }
  return encoded;
}
