// Candidate selection: the fields of the indexes in scope that contain every query word (exactly, as a prefix of a
// longer word, or within a small edit distance). A word's typos are looked for among the vocabulary words that start
// with its first or its second letter (the vocabulary shards of those two letters), and a wrong or missing first
// letter in the first-letter table (one shard per lookup). A small index's whole vocabulary is at hand: all of it.
import { boundedDistance } from '../../../shared/edit-distance.ts';
import type { SearchScope } from '../../../shared/search-protocol.ts';
import { ALL_DOCS_VERSIONS } from '../../../shared/search-protocol.ts';
import type { TermMatcher } from './highlight.ts';
import {
  keysOf,
  wordsEndingIn,
  wordsInRange,
  type Expansion,
  type IndexGroup,
  type KeyList,
  type LoadedIndex,
  type VocabularyWord,
} from './loaded-index.ts';

/** A field that matched every query word. */
export interface Candidate {
  group: IndexGroup;
  /** `page * FIELD_SPACE + field` within the group. */
  key: number;
  /** Sum over the words of the best expansion quality. */
  quality: number;
}

// Expanding a one- or two-letter prefix to every word would read most postings; the most frequent words win.
const prefixCap = (length: number): number => (length === 1 ? 40 : length === 2 ? 100 : 200);
// Enough for every word a reader types in a session; the memo starts over beyond it.
const EXPANSION_MEMO_SIZE = 1000;

/** The largest number of edits a word of this length may have and still match. */
export function fuzzyBudget(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
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

/** The range of words starting with the code unit `letter`. */
export function letterRange(letter: string): [string, string] {
  return [letter, String.fromCharCode(letter.charCodeAt(0) + 1)];
}

/** The vocabulary words that start with the first or the second letter of `term` (where its typos are looked for). */
export function neighbourWords(
  index: LoadedIndex,
  group: IndexGroup,
  term: string,
  missing: Set<string>,
): VocabularyWord[] {
  // A small index's whole vocabulary is there: every word is a neighbour, as in the single file of old.
  if (group.meta.file) return wordsInRange(index, group, '', '\uffff', missing);
  const letters = [...new Set([term.charAt(0), term.charAt(1)])].filter((letter) => letter !== '');
  return letters.flatMap((letter) => {
    const [from, to] = letterRange(letter);
    return wordsInRange(index, group, from, to, missing);
  });
}

/**
 * A cheap filter before the edit distance: a typo rarely changes both first letters, so one of them must agree
 * (in place, or shifted by one for a letter added, dropped or swapped at the start).
 */
function sameStart(a: string, b: string): boolean {
  const [a0, a1, b0, b1] = [a.charCodeAt(0), a.charCodeAt(1), b.charCodeAt(0), b.charCodeAt(1)];
  return a0 === b0 || a1 === b1 || a0 === b1 || a1 === b0;
}

/** The vocabulary words a query word matches in a group: itself, words it starts, and close words, best first. */
export function expandTerm(
  index: LoadedIndex,
  group: IndexGroup,
  term: string,
  misses: Set<string>,
  fuzzy = fuzzyBudget(term.length),
): Expansion[] {
  const memo = fuzzy === fuzzyBudget(term.length) ? group.expansions.get(term) : undefined;
  if (memo) return memo;
  // Its own set: a shard another word already found missing must still keep this expansion out of the memo.
  const missing = new Set<string>();
  const expansions: Expansion[] = [];
  const prefixed: VocabularyWord[] = [];
  for (const found of wordsInRange(index, group, term, `${term}\uffff`, missing)) {
    if (found.word === term) expansions.push({ word: term, kind: 'exact', quality: 1 });
    else prefixed.push(found);
  }
  const cap = prefixCap(term.length);
  if (prefixed.length > cap) prefixed.sort((a, b) => b.count - a.count).splice(cap);
  for (const { word } of prefixed) {
    expansions.push({
      word,
      kind: 'prefix',
      quality: 0.8 - Math.min(0.2, (word.length - term.length) * 0.02),
    });
  }
  if (fuzzy > 0) {
    for (const { word } of neighbourWords(index, group, term, missing)) {
      if (Math.abs(word.length - term.length) > fuzzy) continue;
      if (word === term || word.startsWith(term) || !sameStart(term, word)) continue;
      const distance = boundedDistance(term, word, fuzzy, index.scratch);
      if (distance <= fuzzy) expansions.push({ word, kind: 'fuzzy', quality: 0.6 - 0.15 * distance });
    }
  }
  if (fuzzy > 0) {
    // A wrong first letter (`xearch`) or a missing one (`earch`): the first-letter table names the word.
    const seen = new Set(expansions.map(({ word }) => word));
    for (const tail of new Set([term.slice(1), term])) {
      for (const word of wordsEndingIn(index, group, tail, missing)) {
        if (seen.has(word) || word === term) continue;
        seen.add(word);
        expansions.push({ word, kind: 'fuzzy', quality: 0.6 - 0.15 });
      }
    }
  }
  expansions.sort((a, b) => b.quality - a.quality);
  // Kept only when every shard it read was there: a partial answer would hide words.
  for (const name of missing) misses.add(name);
  if (missing.size === 0 && fuzzy === fuzzyBudget(term.length)) {
    if (group.expansions.size >= EXPANSION_MEMO_SIZE) group.expansions.clear();
    group.expansions.set(term, expansions);
  }
  return expansions;
}

/** How a query word is expanded in a group (the full expansion, or exact words only for a suggested word). */
export type Expander = (group: IndexGroup, term: string, missing: Set<string>) => Expansion[];

/** The full expansion: exact, prefix and fuzzy. */
export const expandFully =
  (index: LoadedIndex): Expander =>
  (group, term, missing) =>
    expandTerm(index, group, term, missing);

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
