// The search index format: the files the build writes and the worker reads (manifest, shards, fragments).

/** Output folder of the search files. */
export const SEARCH_ASSETS_DIR = 'assets/search';

/**
 * The manifest's path: fixed, so that a page does not change when other pages' content does (an edit re-renders only
 * the pages that show it). The worker revalidates it when it starts; the shards it lists are content-hashed and cached
 * for good.
 */
export const SEARCH_MANIFEST_PATH = `${SEARCH_ASSETS_DIR}/manifest.json`;

/** Version of the index and manifest format; the worker rejects files with another version. */
export const SEARCH_INDEX_FORMAT = 4;
/** Longest query the page sends and the worker reads, in UTF-16 code units. */
export const MAX_QUERY_LENGTH = 64;
/** Most words of a query that are matched; later words are ignored. */
export const MAX_QUERY_TERMS = 8;
/** URL parameter that carries the searched words to the target page (repeated once per word). */
export const HIGHLIGHT_PARAM = '_highlight';

/** The content types of a result, best first: results are ordered by type, then by score. */
export const CONTENT_TYPES = ['title', 'heading', 'description', 'keywords', 'content'] as const;
/** Where a result matched: the page title, a section heading, the description, the keywords or the text. */
export type SearchContentType = (typeof CONTENT_TYPES)[number];
/** Reader-facing names of the content types. */
export const CONTENT_TYPE_LABELS: Record<SearchContentType, string> = {
  title: 'Title',
  heading: 'Heading',
  description: 'Description',
  keywords: 'Keywords',
  content: 'Content',
};

/** A highlighted range: start offset and length in UTF-16 code units, never inside a surrogate pair. */
export type Highlight = [start: number, length: number];

/** Field numbers of a page in the index: a posting names a page and one of its fields. */
export const FIELD = { title: 0, description: 1, keywords: 2, intro: 3, firstSection: 4 } as const;
/** Most anchored sections of a page that are indexed (fields 4 + 2k heading, 5 + 2k text); later ones are left out. */
export const MAX_INDEXED_SECTIONS = 500;

/** A shard of a vocabulary range: the first word it holds, and its file name (relative to the manifest). */
export type ShardRef = [from: string, file: string];

/** One section of a page fragment: `[anchor, heading, text]`. */
export type FragmentSection = [anchor: string, heading: string, text: string];
/** One page in a fragment file: what a result shows and what Fuse.js scores. */
export type PageFragment = [
  href: string,
  title: string,
  breadcrumb: string[],
  description: string,
  keywords: string[],
  /** Text before the first anchored section. */
  intro: string,
  sections: FragmentSection[],
];

/** What a result row shows of a page, and its short fields: `[href, title, breadcrumb, description, keywords, headings]`. */
export type PageHead = [
  href: string,
  title: string,
  breadcrumb: string[],
  description: string,
  keywords: string[],
  /** `[anchor, heading]` of each anchored section. */
  headings: [anchor: string, heading: string][],
];

/** A page from its head: its intro and section texts are `''`. */
export function pageOfHead(head: PageHead): PageFragment {
  const [href, title, breadcrumb, description, keywords, headings] = head;
  const sections = headings.map(([anchor, heading]): FragmentSection => [anchor, heading, '']);
  return [href, title, breadcrumb, description, keywords, '', sections];
}

/** Number of fields of a page: title, description, keywords, intro, then a heading and a text per section. */
export function fragmentFieldCount(page: PageFragment): number {
  return FIELD.firstSection + 2 * page[6].length;
}

/** The text of field `field` of a page (`''` for a field it does not have). */
export function fragmentFieldText(page: PageFragment, field: number): string {
  switch (field) {
    case FIELD.title:
      return page[1];
    case FIELD.description:
      return page[3];
    case FIELD.keywords:
      return page[4].join(', ');
    case FIELD.intro:
      return page[5];
    default: {
      const section = page[6][(field - FIELD.firstSection) >> 1];
      return section ? section[(field - FIELD.firstSection) % 2 === 0 ? 1 : 2] : '';
    }
  }
}

/** The content type of a field: where a result matched. */
export function fieldType(field: number): SearchContentType {
  if (field === FIELD.title) return 'title';
  if (field === FIELD.description) return 'description';
  if (field === FIELD.keywords) return 'keywords';
  if (field === FIELD.intro) return 'content';
  return (field - FIELD.firstSection) % 2 === 0 ? 'heading' : 'content';
}

