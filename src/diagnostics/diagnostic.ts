import type { DiagnosticCode } from './codes.ts';

export type { DiagnosticCode } from './codes.ts';

/** Severity of a content problem: errors fail the build, warnings are reported only. */
export type Severity = 'error' | 'warning';

/** One problem found in the content or config, located at file:line:col (1-based). */
export interface Diagnostic {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  severity: Severity;
  /** Stable machine-readable code from the registry (`codes.ts`), for example `broken-link`. */
  code: DiagnosticCode;
  message: string;
  /**
   * Set on the one record that stands for the diagnostics of this code in this file past the storage cap: how many
   * were counted but not stored (see `diagnostic-bag.ts`).
   */
  omitted?: number;
}

/** Creates a diagnostic; line and column default to 1. */
export function createDiagnostic(
  severity: Severity,
  code: DiagnosticCode,
  file: string,
  message: string,
  line = 1,
  column = 1,
): Diagnostic {
  return { file, line: Math.max(1, line), column: Math.max(1, column), severity, code, message };
}

/** Sorts diagnostics by file, line, column, then code, so reports are deterministic. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

/** Counts errors and warnings, those counted but not stored included. */
export function countDiagnostics(list: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  // A record of diagnostics counted but not stored counts as that many.
  for (const d of list) {
    if (d.severity === 'error') errors += d.omitted ?? 1;
    else warnings += d.omitted ?? 1;
  }
  return { errors, warnings };
}

/** True when the list holds at least one error. */
export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}

/** Thrown by library code for a problem that stops a stage; the CLI prints its diagnostics. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  /** Exit code the CLI should use: 1 for content errors, 2 for usage or config errors. */
  readonly exitCode: 1 | 2;
  constructor(diagnostics: Diagnostic[], exitCode: 1 | 2 = 1) {
    super(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n'));
    this.name = 'DiagnosticError';
    this.diagnostics = diagnostics;
    this.exitCode = exitCode;
  }
}

/** Thrown when a build is interrupted through its AbortSignal. */
export class BuildAbortedError extends Error {
  constructor() {
    super('build interrupted');
    this.name = 'BuildAbortedError';
  }
}
