// `docsgen serve`, loaded only when that command runs (with the watcher and the HTTP server).
import { startDevServer } from '../../dev/dev-server.ts';
import { ServeStartError } from '../../server/listen.ts';
import type { Logger } from '../../diagnostics/log.ts';
import { handleFailure, loggerFor } from './shared.ts';

export interface ServeFlags {
  /** Absent: 3000, or the next free port when 3000 is busy. */
  port?: number;
  host: string;
  open?: boolean;
  config?: string;
  verbose?: boolean;
  /** Serve this locale instead of the default one. */
  locale?: string;
}

// How long serve may take to stop once asked: within the supervisor's grace (src/cli/launch/supervisor.ts), so that
// serve ends with its own code rather than being killed.
const STOP_LIMIT_MS = 1000;

/**
 * Ends the process if it is still alive `STOP_LIMIT_MS` after serve was asked to stop. Closing the server ends every
 * handle serve opened, but the file watcher library can orphan a file watch that it was opening when it was closed
 * (chokidar issue 1482): that one handle would keep a stopped server running for ever. The timer does not keep the
 * process alive itself; with --verbose it names what was still open.
 */
function exitIfStillAlive(logger: Logger): void {
  setTimeout(() => {
    const open = process.getActiveResourcesInfo();
    logger.verbose(`serve still had ${open.join(', ')} open ${STOP_LIMIT_MS} ms after stopping; exiting`);
    process.exit(process.exitCode ?? 0);
  }, STOP_LIMIT_MS).unref();
}

/** Resolves on the first SIGINT or SIGTERM. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve()).once('SIGTERM', () => resolve());
  });
}

/** Serves the site until SIGINT or SIGTERM; resolves to the exit code. `onStarted` runs once the site is served. */
export async function serveCommand(flags: ServeFlags, onStarted?: () => void): Promise<number> {
  const logger = loggerFor(flags);
  try {
    const server = await startDevServer({
      cwd: process.cwd(),
      configPath: flags.config,
      host: flags.host,
      port: flags.port,
      open: flags.open === true,
      locale: flags.locale,
      logger,
    });
    onStarted?.();
    await stopSignal();
    exitIfStillAlive(logger);
    await server.close();
    return 0;
  } catch (error) {
    if (error instanceof ServeStartError) {
      logger.error(logger.colors.red(error.message));
      return error.exitCode;
    }
    return handleFailure(error, logger);
  }
}
