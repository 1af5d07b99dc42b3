// `docsgen preview`, loaded only when that command runs.
import path from 'node:path';
import { loadConfig } from '../../config/load.ts';
import { openBrowser } from '../../dev/open-browser.ts';
import { ServeStartError } from '../../server/listen.ts';
import { previewRefusal } from '../../preview/preview-files.ts';
import { startPreviewServer } from '../../preview/preview-server.ts';
import { EXIT } from './exit-codes.ts';
import { handleFailure, loggerFor } from './shared.ts';

/** The flags of `docsgen preview`. */
export interface PreviewFlags {
  port: number;
  open?: boolean;
  out?: string;
  config?: string;
}

/** Resolves on the first SIGINT or SIGTERM. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve()).once('SIGTERM', () => resolve());
  });
}

/** Serves the built output folder until SIGINT or SIGTERM; resolves to the exit code. */
export async function previewCommand(flags: PreviewFlags, onStarted?: () => void): Promise<number> {
  const logger = loggerFor({});
  try {
    const { config } = await loadConfig({ cwd: process.cwd(), configPath: flags.config });
    // Resolved as build resolves it.
    const outDir = flags.out
      ? path.resolve(process.cwd(), flags.out)
      : path.resolve(config.rootDir, config.outDir);
    const shown = path.relative(process.cwd(), outDir) || '.';
    const refusal = previewRefusal(outDir, shown);
    if (refusal) {
      logger.error(logger.colors.red(`docsgen preview: ${refusal}.`));
      return EXIT.usage;
    }
    const server = await startPreviewServer({
      outDir,
      layout: { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash },
      port: flags.port,
    });
    logger.info(`Previewing ${shown}/ at ${logger.colors.cyan(server.url)} (read-only; Ctrl+C to stop)`);
    if (flags.open) openBrowser(server.url, (message) => logger.warn(message));
    onStarted?.();
    await stopSignal();
    await server.close();
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ServeStartError) {
      logger.error(logger.colors.red(error.message));
      return error.exitCode;
    }
    return handleFailure(error, logger);
  }
}
