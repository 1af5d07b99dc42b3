// Floods: a code with more than a screenful of diagnostics prints its first few and one line with its count, so that
// one noisy problem does not hide the others.
import type { Diagnostic, DiagnosticCode, Severity } from './diagnostic.ts';

/** A code with more diagnostics than this is folded into its first few and a summary line. */
export const FLOOD_THRESHOLD = 20;
/** How many diagnostics of a folded code are printed. */
export const FLOOD_SHOWN = 5;

/** The summary of one folded code. */
export interface FloodSummary {
  code: DiagnosticCode;
  /** `error` when any of them is an error. */
  severity: Severity;
  /** Every diagnostic of the code, those counted but not stored included. */
  total: number;
  /** How many were printed. */
  shown: number;
  /** How many were counted but not stored (past the cap per file and code). */
  notStored: number;
}

/**
 * Splits a sorted list into what to print and one summary per flooded code (more than `FLOOD_THRESHOLD`): the first
 * `FLOOD_SHOWN` stored diagnostics of such a code are printed, the rest only counted. With `all`, nothing is folded.
 */
export function foldFloods(
  sorted: readonly Diagnostic[],
  all = false,
): { shown: Diagnostic[]; floods: FloodSummary[] } {
  const totals = new Map<DiagnosticCode, FloodSummary>();
  for (const d of sorted) {
    const summary = totals.get(d.code) ?? {
      code: d.code,
      severity: d.severity,
      total: 0,
      shown: 0,
      notStored: 0,
    };
    summary.total += d.omitted ?? 1;
    summary.notStored += d.omitted ?? 0;
    if (d.severity === 'error') summary.severity = 'error';
    totals.set(d.code, summary);
  }
  if (all) return { shown: sorted.slice(), floods: [] };
  const shown: Diagnostic[] = [];
  for (const d of sorted) {
    const summary = totals.get(d.code)!;
    if (summary.total <= FLOOD_THRESHOLD) shown.push(d);
    else if (d.omitted === undefined && summary.shown < FLOOD_SHOWN) {
      summary.shown++;
      shown.push(d);
    }
  }
  const floods = [...totals.values()]
    .filter((s) => s.total > FLOOD_THRESHOLD)
    .sort((a, b) => (a.code < b.code ? -1 : 1));
  return { shown, floods };
}

/** The line printed for one folded code. */
export function formatFloodSummary(summary: FloodSummary): string {
  const kind = `${summary.severity}${summary.total === 1 ? '' : 's'}`;
  const notStored =
    summary.notStored > 0
      ? `; ${summary.notStored.toLocaleString('en-US')} of them counted but not stored`
      : '';
  return (
    `${summary.code}: ${summary.total.toLocaleString('en-US')} ${kind}, the first ${summary.shown} shown` +
    `${notStored} (--verbose prints every one stored; check --format json lists them)`
  );
}
