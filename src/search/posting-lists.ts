// The postings of a large index, counted first and then laid out in one typed array: as a list of numbers per word,
// grown as pages were read, a 100,000-page index's postings took several times the memory (8 bytes a number, plus
// each list's spare room), all at once, on top of everything else the build holds while it makes the index.
import { fragmentFieldCount, fragmentFieldText, type PageFragment } from '../shared/search-protocol.ts';
import { forEachToken } from '../shared/search-tokenize.ts';

/** Word → flat `[page, field]` pairs, as `collectPostings` gives them. */
export interface PostingLists {
  /** Every word, in the order first met. */
  words(): IterableIterator<string>;
  /** The word's pairs (a view: copy what must outlive the lists). */
  pairs(word: string): Int32Array;
}

/** `collectPostings` of `pages` in a compact form (the same pairs, in the same order). */
export function collectPostingLists(pages: readonly PageFragment[]): PostingLists {
  const ids = new Map<string, number>();
  let counts: Int32Array = new Int32Array(4096);
  let lastPage: Int32Array = new Int32Array(4096);
  let lastField: Int32Array = new Int32Array(4096);
  // Calls `pair` for each new [page, field] pair of a word (a field holding a word twice counts once).
  const visit = (pair: (id: number, page: number, field: number) => void): void => {
    lastPage.fill(-1);
    pages.forEach((page, pageNumber) => {
      for (let field = 0; field < fragmentFieldCount(page); field++) {
        const text = fragmentFieldText(page, field);
        if (text === '') continue;
        forEachToken(text, (_start, _end, norm) => {
          let id = ids.get(norm);
          if (id === undefined) {
            id = ids.size;
            ids.set(norm, id);
            if (id === counts.length) {
              counts = grown(counts);
              lastPage = grown(lastPage, -1);
              lastField = grown(lastField);
            }
          }
          if (lastPage[id] === pageNumber && lastField[id] === field) return;
          lastPage[id] = pageNumber;
          lastField[id] = field;
          pair(id, pageNumber, field);
        });
      }
    });
  };
  // Two passes over the text on purpose: counting first lets every pair go straight to its final place (8 bytes a
  // pair, no temporary log of triples), and memory is what runs out on the largest sites.
  visit((id) => counts[id]!++);
  const starts = new Int32Array(ids.size + 1);
  for (let id = 0; id < ids.size; id++) starts[id + 1] = starts[id]! + counts[id]! * 2;
  const arena = new Int32Array(starts[ids.size]!);
  const next = starts.slice(0, ids.size);
  visit((id, page, field) => {
    arena[next[id]!++] = page;
    arena[next[id]!++] = field;
  });
  return {
    words: () => ids.keys(),
    pairs(word) {
      const id = ids.get(word);
      return id === undefined ? new Int32Array(0) : arena.subarray(starts[id], starts[id + 1]);
    },
  };
}

/** `list` with twice the room, the new room set to `fill`. */
function grown(list: Int32Array, fill = 0): Int32Array {
  const bigger = new Int32Array(list.length * 2).fill(fill);
  bigger.set(list);
  return bigger;
}
