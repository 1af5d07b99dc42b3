// The search itself: candidates from the word index, scored by Fuse.js (on short texts only), ordered by
// content type then score, with highlights and snippets. Pure: runs in the worker and under Node.
import Fuse from 'fuse.js/basic';
import type {
  PageFragment,
  SearchContentType,
  SearchManifest,
  SearchResult,
  SearchScope,
} from '../../../shared/search-protocol.ts';
import {
  capQuery,
  CONTENT_TYPES,
  FIELD,
  fieldType,
  fragmentFieldText,
} from '../../../shared/search-protocol.ts';
import {
  cutSnippet,
  densestHighlight,
  findHighlights,
  highlightedWords,
  type TermMatcher,
} from './highlight.ts';
import { createLoadedIndex, FIELD_SPACE, pageOf, type IndexGroup, type LoadedIndex } from './loaded-index.ts';
import { collectCandidates, groupsInScope, type Candidate, type GroupCandidates } from './match.ts';
import { relatedSearches } from './related.ts';
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

/** A search that cannot be answered before these files (names relative to the manifest) are added. */
export interface EngineNeeds {
  need: string[];
}

/** A manifest's index and the search over the parts of it fetched so far. */
export interface SearchEngine {
  readonly index: LoadedIndex;
  /** Adds a fetched shard or fragment file. */
  add(name: string, file: Parameters<LoadedIndex['files']['set']>[1]): void;
  /** Runs a query, or names the files it needs first (call again once they are added). */
  search(query: EngineQuery): EngineAnswer | EngineNeeds;
}

const MAX_LIMIT = 500;
// Places whose fragments a query reads, per result it shows: Fuse.js re-ranks these only.
const FETCH_FACTOR = 2;
// Content is scored on a window around its first match, never on the whole section text.
const WINDOW_BEFORE = 40;
const WINDOW_AFTER = 100;
const SNIPPET_TYPES: ReadonlySet<SearchContentType> = new Set(['description', 'keywords', 'content']);
const FUSE_OPTIONS = { includeScore: true, ignoreLocation: true, ignoreDiacritics: true, threshold: 0.6 };
// Keys of places (a page, or one of its anchored sections) from different indexes never meet.
const GROUP_SPACE = 2 ** 40;

/** A new engine over a manifest, with no shard loaded. */
export function createSearchEngine(manifest: SearchManifest): SearchEngine {
  const index = createLoadedIndex(manifest);
  return {
    index,
    add: (name, file) => void index.files.set(name, file),
    search: (query) => runSearch(index, query),
  };
}

interface Scored {
  candidate: Candidate;
  page: PageFragment;
  score: number;
  text: string;
  highlights: [number, number][];
}

const fieldOf = (key: number): number => key % FIELD_SPACE;
const pageNumberOf = (key: number): number => Math.floor(key / FIELD_SPACE);

/** A page, or one of its anchored sections: its title, intro and metadata are one place, shown once. */
function placeKey(group: IndexGroup, key: number): number {
  const field = fieldOf(key);
  const section = field < FIELD.firstSection ? 0 : 1 + ((field - FIELD.firstSection) >> 1);
  return group.number * GROUP_SPACE + pageNumberOf(key) * FIELD_SPACE + section;
}

const placeOf = ({ group, key }: Candidate): number => placeKey(group, key);

const byQuality = (a: Candidate, b: Candidate): number =>
  b.quality - a.quality || a.group.number - b.group.number || a.key - b.key;

/** The candidates of one group, with the positions of each content type's fields. */
interface Split {
  candidates: GroupCandidates;
  byType: Map<SearchContentType, number[]>;
}

/** Position of each field's type in CONTENT_TYPES, for the fields of a page (a section's fields alternate). */
const TYPE_OF_FIELD = [FIELD.title, FIELD.description, FIELD.keywords, FIELD.intro].map((field) =>
  CONTENT_TYPES.indexOf(fieldType(field)),
);
const HEADING_TYPE = CONTENT_TYPES.indexOf('heading');
const CONTENT_TYPE = CONTENT_TYPES.indexOf('content');

function splitByType(candidates: readonly GroupCandidates[]): Split[] {
  return candidates.map((group) => {
    const lists: number[][] = CONTENT_TYPES.map(() => []);
    const { keys } = group;
    for (let i = 0; i < keys.length; i++) {
      const field = keys[i]! % FIELD_SPACE;
      const type =
        field < FIELD.firstSection
          ? TYPE_OF_FIELD[field]!
          : (field - FIELD.firstSection) % 2 === 0
            ? HEADING_TYPE
            : CONTENT_TYPE;
      lists[type]!.push(i);
    }
    return { candidates: group, byType: new Map(CONTENT_TYPES.map((type, t) => [type, lists[t]!])) };
  });
}

/**
 * The best `take` candidates of one type not shown yet, by quality then position. Linear: qualities are sums of a few
 * fixed values, so the cut-off quality is found by counting, and a frequent word's thousands of fields are never sorted.
 */
function bestOfType(
  split: readonly Split[],
  type: SearchContentType,
  shown: ReadonlySet<number>,
  take: number,
): Candidate[] {
  const counts = new Map<number, number>();
  const open = (group: IndexGroup, key: number): boolean =>
    shown.size === 0 || !shown.has(placeKey(group, key));
  for (const { candidates, byType } of split) {
    const { group, keys, quality } = candidates;
    for (const i of byType.get(type)!) {
      if (open(group, keys[i]!)) counts.set(quality[i]!, (counts.get(quality[i]!) ?? 0) + 1);
    }
  }
  let cutOff = -Infinity;
  let above = 0;
  for (const value of [...counts.keys()].sort((a, b) => b - a)) {
    cutOff = value;
    above += counts.get(value)!;
    if (above >= take) break;
  }
  const best: Candidate[] = [];
  for (const { candidates, byType } of split) {
    const { group, keys, quality } = candidates;
    for (const i of byType.get(type)!) {
      if (quality[i]! >= cutOff && open(group, keys[i]!))
        best.push({ group, key: keys[i]!, quality: quality[i]! });
    }
  }
  return best.sort(byQuality).slice(0, take);
}

