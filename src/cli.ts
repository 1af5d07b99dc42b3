import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { build, BuildAbortedError } from './build.ts';
import { checkExitCode, formatCheckJson, runCheck } from './check/run-check.ts';
import { ServeStartError, startDevServer } from './dev/dev-server.ts';
import { countDiagnostics, DiagnosticError } from './diagnostics.ts';
import { createLogger, reportDiagnostics, type Logger } from './log.ts';
import { packageVersion } from './package-root.ts';

/** Exit codes: 0 ok, 1 content errors, 2 usage or config errors, 130 interrupted. */
export const EXIT = { ok: 0, content: 1, usage: 2, interrupted: 130 } as const;

interface BuildFlags {
  config?: string;
  out?: string;
  quiet?: boolean;
  verbose?: boolean;
}

interface ServeFlags {
  port: number;
  host: string;
  open?: boolean;
  config?: string;
  verbose?: boolean;
}

interface CheckFlags {
  format: 'text' | 'json';
  strict?: boolean;
  config?: string;
  quiet?: boolean;
  verbose?: boolean;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

/** Resolves on the first SIGINT or SIGTERM. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve()).once('SIGTERM', () => resolve());
  });
}

function loggerFor(flags: { quiet?: boolean; verbose?: boolean }): Logger {
  return createLogger(flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal');
}

/** Turns an error thrown by a command into output and an exit code. */
function handleFailure(error: unknown, logger: Logger): number {
  if (error instanceof ServeStartError) {
    logger.error(logger.colors.red(error.message));
    return error.exitCode;
  }
  if (error instanceof BuildAbortedError) {
    logger.error('Build interrupted; the previous output was left as it was.');
    return EXIT.interrupted;
  }
  if (error instanceof DiagnosticError) {
    reportDiagnostics(logger, error.diagnostics);
    return error.exitCode;
  }
  logger.error(`docsgen crashed: ${(error as Error).stack ?? String(error)}`);
  logger.error('The previous output was left as it was. Please report this with the steps that led to it.');
  return EXIT.content;
}

/** Runs the CLI with the given arguments and resolves to the exit code (never calls process.exit). */
export async function runCli(argv: string[]): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = new Command('docsgen')
    .description('A fast, strict static documentation site generator.')
    .version(packageVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run docsgen --help for usage)')
    .showSuggestionAfterError(true)
    .exitOverride();

  program
    .command('build')
    .description('build the site into the output folder (written to a staging folder, swapped in on success)')
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .option('-o, --out <dir>', "output folder (default: the config's outDir, build/)")
    .option('-q, --quiet', 'print only errors')
    .option('--verbose', 'print a timing line per stage')
    .action(async (flags: BuildFlags) => {
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
          signal: controller.signal,
          onStage: (stage, ms) => logger.verbose(`  ${stage.padEnd(14)} ${ms.toFixed(1).padStart(8)} ms`),
        });
        reportDiagnostics(logger, result.diagnostics);
        if (!result.ok) {
          logger.error(logger.colors.red('Build failed; the previous output was left as it was.'));
          exitCode = EXIT.content;
          return;
        }
        const ms = performance.now() - started;
        const out = path.relative(process.cwd(), result.outDir) || '.';
        logger.info(
          `${logger.colors.green('✔')} Built ${result.pageCount} pages in ${ms.toFixed(0)} ms → ${out}/`,
        );
      } catch (error) {
        exitCode = handleFailure(error, logger);
      } finally {
        process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      }
    });

  program
    .command('serve')
    .description('serve the site from memory on 127.0.0.1, rebuild on change and reload open pages')
    .option('-p, --port <number>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option(
      '--host <address>',
      'address to listen on; anything but loopback is reachable from the network',
      '127.0.0.1',
    )
    .option('--open', 'open the site in the default browser')
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .option('--verbose', 'print heap use and live-reload connections after each rebuild')
    .action(async (flags: ServeFlags) => {
      const logger = loggerFor(flags);
      try {
        const server = await startDevServer({
          cwd: process.cwd(),
          configPath: flags.config,
          host: flags.host,
          port: flags.port,
          open: flags.open === true,
          logger,
        });
        await stopSignal();
        await server.close();
      } catch (error) {
        exitCode = handleFailure(error, logger);
      }
    });

  program
    .command('check')
    .description('check links, anchors, images and routes without writing anything (for CI)')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .option('--strict', 'fail on warnings too')
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .option('-q, --quiet', 'print only errors')
    .option('--verbose', 'print a timing line per stage')
    .action(async (flags: CheckFlags) => {
      const json = flags.format === 'json';
      // In JSON mode stdout carries the report only.
      const logger = json
        ? createLogger(flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal', {
            out: process.stderr,
            err: process.stderr,
          })
        : loggerFor(flags);
      try {
        const report = await runCheck({
          cwd: process.cwd(),
          configPath: flags.config,
          onStage: (stage, ms) => logger.verbose(`  ${stage.padEnd(14)} ${ms.toFixed(1).padStart(8)} ms`),
        });
        exitCode = checkExitCode(report, flags.strict === true);
        if (json) {
          process.stdout.write(formatCheckJson(report, exitCode));
          return;
        }
        reportDiagnostics(logger, report.diagnostics);
        const verdict =
          exitCode === 0
            ? logger.colors.green('✔ no problems that fail the check')
            : logger.colors.red('✖ check failed');
        logger.info(`${verdict} (${report.routeCount} routes checked in ${report.ms.toFixed(0)} ms)`);
      } catch (error) {
        if (json && error instanceof DiagnosticError) {
          process.stdout.write(
            formatCheckJson(
              { diagnostics: error.diagnostics, ...countDiagnostics(error.diagnostics) },
              error.exitCode,
            ),
          );
          exitCode = error.exitCode;
          return;
        }
        exitCode = handleFailure(error, logger);
      }
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.code === 'commander.help'
      )
        return EXIT.ok;
      // commander.executeSubCommandAsync etc. never happen here; every parse problem is a usage error.
      return EXIT.usage;
    }
    throw error;
  }
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT.usage;
  }
  return exitCode;
}
