// Cutting index rows into files of a size budget, and the per-page files of a large index (heads and fragments),
// named by groups of content hashes.
import { contentHash, type OutputFile } from '../output-file.ts';
import { FRAGMENT_GROUP, SEARCH_ASSETS_DIR, type PackedFragments } from '../shared/search-protocol.ts';

/** Cuts `items` into consecutive runs whose JSON size stays under `budget` (an item larger than it runs alone). */
export function cutByBudget<T>(items: readonly T[], size: (item: T) => number, budget: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let used = 0;
  for (const item of items) {
    const bytes = size(item);
    if (run.length > 0 && used + bytes > budget) {
      runs.push(run);
      run = [];
      used = 0;
    }
    run.push(item);
    used += bytes;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Writes per-page rows in files of consecutive pages under `budget` characters each, named `<name><hash>-<k>.json`.
 * The manifest names them by groups: one hash per FRAGMENT_GROUP consecutive files (of their contents together), so
 * that its list grows by a few bytes per file, not by an incompressible hash each.
 */
export function pageFiles<T>(
  name: string,
  rows: readonly T[],
  budget: number,
  put: (file: OutputFile) => void,
  fileOf: (first: number, run: T[]) => object,
): PackedFragments {
  const numbered = rows.map((row, number) => ({ row, number, size: JSON.stringify(row).length }));
  // Made and written FRAGMENT_GROUP files at a time: made all at once, the files held every page's text again.
  const runs = cutByBudget(numbered, ({ size }) => size, budget);
  const packed: PackedFragments = { name, starts: [], hashes: '' };
  let previous = 0;
  for (let at = 0; at < runs.length; at += FRAGMENT_GROUP) {
    const group = runs.slice(at, at + FRAGMENT_GROUP).map((run) => {
      const first = run[0]!.number;
      const rowsOfRun = run.map(({ row }) => row);
      return { first, contents: JSON.stringify(fileOf(first, rowsOfRun)) };
    });
    const hash = contentHash(group.map(({ contents }) => contents).join('\n'));
    packed.hashes += hash;
    group.forEach(({ first, contents }, position) => {
      packed.starts.push(first - previous);
      previous = first;
      put({ path: `${SEARCH_ASSETS_DIR}/${name}${hash}-${position}.json`, contents });
    });
  }
  return packed;
}
