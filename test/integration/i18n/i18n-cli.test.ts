// The CLI on the four-locale fixture: the summary line per locale, `--locale` builds that leave the other locales'
// folders as they were, and the errors of an unknown locale (in the config and on the command line).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureCopier, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('site-i18n');
let site: string;
let out: string;

beforeAll(async () => {
  const copy = await copier.copy();
  site = copy.site;
  out = path.join(copy.dir, 'out');
});
afterAll(copier.removeAll);

const page = (file: string) => readFile(path.join(out, file), 'utf8');

describe('docsgen build of a site in several locales', () => {
  it('builds every locale and reports the untranslated pages in one line per locale', () => {
    const result = runCli(site, ['build', '--out', out]);
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.filter((l) => /pages not translated yet/.test(l)).map((l) => l.trim())).toEqual([
      'fr: 2 of 4 pages not translated yet (shown in en, with a notice)',
      'ar: 3 of 4 pages not translated yet (shown in en, with a notice)',
      'ja: 3 of 4 pages not translated yet (shown in en, with a notice)',
    ]);
    expect(result.stderr + result.stdout).toMatch(
      /content\/i18n\/fr\/docs\/guide\/orphan\.md.*orphan translation/,
    );
    expect(existsSync(path.join(out, 'fr/docs/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'ar/docs/intro/index.html'))).toBe(true);
  });

  it('reports a finding of a page the other locales show untranslated once, for its own file', async () => {
    const copy = await copier.copy();
    await editFile(
      copy.site,
      'content/docs/guide/advanced.md',
      (text) => `${text}\nSee [gone](/docs/gone) and [here](#gone).\n`,
    );
    const result = runCli(copy.site, ['build', '--out', path.join(copy.dir, 'out')]);
    expect(result.status).toBe(0);
    const findings = (result.stdout + result.stderr)
      .split('\n')
      .filter((line) => line.includes('content/docs/guide/advanced.md') && /broken-(link|anchor)/.test(line));
    // Three other locales show the page in English; each finding is still printed once.
    expect(findings.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/advanced\.md:19:12 warning broken-link link \/docs\/gone/),
      expect.stringMatching(/advanced\.md:\d+:\d+ warning broken-anchor anchor #gone/),
    ]);
  });

  it('docsgen check checks every locale: a translation linking to an anchor only the original has', () => {
    const result = runCli(site, ['check', '--format', 'json']);
    const report = JSON.parse(result.stdout) as {
      diagnostics: { code: string; file: string; line: number }[];
    };
    const anchors = report.diagnostics.filter((d) => d.code === 'broken-anchor');
    expect(anchors.map((d) => `${d.file}:${d.line}`)).toEqual(['content/i18n/fr/docs/guide/setup.md:9']);
  });

  it('--locale fr rebuilds fr alone and leaves the other locales as they were', async () => {
    const before = await page('docs/intro/index.html');
    const arBefore = await page('ar/docs/intro/index.html');
    await editFile(site, 'content/i18n/fr/docs/intro.md', (t) =>
      t.replace('Introduction en français', 'Présentation'),
    );
    await editFile(site, 'content/docs/intro.md', (t) => t.replace('# Introduction', '# Overview'));
    const result = runCli(site, ['build', '--out', out, '--locale', 'fr']);
    expect(result.status, result.stderr).toBe(0);
    expect(await page('fr/docs/intro/index.html')).toContain('Présentation');
    expect(await page('docs/intro/index.html')).toBe(before);
    expect(await page('ar/docs/intro/index.html')).toBe(arBefore);
  });

  it('--locale of the default locale keeps the other locale folders', async () => {
    const frBefore = await page('fr/docs/intro/index.html');
    const result = runCli(site, ['build', '--out', out, '--locale', 'en']);
    expect(result.status, result.stderr).toBe(0);
    expect(await page('docs/intro/index.html')).toContain('Overview');
    expect(await page('fr/docs/intro/index.html')).toBe(frBefore);
  });

  it('--locale of an unknown locale is an error listing the known ones', () => {
    const result = runCli(site, ['build', '--out', out, '--locale', 'xx']);
    expect(result.status).toBe(2);
    expect(result.stderr + result.stdout).toContain(
      '--locale xx: unknown locale; known locales: en, fr, ar, ja',
    );
  });

  it('a locale of the config that is not in the list is an error naming the line and the known ones', async () => {
    const config = path.join(site, 'docsgen.config.ts');
    const text = await readFile(config, 'utf8');
    const wrong = text.replace(
      "list: ['en', 'fr', 'ar', 'ja'],",
      "$&\n    direction: { ar: 'rtl', he: 'rtl' },",
    );
    expect(wrong).not.toBe(text);
    await writeFile(config, wrong);
    const before = await page('fr/docs/intro/index.html');
    const result = runCli(site, ['build', '--out', out]);
    expect(result.status).toBe(2);
    expect(result.stderr + result.stdout).toMatch(
      /docsgen\.config\.ts:\d+:\d+.*locales\.direction: unknown locale "he"; known locales: en, fr, ar, ja/,
    );
    expect(await page('fr/docs/intro/index.html')).toBe(before);
    await writeFile(config, text);
  });
});
