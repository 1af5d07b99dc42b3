// The closest known name to a misspelt one, for "did you mean" in config errors.
import { boundedDistance, createDistanceScratch } from '../shared/edit-distance.ts';

/**
 * The candidate closest to `name` (case ignored; ties: the first in order) within about a third of its length (at
 * least 2 edits), or undefined when none is that close.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const budget = Math.max(2, Math.floor(name.length / 3));
  const scratch = createDistanceScratch(name.length);
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    const distance = boundedDistance(lower, candidate.toLowerCase(), Math.min(budget, bestDistance), scratch);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
