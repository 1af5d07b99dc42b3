// docsgen's own docs site (site/) builds with the CLI in strict mode with no warning, and `check --strict` finds no
// broken link, anchor or image in it. Built from a copy, so the test writes nothing into the repository.
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../fixture-copies.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
let dir = '';
let site = '';

interface Report {
  ok: boolean;
  exitCode: number;
  errors: number;
  warnings: number;
  diagnostics: { file: string; line: number; code: string; message: string }[];
  pageCount?: number;
}

const report = (stdout: string): Report => JSON.parse(stdout) as Report;
const shown = (r: Report): string[] => r.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-docs-site-'));
  site = path.join(dir, 'site');
  await cp(path.join(repo, 'site'), site, {
    recursive: true,
    filter: (source) => !/[\\/](build|\.docsgen-cache)$/.test(source),
  });
  await symlink(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('the docs site', () => {
  it('builds with --strict and no warning', async () => {
    const result = runCli(site, ['build', '--strict', '--format', 'json']);
    const built = report(result.stdout);
    expect(shown(built)).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
    expect(built.warnings).toBe(0);
    expect(built.pageCount).toBeGreaterThanOrEqual(30);
    const config = await readFile(path.join(site, 'build/docs/reference/config/index.html'), 'utf8');
    expect(config).toContain('<code>docs.sidebars</code>');
    // The features it shows off are on its pages: tabs, a diagram, math.
    expect(await readFile(path.join(site, 'build/docs/getting-started/index.html'), 'utf8')).toContain(
      'role="tablist"',
    );
    expect(await readFile(path.join(site, 'build/docs/index.html'), 'utf8')).toContain('mermaid');
    expect(
      await readFile(path.join(site, 'build/docs/guides/markdown-features/index.html'), 'utf8'),
    ).toContain('katex');
  });

  it('has no broken link, anchor or image (check --strict)', () => {
    const result = runCli(site, ['check', '--strict', '--format', 'json']);
    const checked = report(result.stdout);
    expect(shown(checked)).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
    expect(checked.errors + checked.warnings).toBe(0);
  });
});
