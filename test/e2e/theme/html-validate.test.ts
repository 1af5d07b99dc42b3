// html-validate on every rendered page kind, and on every page of the real build: zero errors.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSiteUnderTest, type PageKind } from '../harness/site.ts';
import { htmlErrors } from '../harness/page-checks.ts';
import { useSite } from '../harness/suite.ts';

const KINDS: PageKind[] = [
  'home',
  'doc',
  'category',
  'page',
  'blog-list',
  'blog-post',
  'blog-tags',
  'blog-authors',
  'blog-archive',
  'search',
  'not-found',
];

/** Every `.html` file under `dir`, as paths relative to it. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('html-validate', { timeout: 30_000 }, () => {
  const site = useSite(startSiteUnderTest);

  it.each(KINDS)('the %s page is valid HTML', async (kind) => {
    const response = await fetch(site().url(kind));
    expect(response.status).toBe(kind === 'not-found' ? 404 : 200);
    expect(await htmlErrors(await response.text(), site().paths[kind])).toEqual([]);
  });

  it('every built page is valid HTML', { timeout: 180_000 }, async (context) => {
    if (site().sample) context.skip('the sample site has only the page kinds above');
    const files = await htmlFiles(site().dir);
    expect(files.length).toBeGreaterThan(KINDS.length);
    const errors: string[] = [];
    for (const file of files)
      errors.push(...(await htmlErrors(await readFile(join(site().dir, file), 'utf8'), file)));
    expect(errors).toEqual([]);
  });
});
