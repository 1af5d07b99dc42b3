// What the commands share once one runs (loaded with the build code, never for --help or --version).
import { BuildAbortedError } from '../../build/build.ts';
import { DiagnosticError } from '../../diagnostics.ts';
import { describeEnvironmentFailure, environmentFailureOf } from '../../io-error.ts';
import { createLogger, reportDiagnostics, type Logger } from '../../log.ts';
import { EXIT } from './exit-codes.ts';

export function loggerFor(flags: { quiet?: boolean; verbose?: boolean }): Logger {
  return createLogger(flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal');
}

/** Turns an error thrown by a command into output and an exit code. */
export function handleFailure(error: unknown, logger: Logger): number {
  if (error instanceof BuildAbortedError) {
    logger.error('Build interrupted; the previous output was left as it was.');
    return EXIT.interrupted;
  }
  if (error instanceof DiagnosticError) {
    reportDiagnostics(logger, error.diagnostics);
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
