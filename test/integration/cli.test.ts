// The CLI as a process: exit codes, messages, and the rule that a failed build never touches the last output.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFiles } from '../fixture-files.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'bin/docsgen.js');
let work: string;

function run(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function freshSite(): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'site-'));
  await cp(path.join(repo, 'test/fixtures/site-mini'), dir, { recursive: true, filter: fixtureFiles });
  return dir;
}

async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (sub: string): Promise<void> => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) await walk(rel);
      else out[rel] = await readFile(path.join(dir, rel), 'utf8');
    }
  };
  await walk('');
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-cli-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('docsgen CLI', () => {
  it('prints its version and help with exit 0', () => {
    const version = run(['--version'], repo);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = run(['--help'], repo);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('build [options]');
    expect(run(['build', '--help'], repo).stdout).toContain('--out <dir>');
  });

  it.each([[['deploy']], [['build', '--nope']], [['--frobnicate']]])(
    'exits 2 with a usage hint for %j',
    (args) => {
      const result = run(args, repo);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/unknown (command|option)/);
      expect(result.stderr).toContain('docsgen --help');
    },
  );

  it('builds a site, writing the output folder and its marker', async () => {
    const site = await freshSite();
    const result = run(['build', '--quiet'], site);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const files = await readdir(path.join(site, 'build'));
    expect(files).toEqual(
      expect.arrayContaining(['index.html', '404.html', 'sitemap.xml', '.docsgen-output', 'docs', 'assets']),
    );
  });

  it("keeps the engine's code cache after a build, and a build that starts from it writes the same site", async () => {
    const engine = /engine-[A-Z0-9]+\.cjs/.exec(await readFile(path.join(repo, 'dist/cli.js'), 'utf8'))?.[0];
    expect(engine).toBeDefined();
    const site = await freshSite();
    const build = (out: string, env: Record<string, string> = {}): void => {
      const result = spawnSync(process.execPath, [bin, 'build', '--quiet', '--out', out], {
        cwd: site,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', ...env },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    };
    build('without-cache', { DOCSGEN_CODE_CACHE: '0' });
    build('first');
    const caches = await readdir(path.join(repo, 'dist/.code-cache'));
    expect(caches.filter((name) => name.startsWith(`${engine}.build.`))).toHaveLength(1);
    build('from-cache');
    const withoutCache = await snapshot(path.join(site, 'without-cache'));
    expect(await snapshot(path.join(site, 'from-cache'))).toEqual(withoutCache);
    expect(Object.keys(withoutCache).length).toBeGreaterThan(10);
  });

  it('leaves the previous output untouched when the next build fails, and exits 1 naming the file', async () => {
    const site = await freshSite();
    expect(run(['build'], site).code).toBe(0);
    const before = await snapshot(path.join(site, 'build'));
    await writeFile(path.join(site, 'content/docs/guide/03-bad.md'), '---\ntitle: a: b\n---\n\nBody\n');
    const result = run(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/guide\/03-bad\.md:2:\d+ {2}error {2}frontmatter-yaml/);
    expect(result.stderr).toContain('1 error');
    expect(await snapshot(path.join(site, 'build'))).toEqual(before);
    expect((await readdir(site)).filter((f) => f.includes('.staging-') || f.includes('.old-'))).toEqual([]);
  });

  it('exits 2 naming the config field when the config is invalid', async () => {
    const site = await freshSite();
    const config = path.join(site, 'docsgen.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace("url: 'https://mini.example.com'", "url: 'mini.example.com'"),
    );
    const result = run(['build'], site);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /docsgen\.config\.ts:\d+:\d+ {2}error {2}config-invalid {2}config field url: expected an origin/,
    );
  });

  it.each([
    ['the project folder', '.'],
    ['the content folder', 'content'],
    ['a folder inside content', 'content/out'],
  ])('refuses to write into %s', async (_name, out) => {
    const site = await freshSite();
    const result = run(['build', '--out', out], site);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unsafe-out-dir');
    expect(await readFile(path.join(site, 'content/docs/index.md'), 'utf8')).toContain('Mini docs');
  });

  it('refuses a non-empty folder it did not create', async () => {
    const site = await freshSite();
    await mkdir(path.join(site, 'public'));
    await writeFile(path.join(site, 'public/keep.txt'), 'precious');
    const result = run(['build', '--out', 'public'], site);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/not empty and was not made by docsgen/);
    expect(await readFile(path.join(site, 'public/keep.txt'), 'utf8')).toBe('precious');
  });

  it('exits 2 when there is no config file', async () => {
    const empty = await mkdtemp(path.join(work, 'empty-'));
    const result = run(['build'], empty);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no docsgen\.config\.ts in this folder/);
  });

  it('cleans up and exits 130 on SIGINT, keeping the previous output', async () => {
    const out = path.join(work, 'interrupted-out');
    expect(run(['build', '--quiet', '--out', out], repo).code).toBe(0);
    const before = await snapshot(out);
    const child = spawn(process.execPath, [bin, 'build', '--verbose', '--out', out], {
      cwd: repo,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => {
      // Interrupt once the slow stages are under way.
      if (!sent && /\bsite\b/.test(chunk.toString())) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(sent).toBe(true);
    expect(code).toBe(130);
    expect(await snapshot(out)).toEqual(before);
    expect((await readdir(work)).filter((f) => f.includes('.staging-'))).toEqual([]);
    // Two full builds of the real site: generous on a loaded two-core machine.
  }, 240_000);
});
