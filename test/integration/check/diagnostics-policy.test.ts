// `diagnostics.rules`, `diagnostics.ignore` and `--strict` as a site uses them, through `docsgen check` and `build`.
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, copyFixture, ensureCli, LONG, removeCopies } from '../serve/harness.ts';

interface Report {
  exitCode: number;
  errors: number;
  warnings: number;
  diagnostics: { file: string; severity: string; code: string }[];
}

function run(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const brief = (r: Report) => r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}`);

/** The check-clean site with a broken link, a missing image, an unknown fence language and a legacy page. */
async function siteWith(diagnostics: string): Promise<string> {
  const site = await copyFixture('check-clean');
  await writeFile(
    path.join(site, 'content/docs/guide/problems.md'),
    '---\ntitle: Problems\n---\n\n[gone](/docs/nowhere/)\n\n![Gone](/img/gone.png)\n\n```klingon\nx\n```\n',
  );
  await mkdir(path.join(site, 'content/docs/legacy'), { recursive: true });
  await writeFile(
    path.join(site, 'content/docs/legacy/old.md'),
    '---\ntitle: Old\n---\n\n[gone](/docs/elsewhere/)\n',
  );
  const configFile = path.join(site, 'docsgen.config.ts');
  const config = await readFile(configFile, 'utf8');
  await writeFile(
    configFile,
    config.replace('  blog: false,\n', `  blog: false,\n  diagnostics: ${diagnostics},\n`),
  );
  return site;
}

beforeAll(() => ensureCli(), 120_000);
afterAll(() => removeCopies());

describe('the diagnostics policy', () => {
  it(
    'sets severities, turns codes off and ignores paths, in check and build',
    async () => {
      const site = await siteWith(
        "{ rules: { 'broken-link': 'warn', 'missing-image': 'error', 'code-unknown-language': 'off' }, ignore: ['content/docs/legacy/**'] }",
      );
      const check = await run(['check', '--format', 'json'], site);
      const report = JSON.parse(check.stdout) as Report;
      expect(brief(report).sort()).toEqual([
        'error missing-image content/docs/guide/problems.md',
        'warning broken-link content/docs/guide/problems.md',
      ]);
      expect(check.code).toBe(1);
      // build: the rule makes the missing image an error, so the build fails.
      const build = await run(['build'], site);
      expect(build.code).toBe(1);
      expect(build.stderr).toMatch(/problems\.md:7:\d+ {2}error {2}missing-image/);
      expect(build.stderr).not.toContain('legacy/old.md');
      expect(build.stderr).not.toContain('code-unknown-language');
    },
    LONG,
  );

  it(
    'build --strict fails on warnings and prints them as errors; without it the build passes',
    async () => {
      const site = await siteWith("{ rules: { 'code-unknown-language': 'off' } }");
      const loose = await run(['build'], site);
      expect(loose.code).toBe(0);
      expect(loose.stderr).toMatch(/0 errors, 3 warnings/);
      const strict = await run(['build', '--strict'], site);
      expect(strict.code).toBe(1);
      expect(strict.stderr).toMatch(/3 errors, 0 warnings/);
      expect(strict.stderr).toContain('the previous output was left as it was');
    },
    LONG,
  );

  it(
    'refuses an unknown code with exit 2, its line and a "did you mean"',
    async () => {
      const site = await siteWith("{ rules: { 'broken-links': 'off' } }");
      const check = await run(['check'], site);
      expect(check.code).toBe(2);
      expect(check.stderr).toMatch(
        /docsgen\.config\.ts:\d+:\d+ {2}error {2}config-invalid {2}config field diagnostics\.rules\.broken-links: "broken-links" is not a diagnostic code; did you mean broken-link\?/,
      );
    },
    LONG,
  );
});
