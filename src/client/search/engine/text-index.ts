// The in-memory index the worker builds from the fetched files: entries (one per page field and per section
// field), a sorted vocabulary, and for each word the entries that contain it. Fuse.js only ever sees the few
// entries this index returns as candidates.
import type { ManifestIndex, SearchContentType, SearchIndexFile } from '../../../shared/search-protocol.ts';
import { CONTENT_TYPES } from '../../../shared/search-protocol.ts';
import {
  boundedDistance,
  createDistanceScratch,
  type DistanceScratch,
} from '../../../shared/edit-distance.ts';
import { forEachToken } from './tokenize.ts';

/** A page of a loaded file. */
export interface PageRecord {
  href: string;
  title: string;
  breadcrumb: string[];
  description: string;
  keywords: string;
  /** Position of its file in `TextIndex.files`. */
  file: number;
}

/** A section of a loaded page. */
export interface SectionRecord {
  page: number;
  anchor: string;
  heading: string;
  text: string;
}

/** One searchable field: a page's title, description or keywords, or a section's heading or text. */
export interface Entry {
  type: SearchContentType;
  page: number;
  /** Section position, or -1 for a page field. */
  section: number;
}

/** A vocabulary word that a query word matched, and how well. */
export interface Expansion {
  word: number;
  kind: 'exact' | 'prefix' | 'fuzzy';
  quality: number;
}

/** The searchable data of every loaded file. */
export interface TextIndex {
  files: ManifestIndex[];
  pages: PageRecord[];
  sections: SectionRecord[];
  entries: Entry[];
  /** Sorted distinct words. */
  vocabulary: string[];
  /** For each vocabulary word, the ascending entry positions that contain it. */
  postings: number[][];
  /** Vocabulary positions grouped by word length. */
  byLength: Map<number, number[]>;
  scratch: DistanceScratch;
  /** Word → entries, kept between loads; `vocabulary` and `postings` are rebuilt from it. */
  words: Map<string, number[]>;
  /** Query word → its expansions (best first), reused while the reader types; emptied when a file is added. */
  expansions: Map<string, Expansion[]>;
  /** Per entry: its place (a page, or a page section with an anchor) as a number below `placeCount`. */
  entryPlace: Int32Array;
  /** Per entry: its file. */
  entryFile: Int32Array;
  placeCount: number;
}

// Expanding a one- or two-letter prefix to every word would scan most postings; the most frequent words win.
const prefixCap = (length: number): number => (length === 1 ? 40 : length === 2 ? 100 : 200);

/** An empty index. */
export function createTextIndex(): TextIndex {
  return {
    files: [],
    pages: [],
    sections: [],
    entries: [],
    vocabulary: [],
    postings: [],
    byLength: new Map(),
    scratch: createDistanceScratch(),
    words: new Map(),
    expansions: new Map(),
    entryPlace: new Int32Array(0),
    entryFile: new Int32Array(0),
    placeCount: 0,
  };
}

/** The text of an entry. */
export function entryText(index: TextIndex, entry: Entry): string {
  const page = index.pages[entry.page]!;
  switch (entry.type) {
    case 'title':
      return page.title;
    case 'description':
      return page.description;
    case 'keywords':
      return page.keywords;
    case 'heading':
      return index.sections[entry.section]!.heading;
    case 'content':
      return index.sections[entry.section]!.text;
  }
}

function addEntry(index: TextIndex, entry: Entry): void {
  const text = entryText(index, entry);
  if (text === '') return;
  const position = index.entries.length;
  index.entries.push(entry);
  forEachToken(text, (_start, _end, norm) => {
    let list = index.words.get(norm);
    if (!list) index.words.set(norm, (list = []));
    if (list[list.length - 1] !== position) list.push(position);
  });
}

