// The progress line of a long build: drawn on a terminal (a pseudo-terminal made with util-linux's `script`), never
// on a pipe, with --quiet or under CI=true.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite } from '../../../scripts/bench/generate-site.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const bin = path.join(repo, 'bin/docsgen.js');
const SCRIPT = '/usr/bin/script';
const PAGES = 3000;
let site: string;

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-progress-'));
  await generateSite(site, PAGES);
}, 120_000);
afterAll(async () => rm(site, { recursive: true, force: true }));

const env = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
  delete base.CI;
  return { ...base, ...extra };
};

/** Runs the CLI on a pseudo-terminal; resolves to everything the terminal received (stdout and stderr). */
function runOnTerminal(
  args: string[],
  extra: Record<string, string> = {},
): { status: number | null; text: string } {
  const command = [process.execPath, bin, ...args].map((part) => `'${part}'`).join(' ');
  const result = spawnSync(SCRIPT, ['-qfec', command, '/dev/null'], {
    cwd: site,
    encoding: 'utf8',
    env: env(extra),
    timeout: 240_000,
  });
  return { status: result.status, text: result.stdout };
}

const PROGRESS = /rendering ([\d,]+)\/3,1\d\d pages/g;

describe.skipIf(!existsSync(SCRIPT))('the progress line', () => {
  it('counts rendered pages on a terminal, then clears itself before the summary', () => {
    const result = runOnTerminal(['build']);
    expect(result.status).toBe(0);
    const counts = [...result.text.matchAll(PROGRESS)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(counts.length).toBeGreaterThan(1);
    // Counts only grow, and the line ends at the last page.
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const total = Number(/\/([\d,]+) pages/.exec(result.text)![1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(PAGES);
    // The line is erased (ESC [2K) before the result line is written.
    const built = result.text.indexOf('✔ Built ');
    expect(built).toBeGreaterThan(0);
    expect(result.text.slice(0, built)).toMatch(/\u001b\[2K\u001b\[1G$/);
  }, 300_000);

  it('is never drawn with --quiet or under CI=true, on a terminal', () => {
    const quiet = runOnTerminal(['build', '--quiet']);
    expect(quiet.status).toBe(0);
    expect(quiet.text).not.toMatch(PROGRESS);
    const ci = runOnTerminal(['check'], { CI: 'true' });
    expect(ci.text).not.toMatch(/\u001b\[/);
    expect(ci.text).toContain('routes checked');
  }, 300_000);

  it('is never drawn on a pipe', () => {
    const result = spawnSync(process.execPath, [bin, 'build'], {
      cwd: site,
      encoding: 'utf8',
      env: env({}),
      timeout: 240_000,
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toMatch(/rendering|\u001b\[/);
    expect(result.stdout).toContain('Built ');
  }, 300_000);
});
