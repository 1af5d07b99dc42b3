// Related searches: when a query finds nothing, close words from the index vocabulary that do find something.
import { boundedDistance } from './edit-distance.ts';
import { collectCandidates } from './match.ts';
import type { TextIndex } from './text-index.ts';

const MAX_SUGGESTIONS = 5;
const NEAR_WORDS_PER_TERM = 8;
// Each suggestion is checked with a real candidate search; this bounds the work on a no-result query.
const MAX_CHECKS = 16;

/** Vocabulary words near `term` (a wider edit distance than the search itself uses), nearest and most used first. */
function nearWords(index: TextIndex, term: string): string[] {
  const budget = term.length >= 8 ? 3 : term.length >= 3 ? 2 : 1;
  const near: { word: string; distance: number; uses: number }[] = [];
  for (let length = Math.max(2, term.length - budget); length <= term.length + budget; length++) {
    for (const position of index.byLength.get(length) ?? []) {
      const word = index.vocabulary[position]!;
      if (word === term || /^\d+$/.test(word)) continue;
      const distance = boundedDistance(term, word, budget, index.scratch);
      if (distance <= budget) near.push({ word, distance, uses: index.postings[position]!.length });
    }
  }
  // Words that share the first letters come next (`contrlr` → `controller`), ranked after every close word.
  const stem = term.slice(0, Math.min(4, term.length - 1));
  if (stem.length >= 3) {
    for (let position = 0; position < index.vocabulary.length; position++) {
      const word = index.vocabulary[position]!;
      if (word.startsWith(stem) && word !== term && !near.some((n) => n.word === word)) {
        near.push({ word, distance: budget + 1, uses: index.postings[position]!.length });
      }
    }
  }
  near.sort((a, b) => a.distance - b.distance || b.uses - a.uses || (a.word < b.word ? -1 : 1));
  return near.slice(0, NEAR_WORDS_PER_TERM).map((n) => n.word);
}

/** Up to five queries close to `terms` that have results in scope: one word replaced, or one word alone. */
export function relatedSearches(index: TextIndex, terms: readonly string[], allowed: Uint8Array): string[] {
  const suggestions: string[] = [];
  let checks = 0;
  const tryTerms = (candidate: string[]): boolean => {
    const text = candidate.join(' ');
    if (suggestions.includes(text) || checks >= MAX_CHECKS) return checks >= MAX_CHECKS;
    checks++;
    if (collectCandidates(index, candidate, allowed).candidates.length > 0) suggestions.push(text);
    return suggestions.length >= MAX_SUGGESTIONS;
  };
  for (let i = 0; i < terms.length; i++) {
    for (const word of nearWords(index, terms[i]!)) {
      if (tryTerms(terms.map((term, j) => (j === i ? word : term)))) return suggestions;
    }
  }
  if (terms.length > 1) {
    for (const term of terms) if (tryTerms([term])) return suggestions;
  }
  return suggestions;
}
