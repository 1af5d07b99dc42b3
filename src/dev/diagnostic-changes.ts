// What serve prints after a rebuild: the diagnostics that appeared and those that went away since the last complete
// list, not the whole list again. A diagnostic is the same one when its file, severity, code and message are: lines
// added above it do not make it new.
import { foldFloods, formatFloodSummary } from '../diagnostics/floods.ts';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic, type Logger } from '../diagnostics/log.ts';

/** The diagnostics of a build that were not in the last one, and those of the last one that are gone. */
export interface DiagnosticChanges {
  appeared: Diagnostic[];
  disappeared: Diagnostic[];
}

const identity = (d: Diagnostic): string => `${d.file}\0${d.severity}\0${d.code}\0${d.message}`;

/** Compares two lists as multisets of diagnostics (a repeated diagnostic counts once per copy). */
export function diagnosticChanges(
  before: readonly Diagnostic[],
  after: readonly Diagnostic[],
): DiagnosticChanges {
  const remaining = new Map<string, number>();
  for (const d of before) remaining.set(identity(d), (remaining.get(identity(d)) ?? 0) + 1);
  const appeared: Diagnostic[] = [];
  for (const d of after) {
    const key = identity(d);
    const left = remaining.get(key) ?? 0;
    if (left > 0) remaining.set(key, left - 1);
    else appeared.push(d);
  }
  const disappeared: Diagnostic[] = [];
  for (const d of before) {
    const key = identity(d);
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      remaining.set(key, left - 1);
      disappeared.push(d);
    }
  }
  return { appeared: sortDiagnostics(appeared), disappeared: sortDiagnostics(disappeared) };
}

/** One printed line and the stream it goes to. */
export interface ReportLine {
  level: 'error' | 'warn';
  text: string;
}

/**
 * The lines that report a change of diagnostics: each new one (floods folded unless `all`), each one gone (prefixed
 * `fixed`, or one count line when more than a screenful went), then the totals now. No lines when nothing changed.
 */
export function formatDiagnosticChanges(
  changes: DiagnosticChanges,
  after: readonly Diagnostic[],
  options: { all: boolean; colors: Logger['colors'] },
): ReportLine[] {
  const { appeared, disappeared } = changes;
  if (appeared.length === 0 && disappeared.length === 0) return [];
  const lines: ReportLine[] = [];
  const { shown, floods } = foldFloods(appeared, options.all);
  for (const d of shown)
    lines.push({
      level: d.severity === 'error' ? 'error' : 'warn',
      text: formatDiagnostic(d, options.colors),
    });
  for (const flood of floods)
    lines.push({
      level: flood.severity === 'error' ? 'error' : 'warn',
      text: `  ${formatFloodSummary(flood)}`,
    });
  const gone = foldFloods(disappeared, options.all);
  for (const d of gone.shown)
    lines.push({
      level: 'warn',
      text: `${options.colors.green('fixed')}  ${formatDiagnostic(d, options.colors)}`,
    });
  for (const flood of gone.floods)
    lines.push({
      level: 'warn',
      text: `${options.colors.green('fixed')}  ${flood.code}: ${flood.total.toLocaleString('en-US')} in all (the first ${flood.shown} shown)`,
    });
  const { errors, warnings } = countDiagnostics(after);
  const now = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  lines.push({
    level: errors > 0 ? 'error' : 'warn',
    text: `${now} in all (${appeared.length} new, ${disappeared.length} fixed)`,
  });
  return lines;
}
