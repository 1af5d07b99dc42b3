// The chrome of a page (navbar, drawer, breadcrumbs, blog headers) writes no character beyond ASCII: a page with one
// becomes a two-byte string in V8, which takes several times longer to hash, encode and write (5,000 pages: 0.5 s of
// CPU). Only the site's own text may bring such characters in.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';

const site = path.resolve(import.meta.dirname, '../fixtures/site-mini');

describe('the pages of a site whose text is ASCII', () => {
  it('are ASCII, separators and arrows included', async () => {
    const result = await build({ cwd: site, output: 'memory' });
    expect(result.ok).toBe(true);
    const pages = [...result.memory!.files].filter(([file]) => file.endsWith('.html'));
    // The blog's post headers, a doc's breadcrumbs and the drawer's back button are among them.
    const html = (file: string) => Buffer.from(result.memory!.files.get(file)!).toString('utf8');
    expect(html('blog/index.html')).toContain('<span aria-hidden="true"> &middot; </span>');
    expect(html('docs/guide/first/index.html')).toContain('&rsaquo;</span>');
    expect(html('docs/guide/first/index.html')).toContain('&larr; </span>Back to main menu');
    const beyond = pages
      .map(([file, contents]) => [file, /[^\x00-\x7f]/.exec(Buffer.from(contents).toString('utf8'))?.[0]])
      .filter(([, found]) => found !== undefined);
    expect(beyond).toEqual([]);
  });
});
