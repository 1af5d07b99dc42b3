// `docsgen migrate` on a VitePress site (test/fixtures/site-vitepress): English under en/ rewritten to the root, a
// Dutch locale, per-path sidebars, snippet imports and code notation; the config it writes builds with 0 errors.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCopier, htmlFiles, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('site-vitepress');
afterAll(() => copier.removeAll());

describe('docsgen migrate of a VitePress site', () => {
  it('writes a config that builds the site as VitePress shows it', async () => {
    const { site } = await copier.copy();
    const migrated = runCli(site, ['migrate', '.']);
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('docs/nl/ → docs/i18n/nl/en/ (2 files)');
    const config = await readFile(path.join(site, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("markdown: { html: true, dialect: 'vitepress' }");

    const built = runCli(site, ['build']);
    const output = built.stdout + built.stderr;
    expect(built.status, output).toBe(0);
    expect(output.match(/^\S+:\d+:\d+ {2}\w+ {2}[\w-]+/gm)).toEqual([
      'docs/en/guide/snippets.md:3:1  warning  markdown-vue-component',
      'docs/en/guide/snippets.md:15:1  warning  markdown-vue-component',
      'docs/en/reference/format.md:3:34  warning  markdown-vue-expression',
    ]);
    const pages = await htmlFiles(path.join(site, 'build'));
    const home = pages.get('index.html')!;
    expect(home).toMatch(/<h1[^>]*>Ferry Timetable<\/h1>/);
    expect(home).toContain('href="/ferry/guide"');

    const overview = pages.get('guide.html')!;
    const sidebar = /<nav class="sidebar menu"[\s\S]*?<\/nav>/.exec(overview)![0];
    const labels = [...sidebar.matchAll(/class="menu__[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(labels).toEqual(['Start', 'Overview', 'Reading times', 'Extras', 'Snippets']);
    expect(overview).toContain('<span class="badge badge--tip">new</span>');
    expect(overview).toContain('Before you sail');
    expect(overview).toContain('<details class="details">');

    const reading = pages.get('guide/reading.html')!;
    expect(reading).toContain('<span class="line highlighted focused" data-line="2">');
    expect(reading).toContain('<span class="line diff remove" data-line="3">');
    expect(reading).toContain('<span class="line diff add" data-line="4">');
    expect(reading).not.toContain('[!code');
    expect(reading).toContain('<div class="v-pre">');

    const snippets = pages.get('guide/snippets.html')!;
    expect(snippets).toContain('<span class="tok-title">nextDeparture</span>');
    // The region's lines only (VitePress keeps the markers of a file imported whole).
    const region = snippets.slice(
      snippets.indexOf('<p>The next boat'),
      snippets.indexOf('<p>The whole file'),
    );
    expect(region).toContain('<span class="line highlighted">  <span class="tok-keyword">return</span>');
    expect(region).not.toContain('#region');
    expect(region).not.toContain('FIRST');
    expect(snippets).not.toContain('&lt;&lt;&lt;');
    expect(snippets).not.toContain('import TideChart');

    const dutch = pages.get('nl/guide.html')!;
    expect(dutch).toContain('Overzicht');
    expect(dutch).toContain('lang="nl"');
  });
});
