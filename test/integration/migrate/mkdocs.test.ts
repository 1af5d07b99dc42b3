// `docsgen migrate` on an MkDocs Material site (test/fixtures/site-mkdocs-material): the config it writes builds the
// docs folder where it is with 0 errors, the sidebar in the order of `nav`, the blog from the blog plugin's folders,
// and Material's markdown rendered (admonitions, collapsible blocks, tabs, attribute lists, icons, MkDocs anchors).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCopier, htmlFiles, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('site-mkdocs-material');
afterAll(() => copier.removeAll());

describe('docsgen migrate of an MkDocs Material site', () => {
  it('writes a config that builds with no errors and keeps what made it that site', async () => {
    const { site } = await copier.copy();
    const migrated = runCli(site, ['migrate', '.']);
    expect(migrated.stderr).toBe('');
    expect(migrated.status).toBe(0);
    expect(migrated.stdout).toContain('Wrote docsgen.config.ts from mkdocs.yml.');
    expect(migrated.stdout).toContain(
      'mkdocs.yml: markdown_extensions: md_in_html (markdown inside an HTML block renders',
    );
    const config = await readFile(path.join(site, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("markdown: { html: true, dialect: 'mkdocs' }");

    const built = runCli(site, ['build']);
    expect(built.status, built.stdout + built.stderr).toBe(0);
    const output = built.stdout + built.stderr;
    const diagnostics = output.match(/^\S+:\d+:\d+ {2}\w+ {2}[\w-]+/gm) ?? [];
    expect(diagnostics).toEqual([]);
    expect(output).not.toMatch(/\d+ (errors|warnings)/);

    const pages = await htmlFiles(path.join(site, 'build'));
    const home = pages.get('index.html')!;
    expect(home).toContain('<a href="/handbook/guide/" class="md-button md-button--primary">');
    expect(home).toContain('<div class="admonition admonition-tip mkdocs-tip" role="note">');
    expect(home).toContain('👋');
    // Material's icon shortcodes are the icons of its sets, inline.
    expect(home).toMatch(
      /<span class="twemoji" data-icon="fontawesome-brands-github"><svg [^>]*viewBox="0 0 496 512"/,
    );
    // The sidebar in nav's order, with its titles; the Guide section opens on guide/index.md.
    const sidebar = /<nav class="sidebar menu"[\s\S]*?<\/nav>/.exec(home)![0];
    const labels = [...sidebar.matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(labels).toEqual([
      'Home',
      'Guide',
      'Trimming wicks',
      'Choosing oil',
      'Reference',
      'Signals',
      'Blog',
      'Society website',
    ]);
    expect(sidebar).toContain('<a class="menu__link menu__link--sublist" href="/handbook/guide/">Guide</a>');

    const guide = pages.get('guide/index.html')!;
    expect(guide).toContain(
      '<details class="details admonition admonition-info mkdocs-info"><summary>Why a round?',
    );
    expect(guide).toContain('<details class="details admonition admonition-warning mkdocs-warning" open>');
    const wicks = pages.get('guide/wicks/index.html')!;
    expect(wicks).toContain('id="wick-length-shape"');
    expect(wicks).toContain('<h2 class="compact" id="tools">');
    expect(wicks).toContain('role="tablist"');
    expect(wicks).toContain('id="fn:corners"');
    expect(wicks).toContain('<span class="keys"><kbd>Ctrl</kbd><span>+</span><kbd>S</kbd></span>');
    // `../../img/tower.svg` from guide/wicks/, as MkDocs serves the page.
    expect(wicks).toMatch(
      /<img src="\/handbook\/assets\/files\/tower\.[0-9a-f]+\.svg" alt="Tower" width="40">/,
    );
    const signals = pages.get('reference/signals/index.html')!;
    expect(signals).toContain('id="short-long-steady_1"');
    expect(signals).toContain('<p class="signal-pattern">');

    const post = pages.get('blog/winter-oil-stock/index.html')!;
    expect(post).toContain('Maren Holt');
    expect(post).toContain('2026-01-12');
    expect(pages.has('blog/tags/supplies/index.html')).toBe(true);
    expect(pages.has('old-wicks/index.html')).toBe(true);
  });
});
