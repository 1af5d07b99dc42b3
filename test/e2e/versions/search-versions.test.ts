// The search page of the site-versions fixture in real Chromium: a query finds the pages of the version being read
// only, until the reader ticks "All versions"; then the other versions' pages come too, each with its version shown.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startVersionedSite } from './versioned-site.ts';
import { watchConsole } from '../harness/page-checks.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const RESULTS = '[data-search-results]';
const ALL_VERSIONS = '[data-search-page-all-versions]';

/** Each result's path and the version it shows ('' when it shows none), once the results for `query` are in. */
async function results(page: Page, query: string): Promise<{ path: string; version: string }[]> {
  await page.waitForFunction(
    (q) => document.querySelector('[data-search-count]')?.textContent?.includes(`"${q}"`) ?? false,
    query,
  );
  return page.locator(`${RESULTS} .search-page__link`).evaluateAll((links) =>
    links.map((link) => ({
      path: new URL((link as HTMLAnchorElement).href).pathname,
      version: link.querySelector('[data-search-version]')?.textContent ?? '',
    })),
  );
}

const pathsOf = (list: { path: string }[]): string[] => [...new Set(list.map((r) => r.path))].sort();

describe.skipIf(!HAS_CHROMIUM)('the search page across docs versions', () => {
  const browser = useBrowser();
  const site = useSite(startVersionedSite, 120_000);

  it('finds the version read only, and every version with "All versions", each result naming its version', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const log = watchConsole(page);
    await page.goto(`${site().origin}/search?q=setup`);
    // The version read by default is the last one (2.0, at /docs/).
    const own = await results(page, 'setup');
    expect(pathsOf(own)).toEqual(['/docs/guide/setup', '/docs/intro']);
    expect(own.every((r) => r.version === '')).toBe(true);
    expect(await page.locator(ALL_VERSIONS).isChecked()).toBe(false);

    await page.locator(ALL_VERSIONS).check();
    await page.waitForSelector(`${RESULTS} [data-search-version]`);
    const every = await results(page, 'setup');
    expect(pathsOf(every)).toEqual([
      '/docs/1.0/legacy',
      '/docs/guide/setup',
      '/docs/intro',
      '/docs/next/guide/setup',
      '/docs/next/intro',
    ]);
    const versionOf = (path: string) => every.find((r) => r.path === path)?.version;
    expect(versionOf('/docs/1.0/legacy')).toBe('1.0 (old)');
    expect(versionOf('/docs/next/guide/setup')).toBe('Next');
    expect(versionOf('/docs/guide/setup')).toBe('2.0');
    // The choice is in the URL: a reload keeps it.
    expect(new URL(page.url()).searchParams.get('allVersions')).toBe('1');
    await page.reload();
    // The search page's part of the script loads after the page, then reads the URL.
    await expect.poll(() => page.locator(ALL_VERSIONS).isChecked()).toBe(true);
    expect(pathsOf(await results(page, 'setup'))).toEqual(pathsOf(every));

    // Unticked, the results are the version read again.
    await page.locator(ALL_VERSIONS).uncheck();
    await expect.poll(() => page.locator(`${RESULTS} [data-search-version]`).count()).toBe(0);
    expect(pathsOf(await results(page, 'setup'))).toEqual(['/docs/guide/setup', '/docs/intro']);
    expect(new URL(page.url()).searchParams.has('allVersions')).toBe(false);
    expect(log.pageErrors).toEqual([]);
    await page.close();
  });

  it('scopes to the version the reader came from (?version=1.0)', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(`${site().origin}/search?q=setup&version=1.0`);
    expect(pathsOf(await results(page, 'setup'))).toEqual(['/docs/1.0/legacy']);
    await page.locator(ALL_VERSIONS).check();
    await page.waitForSelector(`${RESULTS} [data-search-version]`);
    expect(pathsOf(await results(page, 'setup'))).toContain('/docs/next/guide/setup');
    await page.close();
  });
});
