// html-validate on every rendered page kind, and on every page of the real build: zero errors.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSiteUnderTest, PAGE_KINDS } from '../harness/site.ts';
import { htmlFiles } from '../harness/html-files.ts';
import { htmlErrors } from '../harness/page-checks.ts';
import { useSite } from '../harness/suite.ts';

describe('html-validate', { timeout: 30_000 }, () => {
  const site = useSite(startSiteUnderTest);

  it.each(PAGE_KINDS)('the %s page is valid HTML', async (kind) => {
    const response = await fetch(site().url(kind));
    expect(response.status).toBe(kind === 'not-found' ? 404 : 200);
    expect(await htmlErrors(await response.text(), site().paths[kind])).toEqual([]);
  });

  it('every built page is valid HTML', { timeout: 180_000 }, async (context) => {
    if (site().sample) context.skip('the sample site has only the page kinds above');
    const files = await htmlFiles(site().dir);
    expect(files.length).toBeGreaterThan(PAGE_KINDS.length);
    const errors: string[] = [];
    for (const file of files)
      errors.push(...(await htmlErrors(await readFile(join(site().dir, file), 'utf8'), file)));
    expect(errors).toEqual([]);
  });
});
