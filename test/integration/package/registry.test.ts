// A release as a stranger meets it: every package of this repository published to a real registry (verdaccio on
// 127.0.0.1, with the machine's registry as its uplink for docsgen's dependencies), then `npm create docsgen@latest`
// in an empty folder, and the new site's own install, build, check and type-check. Every step exits 0 and none
// prints a warning about docsgen (an install or prepare script, an engine it does not meet).
import { spawn, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout, npm, npmEnvironment, repo, run } from './package-helpers.ts';

const STEP_TIMEOUT = 3 * 60_000;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const verdaccioBin = path.join(repo, 'node_modules/verdaccio/bin/verdaccio');

let work: string;
let registry: string;
let verdaccio: ChildProcess | undefined;
let verdaccioLog = '';
let env: NodeJS.ProcessEnv;
let version: string;
let site: string;
/** How long each step took, printed at the end. */
const timings: [string, number][] = [];

/** Runs a step, times it, and expects exit code 0 and no warning about docsgen. */
function step(name: string, command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const started = performance.now();
  const result = run(command, args, cwd, env, STEP_TIMEOUT);
  timings.push([name, performance.now() - started]);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, `${name}: exit ${result.status}\n${output}\n${verdaccioLog}`).toBe(0);
  expect(warningsAboutDocsgen(output), `${name} warned:\n${output}`).toEqual([]);
  return result;
}

/** The lines of npm's or docsgen's output that warn about docsgen's packages, their scripts or engines. */
function warningsAboutDocsgen(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /\bwarn(ing)?\b/i.test(line))
    .filter((line) => /docsgen|EBADENGINE|install-scripts|prepare|engine/i.test(line));
}

