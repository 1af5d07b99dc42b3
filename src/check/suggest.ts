// "Did you mean" suggestions: the closest candidate by edit distance, within a budget that grows with the name.

/**
 * Edit distance between `a` and `b` (insertions, deletions, substitutions and swaps of neighbours, so `setp` is one
 * edit from `step`), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Later rows never drop below this row's minimum by more than a swap can save: stop once well over budget.
    if (rowMin > max + 1) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

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
  for (const candidate of candidates) {
    if (candidate === target) continue;
    const distance = editDistance(target, candidate, Math.min(budget, bestDistance));
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
