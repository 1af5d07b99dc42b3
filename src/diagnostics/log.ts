import pc from 'picocolors';
import { foldFloods, formatFloodSummary } from './floods.ts';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from './diagnostic.ts';

/** How much the CLI prints. */
export type LogLevel = 'quiet' | 'normal' | 'verbose';

/** Prints progress and diagnostics; colours only on a TTY (or FORCE_COLOR), never with NO_COLOR. */
export interface Logger {
  level: LogLevel;
  info(message: string): void;
  verbose(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  colors: ReturnType<typeof pc.createColors>;
}

/** Creates a logger writing to the given streams (stdout and stderr by default). */
export function createLogger(
  level: LogLevel = 'normal',
  streams: { out: NodeJS.WritableStream & { isTTY?: boolean }; err: NodeJS.WritableStream } = {
    out: process.stdout,
    err: process.stderr,
  },
): Logger {
  const env = process.env;
  const useColor = !('NO_COLOR' in env) && ('FORCE_COLOR' in env || streams.out.isTTY === true);
  const colors = pc.createColors(useColor);
  return {
    level,
    colors,
    info: (m) => level !== 'quiet' && streams.out.write(`${m}\n`),
    verbose: (m) => level === 'verbose' && streams.out.write(`${colors.dim(m)}\n`),
    warn: (m) => streams.err.write(`${m}\n`),
    error: (m) => streams.err.write(`${m}\n`),
  };
}

/** Formats one diagnostic as `file:line:col  severity  code  message`. */
export function formatDiagnostic(d: Diagnostic, colors = pc.createColors(false)): string {
  const severity = d.severity === 'error' ? colors.red('error') : colors.yellow('warning');
  return `${colors.bold(`${d.file}:${d.line}:${d.column}`)}  ${severity}  ${colors.dim(d.code)}  ${d.message}`;
}

/**
 * Prints diagnostics sorted (a code with more than 20 folded into its first 5 and a line with its count, unless
 * verbose), then a summary line; warnings are skipped in quiet mode.
 */
export function reportDiagnostics(logger: Logger, list: readonly Diagnostic[]): void {
  const sorted = sortDiagnostics(list);
  const { shown, floods } = foldFloods(sorted, logger.level === 'verbose');
  for (const d of shown) {
    if (d.severity === 'warning' && logger.level === 'quiet') continue;
    (d.severity === 'error' ? logger.error : logger.warn)(formatDiagnostic(d, logger.colors));
  }
  for (const flood of floods) {
    if (flood.severity === 'warning' && logger.level === 'quiet') continue;
    (flood.severity === 'error' ? logger.error : logger.warn)(`  ${formatFloodSummary(flood)}`);
  }
  const { errors, warnings } = countDiagnostics(sorted);
  if (errors || (warnings && logger.level !== 'quiet')) {
    const summary = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
    (errors ? logger.error : logger.warn)(
      errors ? logger.colors.red(summary) : logger.colors.yellow(summary),
    );
  }
}
