// Builds the site-extensions fixture (markdown-it plugins from npm and a local one, a plugin with every hook) and
// checks each extension point in the output, and what a failing hook or a wrong plugin config does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';
import { copyFixture, editConfig, htmlFiles, removeCopies, runCli, searchSections } from './fixture.ts';

afterAll(removeCopies);

/** The route a page file stands for: `docs/intro/index.html` → `/docs/intro`, `404.html` → `/404`. */
const routeOfFile = (file: string): string =>
  `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;

/** Adds a plugin (its source text) after the fixture's own. */
const addPlugin = (source: string) => (text: string) =>
  text.replace(
    "plugins: [fieldNotes({ observer: 'R. Okafor' })]",
    `plugins: [fieldNotes({ observer: 'R. Okafor' }), ${source}]`,
  );

describe('the site-extensions fixture', async () => {
  const { dir, site } = await copyFixture();
  const outDir = path.join(dir, 'out');
  const result = await build({ cwd: site, outDir });
  const pages = await htmlFiles(outDir);
  const page = (file: string): string => {
    const html = pages.get(file);
    if (html === undefined) throw new Error(`no ${file} in the output`);
    return html;
  };

  it('builds without a diagnostic (the link to the plugin page resolves)', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(page('docs/intro/index.html')).toContain('<a href="/field-log">field log</a>');
  });

  it('renders footnotes, definition lists and the local plugin with its options', () => {
    const intro = page('docs/intro/index.html');
    expect(intro).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(intro).toMatch(
      /<li id="fn2" class="footnote-item"><p>Bladder wrack is slippery even when it looks dry\./,
    );
    expect(intro).toContain('Visit at low water in late spring, when');
    expect(intro).not.toContain('{{season}}');
    const glossary = page('docs/glossary/index.html');
    expect(glossary).toMatch(
      /<dl>\s*<dt>Holdfast<\/dt>\s*<dd>The root-like grip that keeps a seaweed on its rock\.<\/dd>/,
    );
  });

  it("applies a plugin's extendMarkdown after docsgen's rules", () => {
    expect(page('docs/intro/index.html')).toContain('<em class="species">Patella vulgata</em>');
  });

  it('puts the footnotes and the definitions in the search text of their page', async () => {
    const sections = await searchSections(outDir);
    const footnote = sections.find((s) =>
      s.text.includes('Bladder wrack is slippery even when it looks dry.'),
    );
    expect(footnote?.href).toBe('/docs/intro');
    const definition = sections.find((s) => s.text.includes('Holdfast The root-like grip'));
    expect(definition?.href).toBe('/docs/glossary');
  });

  it("renders the plugin's route with its component inside the site's layout", () => {
    const log = page('field-log/index.html');
    expect(log).toContain('<title>Field log | Tide Pools</title>');
    expect(log).toContain('<meta name="description" content="Every note of the site"/>');
    expect(log).toContain('<h1 class="doc__title">Field log</h1>');
    // The component got the site's pages through routes(site).
    expect(log).toContain(
      'Kept by <strong>R. Okafor</strong>: 2 notes so far.</p><ul><li><a href="/docs/intro">Reading a tide pool</a></li><li><a href="/docs/glossary">Glossary</a></li></ul>',
    );
    // The same chrome as the site's own pages: stylesheet, navbar items (the locale menu links to the page itself) and
    // footer.
    const chromeOf = (html: string) => [
      /<link rel="stylesheet"[^>]*>/.exec(html)?.[0],
      /<div class="navbar__items">[\s\S]*?<div class="navbar__items navbar__items--right">/
        .exec(html)?.[0]
        ?.replace(' navbar__link--active', ''),
      /<footer[\s\S]*<\/footer>/.exec(html)?.[0],
    ];
    const own = chromeOf(page('docs/intro/index.html'));
    expect(own.every((part) => part !== undefined)).toBe(true);
    expect(chromeOf(log)).toEqual(own);
    // Its own navbar item is the active one.
    expect(log).toContain(
      '<a class="navbar__item navbar__link navbar__link--active" href="/field-log">Log</a>',
    );
  });

  it('lists the plugin route in the sitemap', async () => {
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://tidepools.example.org/field-log</loc>');
  });

  it("applies transformHtml to every page, with the page's route", () => {
    expect(pages.size).toBe(result.pageCount);
    for (const [file, html] of pages) expect(html).toContain(`<body data-field-notes="${routeOfFile(file)}"`);
  });

  it('runs postBuild after the output is in place, and keeps the file it writes', async () => {
    const summary = JSON.parse(await readFile(path.join(outDir, 'field-notes.json'), 'utf8'));
    expect(summary).toEqual({ observer: 'R. Okafor', pages: result.pageCount });
  });

  it('writes the same pages again on the next build (none taken from the last build untransformed)', async () => {
    const again = await build({ cwd: site, outDir });
    expect(again.ok).toBe(true);
    expect(again.pageStats?.reused).toBe(0);
    expect(await htmlFiles(outDir)).toEqual(pages);
  });
});

describe('serve', () => {
  it('renders plugin routes and applies transformHtml when a page is asked for', async () => {
    const { site } = await copyFixture();
    const result = await build({ cwd: site, output: 'lazy' });
    expect(result.ok).toBe(true);
    const log = String(result.lazy?.get('field-log/index.html'));
    expect(log).toContain('Kept by <strong>R. Okafor</strong>: 2 notes so far.');
    expect(log).toContain('<body data-field-notes="/field-log"');
    const intro = String(result.lazy?.get('docs/intro/index.html'));
    expect(intro).toContain('<sup class="footnote-ref">');
    expect(intro).toContain('<body data-field-notes="/docs/intro"');
  });
});

describe('a plugin that fails', () => {
  it('in routes(): the build fails with exit 1, naming the plugin and the hook, and the old output stays', async () => {
    const { dir, site } = await copyFixture();
    const outDir = path.join(dir, 'out');
    expect(runCli(site, ['build', '--quiet', '--out', outDir]).status).toBe(0);
    const before = await htmlFiles(outDir);
    await editConfig(
      site,
      addPlugin("{ name: 'tide-table', routes() { throw new Error('no tide table for this harbour'); } }"),
    );
    const failed = runCli(site, ['build', '--out', outDir]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('plugin "tide-table" failed in routes(): no tide table for this harbour');
    expect(failed.stderr).toContain('the previous output was left as it was');
    expect(await htmlFiles(outDir)).toEqual(before);
  });

  it('in transformHtml(): the build fails, naming the plugin, the hook and the page, and the old output stays', async () => {
    const { dir, site } = await copyFixture();
    const outDir = path.join(dir, 'out');
    expect((await build({ cwd: site, outDir })).ok).toBe(true);
    const before = await htmlFiles(outDir);
    await editConfig(
      site,
      addPlugin(
        "{ name: 'shouter', transformHtml: (html: string, route: string) => { if (route === '/docs/glossary') throw new Error('too quiet'); return html.toUpperCase(); } }",
      ),
    );
    const result = await build({ cwd: site, outDir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.severity} ${d.file} ${d.message}`)).toEqual([
      'error docsgen.config.ts plugin "shouter" failed in transformHtml(): /docs/glossary: too quiet',
    ]);
    expect(await htmlFiles(outDir)).toEqual(before);
  });

  it('in postBuild(): the build fails, naming the plugin, though its new output is in place', async () => {
    const { dir, site } = await copyFixture();
    const outDir = path.join(dir, 'out');
    await editConfig(
      site,
      addPlugin("{ name: 'uploader', postBuild() { throw new Error('the harbour server is down'); } }"),
    );
    const result = await build({ cwd: site, outDir });
    expect(result.ok).toBe(false);
    expect(result.committed).toBe(true);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'plugin "uploader" failed in postBuild(): the harbour server is down',
    ]);
    // The plugins before it ran.
    expect(JSON.parse(await readFile(path.join(outDir, 'field-notes.json'), 'utf8')).observer).toBe(
      'R. Okafor',
    );
  });

  it('in extendMarkdown(): the build stops with exit 1, naming the plugin and the hook', async () => {
    const { site } = await copyFixture();
    await editConfig(
      site,
      addPlugin("{ name: 'tables', extendMarkdown() { throw new Error('no such rule'); } }"),
    );
    const error = await build({ cwd: site, output: 'memory' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).exitCode).toBe(1);
    expect((error as DiagnosticError).diagnostics.map((d) => d.message)).toEqual([
      'plugin "tables" failed in extendMarkdown(): no such rule',
    ]);
  });
});

