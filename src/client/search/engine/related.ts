// Related searches: when a query finds nothing, close words from the vocabulary that do find something. The words
// come from the vocabulary shards of each query word's first two letters; checking a suggestion reads its postings.
import { boundedDistance } from '../../../shared/edit-distance.ts';
import type { IndexGroup, LoadedIndex } from './loaded-index.ts';
import { expandTerm, neighbourWords, type Expander } from './expand.ts';
import { collectCandidates } from './match.ts';

const MAX_SUGGESTIONS = 5;
const NEAR_WORDS_PER_TERM = 8;
// Each suggestion is checked with a real candidate search; this bounds the work on a no-result query.
const MAX_CHECKS = 16;

interface Near {
  distance: number;
  uses: number;
}

/** Vocabulary words near `term` (a wider edit distance than the search itself uses), nearest and most used first. */
function nearWords(
  index: LoadedIndex,
  groups: readonly IndexGroup[],
  term: string,
  missing: Set<string>,
): string[] {
  const budget = term.length >= 5 ? 2 : 1;
  const near = new Map<string, Near>();
  const note = (word: string, found: Near): void => {
    const known = near.get(word);
    if (!known) near.set(word, found);
    else if (found.distance < known.distance) known.distance = found.distance;
    else if (found.distance === known.distance) known.uses += found.uses;
  };
  for (const group of groups) {
    for (const { word, count } of neighbourWords(index, group, term, missing)) {
      if (word === term || word.length < 2 || /^\d+$/.test(word)) continue;
      if (Math.abs(word.length - term.length) > budget) continue;
      const distance = boundedDistance(term, word, budget, index.scratch);
      if (distance <= budget) note(word, { distance, uses: count });
    }
    // Words that share the first letters come next (`contrlr` → `controller`), after every close word.
    const stem = term.slice(0, Math.min(4, term.length - 1));
    if (stem.length >= 3) {
      for (const { word } of expandTerm(index, group, stem, missing, 0)) {
        if (word !== term && !near.has(word)) note(word, { distance: budget + 1, uses: 0 });
      }
    }
  }
  return [...near]
    .sort(([a, x], [b, y]) => x.distance - y.distance || y.uses - x.uses || (a < b ? -1 : 1))
    .slice(0, NEAR_WORDS_PER_TERM)
    .map(([word]) => word);
}

/**
 * Up to five queries close to `terms` that have results in scope: a word that finds nothing is replaced by a
 * close vocabulary word; when every word finds something alone but not together, each word alone. Shards it needs
 * and has not got go to `missing` (the answer is then incomplete and must not be shown).
 */
export function relatedSearches(
  index: LoadedIndex,
  groups: readonly IndexGroup[],
  terms: readonly string[],
  missing: Set<string>,
): string[] {
  const suggestions: string[] = [];
  let checks = 0;
  // A replacement is a vocabulary word: its exact matches are enough to check it.
  const replaced = new Set<string>();
  const checkExpand: Expander = (group, term, misses) =>
    replaced.has(term)
      ? expandTerm(index, group, term, misses, 0).filter((e) => e.kind === 'exact')
      : expandTerm(index, group, term, misses);
  const finds = (candidate: readonly string[]): boolean =>
    collectCandidates(index, groups, candidate, missing, checkExpand).candidates.length > 0;
  const tryTerms = (candidate: string[]): boolean => {
    const text = candidate.join(' ');
    if (checks >= MAX_CHECKS) return true;
    if (!suggestions.includes(text)) {
      checks++;
      if (finds(candidate)) suggestions.push(text);
    }
    return suggestions.length >= MAX_SUGGESTIONS || missing.size > 0;
  };
  const alone = terms.map((term) => finds([term]));
  if (missing.size > 0) return [];
  for (let i = 0; i < terms.length; i++) {
    if (alone[i]) continue;
    const words = nearWords(index, groups, terms[i]!, missing);
    if (missing.size > 0) return [];
    for (const word of words) {
      replaced.add(word);
      if (tryTerms(terms.map((term, j) => (j === i ? word : term)))) return suggestions;
    }
  }
  if (terms.length > 1) {
    for (let i = 0; i < terms.length; i++) if (alone[i] && tryTerms([terms[i]!])) return suggestions;
  }
  return suggestions;
}
