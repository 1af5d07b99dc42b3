// `docsgen migrate` on an mdBook book (test/fixtures/mdbook-site): book.toml and SUMMARY.md with a prefix chapter,
// two parts, nested chapters, a draft, separators and suffix chapters; includes by line range and anchor, Rust blocks
// with hidden lines, {{#title}} and redirects. The config it writes builds with no diagnostics, as mdBook lays it out.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editFile, fixtureCopier, htmlFiles, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('mdbook-site');
afterAll(() => copier.removeAll());

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
const codesIn = (html: string): string[] =>
  [...html.matchAll(/<pre[^>]*><code>([\s\S]*?)<\/code>/g)].map((m) => textOf(m[1]!));

describe('docsgen migrate of an mdBook book', () => {
  it('writes a config that builds the book as mdBook lays it out', async () => {
    const { site } = await copier.copy();
    const migrated = runCli(site, ['migrate', '.']);
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('src/SUMMARY.md:11: draft chapter "Descaling"');
    const built = runCli(site, ['build']);
    const output = built.stdout + built.stderr;
    expect(built.status, output).toBe(0);
    expect(output).not.toMatch(/warning|error/);

    const pages = await htmlFiles(path.join(site, 'book'));
    // mdBook's addresses: `x.md` → `x.html`; README.md's page and a stripped number prefix keep theirs by a redirect.
    for (const file of [
      'foreword.html',
      'first-brew.html',
      'brewing/listings.html',
      'install/workbench.html',
    ])
      expect(pages.has(file), file).toBe(true);
    expect(pages.get('install/index.html')).toContain('url=/kettle/install"');
    expect(pages.get('02-glossary.html')).toContain('url=/kettle/glossary"');
    expect(pages.get('brewing/old-steeping.html')).toContain('/kettle/brewing/steeping#timing');
    expect(pages.has('unlisted.html')).toBe(false);
    expect(pages.has('shared/tip.html')).toBe(false);
    expect(existsSync(path.join(site, 'book/brewing/pot.svg'))).toBe(true);

    const first = pages.get('first-brew.html')!;
    const sidebar = /<nav class="sidebar menu"[\s\S]*?<\/nav>/.exec(first)![0];
    const entries = [
      ...sidebar.matchAll(/<(?:a|span)[^>]*class="(?:menu__link[^"]*|sidebar-draft)"[^>]*>([^<]+)</g),
    ];
    expect(entries.map((m) => m[1])).toEqual([
      'Foreword',
      'Getting started',
      '1. Installing the kettle',
      '1.1. On a workbench',
      '1.2. Descaling',
      '2. First brew',
      'Brewing',
      '3. Steeping',
      '3.1. Timing tables',
      '3.1.1. Green teas',
      '4. Listings',
      'Glossary',
      'Colophon',
    ]);
    expect(sidebar.match(/<hr class="sidebar-separator">/g)).toHaveLength(2);
    expect(codesIn(first)[0]).toBe(
      'let mut kettle = Kettle::filled(1.2);\nkettle.boil();\n# this line starts with one hash sign',
    );
    expect(first).toContain('a kettle costs $20 and a cup $3');
    expect(first).toContain('href="https://git.example.org/kettle/book/edit/main/src/first-brew.md"');

    const listings = pages.get('brewing/listings.html')!;
    expect(listings).toContain('<title>Kettle listings | The Kettle Book</title>');
    const codes = codesIn(listings);
    expect(codes.slice(0, 5)).toEqual([
      'pub struct Kettle {\n    litres: f32,\n}',
      'use std::time::Duration;',
      'use std::time::Duration;\n',
      'pub fn steep() -> Duration {\n    Duration::from_secs(240)\n}',
      'impl Kettle {\n    pub fn pour(&mut self, cup: f32) -> f32 {\n        self.litres -= cup;\n        cup\n    }\n}',
    ]);
    expect(codes[5]).toBe(codes[4]);
    expect(codes[6]).toContain('pub struct Kettle');
    expect(codes.join('\n')).not.toContain('ANCHOR');
    expect(textOf(listings)).toContain('Written as is: {{#include ../../listings/brew.rs}}');

    // The page's markdown twin holds what the includes put in, as the page shows it.
    const twin = await readFile(path.join(site, 'book/brewing/listings.md'), 'utf8');
    expect(twin).toContain('```rust\npub struct Kettle {\n    litres: f32,\n}\n```');
    expect(twin).not.toMatch(/\{\{#(include \S+:|rustdoc_include|playground|title) /);
    expect(twin).toContain('Written as is: {{#include ../../listings/brew.rs}}');

    const steeping = pages.get('brewing/steeping.html')!;
    expect(steeping).toContain('<blockquote>\n<p><strong>Tip:</strong> warm the pot first.</p>');
    expect(pages.get('install/workbench.html')).toContain('<div class="mermaid-diagram" data-mermaid>');
    const config = await readFile(path.join(site, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("theme: { customCss: ['css/steam.css'] }");
  });

  it('fails the build on a missing include, at its line and column', async () => {
    const { site } = await copier.copy();
    expect(runCli(site, ['migrate', '.']).status).toBe(0);
    await editFile(site, 'src/colophon.md', (t) => `${t}\nSee {{#include ../listings/none.rs:2}}.\n`);
    await editFile(site, 'src/foreword.md', (t) => `${t}\n{{#include ../../outside.md}}\n`);
    const built = runCli(site, ['build']);
    expect(built.status).not.toBe(0);
    const output = built.stdout + built.stderr;
    expect(output.match(/^\S+:\d+:\d+ {2}\w+ {2}[\w-]+/gm)).toEqual([
      'src/colophon.md:5:5  error  markdown-missing-include',
      'src/foreword.md:6:1  error  markdown-missing-include',
    ]);
    expect(output).toContain("../../outside.md is outside the site's folder");
  });
});
