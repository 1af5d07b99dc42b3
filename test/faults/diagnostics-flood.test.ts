// A page with 200,000 broken `#x` links: build and check finish, report the counts without printing every one, keep
// memory for at most 200 of them, and a failed build leaves the previous output as it was.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFiles } from '../fixture-files.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'bin/docsgen.js');
const LINKS = 200_000;
let site: string;

function run(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', DOCSGEN_THREADS: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-flood-'));
  await cp(path.join(repo, 'test/fixtures/site-mini'), site, { recursive: true, filter: fixtureFiles });
  // A good build first: the failed one below must leave it in place.
  expect(run(['build']).code).toBe(0);
  const lines = ['# Flood', ''];
  for (let i = 0; i < LINKS; i++) lines.push(`[x](#x)`);
  await writeFile(path.join(site, 'content/docs/flood.md'), `${lines.join('\n')}\n`);
}, 120_000);
afterAll(async () => rm(site, { recursive: true, force: true }));

describe('200,000 broken anchors in one page', () => {
  it('check finishes with exit 1, prints the first five and one count line', () => {
    const result = run(['check']);
    expect(result.code).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).not.toMatch(/RangeError|Maximum call stack|crashed/);
    const printed = output.split('\n').filter((line) => line.includes('  broken-anchor  '));
    expect(printed).toHaveLength(5);
    expect(printed[0]).toMatch(
      /^content\/docs\/flood\.md:3:\d+ {2}error {2}broken-anchor {2}anchor #x does not exist/,
    );
    expect(output).toContain(
      'broken-anchor: 200,000 errors, the first 5 shown; 199,800 of them counted but not stored',
    );
    expect(output).toContain('200000 errors, 0 warnings');
  }, 120_000);

  it('check --format json carries every stored one and the count of the rest', () => {
    const result = run(['check', '--format', 'json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      errors: number;
      diagnostics: { file: string; code: string; omitted?: number }[];
    };
    expect(report.errors).toBe(LINKS);
    const flood = report.diagnostics.filter((d) => d.file === 'content/docs/flood.md');
    expect(flood.filter((d) => d.omitted === undefined)).toHaveLength(200);
    expect(flood.filter((d) => d.omitted !== undefined).map((d) => d.omitted)).toEqual([LINKS - 200]);
  }, 120_000);

  it('build --strict fails with exit 1 and leaves the previous output; build alone passes with a count line', async () => {
    const before = await readFile(path.join(site, 'build/index.html'), 'utf8');
    const strict = run(['build', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('broken-anchor: 200,000 errors, the first 5 shown');
    expect(strict.stderr).toContain('the previous output was left as it was');
    expect(await readFile(path.join(site, 'build/index.html'), 'utf8')).toBe(before);
    await expect(readFile(path.join(site, 'build/docs/flood/index.html'), 'utf8')).rejects.toThrow();

    const loose = run(['build']);
    expect(loose.code).toBe(0);
    expect(loose.stderr).toContain('broken-anchor: 200,000 warnings, the first 5 shown');
    expect(await readFile(path.join(site, 'build/docs/flood/index.html'), 'utf8')).toContain('href="#x"');
  }, 120_000);
});
