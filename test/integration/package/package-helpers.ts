// Shared by the package tests: npm's environment without the settings of an outer `npm test`, and a copy of the
// checkout to pack or publish from (its prepack rebuilds a dist/ no other test file is reading).
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';

/** The repository root. */
export const repo = path.resolve(import.meta.dirname, '../../..');
/** npm's program name. */
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Folders of a checkout that are not source: the copy gets its own build, and the repository's node_modules by link.
const NOT_COPIED = [
  'node_modules',
  'dist',
  'build',
  '.docsgen-cache',
  '.git',
  'coverage',
  'test/.tmp',
  'packages/create-docsgen/dist',
  'packages/create-docsgen/templates',
];

// Under `npm test`, npm hands its scripts its own settings (`npm_config_local_prefix` names this repository, so an
// `npm exec` or `npm install` in a temp folder could act on it); only those that say where packages come from are kept.
const KEPT_NPM_SETTINGS = [
  'cache',
  'registry',
  'userconfig',
  'globalconfig',
  'cafile',
  'proxy',
  'https_proxy',
  'noproxy',
];

/** The test process's environment for npm and docsgen: no colours, no update check, no outer npm's settings. */
export function npmEnvironment(): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !/^npm_/i.test(key) || KEPT_NPM_SETTINGS.some((name) => key.toLowerCase() === `npm_config_${name}`),
      ),
    ),
    NO_COLOR: '1',
    npm_config_update_notifier: 'false',
  };
}

/** Runs a command to its end (at most `timeout` ms) and returns what it printed. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeout = 5 * 60_000,
): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout, env });
  if (result.error) throw result.error;
  return result;
}

/**
 * Copies the checkout but its build products, and links the repository's node_modules into it. Other test files run
 * meanwhile and come and go with files of their own (the config loader's `.docsgen.config.*.mjs` beside a fixture's
 * config): one gone before it is copied is skipped.
 */
export async function copyCheckout(to: string): Promise<void> {
  await copySource(repo, to);
  await symlink(path.join(repo, 'node_modules'), path.join(to, 'node_modules'), 'junction');
}

async function copySource(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const file = path.join(from, entry.name);
    const relative = path.relative(repo, file).split(path.sep).join('/');
    if (NOT_COPIED.includes(relative) || entry.name.startsWith('.docsgen.config.')) continue;
    if (entry.isDirectory()) await copySource(file, path.join(to, entry.name));
    else if (entry.isFile()) await cp(file, path.join(to, entry.name)).catch(skipIfGone);
  }
}

function skipIfGone(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
