// The package as a stranger gets it: pack this repository (its prepack builds dist/), install the tarball into an empty
// folder, scaffold a site with `docsgen init`, then build, check, serve and type-check it with nothing else installed.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Folders of a checkout that are not source: the copy gets its own build, and the repository's node_modules by link.
const NOT_COPIED = ['node_modules', 'dist', 'build', '.docsgen-cache', '.git', 'coverage', 'test/.tmp'];
const STEP_TIMEOUT = 5 * 60_000;

let work: string;
let app: string;
let site: string;
let tarballEntries: string[];
let version: string;

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
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^npm_/i.test(key) || KEPT_NPM_SETTINGS.some((name) => key.toLowerCase() === `npm_config_${name}`),
    ),
  ),
  NO_COLOR: '1',
  npm_config_update_notifier: 'false',
};

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: STEP_TIMEOUT, env });
  if (result.error) throw result.error;
  return result;
}

function expectSuccess(result: SpawnSyncReturns<string>): void {
  expect(result.status, `exit ${result.status}\n${result.stdout}\n${result.stderr}`).toBe(0);
}

/** Runs the installed docsgen in `cwd`, as `npx docsgen` does once the site's dependencies are installed. */
function docsgen(args: string[], cwd: string): SpawnSyncReturns<string> {
  return run(process.execPath, [path.join(app, 'node_modules/docsgen/bin/docsgen.js'), ...args], cwd);
}

/**
 * Copies the checkout but its build products. Other test files run meanwhile and come and go with files of their own
 * (the config loader's `.docsgen.config.*.mjs` beside a fixture's config): one gone before it is copied is skipped.
 */
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

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-package-'));
  version = (JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8')) as { version: string })
    .version;

  // Packed from a copy, so that its prepack rebuilds a dist/ no other test file is reading.
  const source = path.join(work, 'source');
  await copySource(repo, source);
  await symlink(path.join(repo, 'node_modules'), path.join(source, 'node_modules'), 'junction');
  const packs = path.join(work, 'packs');
  await mkdir(packs);
  expectSuccess(run(npm, ['pack', '--pack-destination', packs], source));
  const [tarball] = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  expect(tarball).toBe(`docsgen-${version}.tgz`);
  const listing = run('tar', ['-tzf', path.join(packs, tarball)], work);
  expectSuccess(listing);
  tarballEntries = listing.stdout
    .split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ''));

  app = path.join(work, 'app');
  await mkdir(app);
  await writeFile(path.join(app, 'package.json'), '{ "name": "docsgen-install-test", "private": true }\n');
  expectSuccess(
    run(npm, ['install', path.join(packs, tarball), '--no-audit', '--no-fund', '--prefer-offline'], app),
  );
  site = path.join(app, 'site');
}, 2 * STEP_TIMEOUT);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

// Generous: on a busy machine one tsc run has taken 20 s.
describe('the packed docsgen', { timeout: STEP_TIMEOUT }, () => {
  it('holds the compiled CLI, its declarations and the starter site, and nothing of this repository', () => {
    expect(tarballEntries.length).toBeLessThan(150);
    for (const file of [
      'bin/docsgen.js',
      'dist/cli.js',
      'dist/index.js',
      'dist/client-bundle.json',
      'dist/types/src/index.d.ts',
      'templates/init/docsgen.config.ts',
      'templates/init/gitignore',
      'README.md',
      'LICENSE',
      'package.json',
    ]) {
      expect(tarballEntries).toContain(file);
    }
    const stray = tarballEntries.filter((entry) =>
      /^(content|test|src|scripts|build|\.docsgen-cache)\/|^docsgen\.config\.ts$|\.map$|^dist\/\.code-cache\//.test(
        entry,
      ),
    );
    expect(stray).toEqual([]);
  });

  it('runs with npx: --version prints the packed version', () => {
    const result = run(npm, ['exec', '--no', '--', 'docsgen', '--version'], app);
    expectSuccess(result);
    expect(result.stdout.trim()).toBe(version);
  });

  it('scaffolds a site with init --yes and prints the next two commands', async () => {
    const result = run(npm, ['exec', '--no', '--', 'docsgen', 'init', 'site', '--yes'], app);
    expectSuccess(result);
    expect(result.stdout).toContain('cd site && npm install');
    expect(result.stdout).toContain('npx docsgen serve');
    const manifest = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toEqual({ docsgen: `^${version}` });
  });

  it('builds the scaffold with no warnings', async () => {
    const result = docsgen(['build'], site);
    expectSuccess(result);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toMatch(/warn/i);
    const home = await readFile(path.join(site, 'build/index.html'), 'utf8');
    expect(home).toMatch(/<h1 class="hero__title"[^>]*>Site<\/h1>/);
    const page = await readFile(path.join(site, 'build/docs/guides/write-a-page/index.html'), 'utf8');
    expect(page).toContain('admonition-tip');
    expect(page).toContain('src="/img/how-it-works.svg"');
    await expect(readFile(path.join(site, 'build/img/how-it-works.svg'), 'utf8')).resolves.toContain('<svg');
  });

  it('checks the scaffold with no warnings', () => {
    const text = docsgen(['check'], site);
    expectSuccess(text);
    expect(`${text.stdout}${text.stderr}`).not.toMatch(/warn/i);
    const json = docsgen(['check', '--format', 'json'], site);
    expectSuccess(json);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, errors: 0, warnings: 0, diagnostics: [] });
  });

  it('serves the scaffold', async () => {
    const child = spawn(
      process.execPath,
      [path.join(app, 'node_modules/docsgen/bin/docsgen.js'), 'serve', '--port', '0'],
      {
        cwd: site,
        env,
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
          if (found) resolve(found[0]);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
      });
      const response = await fetch(new URL('docs/guides/write-a-page', url));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Write a page');
    } finally {
      child.kill();
    }
  });

  it('type-checks the scaffold config with plain tsc', () => {
    expectSuccess(run(process.execPath, [tsc, '--noEmit', '-p', '.'], site));
  });

  it.each([
    ['nodenext', { module: 'nodenext' }],
    ['bundler', { module: 'preserve', moduleResolution: 'bundler' }],
  ])('type-checks a config using every documented field under "module": %s', async (name, options) => {
    const project = path.join(app, `types-${name}`);
    await mkdir(project);
    await cp(
      path.join(repo, 'test/fixtures/package-types/docsgen.config.ts'),
      path.join(project, 'docsgen.config.ts'),
    );
    await writeFile(path.join(project, 'package.json'), '{ "type": "module" }\n');
    const compilerOptions = {
      ...options,
      target: 'es2022',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    };
    await writeFile(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, include: ['docsgen.config.ts'] }),
    );
    expectSuccess(run(process.execPath, [tsc, '-p', '.'], project));
  });
});
