// The package as a stranger gets it: pack this repository (its prepack builds dist/), install the tarball into an empty
// folder, scaffold a site with `docsgen init`, then build, check, serve and type-check it with nothing else installed.
import { spawn, type SpawnSyncReturns } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout, npm, npmEnvironment, repo, run as runIn } from './package-helpers.ts';

const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
const STEP_TIMEOUT = 5 * 60_000;

let work: string;
let app: string;
let site: string;
let tarballEntries: string[];
let version: string;
let installOutput: string;

const env = npmEnvironment();

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return runIn(command, args, cwd, env, STEP_TIMEOUT);
}

function expectSuccess(result: SpawnSyncReturns<string>): void {
  expect(result.status, `exit ${result.status}\n${result.stdout}\n${result.stderr}`).toBe(0);
}

/** Runs the installed docsgen in `cwd`, as `npx docsgen` does once the site's dependencies are installed. */
function docsgen(args: string[], cwd: string): SpawnSyncReturns<string> {
  return run(process.execPath, [path.join(app, 'node_modules/docsgen/bin/docsgen.js'), ...args], cwd);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-package-'));
  version = (JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8')) as { version: string })
    .version;

  // Packed from a copy, so that its prepack rebuilds a dist/ no other test file is reading.
  const source = path.join(work, 'source');
  await copyCheckout(source);
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
  const install = run(
    npm,
    ['install', path.join(packs, tarball), '--no-audit', '--no-fund', '--prefer-offline'],
    app,
  );
  expectSuccess(install);
  installOutput = `${install.stdout}${install.stderr}`;
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

  it('installs with no warning about docsgen (it has no install or prepare script)', () => {
    const warnings = installOutput.split('\n').filter((line) => /\bwarn\b/i.test(line));
    expect(warnings.filter((line) => /docsgen/.test(line))).toEqual([]);
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
