// The config's extension points on a built site: head tags (config and front matter), custom CSS in the hashed
// stylesheet, and redirect pages (their HTML, and that nothing else lists them).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import type { MemoryWriter } from '../../src/output/memory.ts';
import { htmlErrors } from '../e2e/harness/page-checks.ts';
import { fixtureFiles } from '../fixture-files.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site-mini');
const temps: string[] = [];
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))));

/** Copies the mini fixture, inserts `fields` into its config and writes `files`. */
async function variant(fields: string, files: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-ext-'));
  temps.push(dir);
  await cp(fixture, dir, { recursive: true, filter: fixtureFiles });
  const configFile = path.join(dir, 'docsgen.config.ts');
  const config = await readFile(configFile, 'utf8');
  await writeFile(configFile, config.replace(/\n\}\);\n$/, `\n${fields}\n});\n`));
  for (const [rel, text] of Object.entries(files)) await writeFile(path.join(dir, rel), text);
  return dir;
}

async function buildMemory(dir: string): Promise<MemoryWriter> {
  const result = await build({ cwd: dir, output: 'memory' });
  expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  expect(result.ok).toBe(true);
  return result.memory!;
}

const page = (out: MemoryWriter, file: string): string => {
  const html = out.text(file);
  if (html === undefined) throw new Error(`no ${file} in the output`);
  return html;
};
const headOf = (html: string): string => html.slice(html.indexOf('<head>'), html.indexOf('</head>') + 7);

