import { performance } from 'node:perf_hooks';
import { build } from './build.ts';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { applyCheckSeverity } from '../check/policy.ts';

/** Options of `docsgen check`. */
export interface CheckOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  signal?: AbortSignal;
  /** Called after each stage with its duration. */
  onStage?: (stage: string, ms: number) => void;
}

/** What `docsgen check` found. */
export interface CheckReport {
  /** Sorted; link, anchor and route problems are errors here. */
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  /** Routes checked (pages, generated pages and mirrors). */
  routeCount: number;
  /** Wall time of the check, in ms. */
  ms: number;
}

/** Builds the site model in memory (no rendering) and collects every problem with check's severities. */
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const result = await build({
    cwd: options.cwd,
    configPath: options.configPath,
    output: 'none',
    signal: options.signal,
    onStage: options.onStage,
  });
  const diagnostics = sortDiagnostics(applyCheckSeverity(result.diagnostics));
  const { errors, warnings } = countDiagnostics(diagnostics);
  return {
    diagnostics,
    errors,
    warnings,
    routeCount: result.site?.pages.length ?? 0,
    ms: performance.now() - started,
  };
}

/** The exit code of a check: 1 on errors (with `strict`, also on warnings), else 0. */
export function checkExitCode(report: Pick<CheckReport, 'errors' | 'warnings'>, strict: boolean): 0 | 1 {
  return report.errors > 0 || (strict && report.warnings > 0) ? 1 : 0;
}

/** The JSON report of `docsgen check --format json`: stable keys, diagnostics sorted. */
export function formatCheckJson(
  report: Pick<CheckReport, 'diagnostics' | 'errors' | 'warnings'>,
  exitCode: number,
): string {
  const body = {
    ok: exitCode === 0,
    exitCode,
    errors: report.errors,
    warnings: report.warnings,
    diagnostics: report.diagnostics.map(({ file, line, column, severity, code, message }) => ({
      file,
      line,
      column,
      severity,
      code,
      message,
    })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
