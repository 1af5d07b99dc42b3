// The navbar's brand on a phone (390 px): beside a logo the site title gives way visually but stays the link's
// accessible name; without a logo the title stays in sight.
import { describe, expect, it } from 'vitest';
import type { Win } from '../harness/dom.ts';
import { startSiteUnderTest } from '../harness/site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';

describe.skipIf(!HAS_CHROMIUM)('navbar brand at 390 px', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);

  it('keeps the title as the name beside a logo, and in sight without one', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(site().url('doc'));
    const brand = page.locator('.navbar .navbar__brand').first();
    const title = (await brand.locator('.navbar__title').textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    expect(await brand.locator('.navbar__logo').count()).toBeGreaterThan(0);
    const box = await brand.locator('.navbar__title').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(1);
    expect(await page.getByRole('link', { name: title, exact: false }).first().isVisible()).toBe(true);
    // The same navbar with no logo: the title is what shows.
    await page.evaluate(() => {
      const { document } = globalThis as unknown as Win;
      for (const logo of document.querySelectorAll('.navbar__brand .navbar__logo')) logo.remove();
    });
    const shown = await brand.locator('.navbar__title').boundingBox();
    expect(shown!.width).toBeGreaterThan(20);
    await context.close();
  });
});
