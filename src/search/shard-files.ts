// Cutting index rows into files of a size budget, and the per-page files of a large index (heads and fragments),
// named by groups of content hashes.
import { contentHash, type OutputFile } from '../base/output-file.ts';
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
 * Writes per-page rows, given one at a time in page order, in files of consecutive pages under `budget` characters each,
 * named `<name><hash>-<k>.json`. The manifest names them by groups: one hash per FRAGMENT_GROUP consecutive files (of
 * their contents together), so that its list grows by a few bytes per file, not by an incompressible hash each. Only
 * the files of the group being filled are held: a group is written as soon as it is whole.
 */
export class PageFileWriter<T> {
  private readonly packed: PackedFragments;
  private run: T[] = [];
  private runFirst = 0;
  private used = 0;
  private rows = 0;
  private group: { first: number; contents: string }[] = [];
  private previous = 0;

  constructor(
    name: string,
    private readonly budget: number,
    private readonly put: (file: OutputFile) => void,
    private readonly fileOf: (first: number, run: T[]) => object,
  ) {
    this.packed = { name, starts: [], hashes: '' };
  }

  /** Adds the next page's row. */
  add(row: T): void {
    const bytes = JSON.stringify(row).length;
    if (this.run.length > 0 && this.used + bytes > this.budget) this.closeRun();
    if (this.run.length === 0) this.runFirst = this.rows;
    this.run.push(row);
    this.used += bytes;
    this.rows++;
  }

  /** Writes what is left; the files as the manifest lists them. */
  finish(): PackedFragments {
    if (this.run.length > 0) this.closeRun();
    if (this.group.length > 0) this.writeGroup();
    return this.packed;
  }

  private closeRun(): void {
    this.group.push({ first: this.runFirst, contents: JSON.stringify(this.fileOf(this.runFirst, this.run)) });
    this.run = [];
    this.used = 0;
    if (this.group.length === FRAGMENT_GROUP) this.writeGroup();
  }

  private writeGroup(): void {
    const hash = contentHash(this.group.map(({ contents }) => contents).join('\n'));
    this.packed.hashes += hash;
    this.group.forEach(({ first, contents }, position) => {
      this.packed.starts.push(first - this.previous);
      this.previous = first;
      this.put({ path: `${SEARCH_ASSETS_DIR}/${this.packed.name}${hash}-${position}.json`, contents });
    });
    this.group = [];
  }
}
