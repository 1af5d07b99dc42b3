// Related searches: when a query finds nothing, close words from the index vocabulary that do find something.
import { boundedDistance } from '../../../shared/edit-distance.ts';
import { collectCandidates, type Expander } from './match.ts';
import { expandTerm, type TextIndex } from './text-index.ts';

const MAX_SUGGESTIONS = 5;
const NEAR_WORDS_PER_TERM = 8;
// Each suggestion is checked with a real candidate search; this bounds the work on a no-result query.
const MAX_CHECKS = 16;

/** Vocabulary words near `term` (a wider edit distance than the search itself uses), nearest and most used first. */
function nearWords(index: TextIndex, term: string): string[] {
  const budget = term.length >= 5 ? 2 : 1;
  const near = new Map<string, { distance: number; uses: number }>();
  for (let length = Math.max(2, term.length - budget); length <= term.length + budget; length++) {
    for (const position of index.byLength.get(length) ?? []) {
      const word = index.vocabulary[position]!;
      if (word === term || /^\d+$/.test(word)) continue;
      const distance = boundedDistance(term, word, budget, index.scratch);
      if (distance <= budget) near.set(word, { distance, uses: index.postings[position]!.length });
    }
  }
  // Words that share the first letters come next (`contrlr` → `controller`), after every close word.
  const stem = term.slice(0, Math.min(4, term.length - 1));
  if (stem.length >= 3) {
    for (const { word } of expandTerm(index, stem, 0)) {
      const text = index.vocabulary[word]!;
      if (text !== term && !near.has(text)) {
        near.set(text, { distance: budget + 1, uses: index.postings[word]!.length });
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
 * close vocabulary word; when every word finds something alone but not together, each word alone.
 */
export function relatedSearches(
  index: TextIndex,
  terms: readonly string[],
  allowed: Uint8Array,
  expand: Expander,
): string[] {
  const suggestions: string[] = [];
  let checks = 0;
  // A replacement is a vocabulary word: its exact and prefix matches are enough to check it.
  const replaced = new Set<string>();
  const checkExpand: Expander = (term) => (replaced.has(term) ? expandTerm(index, term, 0) : expand(term));
  const finds = (candidate: readonly string[]): boolean =>
    collectCandidates(index, candidate, allowed, checkExpand).candidates.length > 0;
  const tryTerms = (candidate: string[]): boolean => {
    const text = candidate.join(' ');
    if (checks >= MAX_CHECKS) return true;
    if (!suggestions.includes(text)) {
      checks++;
      if (finds(candidate)) suggestions.push(text);
    }
    return suggestions.length >= MAX_SUGGESTIONS;
  };
  const alone = terms.map((term) => finds([term]));
  for (let i = 0; i < terms.length; i++) {
    if (alone[i]) continue;
    for (const word of nearWords(index, terms[i]!)) {
      replaced.add(word);
      if (tryTerms(terms.map((term, j) => (j === i ? word : term)))) return suggestions;
    }
  }
  if (terms.length > 1) {
    for (let i = 0; i < terms.length; i++) if (alone[i] && tryTerms([terms[i]!])) return suggestions;
  }
  return suggestions;
}