describe('the plugin route and the link checks', () => {
  it('docsgen check knows the route: the fixture checks without a warning', async () => {
    const { site } = await copyFixture();
    const checked = runCli(site, ['check']);
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain('no problems');
  });

  it('reports the links to the route as broken once no plugin adds it', async () => {
    const { site } = await copyFixture();
    await editConfig(site, (text) => text.replace("plugins: [fieldNotes({ observer: 'R. Okafor' })],", ''));
    const result = await build({ cwd: site, output: 'memory' });
    // The markdown link, and the navbar's link in the config.
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}`).sort()).toEqual([
      'broken-link content/docs/01-intro.md',
      'broken-link docsgen.config.ts',
    ]);
  });
});

describe('a wrong plugin config', () => {
  it('is a config error (exit 2) naming the markdown.plugins index and the plugin without a name', async () => {
    const { site } = await copyFixture();
    await editConfig(site, (text) =>
      addPlugin('{ routes: () => [] }')(text).replace(
        'plugins: [footnote, [deflist]',
        "plugins: [footnote, 'deflist'",
      ),
    );
    const failed = runCli(site, ['build']);
    expect(failed.status).toBe(2);
    expect(failed.stderr).toMatch(
      /docsgen\.config\.ts:\d+:\d+ .*config field markdown\.plugins\[1\]: expected a markdown-it plugin: a function, or \[function, options\]/,
    );
    expect(failed.stderr).toMatch(/config field plugins\[1\]\.name: expected the plugin's name \(text\)/);
  });
});
