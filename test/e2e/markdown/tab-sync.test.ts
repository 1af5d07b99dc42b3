// Tab sets that sync, on the site-mdx fixture's tab-sync page: two sets with groupId="os" follow each other, keep the
// choice over a reload and a client navigation, and a set with queryString mirrors its tab in the URL and reads it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureBuild } from '../harness/fixture-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const PAGE = '/docs/tab-sync';

/** The label of the selected tab of each tab set on the page. */
function selectedTabs(page: Page): Promise<string[]> {
  return page
    .locator('.tabs [role="tab"][aria-selected="true"]')
    .evaluateAll((tabs) => tabs.map((tab) => tab.textContent ?? ''));
}

describe.skipIf(!HAS_CHROMIUM)('tab sets that sync, in the browser', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(() => serveFixtureBuild('site-mdx'), 120_000);

  async function open(path = PAGE): Promise<Page> {
    const context = await browser().newContext({ viewport: { ...DESKTOP, height: 400 } });
    const page = await context.newPage();
    await page.goto(`${site().origin}${path}`);
    return page;
  }

  it('selects the same tab in every set of the group, keeping the clicked set in place', async () => {
    const page = await open();
    expect(await selectedTabs(page)).toEqual(['macOS', 'macOS', 'Spring tide']);
    const second = page.locator('.tabs >> nth=1');
    await second.scrollIntoViewIfNeeded();
    // The set's place on screen when the click arrives (the click itself may first scroll its tab into view).
    await second.evaluate((set) =>
      set.addEventListener(
        'click',
        () => set.setAttribute('data-top', String(set.getBoundingClientRect().top)),
        { capture: true },
      ),
    );
    await second.getByRole('tab', { name: 'Linux' }).click();
    const before = Number(await second.getAttribute('data-top'));
    await expect.poll(() => selectedTabs(page)).toEqual(['Linux', 'Linux', 'Spring tide']);
    await expect
      .poll(() => page.locator('.tabs >> nth=0').getByText('Run harbour --tides').isVisible())
      .toBe(true);
    expect(await page.getByText('Open the harbour app').isVisible()).toBe(false);
    const after = await second.evaluate((set) => set.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThan(1);
    expect(page.url()).toBe(`${site().origin}${PAGE}`);
    await page.context().close();
  });

  it('keeps the choice over a reload and a navigation to another page and back', async () => {
    const page = await open();
    await page.locator('.tabs >> nth=0').getByRole('tab', { name: 'Linux' }).click();
    await page.reload();
    await expect.poll(() => selectedTabs(page)).toEqual(['Linux', 'Linux', 'Spring tide']);
    await page.locator('[data-sidebar-container] a[href="/docs/setup"]').first().click();
    await page.waitForURL(`${site().origin}/docs/setup`);
    await page.locator('[data-sidebar-container] a[href="/docs/tab-sync"]').first().click();
    await page.waitForURL(`${site().origin}${PAGE}`);
    await expect.poll(() => selectedTabs(page)).toEqual(['Linux', 'Linux', 'Spring tide']);
    await page.context().close();
  });

  it('writes a queryString set to the URL and selects the tab the URL names', async () => {
    const page = await open();
    await page.getByRole('tab', { name: 'Neap tide' }).click();
    expect(new URL(page.url()).searchParams.get('tide')).toBe('neap');
    expect(await page.getByText('The range is at its narrowest.').isVisible()).toBe(true);
    await page.context().close();
    const linked = await open(`${PAGE}?tide=neap`);
    // The tab sets' part of the script loads after the page: the URL's tab is picked then.
    await expect.poll(() => selectedTabs(linked)).toEqual(['macOS', 'macOS', 'Neap tide']);
    await linked.context().close();
    const unknown = await open(`${PAGE}?tide=storm`);
    expect(await selectedTabs(unknown)).toEqual(['macOS', 'macOS', 'Spring tide']);
    await unknown.context().close();
  });
});