/** Scores the best candidates of one type with Fuse.js, best first; undefined while fragments are missing. */
function scoreCandidates(
  index: LoadedIndex,
  type: SearchContentType,
  best: readonly Candidate[],
  matcher: TermMatcher,
  missing: Set<string>,
): Scored[] | undefined {
  const prepared: Scored[] = [];
  for (const candidate of best) {
    const page = pageOf(index, candidate.group, pageNumberOf(candidate.key), missing);
    if (!page) continue;
    const text = fragmentFieldText(page, fieldOf(candidate.key));
    prepared.push({ candidate, page, text, highlights: findHighlights(text, matcher), score: 1 });
  }
  if (missing.size > 0) return undefined;
  const texts = prepared.map(({ text, highlights }) => {
    if (type !== 'content') return text;
    const at = highlights[densestHighlight(text, highlights, WINDOW_BEFORE + WINDOW_AFTER)]?.[0] ?? 0;
    return text.slice(Math.max(0, at - WINDOW_BEFORE), at + WINDOW_AFTER);
  });
  // A candidate Fuse rejects still contains every word; it keeps the worst score instead of disappearing.
  for (const found of new Fuse(texts, FUSE_OPTIONS).search(matcher.terms.join(' '))) {
    prepared[found.refIndex]!.score = found.score ?? 1;
  }
  return prepared.sort((a, b) => a.score - b.score || byQuality(a.candidate, b.candidate));
}

function toResult(scored: Scored, snippetLength: number, versions: SearchManifest['versions']): SearchResult {
  const { candidate, page } = scored;
  const field = fieldOf(candidate.key);
  const type = fieldType(field);
  const section = field < FIELD.firstSection ? undefined : page[6][(field - FIELD.firstSection) >> 1];
  const shown = SNIPPET_TYPES.has(type)
    ? cutSnippet(scored.text, scored.highlights, snippetLength)
    : { text: scored.text, highlights: scored.highlights };
  return {
    type,
    url: section ? `${page[0]}#${section[0]}` : page[0],
    page: page[1],
    section: section?.[1] ?? '',
    breadcrumb: page[2],
    context: candidate.group.meta.context,
    versionLabel: versionLabelOf(versions, candidate.group.meta.version),
    text: shown.text,
    highlights: shown.highlights,
    terms: highlightedWords(scored.text, scored.highlights),
    score: Math.round(scored.score * 1e4) / 1e4,
  };
}

/** The label of a docs version of the manifest (its name when the manifest has no label for it). */
function versionLabelOf(versions: SearchManifest['versions'], name: string): string {
  if (name === '') return '';
  return versions.find((v) => v.name === name)?.label ?? name;
}

function runSearch(index: LoadedIndex, query: EngineQuery): EngineAnswer | EngineNeeds {
  const terms = queryTerms(capQuery(query.query));
  const groups = groupsInScope(index, query.scope);
  if (terms.length === 0 || groups.length === 0) return { results: [], total: 0, related: [] };
  const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(query.limit) || 1));
  const missing = new Set<string>();
  const { candidates, matcher } = collectCandidates(index, groups, terms, missing);
  if (missing.size > 0) return { need: [...missing] };
  // Places (a page, or an anchored section) rise with the key, so equal ones are neighbours.
  let total = 0;
  for (const { group, keys } of candidates) {
    let last = -1;
    for (const key of keys) {
      const place = placeKey(group, key);
      if (place !== last) {
        total++;
        last = place;
      }
    }
  }
  const split = splitByType(candidates);
  // Pre-ranked from the postings alone (content type, then the words' match quality, then position): only the best
  // `FETCH_FACTOR * limit` places have their fragments read, all in one round trip, and Fuse.js ranks those.
  const chosen = new Set<number>();
  const byType = new Map<SearchContentType, Candidate[]>();
  for (const type of CONTENT_TYPES) {
    const room = limit * FETCH_FACTOR - chosen.size;
    if (room <= 0) break;
    const best = bestOfType(split, type, chosen, room);
    byType.set(type, best);
    for (const candidate of best) {
      pageOf(index, candidate.group, pageNumberOf(candidate.key), missing);
      chosen.add(placeOf(candidate));
    }
  }
  if (missing.size > 0) return { need: [...missing] };
  const results: SearchResult[] = [];
  const shown = new Set<number>();
  for (const type of CONTENT_TYPES) {
    if (results.length >= limit) break;
    const best = byType.get(type) ?? [];
    if (best.length === 0) continue;
    const scored = scoreCandidates(index, type, best, matcher, missing);
    if (!scored) return { need: [...missing] };
    for (const item of scored) {
      const place = placeOf(item.candidate);
      if (shown.has(place)) continue;
      shown.add(place);
      results.push(toResult(item, query.snippetLength, index.manifest.versions));
      if (results.length === limit) break;
    }
  }
  if (results.length > 0 || !query.related) return { results, total, related: [] };
  const related = relatedSearches(index, groups, terms, missing);
  if (missing.size > 0) return { need: [...missing] };
  return { results, total, related };
}