describe('head tags', () => {
  const fields = `  head: [
    { tag: 'meta', attributes: { name: 'site-verification', content: 'a"b<c' } },
    { tag: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com', crossorigin: 'anonymous' } },
    { tag: 'script', attributes: { src: '/js/stats.js', defer: true } },
  ],`;
  const docWithHead = `---
title: First page
description: The first page of the guide.
head:
  - tag: meta
    attributes: { http-equiv: x-page-tag, content: first }
---

Read the [terms](./02-Terms&Conditions.md#use), the [terms again](/docs/guide/Terms%26Conditions) and [this part](#details).

![A picture](/img/pic.svg)

## Details

Some text.

### Deeper

More text.
`;

  it('writes the config tags on every page, then the page own, after docsgen own tags, escaped', async () => {
    const dir = await variant(fields, { 'content/docs/guide/01-first.md': docWithHead });
    const out = await buildMemory(dir);
    // React writes a head's meta and link tags before its scripts: the site's meta and link tags follow docsgen's own
    // (the last of which is twitter:image here), and the site's script follows docsgen's scripts.
    const configMetaLink =
      '<meta property="og:image" content="https://mini.example.com/img/pic.svg"/>' +
      '<meta name="twitter:card" content="summary_large_image"/>' +
      '<meta name="twitter:image" content="https://mini.example.com/img/pic.svg"/>' +
      '<meta name="site-verification" content="a&quot;b&lt;c"/>' +
      '<link rel="preconnect" href="https://cdn.example.com" crossorigin="anonymous"/>';
    const script = '<script src="/js/stats.js" defer=""></script>';
    const doc = headOf(page(out, 'docs/guide/first/index.html'));
    expect(doc).toContain(`${configMetaLink}<meta http-equiv="x-page-tag" content="first"/><script>`);
    expect(doc.endsWith(`</script>${script}</head>`)).toBe(true);
    expect(doc.indexOf('type="application/ld+json"')).toBeLessThan(doc.indexOf(script));
    expect(await htmlErrors(page(out, 'docs/guide/first/index.html'), 'doc with head tags')).toEqual([]);
    for (const file of [
      'index.html',
      '404.html',
      'search/index.html',
      'blog/index.html',
      'docs/guide/Terms&Conditions/index.html',
    ]) {
      const head = headOf(page(out, file));
      expect(head, file).toContain(
        '<meta name="site-verification" content="a&quot;b&lt;c"/><link rel="preconnect" href="https://cdn.example.com" crossorigin="anonymous"/><script>',
      );
      expect(head.endsWith(`</script>${script}</head>`), file).toBe(true);
      // The front matter's tag is the first doc's own.
      expect(head, file).not.toContain('x-page-tag');
    }
  });

  it('fails the build with the key and line of an inline script in front matter', async () => {
    const dir = await variant('', {
      'content/docs/guide/01-first.md':
        '---\ntitle: First\nhead:\n  - tag: script\n    attributes: {}\n---\n\nText.\n',
    });
    const result = await build({ cwd: dir, output: 'memory' });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}`)).toContain(
      'error frontmatter-invalid content/docs/guide/01-first.md:3',
    );
  });
});

describe('theme.customCss', () => {
  const stylesheetOf = (out: MemoryWriter): { path: string; css: string } => {
    const href = /<link rel="stylesheet" href="\/([^"]+)"/.exec(page(out, 'index.html'))?.[1];
    if (!href) throw new Error('no stylesheet link');
    return { path: href, css: page(out, href) };
  };

  it('appends the files after the theme in the one hashed stylesheet, whose name follows their contents', async () => {
    const plain = stylesheetOf(await buildMemory(await variant('')));
    const fields = "  theme: { customCss: ['theme/brand.css', 'theme/more.css'] },";
    const files = {
      'theme/brand.css': ':root {\n  --c-brand: #123456;\n}\n',
      'theme/more.css': '.footer { margin: 0 }\n',
    };
    const { mkdir } = await import('node:fs/promises');
    const dir = await variant(fields);
    await mkdir(path.join(dir, 'theme'));
    for (const [rel, text] of Object.entries(files)) await writeFile(path.join(dir, rel), text);

    const out = await buildMemory(dir);
    const custom = stylesheetOf(out);
    expect(custom.css.startsWith(plain.css)).toBe(true);
    const added = custom.css.slice(plain.css.length);
    expect(added.indexOf('--c-brand: #123456')).toBeGreaterThan(-1);
    expect(added.indexOf('--c-brand: #123456')).toBeLessThan(added.indexOf('.footer{margin:0}'));
    expect(custom.path).toMatch(/^assets\/css\/styles\.[0-9a-f]{10}\.css$/);
    expect(custom.path).not.toBe(plain.path);
    // The theme's own stylesheet is not written beside it: pages load one stylesheet.
    expect([...out.files.keys()].filter((f) => f.startsWith('assets/css/'))).toEqual([custom.path]);
    expect(page(out, 'docs/guide/first/index.html')).toContain(`href="/${custom.path}"`);

    await writeFile(path.join(dir, 'theme/more.css'), '.footer { margin: 1px }\n');
    const changed = stylesheetOf(await buildMemory(dir));
    expect(changed.path).not.toBe(custom.path);
    expect(changed.css).toContain('.footer{margin:1px}');
  });
});

describe('redirects', () => {
  const fields = `  redirects: [
    { from: '/docs/old-first', to: '/docs/guide/first#details' },
    { from: '/chat/', to: 'https://chat.example.com/join?x=1&y=2' },
  ],`;

  it('writes a page at each from with a refresh, a canonical link, noindex and a visible link', async () => {
    const out = await buildMemory(await variant(fields));
    expect(page(out, 'docs/old-first/index.html')).toBe(
      '<!doctype html><html lang="en" dir="ltr"><head><meta charSet="utf-8"/><title>Page moved | Mini</title>' +
        '<meta http-equiv="refresh" content="0; url=/docs/guide/first#details"/><meta name="robots" content="noindex"/>' +
        '<link rel="canonical" href="https://mini.example.com/docs/guide/first"/></head>' +
        '<body><p>This page has moved to <a href="/docs/guide/first#details">/docs/guide/first#details</a>.</p></body></html>',
    );
    expect(await htmlErrors(page(out, 'docs/old-first/index.html'), 'redirect')).toEqual([]);
    const chat = page(out, 'chat/index.html');
    expect(chat).toContain(
      '<meta http-equiv="refresh" content="0; url=https://chat.example.com/join?x=1&amp;y=2"/>',
    );
    expect(chat).toContain('<link rel="canonical" href="https://chat.example.com/join?x=1&amp;y=2"/>');
  });

  it('lists the redirects nowhere else: not in the sitemap, the search index or the sidebars', async () => {
    const out = await buildMemory(await variant(fields));
    const sitemap = page(out, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://mini.example.com/docs/guide/first</loc>');
    expect(sitemap).not.toContain('old-first');
    expect(sitemap).not.toContain('/chat');
    const text = [...out.files].filter(([f]) => f.startsWith('assets/search/') || f.endsWith('.html'));
    for (const [file, contents] of text) {
      if (file === 'docs/old-first/index.html' || file === 'chat/index.html') continue;
      expect(String(contents), file).not.toContain('old-first');
    }
  });
});
