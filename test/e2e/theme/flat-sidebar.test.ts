// A page inside a folder of 2,000 pages shows a window of the folder's list and a link to all of them: with
// JavaScript the link swaps in the whole list from the shared fragment, a collapsed category expands from it too, and
// their links navigate; without JavaScript the link leads to the folder's index page, split into pages of cards.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite } from '../../../scripts/bench/generate-site.mjs';
import type { SiteUnderTest } from '../harness/site.ts';
import { buildAndServe } from '../harness/built-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

// The flat shape puts half the pages in one folder ("reference") and the rest in 50 folders under "topics".
const PAGES = 4000;
const FOLDER = PAGES / 2;

/** Builds the flat generated site with the bundled CLI and serves its output. */
async function startFlatSite(): Promise<SiteUnderTest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-flat-sidebar-'));
  await generateSite(work, PAGES, { shape: 'flat' });
  return buildAndServe(work, '/docs/reference/page-1000');
}

describe.skipIf(!HAS_CHROMIUM)(
  'the sidebar of a page in a folder of 2,000 pages',
  { timeout: 120_000 },
  () => {
    const browser = useBrowser();
    const site = useSite(startFlatSite, 300_000);

    it('shows a window of the folder, swaps in the whole list from the fragment, expands a category, navigates', async () => {
      const page = await browser().newPage({ viewport: DESKTOP });
      const fragments: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/assets/sidebars/')) fragments.push(request.url());
      });
      await page.goto(site().url('doc'));
      const sidebar = page.locator('.docs-sidebar');
      const folderLinks = sidebar.locator('a[href^="/docs/reference/page-"]');
      const windowSize = await folderLinks.count();
      expect(windowSize).toBeGreaterThan(5);
      expect(windowSize).toBeLessThan(100);
      await expect
        .poll(() => sidebar.locator('a[aria-current="page"]').first().textContent())
        .toBe('Page 1000');

      await sidebar.getByRole('link', { name: `All ${FOLDER} in reference` }).click();
      await expect.poll(() => folderLinks.count()).toBe(FOLDER);
      expect(page.url()).toBe(site().url('doc'));
      expect(await sidebar.locator('a[aria-current="page"]').first().textContent()).toBe('Page 1000');
      const ids: string[] = await sidebar.evaluate((nav) =>
        Array.from(nav.querySelectorAll('[id]'), (e) => e.id),
      );
      expect(new Set(ids).size).toBe(ids.length);

      // A collapsed category outside the page's branch fills from the same fragment, fetched once.
      const topics = sidebar.locator('li[data-collapsible]', {
        has: page.locator('a[href="/docs/category/topics"]'),
      });
      await topics.first().locator('[data-collapse-toggle]').first().click();
      const topicLinks = topics.first().locator('a[href^="/docs/category/topics/topic-"]');
      await expect.poll(() => topicLinks.count()).toBe(50);
      expect(new Set(fragments).size).toBe(1);

      await folderLinks.filter({ hasText: /^Page 1999$/ }).click();
      await page.waitForURL((url) => url.pathname === '/docs/reference/page-1999');
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Page 1999');
      await page.context().close();
    });

    it('without JavaScript, leads from the window to the index of the folder, page after page', async () => {
      const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(site().url('doc'));
      await page
        .locator('.docs-sidebar')
        .getByRole('link', { name: `All ${FOLDER} in reference` })
        .click();
      await page.waitForURL((url) => url.pathname === '/docs/category/reference');
      expect(await page.locator('article a[href^="/docs/reference/page-"]').count()).toBe(50);
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForURL((url) => url.pathname === '/docs/category/reference/page/2');
      expect(await page.locator('h1').first().textContent()).toBe(`reference (2 of ${FOLDER / 50})`);
      await context.close();
    });
  },
);
