// The site-versions fixture in real Chromium: the navbar's version dropdown takes the reader to the same doc in the
// version chosen, and to that version's first page when the doc is not there.
import { describe, expect, it } from 'vitest';
import { startVersionedSite } from './versioned-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const TOGGLE = 'button[aria-controls="navbar-right-0-menu"]';
const MENU = '#navbar-right-0-menu';

describe.skipIf(!HAS_CHROMIUM)('the docs version dropdown in a browser', () => {
  const browser = useBrowser();
  const site = useSite(startVersionedSite, 120_000);

  it('switches version on a page and lands on the same doc', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(`${site().origin}/docs/next/guide/setup`);
    expect(await page.locator('h1').first().textContent()).toBe('Setup (next)');
    expect(await page.locator(TOGGLE).textContent()).toBe('Next');
    await page.locator(TOGGLE).click();
    await page.locator(`${MENU} a`, { hasText: '2.0' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/guide/setup');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Setup (2.0)');
    expect(await page.locator(TOGGLE).textContent()).toBe('2.0');
    // 1.0 has no setup page: its first page instead. (The menu may still be open after a client-side swap.)
    if ((await page.locator(TOGGLE).getAttribute('aria-expanded')) !== 'true')
      await page.locator(TOGGLE).click();
    await page.locator(`${MENU} a`, { hasText: '1.0 (old)' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/1.0/legacy');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Legacy setup');
    await expect.poll(() => page.locator('.version-banner').count()).toBe(1);
    await page.close();
  });
});
