// The /search page, highlighting on the target page and failures, in real Chromium on the real site().
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { seriousAxeViolations, watchConsole } from '../harness/page-checks.ts';
import { dropdownOf, dropdownTitles, NAVBAR_INPUT, startBuiltSite, typeInNavbar } from './helpers.ts';

const RESULTS = '[data-search-results]';
const INDEX_FILES = /^\/assets\/search\/.+\.json$/;
const WORKER = /^\/assets\/js\/search-worker\.[0-9a-f]+\.js$/;

/** Waits until the results region shows a count, an empty state or an error. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector(`${RESULTS} :is([data-search-count], [data-search-error])`);
}

describe.skipIf(!HAS_CHROMIUM)('search page', () => {
  const browser = useBrowser();
  const site = useSite(startBuiltSite, 180_000);

  it('reads q and ctx on a direct load and on reload, and is not indexed', async () => {
    const page = await browser().newPage();
    await page.goto(`${site().origin}/search?q=knob&ctx=API%20Reference`);
    for (const step of ['load', 'reload']) {
      if (step === 'reload') await page.reload();
      await settled(page);
      expect(await page.locator('[data-search-page-input]').inputValue(), step).toBe('knob');
      expect(await page.locator('[data-search-page-context]').inputValue(), step).toBe('API Reference');
      expect(await page.locator('[data-search-count]').textContent(), step).toMatch(
        /^\d+ results for "knob" in API Reference$/,
      );
      const links = page.locator(`${RESULTS} .search-page__link`);
      expect(await links.count(), step).toBeGreaterThan(1);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.every((href) => href.startsWith('/docs/api/'))).toBe(true);
      expect(await links.first().locator('.search-page__title').textContent()).toBe('drawKnob');
      expect(await page.locator(`${RESULTS} .search-page__path`).first().textContent()).toBe('Globals');
      expect(
        (await page.locator(`${RESULTS} .search-page__snippet mark`).allTextContents()).length,
      ).toBeGreaterThan(0);
    }
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('updates the URL as the reader types and changes the context', async () => {
    const page = await browser().newPage();
    await page.goto(`${site().origin}/search`);
    await page.locator('[data-search-page-input]').fill('NFC');
    await settled(page);
    expect(new URL(page.url()).search).toBe('?q=NFC');
    await page.locator('[data-search-page-context]').selectOption('User Guide');
    await page.waitForFunction(() =>
      document.querySelector('[data-search-count]')?.textContent?.endsWith('in User Guide'),
    );
    expect(new URL(page.url()).searchParams.get('ctx')).toBe('User Guide');
    await page.locator('[data-search-page-input]').fill('');
    expect(new URL(page.url()).search).toBe('?ctx=User+Guide');
    await page.context().close();
  });

  it('shows a hostile ?q= as text', async () => {
    const page = await browser().newPage();
    const log = watchConsole(page);
    const query = '<script>window.pwned=1</script><img src=x onerror=window.pwned=2>';
    await page.goto(
      `${site().origin}/search?q=${encodeURIComponent(query)}&ctx=${encodeURIComponent('"><img src=x onerror=window.pwned=3>')}`,
    );
    await settled(page);
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe(query.slice(0, 64));
    expect(await page.locator('[data-search-count]').textContent()).toContain(
      '<script>window.pwned=1</script>',
    );
    expect(await page.locator(`main img, ${RESULTS} script`).count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(log.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('highlights the searched words on the target page, scrolls to them and clears them', async () => {
    const page = await browser().newPage({ viewport: { width: 1200, height: 700 } });
    await page.goto(`${site().origin}/search?q=wild%20card`);
    await settled(page);
    const link = page.locator(`${RESULTS} .search-page__link`).first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toContain('_highlight=wild');
    await Promise.all([page.waitForURL(`${site().origin}${href}`), link.click()]);
    const marks = page.locator('main article mark[data-search-highlight]');
    await marks.first().waitFor();
    expect((await marks.allTextContents()).map((m) => m.toLowerCase())).toContain('wild');
    // The page scrolled to a mark (the first one after the result's #anchor).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('mark[data-search-highlight]')).some((mark) => {
        const box = mark.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('[data-search-highlight-clear]').click();
    expect(await marks.count()).toBe(0);
    expect(await page.locator('[data-search-highlight-bar]').count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('_highlight')).toBe(false);
    expect(await page.locator('main article').textContent()).toContain('wild card');
    await page.context().close();
  });

  it('shows the error and Retry when the index is blocked, and recovers once it is back', async () => {
    const page = await browser().newPage();
    const log = watchConsole(page);
    site().block(INDEX_FILES);
    await page.goto(`${site().origin}/search?q=knob`);
    await settled(page);
    const error = page.locator(`${RESULTS} [data-search-error]`);
    expect(await error.locator('.error-view__message').textContent()).toMatch(
      /^Search is unavailable: the search index could not be loaded \(HTTP 503/,
    );
    site().block(null);
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('[data-search-count]');
    expect(await page.locator(`${RESULTS} .search-page__link`).count()).toBeGreaterThan(0);
    expect(log.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows the error and Retry in the dropdown when the worker or the index is blocked; the page keeps working', async () => {
    for (const blocked of [WORKER, INDEX_FILES]) {
      const page = await browser().newPage();
      const log = watchConsole(page);
      site().block(blocked);
      await page.goto(`${site().origin}/docs/user-guide/`);
      await typeInNavbar(page, 'NFC');
      const error = dropdownOf(page).locator('[data-search-error]');
      const expected = blocked === WORKER ? 'The search worker could not start' : 'Search is unavailable';
      expect(await error.locator('.error-view__message').textContent(), String(blocked)).toContain(expected);
      // The rest of the page still works: the colour-mode toggle switches the theme.
      await page.keyboard.press('Escape');
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await page.locator('[data-navbar] .color-mode-toggle').first().click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
      site().block(null);
      await page.locator(NAVBAR_INPUT).focus();
      await error.getByRole('button', { name: 'Retry' }).click();
      await page.waitForFunction(
        () => document.querySelector('[data-navbar] [data-search-dropdown] .search-result') !== null,
      );
      expect((await dropdownTitles(page))[0], String(blocked)).toBe('NFC');
      expect(log.pageErrors).toEqual([]);
      await page.context().close();
    }
  });
});
