// The postings of a large index, gathered page by page in a compact form: each word's [page, field] pairs are bytes
// (the page as its distance from the word's last page, then the field, each a variable-length number: two or three
// bytes a pair for most) in a chain of blocks that double in size, cut from large byte arrays that are never copied to
// grow. As a list of numbers per word, a 100,000-page index's postings took several times the memory, and as linked
// packed pairs 8 bytes a pair; pages are added as the build makes them, so that no page's text waits for the last one.
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

// Bytes of an arena chunk; a block never spans two.
const CHUNK_BITS = 20;
const CHUNK_SIZE = 1 << CHUNK_BITS;
// A block: the address of the word's next block (4 bytes, -1: none), then its bytes. The first block of a word holds
// FIRST_BLOCK bytes, each next one twice the last, up to LAST_BLOCK: most words are rare, and a few are on every page.
const LINK = 4;
const FIRST_BLOCK = 4;
const LAST_BLOCK = 4096;

/** Postings gathered a page at a time (pages numbered from 0 in the order added); read once every page is added. */
export class PostingCollector implements PostingLists {
  private readonly ids = new Map<string, number>();
  // Per word: its pair count, last pair, first and last block, bytes used and held by its last block.
  private counts = new Int32Array(4096);
  private lastPage = new Int32Array(4096);
  private lastField = new Int32Array(4096);
  private heads = new Int32Array(4096);
  private tails = new Int32Array(4096);
  private used = new Int32Array(4096);
  private room = new Int32Array(4096);
  private readonly chunks: Uint8Array[] = [];
  // Where the next block goes in the last chunk.
  private free = 0;
  private pageCount = 0;

  /** Adds the next page's words (its number is the count of pages added before it). */
  add(page: PageFragment): void {
    const pageNumber = this.pageCount++;
    for (let field = 0; field < fragmentFieldCount(page); field++) {
      const text = fragmentFieldText(page, field);
      if (text === '') continue;
      forEachToken(text, (_start, _end, norm) => this.addPair(norm, pageNumber, field));
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
    // The word's bytes, block after block (every block but the last is full).
    let block = this.heads[id]!;
    let size = FIRST_BLOCK;
    let at = 0;
    let end = block === this.tails[id] ? this.used[id]! : size;
    const next = (): number => {
      while (at === end) {
        block = this.linkOf(block);
        size = Math.min(size * 2, LAST_BLOCK);
        at = 0;
        end = block === this.tails[id] ? this.used[id]! : size;
      }
      return this.chunks[block >>> CHUNK_BITS]![(block & (CHUNK_SIZE - 1)) + LINK + at++]!;
    };
    const number = (): number => {
      let value = 0;
      for (let shift = 1; ; shift *= 128) {
        const byte = next();
        value += (byte & 127) * shift;
        if (byte < 128) return value;
      }
    };
    let page = 0;
    for (let i = 0; i < out.length; i += 2) {
      page += number();
      out[i] = page;
      out[i + 1] = number();
    }
    return out;
  }

  // A field holding a word twice counts once: its pairs of one field are consecutive, so only the last is compared.
  private addPair(word: string, page: number, field: number): void {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(word, id);
      if (id === this.counts.length) this.grow();
      const block = this.block(FIRST_BLOCK);
      this.heads[id] = block;
      this.tails[id] = block;
      this.used[id] = 0;
      this.room[id] = FIRST_BLOCK;
      this.lastPage[id] = 0;
      this.lastField[id] = -1;
    } else if (this.lastPage[id] === page && this.lastField[id] === field) return;
    this.putNumber(id, page - this.lastPage[id]!);
    this.putNumber(id, field);
    this.lastPage[id] = page;
    this.lastField[id] = field;
    this.counts[id]!++;
  }

  private putNumber(id: number, value: number): void {
    let rest = value;
    while (rest >= 128) {
      this.putByte(id, (rest % 128) | 128);
      rest = Math.floor(rest / 128);
    }
    this.putByte(id, rest);
  }

  private putByte(id: number, byte: number): void {
    let tail = this.tails[id]!;
    if (this.used[id] === this.room[id]) {
      const size = Math.min(this.room[id]! * 2, LAST_BLOCK);
      const block = this.block(size);
      this.setLink(tail, block);
      this.tails[id] = tail = block;
      this.used[id] = 0;
      this.room[id] = size;
    }
    this.chunks[tail >>> CHUNK_BITS]![(tail & (CHUNK_SIZE - 1)) + LINK + this.used[id]!++] = byte;
  }

  /** A new block of `size` bytes with no next block; its address. */
  private block(size: number): number {
    const bytes = LINK + size;
    if (this.chunks.length === 0 || this.free + bytes > CHUNK_SIZE) {
      this.chunks.push(new Uint8Array(CHUNK_SIZE));
      this.free = 0;
    }
    const address = (this.chunks.length - 1) * CHUNK_SIZE + this.free;
    this.free += bytes;
    this.setLink(address, -1);
    return address;
  }

  private setLink(block: number, to: number): void {
    const chunk = this.chunks[block >>> CHUNK_BITS]!;
    const at = block & (CHUNK_SIZE - 1);
    chunk[at] = to & 255;
    chunk[at + 1] = (to >>> 8) & 255;
    chunk[at + 2] = (to >>> 16) & 255;
    chunk[at + 3] = (to >>> 24) & 255;
  }

  private linkOf(block: number): number {
    const chunk = this.chunks[block >>> CHUNK_BITS]!;
    const at = block & (CHUNK_SIZE - 1);
    return chunk[at]! | (chunk[at + 1]! << 8) | (chunk[at + 2]! << 16) | (chunk[at + 3]! << 24);
  }

  private grow(): void {
    this.counts = grown(this.counts);
    this.lastPage = grown(this.lastPage);
    this.lastField = grown(this.lastField);
    this.heads = grown(this.heads);
    this.tails = grown(this.tails);
    this.used = grown(this.used);
    this.room = grown(this.room);
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
