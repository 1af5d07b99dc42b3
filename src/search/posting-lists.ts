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

/**
 * Pairs whose words the first pass logs at most (4 bytes each, 16 MB: a site of some 20,000 generated pages). With the
 * log, the second pass replays it instead of tokenizing every text again, which was half of the index's time.
 */
export const PAIR_LOG_LIMIT = 4 * 1024 * 1024;

/** `collectPostings` of `pages` in a compact form (the same pairs, in the same order). */
export function collectPostingLists(pages: readonly PageFragment[], logLimit = PAIR_LOG_LIMIT): PostingLists {
  const ids = new Map<string, number>();
  let counts: Int32Array = new Int32Array(4096);
  let lastPage: Int32Array = new Int32Array(4096);
  let lastField: Int32Array = new Int32Array(4096);
  // Calls `pair` for each new [page, field] pair of a word (a field holding a word twice counts once), and `fieldDone`
  // after each field.
  const visit = (
    pair: (id: number, page: number, field: number) => void,
    fieldDone: () => void = () => undefined,
  ): void => {
    lastPage.fill(-1);
    pages.forEach((page, pageNumber) => {
      for (let field = 0; field < fragmentFieldCount(page); field++) {
        const text = fragmentFieldText(page, field);
        if (text !== '') {
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
        fieldDone();
      }
    });
  };
  // Two passes over the pairs on purpose: counting first lets every pair go straight to its final place (8 bytes a
  // pair, no temporary log of triples), and memory is what runs out on the largest sites. The first pass logs each
  // pair's word and where each field's pairs end, until the log would pass `logLimit`.
  let log: Int32Array | undefined = new Int32Array(Math.min(4096, logLimit));
  let logged = 0;
  let fieldEnds: number[] = [];
  visit(
    (id) => {
      counts[id]!++;
      if (!log) return;
      if (logged === log.length) {
        if (log.length >= logLimit) {
          log = undefined;
          fieldEnds = [];
          return;
        }
        log = grown(log);
      }
      log[logged++] = id;
    },
    () => {
      if (log) fieldEnds.push(logged);
    },
  );
  const starts = new Int32Array(ids.size + 1);
  for (let id = 0; id < ids.size; id++) starts[id + 1] = starts[id]! + counts[id]! * 2;
  const arena = new Int32Array(starts[ids.size]!);
  const next = starts.slice(0, ids.size);
  const place = (id: number, page: number, field: number): void => {
    arena[next[id]!++] = page;
    arena[next[id]!++] = field;
  };
  if (log) replay(pages, log, fieldEnds, place);
  else visit(place);
  return {
    words: () => ids.keys(),
    pairs(word) {
      const id = ids.get(word);
      return id === undefined ? new Int32Array(0) : arena.subarray(starts[id], starts[id + 1]);
    },
  };
}

/** Calls `place` for each logged pair, in the order the first pass found them. */
function replay(
  pages: readonly PageFragment[],
  log: Int32Array,
  fieldEnds: readonly number[],
  place: (id: number, page: number, field: number) => void,
): void {
  let at = 0;
  let fieldNumber = 0;
  pages.forEach((page, pageNumber) => {
    for (let field = 0; field < fragmentFieldCount(page); field++) {
      for (const end = fieldEnds[fieldNumber++]!; at < end; at++) place(log[at]!, pageNumber, field);
    }
  });
}

/** `list` with twice the room, the new room set to `fill`. */
function grown(list: Int32Array, fill = 0): Int32Array {
  const bigger = new Int32Array(list.length * 2).fill(fill);
  bigger.set(list);
  return bigger;
}
