// Announcement dismissal, the preferred docs version, and pages that must keep working when storage throws.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { renderSampleSite } from '../harness/render-sample-site.tsx';
import { startSampleSite } from '../harness/site.ts';
import { watchConsole } from '../harness/page-checks.ts';
import { attribute, type Win } from '../harness/dom.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP, MOBILE } from '../harness/viewports.ts';

const BAR = '[data-announcement]';
const dismissed = (page: Page) => attribute(page, 'html', 'data-announcement-dismissed');

describe.skipIf(!HAS_CHROMIUM)('announcement and storage', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  // The sample site: the announcement id is changed by re-rendering it in place.
  const site = useSite(() => startSampleSite());

  it('remembers a dismissal per announcement id, before first paint, and shows a new id again', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(site().url('home'));
    expect(await page.locator(BAR).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator(BAR).isVisible()).toBe(false);
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as Win).localStorage.getItem(
          'docsgen.announcement.dismiss.api-reference-2024',
        ),
      ),
    ).toBe('true');
    // Without the main script, the pre-paint script alone must hide the bar.
    await context.route(/main\.js$/, (route) => route.abort());
    await page.reload();
    expect(await dismissed(page)).toBe('true');
    expect(await page.locator(BAR).isVisible()).toBe(false);
    expect(await page.locator('[data-navbar]').boundingBox()).toMatchObject({ y: 0 });
    await context.unroute(/main\.js$/);
    await renderSampleSite(site().dir, { announcementId: 'api-reference-2025' });
    await page.reload();
    expect(await dismissed(page)).toBeNull();
    expect(await page.locator(BAR).isVisible()).toBe(true);
    expect(await page.locator(BAR).getAttribute('data-announcement-id')).toBe('api-reference-2025');
    await renderSampleSite(site().dir);
    await context.close();
  });

  it('stores the preferred docs version on doc pages only', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const version = () =>
      page.evaluate(() =>
        (globalThis as unknown as Win).localStorage.getItem('docs-preferred-version-default'),
      );
    await page.goto(site().url('home'));
    expect(await version()).toBeNull();
    await page.goto(site().url('doc'));
    expect(await version()).toBe('current');
    await page.context().close();
  });

  it('keeps working with one console warning when localStorage throws', async () => {
    const context = await browser().newContext({ viewport: MOBILE });
    await context.addInitScript(() => {
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get() {
          throw new Error('SecurityError: storage is disabled');
        },
      });
    });
    // The sample site has no search index; opening the menu warms the search up, which would log its 404s.
    await context.route(/search-worker\.js$|manifest\.json$/, (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    const log = watchConsole(page);
    await page.goto(site().url('doc'));
    expect(await attribute(page, 'html', 'data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator(BAR).isVisible()).toBe(false);
    await page.click('[data-drawer-toggle]');
    await page.locator('[data-drawer] [data-color-mode-toggle]').click();
    expect(await attribute(page, 'html', 'data-theme')).toBe('dark');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator('[data-drawer-toggle]').click();
    expect(await page.locator('[data-drawer]').isVisible()).toBe(true);
    expect(log.pageErrors).toEqual([]);
    expect(log.errors).toEqual([]);
    // One warning per page load: the one before the reload and the one after.
    expect(log.warnings).toHaveLength(2);
    expect(log.warnings[0]).toContain('localStorage is unavailable');
    await context.close();
  });
});
