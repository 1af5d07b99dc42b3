// The pipeline of `docsgen check`: a build of the site model in memory, then check's severities.
import { performance } from 'node:perf_hooks';
import { build, type ProgressListener } from '../../build/build.ts';
import type { CheckReport } from '../../check/report.ts';
import { applyCheckSeverity } from '../../check/policy.ts';
import { countDiagnostics, sortDiagnostics } from '../../diagnostics.ts';

/** Options of `docsgen check`. */
export interface CheckOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  signal?: AbortSignal;
  /** Called after each stage with its duration. */
  onStage?: (stage: string, ms: number) => void;
  /** Called as the check's stages start. */
  onProgress?: ProgressListener | undefined;
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
    onProgress: options.onProgress,
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
