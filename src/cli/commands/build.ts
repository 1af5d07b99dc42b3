// `docsgen build`, loaded only when that command runs.
import path from 'node:path';
import { build } from '../../build/build.ts';
import { reportDiagnostics } from '../../log.ts';
import { EXIT } from './exit-codes.ts';
import { handleFailure, loggerFor } from './shared.ts';

export interface BuildFlags {
  config?: string;
  out?: string;
  strict?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

/** Builds the site into the output folder; resolves to the exit code. */
export async function buildCommand(flags: BuildFlags): Promise<number> {
  const logger = loggerFor(flags);
  const controller = new AbortController();
  const onSignal = (): void => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    controller.abort();
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  const started = performance.now();
  try {
    const result = await build({
      cwd: process.cwd(),
      configPath: flags.config,
      outDir: flags.out,
      strict: flags.strict === true,
      signal: controller.signal,
      onStage: (stage, ms) => logger.verbose(`  ${stage.padEnd(14)} ${ms.toFixed(1).padStart(8)} ms`),
    });
    reportDiagnostics(logger, result.diagnostics);
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
    return EXIT.ok;
  } catch (error) {
    return handleFailure(error, logger);
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
}
