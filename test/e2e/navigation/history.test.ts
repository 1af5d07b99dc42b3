// Client navigation in real Chromium on the real site: full-load fallbacks, back and forward with scroll
// restoration, #hash links, and the crash view.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { watchConsole } from '../harness/page-checks.ts';
import type { Win } from '../harness/dom.ts';
import { hasMarker, heading, NEXT, openPage, PAGES, startBuiltSite, swapAfter } from './helpers.ts';

describe.skipIf(!HAS_CHROMIUM)('client navigation: fallbacks and history', () => {
  const browser = useBrowser();
  const site = useSite(startBuiltSite, 180_000);

  it('falls back to a full load when the page fetch fails, answers non-2xx or is not HTML', async () => {
    const failures: [string, (route: Route) => Promise<void>][] = [
      ['network error', (route) => route.abort('failed')],
      ['500', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>oops</p>' })],
      ['JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' })],
      [
        'foreign HTML',
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>hi</p>' }),
      ],
    ];
    for (const [name, fail] of failures) {
      const { page, documents } = await openPage(browser(), site().url(PAGES.nfc));
      await page.route(`**${PAGES.sustainability}`, (route) =>
        route.request().resourceType() === 'fetch' ? fail(route) : route.continue(),
      );
      await page.locator(NEXT).click();
      await page.waitForURL(`**${PAGES.sustainability}`);
      await page.waitForLoadState('load');
      expect(await heading(page), name).toBe('Sustainability');
      expect(await hasMarker(page), name).toBe(false);
      expect(documents, name).toEqual([PAGES.nfc, PAGES.sustainability]);
      await page.context().close();
    }
  });

  it('restores the page and its scroll position on back and forward', async () => {
    const { page, documents } = await openPage(browser(), site().url(PAGES.nfc));
    const scrollY = (): Promise<number> => page.evaluate(() => (globalThis as unknown as Win).scrollY);
    await page.locator(NEXT).scrollIntoViewIfNeeded();
    const nfcY = await scrollY();
    expect(nfcY).toBeGreaterThan(300);
    await swapAfter(page, () => page.locator(NEXT).click());
    expect(await scrollY()).toBe(0);
    await page.evaluate(() => (globalThis as unknown as Win).scrollTo({ top: 400, behavior: 'instant' }));
    await swapAfter(page, () => page.goBack());
    expect(new URL(page.url()).pathname).toBe(PAGES.nfc);
    expect(await heading(page)).toBe('NFC');
    expect(await page.title()).toBe('NFC | Maar World');
    expect(await scrollY()).toBe(nfcY);
    await swapAfter(page, () => page.goForward());
    expect(await heading(page)).toBe('Sustainability');
    expect(await scrollY()).toBe(400);
    expect(await hasMarker(page)).toBe(true);
    expect(documents).toEqual([PAGES.nfc]);
    // A reload keeps the entry's position.
    await page.evaluate(() => (globalThis as unknown as Win).scrollTo({ top: 600, behavior: 'instant' }));
    await page.waitForTimeout(400);
    await page.reload();
    await expect.poll(scrollY).toBe(600);
    await page.context().close();
  });

  it('leaves #hash links on the page to the browser and scrolls to the #hash of another page', async () => {
    const { page, fetches } = await openPage(browser(), site().url(PAGES.nfc));
    const toc = page.locator('[data-toc] a[href="#reading-on-each-platform"]');
    await toc.click();
    await page.waitForURL('**#reading-on-each-platform');
    expect(fetches.filter((path) => path.startsWith(PAGES.nfc))).toEqual([]);
    const top = (id: string): Promise<number> =>
      page.evaluate(
        (target) =>
          (globalThis as unknown as Win).document.getElementById(target).getBoundingClientRect().top,
        id,
      );
    await expect.poll(async () => Math.abs(await top('reading-on-each-platform'))).toBeLessThan(150);
    const glossaryLink = page.locator('main a[href="/docs/user-guide/maar-world/glossary#nfc"]').first();
    await glossaryLink.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const leftAt = await page.evaluate(() => (globalThis as unknown as Win).scrollY);
    await swapAfter(page, () => glossaryLink.click());
    expect(page.url()).toBe(site().url(`${PAGES.glossary}#nfc`));
    expect(await heading(page)).toBe('Glossary');
    expect(Math.abs(await top('nfc'))).toBeLessThan(150);
    expect(await hasMarker(page)).toBe(true);
    // Back to the #hash entry of the first page, where the reader left it, then to the entry before the #hash.
    await swapAfter(page, () => page.goBack());
    expect(page.url()).toBe(site().url(`${PAGES.nfc}#reading-on-each-platform`));
    expect(await page.evaluate(() => (globalThis as unknown as Win).scrollY)).toBe(leftAt);
    await page.goBack();
    expect(page.url()).toBe(site().url(PAGES.nfc));
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Win).scrollY)).toBe(0);
    expect(await hasMarker(page)).toBe(true);
    await page.context().close();
  });

  it('shows the crash view when the swap throws, and Try again loads the page', async () => {
    const { page, documents } = await openPage(browser(), site().url(PAGES.nfc));
    const log = watchConsole(page);
    // The hook the script offers before each swap: here it breaks the incoming page.
    await page.evaluate(() =>
      (globalThis as unknown as Win).document.addEventListener('docsgen:before-swap', (event: Win) =>
        event.detail.doc.querySelector('[data-page-root]').remove(),
      ),
    );
    await page.locator(NEXT).click();
    await page.waitForSelector('.error-view--crash');
    expect(await page.locator('.error-view__title').textContent()).toBe('This page crashed.');
    expect(await page.locator('.error-view--crash button').textContent()).toBe('Try again');
    expect(new URL(page.url()).pathname).toBe(PAGES.sustainability);
    expect(await hasMarker(page)).toBe(true);
    expect(log.errors.join('\n')).toContain('showing the page failed');
    await page.locator('.error-view--crash button').click();
    await page.waitForSelector('main h1:text("Sustainability")');
    expect(await hasMarker(page)).toBe(false);
    expect(documents).toEqual([PAGES.nfc, PAGES.sustainability]);
    await page.context().close();
  });
});
