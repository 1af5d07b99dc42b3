// `docsgen check`, loaded only when that command runs.
import { checkedSummary, checkExitCode, formatCheckJson } from '../../check/report.ts';
import { runCheck } from './run-check.ts';
import { countDiagnostics, DiagnosticError } from '../../diagnostics/diagnostic.ts';
import { createProgressLine } from '../progress-line.ts';
import { handleFailure, loggerForFormat, printDiagnostics, type ReportFormat } from './shared.ts';

export interface CheckFlags {
  format: ReportFormat;
  strict?: boolean;
  config?: string;
  quiet?: boolean;
  verbose?: boolean;
}

/** Checks the site without writing anything; resolves to the exit code. */
export async function checkCommand(flags: CheckFlags): Promise<number> {
  const json = flags.format === 'json';
  // In JSON mode stdout carries the report only.
  const logger = loggerForFormat(flags, flags.format);
  const progress = createProgressLine({ quiet: flags.quiet === true || json });
  try {
    const report = await runCheck({
      cwd: process.cwd(),
      configPath: flags.config,
      strict: flags.strict === true,
      onStage: (stage, ms) => {
        if (logger.level === 'verbose') progress.clear();
        logger.verbose(`  ${stage.padEnd(14)} ${ms.toFixed(1).padStart(8)} ms`);
      },
      onProgress: progress.update,
    });
    progress.stop();
    const exitCode = checkExitCode(report, flags.strict === true);
    if (json) {
      process.stdout.write(formatCheckJson(report, exitCode));
      return exitCode;
    }
    printDiagnostics(flags.format, logger, report.diagnostics);
    const verdict =
      exitCode === 0
        ? logger.colors.green('✔ no problems that fail the check')
        : logger.colors.red('✖ check failed');
    logger.info(`${verdict} (${checkedSummary(report)} in ${report.ms.toFixed(0)} ms)`);
    return exitCode;
  } catch (error) {
    progress.stop();
    if (json && error instanceof DiagnosticError) {
      process.stdout.write(
        formatCheckJson(
          { diagnostics: error.diagnostics, ...countDiagnostics(error.diagnostics) },
          error.exitCode,
        ),
      );
      return error.exitCode;
    }
    return handleFailure(error, logger, flags.format);
  }
}
