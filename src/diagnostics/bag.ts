// Bounded storage of diagnostics: past a cap per file and code, a diagnostic is counted, not stored, so that a page
// with 200,000 broken links costs 200 stored diagnostics and one counter.
import type { Diagnostic, DiagnosticCode } from './diagnostic.ts';

/** How many diagnostics of one code in one file are stored; the rest are counted. */
export const STORED_PER_FILE_AND_CODE = 200;

/** The message of the record that stands for the diagnostics counted but not stored. */
export function omittedMessage(count: number, code: DiagnosticCode): string {
  return (
    `${count.toLocaleString('en-US')} more ${code} in this file (past the first ${STORED_PER_FILE_AND_CODE}, ` +
    `counted but not stored; this is the first of them)`
  );
}

/** Collects diagnostics, storing at most `cap` per file and code and counting the others. */
export class DiagnosticBag {
  private readonly stored: Diagnostic[] = [];
  private readonly storedPerKey = new Map<string, number>();
  private readonly omittedPerKey = new Map<string, Diagnostic & { omitted: number }>();

  constructor(private readonly cap = STORED_PER_FILE_AND_CODE) {}

  /** Stores `d`, or counts it when its file and code are past the cap (a record of omitted ones adds its count). */
  add(d: Diagnostic): void {
    const key = `${d.file}\0${d.code}`;
    if (d.omitted === undefined) {
      const count = this.storedPerKey.get(key) ?? 0;
      if (count < this.cap) {
        this.storedPerKey.set(key, count + 1);
        this.stored.push(d);
        return;
      }
    }
    // One record per severity, so that the counts of errors and warnings stay exact.
    const recordKey = `${key}\0${d.severity}`;
    const adding = d.omitted ?? 1;
    const record = this.omittedPerKey.get(recordKey);
    if (record) record.omitted += adding;
    else {
      const { omitted: _omitted, ...first } = d;
      this.omittedPerKey.set(recordKey, { ...first, omitted: adding });
    }
  }

  /** Adds every diagnostic of `list`. */
  addAll(list: Iterable<Diagnostic>): this {
    for (const d of list) this.add(d);
    return this;
  }

  /** The stored diagnostics, in the order added, then one record per file, code and severity past the cap. */
  toList(): Diagnostic[] {
    const list = this.stored.slice();
    for (const record of this.omittedPerKey.values())
      list.push({ ...record, message: omittedMessage(record.omitted, record.code) });
    return list;
  }
}

/** `list` with at most `cap` diagnostics per file and code, the rest folded into one counted record each. */
export function capDiagnostics(list: Iterable<Diagnostic>, cap = STORED_PER_FILE_AND_CODE): Diagnostic[] {
  return new DiagnosticBag(cap).addAll(list).toList();
}

/**
 * How many diagnostics of each code a build found, those counted but not stored included, sorted by code. For a
 * build summary's per-code counts.
 */
export function countDiagnosticsByCode(list: Iterable<Diagnostic>): Map<DiagnosticCode, number> {
  const counts = new Map<DiagnosticCode, number>();
  for (const d of list) counts.set(d.code, (counts.get(d.code) ?? 0) + (d.omitted ?? 1));
  return new Map([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
