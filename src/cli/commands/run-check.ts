// The pipeline of `docsgen check`: a build of the site model in memory, then check's severities.
import { performance } from 'node:perf_hooks';
import { build, type ProgressListener } from '../../build/build.ts';
import type { CheckReport } from '../../check/report.ts';
import { applyCheckSeverity } from '../../check/policy.ts';
import { applyDiagnosticPolicy } from '../../check/rules.ts';
import { countDiagnostics, sortDiagnostics } from '../../diagnostics/diagnostic.ts';

/** Options of `docsgen check`. */
export interface CheckOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  /** `--strict`: every warning is an error. */
  strict?: boolean | undefined;
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
    strict: options.strict,
    signal: options.signal,
    onStage: options.onStage,
    onProgress: options.onProgress,
  });
  // The site's rules and --strict have the last word over check's own severities.
  const policy = result.site ? { ...result.site.config.diagnostics, strict: options.strict } : undefined;
  const raised = applyCheckSeverity(result.diagnostics);
  const diagnostics = sortDiagnostics(policy ? applyDiagnosticPolicy(raised, policy) : raised);
  const { errors, warnings } = countDiagnostics(diagnostics);
  return {
    diagnostics,
    errors,
    warnings,
    // Every locale's and version's routes: each locale is a model of its own, checked against its own pages.
    routeCount: result.checked?.routes ?? result.site?.pages.length ?? 0,
    localeCount: result.checked?.locales ?? 1,
    ms: performance.now() - started,
  };
}
