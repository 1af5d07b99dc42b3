// With JavaScript off the pages still read and navigate: CSS opens dropdowns, the sidebar tree is in the HTML.
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { startSampleSite, startSiteUnderTest } from '../harness/site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP, MOBILE } from '../harness/viewports.ts';

describe.skipIf(!HAS_CHROMIUM)('without JavaScript', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);
  // The collapsed-category test needs the sample sidebar, whose collapsed state is known.
  const sample = useSite(() => startSampleSite());

  async function open(viewport: BrowserContextOptions['viewport'], on = site): Promise<Page> {
    const context = await browser().newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(on().url('doc'));
    return page;
  }

  it('opens the navbar dropdown on hover and on keyboard focus', async () => {
    const page = await open(DESKTOP);
    const menu = page.locator('[data-navbar] [data-dropdown]:not(.navbar__locale) .dropdown__menu');
    expect(await menu.isVisible()).toBe(false);
    await page.hover('[data-navbar] .dropdown__toggle');
    expect(await menu.isVisible()).toBe(true);
    await page.mouse.move(640, 700);
    expect(await menu.isVisible()).toBe(false);
    await page.focus('[data-navbar] .dropdown__toggle');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await menu.isVisible()).toBe(true);
    expect(await page.locator(':focus').textContent()).toBe('Developers-Wiki');
    await page.context().close();
  });

  it('shows the sidebar with collapsed categories hidden and their index links working', async () => {
    const page = await open(DESKTOP, sample);
    const sidebar = page.locator('.docs-sidebar');
    expect(await sidebar.getByRole('link', { name: 'Introduction' }).first().isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'NFC' }).isVisible()).toBe(false);
    expect(await page.locator('[data-color-mode-toggle]').first().isVisible()).toBe(false);
    await sidebar.getByRole('link', { name: 'Ent Cards' }).click();
    await page.waitForURL(/\/docs\/category\/ent-cards$/);
    await page.context().close();
  });

  it('shows the navbar links on a narrow screen instead of a menu button that cannot work', async () => {
    const page = await open(MOBILE);
    expect(await page.locator('[data-drawer-toggle]').isVisible()).toBe(false);
    expect(await page.locator('[data-navbar]').getByRole('link', { name: 'User Guide' }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('[data-navbar] [data-search-input]').isVisible()).toBe(true);
    await page.context().close();
  });
});
