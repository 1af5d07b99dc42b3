// `docsgen check` on redirects: a target route that does not exist, and a `from` that a page already has.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { bin, copyFixture, ensureCli, removeCopies } from '../serve/harness.ts';

interface Report {
  ok: boolean;
  exitCode: number;
  diagnostics: {
    file: string;
    line: number;
    column: number;
    severity: string;
    code: string;
    message: string;
  }[];
}

function check(cwd: string): Promise<{ code: number | null; report: Report }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'check', '--format', 'json'], {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (code) => resolve({ code, report: JSON.parse(stdout) as Report }));
  });
}

const REDIRECTS = `  redirects: [
    { from: '/docs/old-first', to: '/docs/guide/first' },
    { from: '/docs/old-terms', to: '/docs/guide/Terms&Condition' },
    { from: '/docs/guide/first', to: '/docs/guide/Terms&Conditions' },
    { from: '/docs/old-anchor', to: '/docs/guide/first#detail' },
  ],`;

async function siteWithRedirects(): Promise<string> {
  const dir = await copyFixture('site-mini');
  const file = path.join(dir, 'docsgen.config.ts');
  const config = await readFile(file, 'utf8');
  await writeFile(file, config.replace(/\n\}\);\n$/, `\n${REDIRECTS}\n});\n`));
  return dir;
}

beforeAll(() => ensureCli(), 120_000);
afterAll(removeCopies);

describe('redirects in docsgen check', () => {
  it('fails on a missing target or anchor and on a from that is a page, each at its line in the config', async () => {
    const dir = await siteWithRedirects();
    const { code, report } = await check(dir);
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    // The redirects are lines 18-21 of the config; columns point at each entry's `from` value.
    expect(
      report.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`),
    ).toEqual([
      'error broken-redirect docsgen.config.ts:19:14 redirect from /docs/old-terms: target /docs/guide/Terms&Condition points to no page or file; did you mean /docs/guide/Terms&Conditions?',
      'error duplicate-route docsgen.config.ts:20:14 redirect from /docs/guide/first collides with the page /docs/guide/first, which is kept; this redirect is not written. Remove it or change its from',
      'error broken-redirect docsgen.config.ts:21:14 redirect from /docs/old-anchor: anchor #detail does not exist on /docs/guide/first; did you mean #details?',
    ]);
  });

  it('is a warning in build, which keeps the page and writes the other redirects', async () => {
    const dir = await siteWithRedirects();
    const result = await build({ cwd: dir, output: 'memory' });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code}`).sort()).toEqual([
      'warning broken-redirect',
      'warning broken-redirect',
      'warning duplicate-route',
    ]);
    const files = result.memory!.files;
    expect(String(files.get('docs/guide/first/index.html'))).toContain('<h1');
    expect(String(files.get('docs/old-first/index.html'))).toContain('content="0; url=/docs/guide/first"');
  });
});