/** A port nothing listens on now (the registry takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once the registry answers its ping, or throws when it exits or takes over 30 s. */
async function waitForRegistry(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}:\n${verdaccioLog}`);
    const answer = await fetch(new URL('-/ping', registry)).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`verdaccio did not answer in 30 s:\n${verdaccioLog}`);
}

/** Stops the registry and waits for it to go (SIGKILL after 5 s). */
async function stopRegistry(): Promise<void> {
  const child = verdaccio;
  verdaccio = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-registry-'));
  version = (JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8')) as { version: string })
    .version;
  const base = npmEnvironment();
  const uplink = run(npm, ['config', 'get', 'registry'], work, base).stdout.trim();

  // The registry: its own config, storage and user list in the temp folder; docsgen's packages are only local.
  const port = await freePort();
  registry = `http://127.0.0.1:${port}/`;
  const home = path.join(work, 'verdaccio');
  await mkdir(home);
  const local = { access: '$all', publish: '$authenticated' };
  const config = {
    storage: path.join(home, 'storage'),
    auth: { htpasswd: { file: path.join(home, 'htpasswd'), max_users: 1 } },
    uplinks: { upstream: { url: uplink, timeout: '60s', max_fails: 5 } },
    packages: {
      docsgen: local,
      'create-docsgen': local,
      '**': { ...local, proxy: 'upstream' },
    },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
  };
  // JSON is YAML: no YAML writer needed.
  await writeFile(path.join(home, 'config.yaml'), JSON.stringify(config, null, 2));
  verdaccio = spawn(
    process.execPath,
    [verdaccioBin, '--config', path.join(home, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    {
      cwd: home,
      env: base,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Should the test process end without its afterAll (a crash, a kill), the registry goes with it.
  const child = verdaccio;
  process.once('exit', () => child.kill('SIGKILL'));
  verdaccio.stdout?.on('data', (chunk: Buffer) => (verdaccioLog += chunk.toString()));
  verdaccio.stderr?.on('data', (chunk: Buffer) => (verdaccioLog += chunk.toString()));
  const started = performance.now();
  await waitForRegistry(verdaccio);
  timings.push(['start verdaccio', performance.now() - started]);

  // A throwaway user, and an npm config of this test's own: the registry, its token, a cache no other run shares.
  const user = await fetch(new URL('-/user/org.couchdb.user:release-test', registry), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'release-test',
      password: 'release-test-password',
      type: 'user',
      roles: [],
    }),
  });
  expect(user.status, await user.clone().text()).toBe(201);
  const { token } = (await user.json()) as { token: string };
  const npmrc = path.join(work, 'npmrc');
  await writeFile(npmrc, `registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  env = {
    ...base,
    npm_config_registry: registry,
    npm_config_userconfig: npmrc,
    npm_config_cache: path.join(work, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };

  // Published from a copy, so that its prepack rebuilds a dist/ no other test file is reading.
  const source = path.join(work, 'source');
  await copyCheckout(source);
  step('publish docsgen', npm, ['publish'], source);
  step('publish create-docsgen', npm, ['publish'], path.join(source, 'packages/create-docsgen'));
}, 2 * STEP_TIMEOUT);

afterAll(async () => {
  await stopRegistry();
  if (timings.length > 0) {
    console.log(
      `registry test steps:\n${timings.map(([name, ms]) => `  ${name}: ${(ms / 1000).toFixed(1)} s`).join('\n')}`,
    );
  }
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a release on a registry', { timeout: STEP_TIMEOUT }, () => {
  it('publishes manifests with no install-time script, true engines, and where the project lives', async () => {
    for (const name of ['docsgen', 'create-docsgen']) {
      // As npm reads it from the registry: the manifest of the version published.
      const viewed = run(npm, ['view', `${name}@latest`, '--json'], work, env);
      expect(viewed.status, viewed.stderr).toBe(0);
      const manifest = JSON.parse(viewed.stdout) as {
        version: string;
        scripts?: Record<string, string>;
        engines?: Record<string, string>;
        repository?: { url?: string };
        homepage?: string;
        bugs?: { url?: string };
        dependencies?: Record<string, string>;
      };
      expect(manifest.version).toBe(version);
      const lifecycle = Object.keys(manifest.scripts ?? {}).filter((script) =>
        ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare'].includes(script),
      );
      expect(lifecycle, name).toEqual([]);
      expect(manifest.engines, name).toEqual({ node: '>=20.19' });
      expect(manifest.repository?.url, name).toBe('git+https://github.com/docsgen/docsgen.git');
      expect(manifest.homepage, name).toMatch(/^https:\/\/github\.com\/docsgen\/docsgen/);
      expect(manifest.bugs?.url, name).toBe('https://github.com/docsgen/docsgen/issues');
      if (name === 'create-docsgen') expect(manifest.dependencies ?? {}).toEqual({});
    }
  });

  it('creates a site with npm create docsgen@latest, installed from that registry', async () => {
    const empty = path.join(work, 'empty');
    await mkdir(empty);
    // `npm_config_yes`: what a script says to npm exec's "Ok to proceed?" (at a terminal, the person answers it).
    env = { ...env, npm_config_yes: 'true' };
    const created = step(
      'npm create docsgen@latest',
      npm,
      ['create', 'docsgen@latest', 'my-site', '--', '--yes'],
      empty,
    );
    site = path.join(empty, 'my-site');
    expect(created.stdout).toContain(`depending on docsgen ^${version}`);
    expect(created.stdout).toContain('Next:\n\n  cd my-site\n  npm run serve\n');
    const manifest = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toEqual({ docsgen: `^${version}` });
    expect(existsSync(path.join(site, 'node_modules/docsgen/bin/docsgen.js'))).toBe(true);
    const lock = await readFile(path.join(site, 'package-lock.json'), 'utf8');
    expect(lock).toContain(`"version": "${version}"`);
  });

  it("runs the site's own npm install, then build, check and tsc", () => {
    step('npm install (the site)', npm, ['install'], site);
    const build = step('npx docsgen build', npx, ['docsgen', 'build'], site);
    expect(`${build.stdout}${build.stderr}`).not.toMatch(/warn/i);
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
    const check = step('npx docsgen check', npx, ['docsgen', 'check'], site);
    expect(`${check.stdout}${check.stderr}`).not.toMatch(/warn/i);
    step('npx tsc --noEmit', npx, ['tsc', '--noEmit'], site);
  });

  it("type-checks the theming guide's component override with the starter's tsconfig", async () => {
    const guide = await readFile(path.join(repo, 'site/content/docs/guides/theming.md'), 'utf8');
    const example = /```tsx\n\/\/ theme\/Footer\.tsx\n([^]*?)```/.exec(guide)?.[1];
    expect(example).toContain("from 'docsgen/theme/Footer'");
    await mkdir(path.join(site, 'theme'), { recursive: true });
    await writeFile(path.join(site, 'theme/Footer.tsx'), example!);
    step('npx tsc --noEmit (with theme/Footer.tsx)', npx, ['tsc', '--noEmit'], site);
    // And it can fail: a wrong prop is a type error.
    await writeFile(path.join(site, 'theme/Footer.tsx'), example!.replace('{...props}', 'footer={42}'));
    expect(run(npx, ['tsc', '--noEmit'], site, env, STEP_TIMEOUT).status).not.toBe(0);
  });
});
