// `docsgen clear`, loaded only when that command runs.
import path from 'node:path';
import { loadConfig } from '../../config/load.ts';
import { clearOutputs } from '../../output/clear.ts';
import { EXIT } from './exit-codes.ts';
import { handleFailure, loggerFor } from './shared.ts';

/** The flags of `docsgen clear`. */
export interface ClearFlags {
  config?: string;
  out?: string;
}

/** Removes the build cache and the output folder docsgen wrote; resolves to the exit code. */
export async function clearCommand(flags: ClearFlags): Promise<number> {
  const logger = loggerFor({});
  try {
    const { config } = await loadConfig({ cwd: process.cwd(), configPath: flags.config });
    // Resolved as build resolves it.
    const outDir = flags.out
      ? path.resolve(process.cwd(), flags.out)
      : path.resolve(config.rootDir, config.outDir);
    const result = await clearOutputs(config.rootDir, outDir);
    if (!result.ok) {
      logger.error(logger.colors.red(`docsgen clear: ${result.refusal}.`));
      return EXIT.usage;
    }
    if (result.removed.length === 0)
      logger.info('Nothing to clear: there is no build cache or output folder.');
    else logger.info(`${logger.colors.green('✔')} Removed ${result.removed.map((p) => `${p}/`).join(', ')}`);
    return EXIT.ok;
  } catch (error) {
    return handleFailure(error, logger);
  }
}
