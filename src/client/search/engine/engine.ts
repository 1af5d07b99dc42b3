// The search itself: candidates from the word index, scored by Fuse.js (on short texts only), ordered by
// content type then score, with highlights and snippets. Pure: runs in the worker and under Node.
import Fuse from 'fuse.js/basic';
import type {
  ManifestIndex,
  SearchContentType,
  SearchIndexFile,
  SearchResult,
  SearchScope,
} from '../../../shared/search-protocol.ts';
import { capQuery, CONTENT_TYPES } from '../../../shared/search-protocol.ts';
import {
  cutSnippet,
  densestHighlight,
  findHighlights,
  highlightedWords,
  type TermMatcher,
} from './highlight.ts';
import { collectCandidates, createExpander, filesInScope } from './match.ts';
import { relatedSearches } from './related.ts';
import { addIndexFile, createTextIndex, entryText, type TextIndex } from './text-index.ts';
import { queryTerms } from './tokenize.ts';

/** A search as the engine takes it. */
export interface EngineQuery {
  query: string;
  scope: SearchScope;
  limit: number;
  snippetLength: number;
  related: boolean;
}

/** What a search found. */
export interface EngineAnswer {
  results: SearchResult[];
  total: number;
  related: string[];
}

/** Loaded indexes and the search over them. */
export interface SearchEngine {
  readonly index: TextIndex;
  /** Adds a fetched index file. */
  add(file: SearchIndexFile, meta: ManifestIndex): void;
  /** Runs a query over the files in its scope. */
  search(query: EngineQuery): EngineAnswer;
}

const MAX_LIMIT = 500;
// Content is scored on a window around its first match, never on the whole section text.
const WINDOW_BEFORE = 40;
const WINDOW_AFTER = 100;
const SNIPPET_TYPES: ReadonlySet<SearchContentType> = new Set(['description', 'keywords', 'content']);
const FUSE_OPTIONS = { includeScore: true, ignoreLocation: true, ignoreDiacritics: true, threshold: 0.6 };

/** A new engine with no index loaded. */
export function createSearchEngine(): SearchEngine {
  const index = createTextIndex();
  return {
    index,
    add: (file, meta) => addIndexFile(index, file, meta),
    search: (query) => runSearch(index, query),
  };
}

interface Scored {
  entry: number;
  score: number;
  text: string;
  highlights: [number, number][];
}

/** Scores the best `take` candidates of one type with Fuse.js, best first. */
function scoreCandidates(
  index: TextIndex,
  type: SearchContentType,
  entries: number[],
  quality: Float32Array,
  matcher: TermMatcher,
  take: number,
): Scored[] {
  const best = entries.sort((a, b) => quality[b]! - quality[a]! || a - b).slice(0, take);
  const prepared = best.map((entry) => {
    const text = entryText(index, index.entries[entry]!);
    return { entry, text, highlights: findHighlights(text, matcher), score: 1 };
  });
  const texts = prepared.map(({ text, highlights }) => {
    if (type !== 'content') return text;
    const at = highlights[densestHighlight(text, highlights, WINDOW_BEFORE + WINDOW_AFTER)]?.[0] ?? 0;
    return text.slice(Math.max(0, at - WINDOW_BEFORE), at + WINDOW_AFTER);
  });
  // A candidate Fuse rejects still contains every word; it keeps the worst score instead of disappearing.
  for (const found of new Fuse(texts, FUSE_OPTIONS).search(matcher.terms.join(' '))) {
    prepared[found.refIndex]!.score = found.score ?? 1;
  }
  return prepared.sort(
    (a, b) => a.score - b.score || quality[b.entry]! - quality[a.entry]! || a.entry - b.entry,
  );
}

function toResult(index: TextIndex, scored: Scored, snippetLength: number): SearchResult {
  const entry = index.entries[scored.entry]!;
  const page = index.pages[entry.page]!;
  const section = entry.section === -1 ? undefined : index.sections[entry.section];
  const shown = SNIPPET_TYPES.has(entry.type)
    ? cutSnippet(scored.text, scored.highlights, snippetLength)
    : { text: scored.text, highlights: scored.highlights };
  return {
    type: entry.type,
    url: section && section.anchor !== '' ? `${page.href}#${section.anchor}` : page.href,
    page: page.title,
    section: section?.heading ?? '',
    breadcrumb: page.breadcrumb,
    context: index.files[page.file]!.context,
    text: shown.text,
    highlights: shown.highlights,
    terms: highlightedWords(scored.text, scored.highlights),
    score: Math.round(scored.score * 1e4) / 1e4,
  };
}

function runSearch(index: TextIndex, query: EngineQuery): EngineAnswer {
  const terms = queryTerms(capQuery(query.query));
  if (terms.length === 0 || index.entries.length === 0) return { results: [], total: 0, related: [] };
  const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(query.limit) || 1));
  const allowed = filesInScope(index, query.scope);
  const expand = createExpander(index);
  const { candidates, quality, matcher } = collectCandidates(index, terms, allowed, expand);
  const byType = new Map<SearchContentType, number[]>(CONTENT_TYPES.map((type) => [type, []]));
  // A place is a page or a section: its title and its intro text are one place, shown once with its best type.
  const { entryPlace } = index;
  const matched = new Uint8Array(index.placeCount);
  let total = 0;
  for (const entry of candidates) {
    byType.get(index.entries[entry]!.type)!.push(entry);
    const place = entryPlace[entry]!;
    if (matched[place] === 0) [matched[place], total] = [1, total + 1];
  }
  const results: SearchResult[] = [];
  const shown = new Uint8Array(index.placeCount);
  for (const type of CONTENT_TYPES) {
    const need = limit - results.length;
    if (need <= 0) break;
    // Places a better type already showed (a page title beats its description) are left out before scoring.
    const entries = byType.get(type)!.filter((entry) => shown[entryPlace[entry]!] === 0);
    if (entries.length === 0) continue;
    for (const scored of scoreCandidates(index, type, entries, quality, matcher, need * 3 + 10)) {
      const place = entryPlace[scored.entry]!;
      if (shown[place] === 1) continue;
      shown[place] = 1;
      results.push(toResult(index, scored, query.snippetLength));
      if (results.length === limit) break;
    }
  }
  const related = results.length === 0 && query.related ? relatedSearches(index, terms, allowed, expand) : [];
  return { results, total, related };
}
