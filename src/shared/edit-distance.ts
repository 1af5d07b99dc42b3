// Bounded edit distance (optimal string alignment: insert, delete, substitute, swap two neighbours).

/** Reusable rows for `boundedDistance`, so that scanning a vocabulary allocates nothing per word. */
export interface DistanceScratch {
  rows: [Int32Array, Int32Array, Int32Array];
}

/** Scratch rows for words up to `maxLength` code units (longer words grow them). */
export function createDistanceScratch(maxLength = 64): DistanceScratch {
  const row = (): Int32Array => new Int32Array(maxLength + 2);
  return { rows: [row(), row(), row()] };
}

/** The edit distance between `a` and `b` when it is at most `max`, else `max + 1` (computed with an early exit). */
export function boundedDistance(a: string, b: string, max: number, scratch: DistanceScratch): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (b.length + 2 > scratch.rows[0].length) scratch.rows = createDistanceScratch(b.length * 2).rows;
  let [before, previous, current] = scratch.rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance > max ? max + 1 : distance;
}