/** A vocabulary shard: sorted words and, for each, the number of fields holding it. */
export interface WordsShard {
  v: typeof SEARCH_INDEX_FORMAT;
  words: string[];
  counts: number[];
}

/**
 * A shard of the first-letter table of a large index: the vocabulary words of four or more code units (with a letter)
 * without their first one, sorted, and for each the first code units that complete it into words (`earch` → `rs` for
 * `search` and `rearch`). A query word with a wrong or missing first letter finds its word here by one lookup.
 */
export interface TailsShard {
  v: typeof SEARCH_INDEX_FORMAT;
  tails: string[];
  letters: string[];
}

/**
 * A postings shard: sorted words and, for each, where it occurs as a flat list of `[page delta, field]` pairs in
 * ascending page and field order (the first page delta counts from 0).
 */
export interface PostingsShard {
  v: typeof SEARCH_INDEX_FORMAT;
  words: string[];
  postings: number[][];
}

/**
 * A head file of a large index (kind `h`): the heads of consecutive pages starting at page `first`. A head is a small
 * part of its page, so one file holds those of many pages: a title, heading, description or keywords result is scored
 * and shown from its head alone, and the best places of a query (often neighbours: equal matches go in page order)
 * are in a file or two. A content result reads its page's fragment file, which holds its head too.
 */
export interface HeadFile {
  v: typeof SEARCH_INDEX_FORMAT;
  first: number;
  heads: PageHead[];
}

/** A fragment file (kind `f`): whole consecutive pages starting at page `first`. */
export interface FragmentFile {
  v: typeof SEARCH_INDEX_FORMAT;
  first: number;
  pages: PageFragment[];
}

/**
 * The single file of a small index (kind `i`): its pages only. The worker computes the vocabulary and postings from
 * them (`combineIndex`), and its vocabulary, postings and fragment lists all name this one file.
 */
export interface SingleFile {
  v: typeof SEARCH_INDEX_FORMAT;
  pages: PageFragment[];
}

/** A small index once loaded: vocabulary shard, postings shard and fragment file at once. */
export type CombinedIndex = WordsShard & PostingsShard & FragmentFile;

/** One index (a set of pages searched together) as the manifest lists it. */
export interface ManifestIndex {
  /** Context label, `''` for pages outside every context. */
  context: string;
  /** Docs version name, `''` for unversioned pages (plain pages and blog posts). */
  version: string;
  /** Sources in the index: `docs`, `pages`, `blog`. */
  tags: string[];
  pages: number;
  sections: number;
  /** Vocabulary shards, in word order. */
  words: ShardRef[];
  /** Postings shards, in word order. */
  postings: ShardRef[];
  /** First-letter table shards, in tail order (none for a small index, whose whole vocabulary is at hand). */
  tails: ShardRef[];
  /** Fragment files (kind `f`): the first page of each, ascending, and its name. */
  fragments: [first: number, file: string][];
  /** Head files (kind `h`), likewise. */
  heads: [first: number, file: string][];
  /** A small index's single file (kind `i`): then every list above names it alone. */
  file?: string;
}

/**
 * The fragment files of an index as the manifest file stores them (thousands on a large site): the name up to the
 * hash, the first page of each file as a difference from the previous one, and one hash per FRAGMENT_GROUP files, end
 * to end. File `k` of a group is named `<name><group hash>-<k>.json`.
 */
export interface PackedFragments {
  name: string;
  starts: number[];
  hashes: string;
}

/** Length of the content hash in shard names. */
export const SHARD_HASH_LENGTH = 10;
/** Consecutive fragment files named by one hash (of their contents together). */
export const FRAGMENT_GROUP = 16;

/** An index as the manifest file stores it (a small index: `file`, and empty lists). */
export type StoredManifestIndex = Omit<ManifestIndex, 'fragments' | 'heads'> & {
  fragments: PackedFragments;
  heads: PackedFragments;
};

/** The manifest file as written (`SearchManifest` with packed fragment lists). */
export type StoredManifest = Omit<SearchManifest, 'indexes'> & { indexes: StoredManifestIndex[] };

/** The manifest: what the worker fetches first, listing every index and its shards. */
export interface SearchManifest {
  v: typeof SEARCH_INDEX_FORMAT;
  /** Docs versions, the default first. */
  versions: { name: string; label: string }[];
  contexts: { label: string; path: string }[];
  indexes: ManifestIndex[];
}
