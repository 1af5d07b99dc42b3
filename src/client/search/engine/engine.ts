// The search itself: candidates from the word index (match.ts), pre-ranked from the postings alone (prerank.ts), the
// best scored by Fuse.js (score.ts), ordered by content type then score. Pure: runs in the worker and under Node.
import type { SearchManifest, SearchResult, SearchScope } from '../../../shared/search-protocol.ts';
import { capQuery, CONTENT_TYPES } from '../../../shared/search-protocol.ts';
import type { TermMatcher } from './highlight.ts';
import { createLoadedIndex, pageOf, type LoadedIndex } from './loaded-index.ts';
import { collectCandidates, groupsInScope } from './match.ts';
import { needsText, pageNumberOf, placeOf, planSearch, type SearchPlan } from './prerank.ts';
import { relatedSearches } from './related.ts';
import { scoreCandidates, toResult } from './score.ts';
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

/** A new engine over a manifest, with no shard loaded. */
export function createSearchEngine(manifest: SearchManifest): SearchEngine {
  const index = createLoadedIndex(manifest);
  // The plan of the query being answered: its later steps (head and fragment files fetched) only score it. Files are
  // only ever added, and a plan is made once every postings file it read was there, so it stays right.
  const last: { key: string; plan?: PlanAndMatcher } = { key: '' };
  return {
    index,
    add: (name, file) => void index.files.set(name, file),
    search: (query) => runSearch(index, query, last),
  };
}

interface PlanAndMatcher {
  plan: SearchPlan;
  matcher: TermMatcher;
}

function runSearch(
  index: LoadedIndex,
  query: EngineQuery,
  last: { key: string; plan?: PlanAndMatcher },
): EngineAnswer | EngineNeeds {
  const terms = queryTerms(capQuery(query.query));
  const groups = groupsInScope(index, query.scope);
  if (terms.length === 0 || groups.length === 0) return { results: [], total: 0, related: [] };
  const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(query.limit) || 1));
  const missing = new Set<string>();
  const key = JSON.stringify([terms, groups.map((group) => group.number), limit]);
  let planned = last.key === key ? last.plan : undefined;
  if (!planned) {
    const { candidates, matcher } = collectCandidates(index, groups, terms, missing);
    if (missing.size > 0) return { need: [...missing] };
    planned = { plan: planSearch(candidates, limit * FETCH_FACTOR), matcher };
    last.key = key;
    last.plan = planned;
  }
  const { plan, matcher } = planned;
  for (const best of plan.byType.values()) {
    for (const { group, key } of best) pageOf(index, group, pageNumberOf(key), needsText(key), missing);
  }
  if (missing.size > 0) return { need: [...missing] };
  const results: SearchResult[] = [];
  const shown = new Set<number>();
  for (const type of CONTENT_TYPES) {
    if (results.length >= limit) break;
    const best = plan.byType.get(type) ?? [];
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
  const { total } = plan;
  if (results.length > 0 || !query.related) return { results, total, related: [] };
  const related = relatedSearches(index, groups, terms, missing);
  if (missing.size > 0) return { need: [...missing] };
  return { results, total, related };
}