/** Adds a fetched file (entries are appended, so postings stay sorted) and rebuilds the vocabulary. */
export function addIndexFile(index: TextIndex, file: SearchIndexFile, meta: ManifestIndex): void {
  const fileNumber = index.files.push(meta) - 1;
  const pageOffset = index.pages.length;
  for (const [href, title, breadcrumb, description, keywords] of file.pages) {
    const page =
      index.pages.push({
        href,
        title,
        breadcrumb,
        description,
        keywords: keywords.join(', '),
        file: fileNumber,
      }) - 1;
    addEntry(index, { type: 'title', page, section: -1 });
    addEntry(index, { type: 'description', page, section: -1 });
    addEntry(index, { type: 'keywords', page, section: -1 });
  }
  for (const [page, anchor, heading, text] of file.sections) {
    const section = index.sections.push({ page: pageOffset + page, anchor, heading, text }) - 1;
    addEntry(index, { type: 'heading', page: pageOffset + page, section });
    addEntry(index, { type: 'content', page: pageOffset + page, section });
  }
  index.expansions.clear();
  // Places: a page (its title, description, keywords and intro) or a section with an anchor.
  index.placeCount = index.pages.length + index.sections.length;
  index.entryPlace = Int32Array.from(index.entries, ({ page, section }) =>
    section === -1 || index.sections[section]!.anchor === '' ? page : index.pages.length + section,
  );
  index.entryFile = Int32Array.from(index.entries, ({ page }) => index.pages[page]!.file);
  index.vocabulary = [...index.words.keys()].sort();
  index.postings = index.vocabulary.map((word) => index.words.get(word)!);
  index.byLength = new Map();
  index.vocabulary.forEach((word, position) => {
    const bucket = index.byLength.get(word.length);
    if (bucket) bucket.push(position);
    else index.byLength.set(word.length, [position]);
  });
}

/** First vocabulary position whose word is not below `term`. */
function lowerBound(vocabulary: string[], term: string): number {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (vocabulary[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A cheap filter before the edit distance: a typo rarely changes both first letters, so one of them must agree
 * (in place, or shifted by one for a letter added, dropped or swapped at the start).
 */
function sameStart(a: string, b: string): boolean {
  const [a0, a1, b0, b1] = [a.charCodeAt(0), a.charCodeAt(1), b.charCodeAt(0), b.charCodeAt(1)];
  return a0 === b0 || a1 === b1 || a0 === b1 || a1 === b0;
}

/** The largest number of edits a word of this length may have and still match. */
export function fuzzyBudget(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** The vocabulary words a query word matches: itself, words it starts, and words within a small edit distance. */
export function expandTerm(index: TextIndex, term: string, fuzzy = fuzzyBudget(term.length)): Expansion[] {
  const { vocabulary, postings } = index;
  const expansions: Expansion[] = [];
  const at = lowerBound(vocabulary, term);
  if (vocabulary[at] === term) expansions.push({ word: at, kind: 'exact', quality: 1 });
  const prefixed: number[] = [];
  for (
    let i = vocabulary[at] === term ? at + 1 : at;
    i < vocabulary.length && vocabulary[i]!.startsWith(term);
    i++
  ) {
    prefixed.push(i);
  }
  const cap = prefixCap(term.length);
  if (prefixed.length > cap) prefixed.sort((a, b) => postings[b]!.length - postings[a]!.length).splice(cap);
  for (const word of prefixed) {
    expansions.push({
      word,
      kind: 'prefix',
      quality: 0.8 - Math.min(0.2, (vocabulary[word]!.length - term.length) * 0.02),
    });
  }
  if (fuzzy === 0) return expansions;
  for (let length = term.length - fuzzy; length <= term.length + fuzzy; length++) {
    for (const word of index.byLength.get(length) ?? []) {
      const candidate = vocabulary[word]!;
      if (candidate === term || candidate.startsWith(term) || !sameStart(term, candidate)) continue;
      const distance = boundedDistance(term, candidate, fuzzy, index.scratch);
      if (distance <= fuzzy) expansions.push({ word, kind: 'fuzzy', quality: 0.6 - 0.15 * distance });
    }
  }
  return expansions;
}

/** Position of a content type in the result order. */
export function typeRank(type: SearchContentType): number {
  return CONTENT_TYPES.indexOf(type);
}
