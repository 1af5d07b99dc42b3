// html-validate on every rendered page kind: zero errors.
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

describe('html-validate', { timeout: 30_000 }, () => {
  const site = useSite(startSiteUnderTest);

  it.each(KINDS)('the %s page is valid HTML', async (kind) => {
    const response = await fetch(site().url(kind));
    expect(response.status).toBe(kind === 'not-found' ? 404 : 200);
    expect(await htmlErrors(await response.text(), site().paths[kind])).toEqual([]);
  });
});
