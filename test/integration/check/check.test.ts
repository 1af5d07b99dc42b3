// `docsgen check` as a process: exit codes, the text and JSON reports, and each kind of problem on fixture sites.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, copyFixture, ensureCli, LONG, removeCopies } from '../serve/harness.ts';

interface JsonReport {
  ok: boolean;
  exitCode: number;
  errors: number;
  warnings: number;
  diagnostics: {
    file: string;
    line: number;
    column: number;
    severity: string;
    code: string;
    message: string;
  }[];
}

function run(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'check', ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function json(args: string[], cwd: string): Promise<{ code: number | null; report: JsonReport }> {
  const result = await run(['--format', 'json', ...args], cwd);
  return { code: result.code, report: JSON.parse(result.stdout) as JsonReport };
}

const brief = (r: JsonReport) =>
  r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`);

beforeAll(() => ensureCli(), 120_000);
afterAll(removeCopies);

describe('docsgen check', () => {
  it(
    'exits 1 and reports every kind of problem with its place and a suggestion',
    async () => {
      const site = await copyFixture('check-broken');
      const { code, report } = await json([], site);
      expect(code).toBe(1);
      expect(report).toMatchObject({ ok: false, exitCode: 1, errors: 8, warnings: 2 });
      expect(brief(report)).toEqual([
        'error broken-link content/docs/guide/intro.md:7:18',
        'error broken-link content/docs/guide/intro.md:7:60',
        'error broken-anchor content/docs/guide/intro.md:11:32',
        'error broken-anchor content/docs/guide/intro.md:11:77',
        'error broken-markdown-link content/docs/guide/intro.md:15:26',
        'warning link-to-mirror content/docs/guide/intro.md:15:68',
        'warning missing-image content/docs/guide/intro.md:17:40',
        'error broken-link content/docs/guide/intro.md:19:22',
        'error duplicate-route content/docs/guide/zz-again.md:1:1',
        'error broken-link docsgen.config.ts:10:29',
      ]);
      const messages = report.diagnostics.map((d) => d.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringContaining('did you mean /docs/guide/install?'),
          expect.stringMatching(
            /\/privacy differs from the page \/Privacy only in case; did you mean \/Privacy\?/,
          ),
          expect.stringContaining('anchor #setp does not exist on /docs/guide/install; did you mean #step?'),
          expect.stringContaining('anchor #Overview does not exist on this page; did you mean #overview?'),
          expect.stringContaining('did you mean ./install.md?'),
          expect.stringContaining('link the primary page instead; did you mean /docs/api/thing?'),
          expect.stringContaining('did you mean /img/logo.svg?'),
          expect.stringContaining('content/docs/guide/install.md'),
          expect.stringContaining('navbar link "Gone" (on every page)'),
        ]),
      );
      // Nothing is written: check builds in memory.
      expect(existsSync(path.join(site, 'build'))).toBe(false);
    },
    LONG,
  );

  it(
    'prints the same problems as text, file:line:col first, with a summary',
    async () => {
      const site = await copyFixture('check-broken');
      const result = await run([], site);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'content/docs/guide/intro.md:7:18  error  broken-link  link /docs/guide/instal points to no page or file; did you mean /docs/guide/install?',
      );
      expect(result.stderr).toContain('8 errors, 2 warnings');
      expect(result.stdout).toMatch(/✖ check failed \(\d+ routes checked in \d+ ms\)/);
    },
    LONG,
  );

  it(
    'exits 0 on a clean site, also with --strict, and skips #, #top, mailto:, tel: and https: links',
    async () => {
      const site = await copyFixture('check-clean');
      const { code, report } = await json(['--strict'], site);
      expect(report.diagnostics).toEqual([]);
      expect(code).toBe(0);
      expect(report.ok).toBe(true);
      const text = await run([], site);
      expect(text.code).toBe(0);
      expect(text.stdout).toMatch(/✔ no problems that fail the check/);
    },
    LONG,
  );

  it(
    'exits 0 on warnings only, and 1 with --strict',
    async () => {
      const site = await copyFixture('check-clean');
      await writeFile(
        path.join(site, 'content/docs/guide/images.md'),
        '---\ntitle: Images\n---\n\n![Gone](/img/gone.png)\n',
      );
      const relaxed = await json([], site);
      expect(relaxed.code).toBe(0);
      expect(brief(relaxed.report)).toEqual(['warning missing-image content/docs/guide/images.md:5:9']);
      const strict = await json(['--strict'], site);
      expect(strict.code).toBe(1);
      // --strict turns the warning into an error.
      expect(strict.report).toMatchObject({ ok: false, exitCode: 1, errors: 1, warnings: 0 });
      expect(brief(strict.report)).toEqual(['error missing-image content/docs/guide/images.md:5:9']);
    },
    LONG,
  );

  it(
    'resolves NFD links to NFC routes and checks front matter actions and layout links once',
    async () => {
      const site = await copyFixture('check-clean');
      await writeFile(path.join(site, 'content/docs/guide/café.md'), '---\ntitle: Café\n---\n\n## Crème\n');
      await writeFile(
        path.join(site, 'content/docs/guide/nfd.md'),
        `---\ntitle: NFD\n---\n\n[nfd](/docs/guide/cafe\u0301#cre\u0300me) [encoded](/docs/guide/caf%C3%A9/#cr%C3%A8me)\n`,
      );
      const home = path.join(site, 'content/pages/index.md');
      await writeFile(
        home,
        (await readFile(home, 'utf8')).replace('to: /docs/guide/intro', 'to: /docs/guide/intr'),
      );
      const config = path.join(site, 'docsgen.config.ts');
      await writeFile(
        config,
        (await readFile(config, 'utf8')).replace("to: '/docs/guide/intro/'", "to: '/docs/guide/Intro/'"),
      );
      const { code, report } = await json([], site);
      expect(code).toBe(1);
      expect(brief(report)).toEqual([
        'error broken-link content/pages/index.md:1:1',
        'error broken-link docsgen.config.ts:10:30',
      ]);
      expect(report.diagnostics[0]!.message).toContain('did you mean /docs/guide/intro/?');
      expect(report.diagnostics[1]!.message).toMatch(
        /^navbar link "Guide" \(on every page\): link \/docs\/guide\/Intro\/ differs from the page \/docs\/guide\/intro only in case/,
      );
    },
    LONG,
  );

  it(
    'exits 2 on an invalid config, with a JSON report in JSON mode',
    async () => {
      const site = await copyFixture('check-clean');
      await writeFile(
        path.join(site, 'docsgen.config.ts'),
        "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'x' });\n",
      );
      const { code, report } = await json([], site);
      expect(code).toBe(2);
      expect(report).toMatchObject({ ok: false, exitCode: 2 });
      expect(report.diagnostics[0]).toMatchObject({ file: 'docsgen.config.ts', severity: 'error' });
      expect((await run(['--format', 'yaml'], site)).code).toBe(2);
    },
    LONG,
  );
});
