// What the commands share once one runs (loaded with the build code, never for --help or --version).
import { BuildAbortedError } from '../../build/build.ts';
import { DiagnosticError, sortDiagnostics, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { describeEnvironmentFailure, environmentFailureOf } from '../../diagnostics/io-error.ts';
import { createLogger, reportDiagnostics, type Logger } from '../../diagnostics/log.ts';
import { formatGithubCommand } from '../report/github.ts';
import { EXIT } from './exit-codes.ts';

/** How build and check print their diagnostics. */
export type ReportFormat = 'text' | 'json' | 'github';

/** The logger of the flags' level. */
export function loggerFor(flags: { quiet?: boolean; verbose?: boolean }): Logger {
  return createLogger(flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal');
}

/** The logger of a report format: with `json`, stdout carries the report only, so every message goes to stderr. */
export function loggerForFormat(flags: { quiet?: boolean; verbose?: boolean }, format: ReportFormat): Logger {
  if (format !== 'json') return loggerFor(flags);
  return createLogger(flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal', {
    out: process.stderr,
    err: process.stderr,
  });
}

/**
 * Prints diagnostics in the text format (`file:line:col  severity  code  message` and a count), or as GitHub Actions
 * workflow commands on stdout followed by the count; warnings are left out with `--quiet`.
 */
export function printDiagnostics(format: ReportFormat, logger: Logger, list: readonly Diagnostic[]): void {
  if (format !== 'github') {
    reportDiagnostics(logger, list);
    return;
  }
  for (const d of sortDiagnostics(list)) {
    if (d.severity === 'warning' && logger.level === 'quiet') continue;
    process.stdout.write(`${formatGithubCommand(d)}\n`);
  }
}

/** Turns an error thrown by a command into output and an exit code. */
export function handleFailure(error: unknown, logger: Logger, format: ReportFormat = 'text'): number {
  if (error instanceof BuildAbortedError) {
    logger.error('Build interrupted; the previous output was left as it was.');
    return EXIT.interrupted;
  }
  if (error instanceof DiagnosticError) {
    printDiagnostics(format, logger, error.diagnostics);
    return error.exitCode;
  }
  const environment = environmentFailureOf(error);
  if (environment) {
    logger.error(
      `${describeEnvironmentFailure(environment, process.cwd())}; the previous output is unchanged`,
    );
    return EXIT.environment;
  }
  logger.error(`docsgen crashed: ${(error as Error).stack ?? String(error)}`);
  logger.error('The previous output was left as it was. Please report this with the steps that led to it.');
  return EXIT.bug;
}
