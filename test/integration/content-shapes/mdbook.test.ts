// The mdBook-style fixture: chapters in src/ with SUMMARY.md (mdBook's table of contents, excluded in the config),
// pages that start with `##` or `###`, images beside the chapters, no home page and no blog folder.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { expectedAssetPath, fixtureCopies, placed, textOf } from './helpers.ts';

const copies = fixtureCopies('shape-mdbook');
afterAll(() => copies.cleanup());

const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('an mdBook-style book', () => {
  it('builds with no diagnostics, without SUMMARY.md as a page and without a blog', async () => {
    const dir = await copies.copy();
    const result = await build({ cwd: dir, output: 'memory' });
    expect(placed(result.diagnostics)).toEqual([]);
    const files = [...result.memory!.files.keys()];
    const pages = files.filter((f) => f.endsWith('/index.html')).sort();
    expect(pages).toEqual([
      'book/a-before-you-start/index.html',
      'book/b-tools/index.html',
      // The docs root, which no page holds: a redirect to the first chapter.
      'book/index.html',
      'book/recipes/bread/index.html',
      'book/recipes/index.html',
      'search/index.html',
    ]);
    expect(textOf(result, 'book/index.html')).toContain('content="0; url=/book/a-before-you-start"');
    expect(files.filter((f) => f.startsWith('blog') || (f.endsWith('.xml') && f !== 'sitemap.xml'))).toEqual(
      [],
    );
    const page = textOf(result, 'book/b-tools/index.html');
    expect(page).not.toMatch(/href="\/blog/);
    expect(page).not.toContain('application/rss+xml');
    expect(textOf(result, 'sitemap.xml')).not.toContain('/blog');
  });

  it('sends / to the first doc with a static redirect page', async () => {
    const dir = await copies.copy();
    const result = await build({ cwd: dir, output: 'memory' });
    const home = textOf(result, 'index.html');
    expect(home).toMatch(/<meta http-equiv="refresh" content="0; ?url=\/book\/a-before-you-start"/);
    expect(home).toContain(
      '<link rel="canonical" href="https://kitchen.example.com/book/a-before-you-start"',
    );
    expect(home).toContain('href="/book/a-before-you-start"');
    expect(textOf(result, 'sitemap.xml')).not.toContain('<loc>https://kitchen.example.com/</loc>');
  });

  it('follows the config when it names a home', async () => {
    const dir = await copies.copy();
    const { editFile } = await import('../fixture-copies.ts');
    await editFile(dir, 'docsgen.config.ts', (t) =>
      t.replace("url: 'https", "home: '/book/recipes/bread',\n  url: 'https"),
    );
    const result = await build({ cwd: dir, output: 'memory' });
    expect(placed(result.diagnostics)).toEqual([]);
    expect(textOf(result, 'index.html')).toContain('href="/book/recipes/bread"');
  });

  it('reports a home that names no page, at its line in the config', async () => {
    const dir = await copies.copy();
    const { editFile } = await import('../fixture-copies.ts');
    await editFile(dir, 'docsgen.config.ts', (t) =>
      t.replace("url: 'https", "home: '/book/nope',\n  url: 'https"),
    );
    const result = await build({ cwd: dir, output: 'memory' });
    expect(placed(result.diagnostics)).toEqual(['warning broken-redirect docsgen.config.ts:7:10']);
  });

  it('takes titles from the first heading of any level', async () => {
    const dir = await copies.copy();
    const result = await build({ cwd: dir, output: 'memory' });
    expect(titleOf(textOf(result, 'book/a-before-you-start/index.html'))).toBe(
      'Before you start | The Small Kitchen',
    );
    expect(titleOf(textOf(result, 'book/b-tools/index.html'))).toBe('Tools | The Small Kitchen');
    expect(titleOf(textOf(result, 'book/recipes/index.html'))).toBe('Recipes | The Small Kitchen');
  });

  it('copies an image used on two pages once', async () => {
    const dir = await copies.copy();
    const result = await build({ cwd: dir, output: 'memory' });
    const kitchen = await expectedAssetPath(path.join(dir, 'src/images/kitchen.png'));
    const assets = [...result.memory!.files.keys()].filter((f) => f.startsWith('assets/files/'));
    expect(assets.filter((f) => f.startsWith('assets/files/kitchen.'))).toEqual([kitchen]);
    expect(textOf(result, 'book/a-before-you-start/index.html')).toContain(`src="/${kitchen}"`);
    expect(textOf(result, 'book/recipes/bread/index.html')).toContain(`src="/${kitchen}"`);
  });
});
