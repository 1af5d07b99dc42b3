// Query word expansion: the vocabulary words a query word matches in one index, exactly, as a prefix of a longer word,
// or within a small edit distance. A word's typos are looked for among the vocabulary words that start with its first
// or its second letter (the vocabulary shards of those two letters), and a wrong or missing first letter in the
// first-letter table (one shard per lookup). A small index's whole vocabulary is at hand: all of it.
import { boundedDistance } from '../../../shared/edit-distance.ts';
import {
  wordsEndingIn,
  wordsInRange,
  type Expansion,
  type IndexGroup,
  type LoadedIndex,
  type VocabularyWord,
} from './loaded-index.ts';

// Expanding a one- or two-letter prefix to every word would read most postings; the most frequent words win.
const prefixCap = (length: number): number => (length === 1 ? 40 : length === 2 ? 100 : 200);
// Enough for every word a reader types in a session; the memo starts over beyond it.
const EXPANSION_MEMO_SIZE = 1000;

/** The largest number of edits a query word may have and still match: by its length; none for a number. */
export function fuzzyBudget(term: string): number {
  // A number's near neighbours (1234 and 1243) are other numbers, not its typos; and looking for them would read the
  // vocabulary shards of two digits, which on a site of numbered pages are dozens.
  if (/^\d+$/.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
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
  fuzzy = fuzzyBudget(term),
): Expansion[] {
  const memo = fuzzy === fuzzyBudget(term) ? group.expansions.get(term) : undefined;
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
  if (missing.size === 0 && fuzzy === fuzzyBudget(term)) {
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
