// `npm create docsgen`'s program (packages/create-docsgen/src/create.ts) run in-process: the site it writes, the
// package manager it installs with, the next commands it prints and its usage errors. The install itself is stood in
// for here; test/integration/package/registry.test.ts runs the real one against a registry.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCreate, type CreateContext } from '../../../packages/create-docsgen/src/create.ts';
import type { PackageManager } from '../../../src/init/package-manager.ts';
import { captureIo, repo } from './helpers.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-create-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  installs: { manager: PackageManager; cwd: string }[];
}

async function create(argv: string[], options: { agent?: string; installCode?: number } = {}): Promise<Run> {
  const captured = captureIo(work, false);
  const installs: Run['installs'] = [];
  const context: CreateContext = {
    ...captured.io,
    env: options.agent === undefined ? {} : { npm_config_user_agent: options.agent },
    docsgenVersion: '1.2.3',
    ownVersion: '1.2.3',
    templatesRoot: path.join(repo, 'templates'),
    runInstall: async (manager, cwd) => {
      installs.push({ manager, cwd });
      return options.installCode ?? 0;
    },
  };
  const code = await runCreate(argv, context);
  return { code, stdout: captured.stdout(), stderr: captured.stderr(), installs };
}

describe('create-docsgen', () => {
  it('writes the starter site depending on the docsgen it was released with, installs it with npm and prints the next two commands', async () => {
    const run = await create(['first', '--yes'], { agent: 'npm/11.19.1 node/v20.20.2 linux x64' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(work, 'first/package.json'), 'utf8')) as {
      name: string;
      dependencies: Record<string, string>;
    };
    expect(manifest.name).toBe('first');
    expect(manifest.dependencies).toEqual({ docsgen: '^1.2.3' });
    await expect(readFile(path.join(work, 'first/docsgen.config.ts'), 'utf8')).resolves.toContain(
      "title: 'First'",
    );
    expect(run.installs).toEqual([{ manager: 'npm', cwd: path.join(work, 'first') }]);
    expect(run.stdout).toContain('Installing its dependencies: npm install');
    expect(run.stdout.endsWith('Next:\n\n  cd first\n  npm run serve\n')).toBe(true);
  });

  it.each([
    ['pnpm/10.4.1 npm/? node/v20.19.0 linux x64', 'pnpm', 'pnpm serve'],
    ['yarn/4.6.0 npm/? node/v22.12.0 linux x64', 'yarn', 'yarn serve'],
    ['bun/1.2.2 npm/? node/v22.6.0 linux x64', 'bun', 'bun run serve'],
  ])('started by %s, installs with %s', async (agent, manager, serve) => {
    const dir = `with-${manager}`;
    const run = await create([dir, '-y'], { agent });
    expect(run.code).toBe(0);
    expect(run.installs).toEqual([{ manager, cwd: path.join(work, dir) }]);
    expect(run.stdout).toContain(`\n  cd ${dir}\n  ${serve}\n`);
  });

  it('takes --package-manager over the user agent, and --no-install prints the install command instead of running it', async () => {
    const run = await create(['chosen', '--yes', '--package-manager', 'pnpm', '--no-install', '--no-blog'], {
      agent: 'npm/11.19.1 node/v20.20.2 linux x64',
    });
    expect(run.code).toBe(0);
    expect(run.installs).toEqual([]);
    expect(run.stdout).toContain('no blog');
    expect(run.stdout).toContain('\n  cd chosen\n  pnpm install\n  pnpm serve\n');
  });

  it('writes my-docs when no folder is named', async () => {
    const run = await create(['--yes', '--no-install']);
    expect(run.code).toBe(0);
    await expect(readFile(path.join(work, 'my-docs/package.json'), 'utf8')).resolves.toContain(
      '"name": "my-docs"',
    );
  });

  it('exits 1 when the install fails, with the commands to finish by hand', async () => {
    const run = await create(['broken-install', '--yes'], { installCode: 7 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('npm install failed (exit code 7)');
    expect(run.stderr).toContain('\n  cd broken-install\n  npm install\n  npm run serve\n');
  });

  it.each([
    [['--template', 'fancy', 'x1'], 'there is no template "fancy"; the templates are default'],
    [['--package-manager', 'cargo', 'x2'], '--package-manager is one of npm, pnpm, yarn, bun, not "cargo"'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['one', 'two'], 'one folder at most'],
    [['--title', '  ', 'x3'], '--title needs some text'],
  ])('refuses %j with exit code 2 and writes nothing', async (argv, message) => {
    const run = await create(argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.installs).toEqual([]);
  });

  it('never writes into a folder that holds files', async () => {
    await mkdir(path.join(work, 'full/content'), { recursive: true });
    const run = await create(['full', '--yes']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('create-docsgen: full is not empty (it holds content)');
    expect(run.stderr).toContain('for example: npm create docsgen@latest my-docs');
  });

  it('is released with the same version as docsgen (its build refuses to bundle otherwise)', async () => {
    const versionOf = async (dir: string): Promise<string> =>
      (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(await versionOf(path.join(repo, 'packages/create-docsgen'))).toBe(await versionOf(repo));
  });

  it('prints its help and version', async () => {
    expect((await create(['--help'])).stdout).toContain(
      'Usage: npm create docsgen@latest [dir] -- [options]',
    );
    expect((await create(['-v'])).stdout).toBe('1.2.3\n');
  });
});
