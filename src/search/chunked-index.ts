// One search index from a set of page records. A small one (SINGLE_FILE_PAGES) is one file of its pages, fetched
// whole. A large one is chunked: the sorted vocabulary cut into small shards (words and how often each occurs), the
// postings cut by word range into shards of a few kilobytes, a first-letter table (words without their first letter)
// in shards too, and the pages themselves in fragment files of a few pages each. A query fetches the vocabulary shards
// of its words' first letters, a first-letter table shard, the postings of the words it matched, and the heads of the
// pages it scores (titles, headings, description: many pages a file), or the fragment of a page whose text matched;
// never the whole index. Every file is named by a content hash, so that hosts may cache it for good. Pages are added
// one at a time, in order: their head and fragment files are written as they fill, and only the postings are kept
// until the word files are made at the end.
import { contentHash, type OutputFile } from '../base/output-file.ts';
import {
  MAX_INDEXED_SECTIONS,
  SEARCH_ASSETS_DIR,
  SEARCH_INDEX_FORMAT,
  type HeadFile,
  type PageHead,
  type FragmentFile,
  type StoredManifestIndex,
  type PageFragment,
  type SingleFile,
} from '../shared/search-protocol.ts';
import type { SearchPageRecord } from './documents.ts';
import { PostingCollector } from './posting-lists.ts';
import { PageFileWriter } from './shard-files.ts';
import { vocabularyFiles } from './vocabulary-files.ts';

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

/** A page's head: what a result row shows, without the texts. */
function pageHead([href, title, breadcrumb, description, keywords, , sectionRows]: PageFragment): PageHead {
  return [
    href,
    title,
    breadcrumb,
    description,
    keywords,
    sectionRows.map(([anchor, heading]): [string, string] => [anchor, heading]),
  ];
}

/** The pages of a chunked index on their way to its files: heads and fragments written as they fill, postings kept. */
interface Chunking {
  postings: PostingCollector;
  heads: PageFileWriter<PageHead>;
  fragments: PageFileWriter<PageFragment>;
}

/**
 * Builds one index, written under `assets/search/<prefix>.*` (one per set of pages searched together: a context, a
 * docs version, a locale), from records given one at a time in page order. Each file goes to `put` as soon as it is
 * made. The pages are held only while they might still make a single-file index; past that size each page is in its
 * head and fragment files (written a group at a time) and its postings, and nothing else of it is kept.
 */
export class SearchIndexBuilder {
  private held: PageFragment[] = [];
  private heldBytes = 0;
  private chunking: Chunking | undefined;
  private pageCount = 0;
  private sectionCount = 0;

  constructor(
    private readonly prefix: string,
    private readonly put: (file: OutputFile) => void,
  ) {}

  /** Adds the next page. */
  add(record: SearchPageRecord): void {
    const page = pageFragment(record);
    this.pageCount++;
    this.sectionCount += record.sections.length;
    if (this.chunking) return this.chunk(this.chunking, page);
    this.held.push(page);
    this.heldBytes += JSON.stringify(page).length;
    if (this.heldBytes <= SINGLE_FILE_PAGES) return;
    // Too large for one file: the pages held so far go the way of every later one.
    const chunking: Chunking = {
      postings: new PostingCollector(),
      heads: new PageFileWriter<PageHead>(
        `${this.prefix}.h.`,
        HEAD_BUDGET,
        this.put,
        (first, run): HeadFile => ({
          v: SEARCH_INDEX_FORMAT,
          first,
          heads: run,
        }),
      ),
      fragments: new PageFileWriter<PageFragment>(
        `${this.prefix}.f.`,
        FRAGMENT_BUDGET,
        this.put,
        (first, run): FragmentFile => ({ v: SEARCH_INDEX_FORMAT, first, pages: run }),
      ),
    };
    this.chunking = chunking;
    for (const held of this.held) this.chunk(chunking, held);
    this.held = [];
  }

  /** Writes the files left (the single file, or the word files and the last head and fragment files). */
  finish(): ChunkedIndex {
    const write = (kind: string, value: object): string => {
      const contents = JSON.stringify(value);
      const name = `${this.prefix}.${kind}.${contentHash(contents)}.json`;
      this.put({ path: `${SEARCH_ASSETS_DIR}/${name}`, contents });
      return name;
    };
    const counts = { pages: this.pageCount, sections: this.sectionCount };
    const chunking = this.chunking;
    if (!chunking) {
      const single: SingleFile = { v: SEARCH_INDEX_FORMAT, pages: this.held };
      const none = { name: '', starts: [], hashes: '' };
      const file = write('i', single);
      this.held = [];
      return { ...counts, words: [], postings: [], tails: [], fragments: none, heads: none, file };
    }
    const heads = chunking.heads.finish();
    const fragments = chunking.fragments.finish();
    const { words, postings, tails } = vocabularyFiles(chunking.postings, write);
    return { ...counts, words, postings, tails, fragments, heads };
  }

  private chunk(chunking: Chunking, page: PageFragment): void {
    chunking.postings.add(page);
    chunking.heads.add(pageHead(page));
    chunking.fragments.add(page);
  }
}

/**
 * Builds the index of `records` at once (see SearchIndexBuilder). With `emit`, each file goes to it as soon as it is
 * made (and `files` is empty), so that they are never all in memory.
 */
export function createSearchIndex(
  records: readonly SearchPageRecord[],
  prefix: string,
  emit?: (file: OutputFile) => void,
): { files: OutputFile[]; index: ChunkedIndex } {
  const files: OutputFile[] = [];
  const builder = new SearchIndexBuilder(prefix, emit ?? ((file) => files.push(file)));
  for (const record of records) builder.add(record);
  return { files, index: builder.finish() };
}
