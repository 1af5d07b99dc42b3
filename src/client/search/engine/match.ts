// Candidate selection: the fields of the indexes in scope that contain every query word, each word expanded to the
// vocabulary words it matches (expand.ts), the fields of each word's expansions united, and the words intersected.
import type { SearchScope } from '../../../shared/search-protocol.ts';
import { ALL_DOCS_VERSIONS } from '../../../shared/search-protocol.ts';
import { expandFully, type Expander } from './expand.ts';
import type { TermMatcher } from './highlight.ts';
import { keysOf, type Expansion, type IndexGroup, type KeyList, type LoadedIndex } from './loaded-index.ts';

/** A field that matched every query word. */
export interface Candidate {
  group: IndexGroup;
  /** `page * FIELD_SPACE + field` within the group. */
  key: number;
  /** Sum over the words of the best expansion quality. */
  quality: number;
}

/** The indexes of the manifest in scope: the context (or all), the version or unversioned, and the tags. */
export function groupsInScope(index: LoadedIndex, scope: SearchScope): IndexGroup[] {
  return index.groups.filter(({ meta }) => {
    const context = scope.context === null || meta.context === scope.context;
    const version =
      meta.version === '' || scope.version === ALL_DOCS_VERSIONS || meta.version === scope.version;
    const tags = scope.tags.length === 0 || meta.tags.some((tag) => scope.tags.includes(tag));
    return context && version && tags;
  });
}

/** The union of sorted key lists, each key with its best quality. */
function unionBest(lists: { keys: number[]; quality: number }[]): KeyList {
  if (lists.length === 0) return { keys: [], quality: [] };
  // The longest list (a frequent word) is merged in one linear pass; the others are few keys, gathered in a map.
  let longest = 0;
  lists.forEach((list, i) => {
    if (list.keys.length > lists[longest]!.keys.length) longest = i;
  });
  const big = lists[longest]!;
  const rest = new Map<number, number>();
  lists.forEach((list, i) => {
    if (i === longest) return;
    for (const key of list.keys) if ((rest.get(key) ?? -1) < list.quality) rest.set(key, list.quality);
  });
  if (rest.size === 0)
    return { keys: big.keys, quality: new Array<number>(big.keys.length).fill(big.quality) };
  const small = [...rest.keys()].sort((a, b) => a - b);
  const keys: number[] = [];
  const quality: number[] = [];
  let i = 0;
  let j = 0;
  while (i < big.keys.length || j < small.length) {
    const a = big.keys[i] ?? Infinity;
    const b = small[j] ?? Infinity;
    if (a < b) {
      keys.push(a);
      quality.push(big.quality);
      i++;
    } else if (b < a) {
      keys.push(b);
      quality.push(rest.get(b)!);
      j++;
    } else {
      keys.push(a);
      quality.push(Math.max(big.quality, rest.get(b)!));
      i++;
      j++;
    }
  }
  return { keys, quality };
}

/** The fields holding any of a query word's expansions, with the best quality (kept while its expansions are). */
function termList(
  index: LoadedIndex,
  group: IndexGroup,
  expansions: Expansion[],
  missing: Set<string>,
): KeyList {
  const known = group.termLists.get(expansions);
  if (known) return known;
  const list = unionBest(
    expansions.map((expansion) => ({
      keys: keysOf(index, group, expansion.word, missing),
      quality: expansion.quality,
    })),
  );
  group.termLists.set(expansions, list);
  return list;
}

/** The keys in both lists, with the sum of their qualities. */
function intersect(a: KeyList, b: KeyList): KeyList {
  const keys: number[] = [];
  const quality: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.keys.length && j < b.keys.length) {
    const x = a.keys[i]!;
    const y = b.keys[j]!;
    if (x < y) i++;
    else if (y < x) j++;
    else {
      keys.push(x);
      quality.push(a.quality[i]! + b.quality[j]!);
      i++;
      j++;
    }
  }
  return { keys, quality };
}

// The most postings shards fetched ahead of the vocabulary for one word (a short prefix spans many).
const POSTINGS_AHEAD = 2;

/** Adds to `missing` the postings shards covering the words that start with `term`, when they are few. */
function postingsAround(index: LoadedIndex, group: IndexGroup, term: string, missing: Set<string>): void {
  const shards = group.meta.postings;
  const end = `${term}\uffff`;
  let first = 0;
  while (first + 1 < shards.length && shards[first + 1]![0] <= term) first++;
  let last = first;
  while (last + 1 < shards.length && shards[last + 1]![0] < end) last++;
  if (last - first + 1 > POSTINGS_AHEAD) return;
  for (let i = first; i <= last; i++) if (!index.files.has(shards[i]![1])) missing.add(shards[i]![1]);
}

/** The fields of one group that matched every word: keys ascending, with their quality. */
export interface GroupCandidates {
  group: IndexGroup;
  keys: number[];
  quality: number[];
}

/** The fields of `groups` that contain every one of `terms` (AND), with their quality; reads go to `missing`. */
export function collectCandidates(
  index: LoadedIndex,
  groups: readonly IndexGroup[],
  terms: readonly string[],
  missing: Set<string>,
  expand: Expander = expandFully(index),
): { candidates: GroupCandidates[]; count: number; matcher: TermMatcher } {
  const fuzzyWords = new Set<string>();
  const matcher = { terms, fuzzyWords };
  const expansions = groups.map((group) => terms.map((term) => expand(group, term, missing)));
  if (missing.size > 0) {
    // The vocabulary is not there yet: fetch with it the postings around each word, where its exact and prefix
    // matches are (and most typos, which sort near the word they miss), to save a round trip.
    for (const group of groups) for (const term of terms) postingsAround(index, group, term, missing);
    return { candidates: [], count: 0, matcher };
  }
  for (const [g, group] of groups.entries()) {
    for (const list of expansions[g]!) for (const { word } of list) keysOf(index, group, word, missing);
  }
  if (missing.size > 0) return { candidates: [], count: 0, matcher };
  const candidates: GroupCandidates[] = [];
  let count = 0;
  for (const [g, group] of groups.entries()) {
    let matched: KeyList | undefined;
    for (const termExpansions of expansions[g]!) {
      for (const expansion of termExpansions) if (expansion.kind === 'fuzzy') fuzzyWords.add(expansion.word);
      const list = termList(index, group, termExpansions, missing);
      matched = matched ? intersect(matched, list) : list;
      if (matched.keys.length === 0) break;
    }
    if (matched && matched.keys.length > 0) {
      candidates.push({ group, keys: matched.keys, quality: matched.quality });
      count += matched.keys.length;
    }
  }
  return { candidates, count, matcher };
}
