import { Command, InvalidArgumentError, Option } from 'commander';
import type { BuildFlags } from './commands/build.ts';
import type { CheckFlags } from './commands/check.ts';
import { EXIT } from './commands/exit-codes.ts';
import type { InitFlags } from './commands/init.ts';
import type { MigrateFlags } from './commands/migrate.ts';
import type { ServeFlags } from './commands/serve.ts';
import type { PreviewFlags } from './commands/preview.ts';
import type { ClearFlags } from './commands/clear.ts';
import type { VersionFlags } from './commands/version.ts';
import { loadEngine, type Engine } from './launch/engine.ts';
import { packageVersion } from '../base/package-root.ts';

// The commands' modules (React, markdown-it, Prism, esbuild, chokidar…) load only when a command runs, so that
// `--version`, `--help` and usage errors start fast.

/** Receives the exit code of the command that ran. */
export type ExitCodeSink = (code: number) => void;

/** The commander program with every command, its flags and its help; a command's action hands its exit code to `onExit`. */
export function createProgram(onExit: ExitCodeSink): Command {
  const program = new Command('docsgen')
    .description('A fast, strict static documentation site generator.')
    .version(packageVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run docsgen --help for usage)')
    .showSuggestionAfterError(true)
    .exitOverride();
  // The order here is the order of the commands in `docsgen --help`.
  addBuildCommand(program, onExit);
  addServeCommand(program, onExit);
  addCheckCommand(program, onExit);
  addInitCommand(program, onExit);
  addMigrateCommand(program, onExit);
  addPreviewCommand(program, onExit);
  addClearCommand(program, onExit);
  addVersionCommand(program, onExit);
  return program;
}

/** Loads the engine, runs one command, and keeps the engine's code cache for the next run when the command succeeded. */
async function runCommand(
  name: string,
  run: (engine: Engine, onStarted: () => void) => Promise<number>,
): Promise<number> {
  const { engine, saveCache } = await loadEngine(name);
  const code = await run(engine, saveCache);
  if (code === EXIT.ok) saveCache();
  return code;
}

/** The "Examples:" block of a command's help. */
function examples(lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

function addBuildCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('build')
    .description('build the site into the output folder (build/)')
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .option('-o, --out <dir>', "output folder (default: the config's outDir, build/)")
    .addOption(
      new Option('--format <format>', 'how diagnostics are printed')
        .choices(['text', 'json', 'github'])
        .default('text'),
    )
    .option('--strict', 'treat warnings as errors (the build fails and the previous output stays)')
    .option('-q, --quiet', 'print only errors')
    .option('--verbose', 'print a timing line per stage, the slowest pages and every diagnostic')
    .option('--locale <code>', 'build this locale only (the others in the output folder stay as they are)')
    .addHelpText('after', examples(['docsgen build', 'docsgen build --out public --format github']))
    .action(async (flags: BuildFlags) => {
      onExit(await runCommand('build', (engine) => engine.buildCommand(flags)));
    });
}

function addServeCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('serve')
    .description('serve the site for writing, reloading on change')
    .option(
      '-p, --port <number>',
      'port to listen on (default: 3000, or the next free one when it is busy; 0 picks any free one)',
      parsePort,
    )
    .option(
      '--host <address>',
      'address to listen on; anything but loopback is reachable from the network',
      '127.0.0.1',
    )
    .option('--open', 'open the site in the default browser')
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .option('--verbose', 'print heap use and live-reload connections after each rebuild')
    .option('--locale <code>', 'serve this locale (under its URL prefix) instead of the default one')
    .addHelpText('after', examples(['docsgen serve', 'docsgen serve --port 8080 --open']))
    .action(async (flags: ServeFlags) => {
      onExit(await runCommand('serve', (engine, onStarted) => engine.serveCommand(flags, onStarted)));
    });
}

function addCheckCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('check')
    .description('check links, anchors, images and routes (for CI)')
    .addOption(
      new Option('--format <format>', 'report format').choices(['text', 'json', 'github']).default('text'),
    )
    .option('--strict', 'treat warnings as errors (exit code 1)')
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .option('-q, --quiet', 'print only errors')
    .option('--verbose', 'print a timing line per stage')
    .addHelpText('after', examples(['docsgen check', 'docsgen check --format github --strict']))
    .action(async (flags: CheckFlags) => {
      onExit(await runCommand('check', (engine) => engine.checkCommand(flags)));
    });
}

function addInitCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('init')
    .argument('[dir]', 'folder to create the site in (default: the current folder)')
    .description('create a starter site in a new or empty folder')
    .option('-y, --yes', 'ask no questions: use the defaults and the flags given')
    .option('--title <title>', 'site title (default: made from the folder name)')
    .option('--no-blog', 'leave out the blog')
    .addHelpText(
      'after',
      examples(['docsgen init my-docs', 'docsgen init . --yes --title "Acme Docs" --no-blog']),
    )
    .action(async (dir: string | undefined, flags: InitFlags, command: Command) => {
      // Its own small module: init needs none of the engine.
      const { initCommand } = await import('./commands/init.ts');
      onExit(
        await initCommand(dir, {
          ...flags,
          blogGiven: command.getOptionValueSource('blog') === 'cli',
        }),
      );
    });
}

function addMigrateCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('migrate')
    .argument('<dir>', 'folder of the site (Docusaurus, VitePress, Starlight, MkDocs or mdBook)')
    .description("write a docsgen.config.ts for another tool's site")
    .option('--dry-run', 'print the config instead of writing it')
    .addHelpText('after', examples(['docsgen migrate .', 'docsgen migrate ./website --dry-run']))
    .action(async (dir: string, flags: MigrateFlags) => {
      // In the engine, which bundles and imports config files (esbuild) the same way for every command.
      onExit(await runCommand('migrate', (engine) => engine.migrateCommand(dir, flags)));
    });
}

function addPreviewCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('preview')
    .description('serve the built output as a static host would')
    .option('-p, --port <number>', 'port to listen on (0 picks a free one)', parsePort, 4173)
    .option('--open', 'open the site in the default browser')
    .option('-o, --out <dir>', "output folder to serve (default: the config's outDir, build/)")
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .addHelpText(
      'after',
      examples(['docsgen build && docsgen preview', 'docsgen preview --out public --port 8080 --open']),
    )
    .action(async (flags: PreviewFlags) => {
      onExit(await runCommand('preview', (engine, onStarted) => engine.previewCommand(flags, onStarted)));
    });
}

function addClearCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('clear')
    .description('remove the build cache and the output docsgen wrote')
    .option('-o, --out <dir>', "output folder (default: the config's outDir, build/)")
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .addHelpText('after', examples(['docsgen clear', 'docsgen clear --out public']))
    .action(async (flags: ClearFlags) => {
      onExit(await runCommand('clear', (engine) => engine.clearCommand(flags)));
    });
}

function addVersionCommand(program: Command, onExit: ExitCodeSink): void {
  program
    .command('version')
    .argument('<name>', 'name of the new version (1.0.0, v2): a folder name and a URL segment')
    .description('save the docs and sidebars as a released version')
    .option('-c, --config <file>', 'config file (default: docsgen.config.ts in the current folder)')
    .addHelpText(
      'after',
      examples(['docsgen version 1.0.0', 'docsgen version v2 --config site/docsgen.config.ts']),
    )
    .action(async (name: string, flags: VersionFlags) => {
      onExit(await runCommand('version', (engine) => engine.versionCommand(name, flags)));
    });
}
