// `npm create docsgen@latest [dir] -- [flags]`: writes docsgen's starter site (the code `docsgen init` runs), installs
// its dependencies with the package manager that started it, and prints the two commands that come next.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createSite, shellQuote } from '../../../src/init/create-site.ts';
import {
  installCommand,
  isPackageManager,
  PACKAGE_MANAGERS,
  packageManagerFrom,
  runScriptCommand,
  type PackageManager,
} from '../../../src/init/package-manager.ts';
import { STARTER_TEMPLATES } from '../../../src/init/templates.ts';

/** Exit codes: 0 done, 1 the site was written but its install failed, 2 usage (nothing written), 130 cancelled. */
export const CREATE_EXIT = { ok: 0, installFailed: 1, usage: 2, interrupted: 130 } as const;

/** The folder written when the command line names none. */
export const DEFAULT_FOLDER = 'my-docs';

/** What the command needs from the process around it. */
export interface CreateContext {
  cwd: string;
  /** `npm_config_user_agent` is read from it (which package manager started the command). */
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** The docsgen version the new site depends on (`^<version>`): the one create-docsgen was published with. */
  docsgenVersion: string;
  /** create-docsgen's own version, for `--version`. */
  ownVersion: string;
  /** The folder holding the starter sites' `templates/`. */
  templatesRoot: string;
  /** Runs the install in `cwd` and resolves to its exit code (a process with the terminal's streams by default). */
  runInstall?: (manager: PackageManager, cwd: string, env: NodeJS.ProcessEnv) => Promise<number>;
}

const HELP = `Usage: npm create docsgen@latest [dir] -- [options]

Creates a docsgen site in a new or empty folder (default: ${DEFAULT_FOLDER}) and installs its dependencies.

Options:
  -y, --yes                     ask no questions: use the defaults and the flags given
  --title <title>               site title (default: made from the folder name)
  --no-blog                     leave out the blog
  --template <name>             starter site: ${Object.keys(STARTER_TEMPLATES).join(', ')} (default: default)
  --package-manager <name>      ${PACKAGE_MANAGERS.join(', ')} (default: the one that ran this command)
  --no-install                  write the files only
  -v, --version                 print the version
  -h, --help                    show help
`;

/** What the command line asks for once parsed. */
interface CreateRequest {
  dir: string;
  yes: boolean;
  title: string | undefined;
  blog: boolean;
  template: string | undefined;
  manager: PackageManager;
  install: boolean;
}

/** Runs the command with `argv` (the arguments after the program's name); resolves to the exit code. */
export async function runCreate(argv: string[], context: CreateContext): Promise<number> {
  const request = parseRequest(argv, context);
  if (typeof request === 'number') return request;
  const result = await createSite(
    {
      dir: request.dir,
      yes: request.yes,
      title: request.title,
      blog: request.blog,
      blogGiven: !request.blog,
      template: request.template,
      docsgenVersion: context.docsgenVersion,
      templatesRoot: context.templatesRoot,
    },
    context,
    { command: 'create-docsgen', example: 'npm create docsgen@latest my-docs' },
  );
  if (result.kind === 'usage') {
    context.stderr.write(`${result.message}\n`);
    return CREATE_EXIT.usage;
  }
  if (result.kind === 'cancelled') {
    context.stderr.write('\ncreate-docsgen: cancelled; nothing was written.\n');
    return CREATE_EXIT.interrupted;
  }
  const place = result.shown === '.' ? 'this folder' : result.shown;
  context.stdout.write(
    `Created "${result.title}" in ${place} (${result.files.length} files${result.blog ? '' : ', no blog'}), ` +
      `depending on docsgen ^${context.docsgenVersion}.\n`,
  );
  const cd = result.shown === '.' ? [] : [`cd ${shellQuote(result.shown)}`];
  return installAndPrintNext(request, result.target, cd, context);
}

/** The request the command line makes, or the exit code when it only asked for help or a version, or was wrong. */
function parseRequest(argv: string[], context: CreateContext): CreateRequest | number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        yes: { type: 'boolean', short: 'y' },
        title: { type: 'string' },
        'no-blog': { type: 'boolean' },
        template: { type: 'string' },
        'package-manager': { type: 'string' },
        'no-install': { type: 'boolean' },
        version: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    context.stderr.write(`create-docsgen: ${(error as Error).message}\n\n${HELP}`);
    return CREATE_EXIT.usage;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    context.stdout.write(HELP);
    return CREATE_EXIT.ok;
  }
  if (values.version) {
    context.stdout.write(`${context.ownVersion}\n`);
    return CREATE_EXIT.ok;
  }
  if (positionals.length > 1) {
    context.stderr.write(`create-docsgen: one folder at most, not ${positionals.length}.\n\n${HELP}`);
    return CREATE_EXIT.usage;
  }
  const managerName = values['package-manager'];
  if (managerName !== undefined && !isPackageManager(managerName)) {
    context.stderr.write(
      `create-docsgen: --package-manager is one of ${PACKAGE_MANAGERS.join(', ')}, not "${managerName}".\n`,
    );
    return CREATE_EXIT.usage;
  }
  return {
    dir: positionals[0] ?? DEFAULT_FOLDER,
    yes: values.yes === true,
    title: values.title,
    blog: values['no-blog'] !== true,
    template: values.template,
    manager: managerName ?? packageManagerFrom(context.env.npm_config_user_agent),
    install: values['no-install'] !== true,
  };
}

/** Runs the install in `target` (unless `--no-install`) and prints what comes next; resolves to the exit code. */
async function installAndPrintNext(
  { manager, install }: CreateRequest,
  target: string,
  cd: string[],
  context: CreateContext,
): Promise<number> {
  const serve = runScriptCommand(manager, 'serve');
  if (!install) {
    printNext(context.stdout, [...cd, installCommand(manager), serve]);
    return CREATE_EXIT.ok;
  }
  context.stdout.write(`Installing its dependencies: ${installCommand(manager)}\n`);
  const runInstall = context.runInstall ?? spawnInstall;
  const code = await runInstall(manager, target, context.env).catch((error: Error) => {
    context.stderr.write(`create-docsgen: could not start ${manager}: ${error.message}\n`);
    return -1;
  });
  if (code !== 0) {
    context.stderr.write(
      `create-docsgen: ${installCommand(manager)} failed${code > 0 ? ` (exit code ${code})` : ''}; the site is ` +
        `written. Run the install again once the problem is fixed:\n`,
    );
    printNext(context.stderr, [...cd, installCommand(manager), serve]);
    return CREATE_EXIT.installFailed;
  }
  printNext(context.stdout, [...cd, serve]);
  return CREATE_EXIT.ok;
}

function printNext(stream: NodeJS.WritableStream, commands: string[]): void {
  stream.write(`\nNext:\n\n${commands.map((command) => `  ${command}\n`).join('')}`);
}

/** `<manager> install` in `cwd` with the terminal's streams; resolves to its exit code. */
function spawnInstall(manager: PackageManager, cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    // Windows starts package managers through their .cmd shims, which need a shell.
    const child = spawn(manager, manager === 'yarn' ? [] : ['install'], {
      cwd,
      env,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
