// "Did you mean" suggestions: the closest candidate by edit distance, within a budget that grows with the name.
import { boundedDistance, createDistanceScratch } from '../shared/edit-distance.ts';

const lastSegment = (value: string): string => {
  const trimmed = value.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
};

/** How many edits a suggestion may be away: about a third of the last path segment, at least 1, at most 6. */
export function suggestionBudget(target: string): number {
  return Math.min(6, Math.max(1, Math.floor(lastSegment(target).length / 3)));
}

/**
 * The candidate closest to `target` (ties: the first in sorted order), or undefined when none is within the budget.
 * When nothing is close, a unique candidate with the same last segment (a moved page) is suggested.
 */
export function closestMatch(target: string, candidates: Iterable<string>): string | undefined {
  const budget = suggestionBudget(target);
  let best: string | undefined;
  let bestDistance = budget + 1;
  const sameName: string[] = [];
  const name = lastSegment(target).toLowerCase();
  const scratch = createDistanceScratch(target.length);
  for (const candidate of candidates) {
    if (candidate === target) continue;
    const distance = boundedDistance(target, candidate, Math.min(budget, bestDistance), scratch);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = distance;
    }
    if (name !== '' && lastSegment(candidate).toLowerCase() === name) sameName.push(candidate);
  }
  if (best !== undefined && bestDistance <= budget) return best;
  return sameName.length === 1 ? sameName[0] : undefined;
}

/** `; did you mean X?` for a suggestion, or an empty string. */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : `; did you mean ${suggestion}?`;
}
