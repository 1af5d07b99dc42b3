// What `docsgen check` reports: the counts, the exit code and the JSON form (pure functions over the findings).
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** What `docsgen check` found. */
export interface CheckReport {
  /** Sorted; link, anchor and route problems are errors here. */
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  /** Routes checked (pages, generated pages and mirrors), of every version and every locale checked. */
  routeCount: number;
  /** How many locales those routes are in (1 for a site of one locale or a `--locale` check). */
  localeCount?: number | undefined;
  /** Wall time of the check, in ms. */
  ms: number;
}

/** What the check's last line says it counted: `12 routes checked`, `36 routes checked across 3 locales`. */
export function checkedSummary(report: Pick<CheckReport, 'routeCount' | 'localeCount'>): string {
  const routes = `${report.routeCount} route${report.routeCount === 1 ? '' : 's'} checked`;
  const locales = report.localeCount ?? 1;
  return locales > 1 ? `${routes} across ${locales} locales` : routes;
}

/** The exit code of a check: 1 on errors (with `strict`, also on warnings), else 0. */
export function checkExitCode(report: Pick<CheckReport, 'errors' | 'warnings'>, strict: boolean): 0 | 1 {
  return report.errors > 0 || (strict && report.warnings > 0) ? 1 : 0;
}

/** The JSON report of `docsgen check --format json` (and build's, with its `extra` fields): stable keys, diagnostics sorted. */
export function formatCheckJson(
  report: Pick<CheckReport, 'diagnostics' | 'errors' | 'warnings'>,
  exitCode: number,
  extra: Record<string, unknown> = {},
): string {
  const body = {
    ok: exitCode === 0,
    exitCode,
    errors: report.errors,
    warnings: report.warnings,
    // A record of diagnostics counted but not stored carries their number as `omitted`.
    diagnostics: report.diagnostics.map(({ file, line, column, severity, code, message, omitted }) => ({
      file,
      line,
      column,
      severity,
      code,
      message,
      ...(omitted === undefined ? {} : { omitted }),
    })),
    ...extra,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
