// The postings of a large index, gathered page by page in a compact form: each new [page, field] pair of a word is one
// packed number and a link to the word's next pair, in typed arrays allocated a chunk at a time (8 bytes a pair, never
// copied to grow). As a list of numbers per word, a 100,000-page index's postings took several times the memory; and
// pages are added as the build makes them, so that no page's text has to wait for the last one to be indexed.
import { fragmentFieldCount, fragmentFieldText, type PageFragment } from '../shared/search-protocol.ts';
import { forEachToken } from '../shared/search-tokenize.ts';

/** Word → flat `[page, field]` pairs, as `collectPostings` gives them. */
export interface PostingLists {
  /** Every word, in the order first met. */
  words(): IterableIterator<string>;
  /** How many pairs the word has. */
  count(word: string): number;
  /** The word's flat pairs, pages and fields ascending (a new array each call). */
  pairs(word: string): Int32Array;
}

// A field number takes the low bits of a packed pair: fields run to 4 + 2 × MAX_INDEXED_SECTIONS (1,004) < 2^10.
const FIELD_BITS = 10;
const FIELD_MASK = (1 << FIELD_BITS) - 1;
/** Most pages one index can hold: a packed pair is a 32-bit number. */
export const MAX_INDEX_PAGES = 2 ** (32 - FIELD_BITS);
// Pairs a chunk: 2^18 × 8 bytes (two typed arrays of 1 MB).
const CHUNK_BITS = 18;
const CHUNK_SIZE = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_SIZE - 1;

/** Postings gathered a page at a time (pages numbered from 0 in the order added); read once every page is added. */
export class PostingCollector implements PostingLists {
  private readonly ids = new Map<string, number>();
  // Per word: where its first and last pairs are, and how many it has.
  private heads: Int32Array<ArrayBuffer> = new Int32Array(4096);
  private tails: Int32Array<ArrayBuffer> = new Int32Array(4096);
  private counts: Int32Array<ArrayBuffer> = new Int32Array(4096);
  // Per pair: page × 2^FIELD_BITS + field (unsigned), and where the word's next pair is (-1: none).
  private readonly packed: Uint32Array[] = [];
  private readonly links: Int32Array[] = [];
  private size = 0;
  private pageCount = 0;

  /** Adds the next page's words (its number is the count of pages added before it). */
  add(page: PageFragment): void {
    const pageNumber = this.pageCount++;
    if (pageNumber >= MAX_INDEX_PAGES) throw new Error(`a search index holds at most ${MAX_INDEX_PAGES} pages`);
    for (let field = 0; field < fragmentFieldCount(page); field++) {
      const text = fragmentFieldText(page, field);
      if (text === '') continue;
      const pair = pageNumber * (FIELD_MASK + 1) + field;
      forEachToken(text, (_start, _end, norm) => this.addPair(norm, pair));
    }
  }

  words(): IterableIterator<string> {
    return this.ids.keys();
  }

  count(word: string): number {
    const id = this.ids.get(word);
    return id === undefined ? 0 : this.counts[id]!;
  }

  pairs(word: string): Int32Array {
    const id = this.ids.get(word);
    if (id === undefined) return new Int32Array(0);
    const out = new Int32Array(this.counts[id]! * 2);
    let at = 0;
    for (let slot = this.heads[id]!; slot !== -1; slot = this.links[slot >>> CHUNK_BITS]![slot & CHUNK_MASK]!) {
      const pair = this.packed[slot >>> CHUNK_BITS]![slot & CHUNK_MASK]!;
      out[at++] = Math.floor(pair / (FIELD_MASK + 1));
      out[at++] = pair & FIELD_MASK;
    }
    return out;
  }

  // A field holding a word twice counts once: its pairs of one field are consecutive, so only the last is compared.
  private addPair(word: string, pair: number): void {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(word, id);
      if (id === this.counts.length) {
        this.heads = grown(this.heads);
        this.tails = grown(this.tails);
        this.counts = grown(this.counts);
      }
      this.heads[id] = -1;
    } else {
      const tail = this.tails[id]!;
      if (this.packed[tail >>> CHUNK_BITS]![tail & CHUNK_MASK] === pair) return;
    }
    const slot = this.size++;
    const chunk = slot >>> CHUNK_BITS;
    if (chunk === this.packed.length) {
      this.packed.push(new Uint32Array(CHUNK_SIZE));
      this.links.push(new Int32Array(CHUNK_SIZE));
    }
    this.packed[chunk]![slot & CHUNK_MASK] = pair;
    this.links[chunk]![slot & CHUNK_MASK] = -1;
    if (this.heads[id] === -1) this.heads[id] = slot;
    else {
      const tail = this.tails[id]!;
      this.links[tail >>> CHUNK_BITS]![tail & CHUNK_MASK] = slot;
    }
    this.tails[id] = slot;
    this.counts[id]!++;
  }
}

/** `collectPostings` of `pages` in a compact form (the same pairs, in the same order). */
export function collectPostingLists(pages: readonly PageFragment[]): PostingLists {
  const collector = new PostingCollector();
  for (const page of pages) collector.add(page);
  return collector;
}

/** `list` with twice the room. */
function grown(list: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(list.length * 2);
  bigger.set(list);
  return bigger;
}
