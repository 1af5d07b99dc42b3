// `docsgen build`, loaded only when that command runs.
import path from 'node:path';
import { build, type BuildResult, type DiskBuildResult } from '../../build/build.ts';
import { formatCheckJson } from '../../check/report.ts';
import { countDiagnostics, DiagnosticError, sortDiagnostics } from '../../diagnostics/diagnostic.ts';
import { createProgressLine } from '../progress-line.ts';
import {
  diagnosticsByCode,
  formatBuildSummary,
  measureOutput,
  pagesByKind,
  type BuildSummary,
} from '../report/build-summary.ts';
import { measureIslands } from '../report/island-sizes.ts';
import { measureScript } from '../report/script-sizes.ts';
import { EXIT } from './exit-codes.ts';
import { limitHeapGrowth } from '../heap-growth.ts';
import { handleFailure, loggerForFormat, printDiagnostics, type ReportFormat } from './shared.ts';

export interface BuildFlags {
  config?: string;
  out?: string;
  strict?: boolean;
  quiet?: boolean;
  verbose?: boolean;
  /** `text` (default), `json` (one report on stdout) or `github` (workflow commands). */
  format?: ReportFormat;
  /** Build this locale only (into `<outDir>/<locale>/`, or the output folder itself for the default locale). */
  locale?: string;
}

/** Builds the site into the output folder; resolves to the exit code. */
export async function buildCommand(flags: BuildFlags): Promise<number> {
  const format = flags.format ?? 'text';
  const logger = loggerForFormat(flags, format);
  const progress = createProgressLine({ quiet: flags.quiet === true || format === 'json' });
  const controller = new AbortController();
  const onSignal = (): void => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    controller.abort();
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  const started = performance.now();
  // Before the build starts its worker threads, so that they grow their heaps the same way.
  limitHeapGrowth();
  try {
    const result = await build({
      cwd: process.cwd(),
      configPath: flags.config,
      outDir: flags.out,
      strict: flags.strict === true,
      locale: flags.locale,
      signal: controller.signal,
      onStage: (stage, ms) => {
        if (logger.level === 'verbose') progress.clear();
        logger.verbose(`  ${stage.padEnd(14)} ${ms.toFixed(1).padStart(8)} ms`);
      },
      onProgress: progress.update,
    });
    const exitCode = !result.ok ? EXIT.content : EXIT.ok;
    const wantSummary = format === 'json' || logger.level !== 'quiet';
    const summary =
      result.ok && wantSummary
        ? await summaryOf(result, (done, total) => progress.update({ stage: 'measure', done, total }))
        : undefined;
    progress.stop();
    if (format === 'json') {
      const diagnostics = sortDiagnostics(result.diagnostics);
      const extra = { pageCount: result.pageCount, outDir: result.outDir, summary: summary ?? null };
      process.stdout.write(
        formatCheckJson({ diagnostics, ...countDiagnostics(diagnostics) }, exitCode, extra),
      );
      return exitCode;
    }
    printDiagnostics(format, logger, result.diagnostics);
    if (!result.ok) {
      const outcome = result.committed
        ? 'the new output is in place, but a postBuild hook failed.'
        : 'the previous output was left as it was.';
      logger.error(logger.colors.red(`Build failed; ${outcome}`));
      return EXIT.content;
    }
    const ms = performance.now() - started;
    const out = path.relative(process.cwd(), result.outDir) || '.';
    logger.info(
      `${logger.colors.green('✔')} Built ${result.pageCount} pages in ${ms.toFixed(0)} ms → ${out}/`,
    );
    for (const line of translationLines(result)) logger.info(line);
    if (summary) {
      for (const line of formatBuildSummary(summary, logger.colors, logger.level === 'verbose'))
        logger.info(line);
    }
    return EXIT.ok;
  } catch (error) {
    progress.stop();
    if (format === 'json' && error instanceof DiagnosticError) {
      const diagnostics = sortDiagnostics(error.diagnostics);
      process.stdout.write(
        formatCheckJson({ diagnostics, ...countDiagnostics(diagnostics) }, error.exitCode, {
          pageCount: 0,
          summary: null,
        }),
      );
      return error.exitCode;
    }
    return handleFailure(error, logger, format);
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
}

/** One line per locale with pages not translated yet (they show the default locale's text). */
function translationLines(result: BuildResult): string[] {
  const statuses = result.translations ?? (result.translation ? [result.translation] : []);
  const fallback = result.site?.config.locales.default ?? '';
  return statuses
    .filter((s) => s.untranslated > 0)
    .map(
      (s) =>
        `  ${s.locale}: ${s.untranslated} of ${s.total} pages not translated yet (shown in ${fallback}, with a notice)`,
    );
}

/** The numbers of the summary block, measured on the output folder just written. */
async function summaryOf(
  result: DiskBuildResult,
  onFiles: (done: number, total: number) => void,
): Promise<BuildSummary> {
  const islands = await measureIslands(result.outDir, result.site?.pages ?? []);
  const script = await measureScript(result.outDir, result.site?.pages ?? []);
  return {
    pages: pagesByKind(result.site?.pages ?? []),
    output: await measureOutput(result.outDir, onFiles),
    slowest: result.pageStats?.slowest ?? [],
    diagnostics: diagnosticsByCode(result.diagnostics),
    ...(islands ? { islands } : {}),
    ...(script ? { script } : {}),
  };
}
