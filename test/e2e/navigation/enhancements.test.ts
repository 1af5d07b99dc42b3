// After a client navigation, everything the script enhances works on the new page: copy buttons, the TOC
// scroll-spy, sidebar carets, search and its highlighting, the drawer; and `clientNavigation: false` turns it off.
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { seriousAxeViolations, watchConsole } from '../harness/page-checks.ts';
import type { Win } from '../harness/dom.ts';
import { DESKTOP, MOBILE } from '../harness/viewports.ts';
import {
  hasMarker,
  heading,
  NEXT,
  openPage,
  PAGES,
  recordPageRequests,
  setMarker,
  startBuiltSite,
  swapAfter,
} from './helpers.ts';

const DRAWER = '[data-drawer]';

describe.skipIf(!HAS_CHROMIUM)('client navigation: the page after a swap', () => {
  const browser = useBrowser();
  const site = useSite(startBuiltSite, 180_000);

  it('searches the context of the page shown now, not the one the box was bound on', async () => {
    const { page } = await openPage(browser(), site().url('/docs/user-guide/int-players/intro'));
    await swapAfter(page, () =>
      page.locator('.navbar a[href="/docs/api/CoreModule"]').first().dispatchEvent('click'),
    );
    expect(await heading(page)).toBe('CoreModule');
    const input = page.locator('.navbar [data-search-input]').first();
    await input.fill('knob');
    const seeAll = page.locator('.navbar .search-dropdown__see-all').first();
    await expect
      .poll(() => seeAll.textContent(), { timeout: 30_000 })
      .toBe('See all results within "API Reference"');
  });

  it('binds copy buttons, the TOC scroll-spy and the sidebar carets of the new page', async () => {
    // CSP bypassed only so that axe-core can be injected.
    const { page } = await openPage(browser(), site().url('/docs/api/CoreModule'), { bypassCSP: true });
    const log = watchConsole(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await swapAfter(page, () =>
      page.locator('[data-sidebar-container] a[href="/docs/api/setValue"]').click(),
    );
    expect(await heading(page)).toBe('setValue');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const copy = page.locator('main .code-block [data-copy]').first();
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    // The scroll-spy follows the new page's headings.
    await page.evaluate(() => {
      const win = globalThis as unknown as Win;
      const top = win.document.getElementById('parameters').getBoundingClientRect().top + win.scrollY - 80;
      win.scrollTo({ top, behavior: 'instant' });
    });
    const active = page.locator('[data-toc] .toc__link--active');
    await expect.poll(() => active.getAttribute('href')).toBe('#parameters');
    // A caret of the new sidebar folds its category.
    const caret = page.locator('[data-sidebar-container] [data-collapse-toggle]').first();
    const expanded = await caret.getAttribute('aria-expanded');
    await caret.click();
    expect(await caret.getAttribute('aria-expanded')).toBe(expanded === 'true' ? 'false' : 'true');
    expect(await hasMarker(page)).toBe(true);
    expect([...log.errors, ...log.pageErrors]).toEqual([]);
    await page.context().close();
  });

  it('keeps the navbar search working, and highlights the searched words on the page a result swaps in', async () => {
    const { page } = await openPage(browser(), site().url(PAGES.nfc));
    await swapAfter(page, () => page.locator(NEXT).click());
    const input = page.locator('[data-navbar] [data-search-input]');
    await input.click();
    await input.fill('sky sounds');
    const result = page.locator('[data-navbar] [data-search-dropdown] a[href*="_highlight="]').first();
    await result.waitFor({ timeout: 20_000 });
    await swapAfter(page, () => result.click());
    expect(new URL(page.url()).pathname).toBe(PAGES.skysounds);
    expect(new URL(page.url()).searchParams.getAll('_highlight')).toEqual(['sky', 'sounds']);
    expect(await hasMarker(page)).toBe(true);
    await expect.poll(() => page.locator('main mark[data-search-highlight]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('closes the drawer and gives it the new page menu, also from a page without one', async () => {
    const { page } = await openPage(browser(), site().url(PAGES.home), { viewport: MOBILE });
    const toggle = page.locator('[data-drawer-toggle]');
    await toggle.click();
    expect(await page.locator(`${DRAWER} [data-drawer-primary]`).isVisible()).toBe(true);
    await swapAfter(page, () =>
      page.locator(`${DRAWER} [data-drawer-primary] a[href="/docs/user-guide/"]`).click(),
    );
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('html').getAttribute('data-drawer-open')).toBeNull();
    // The home page had no menu of its own; the user guide has its sidebar, shown first, with a working back button.
    await toggle.click();
    const secondary = page.locator(`${DRAWER} [data-drawer-secondary]`);
    expect(await secondary.isVisible()).toBe(true);
    expect(await secondary.locator('.menu__link--active').getAttribute('href')).toBe('/docs/user-guide/');
    await page.getByRole('button', { name: 'Back to main menu' }).click();
    expect(await secondary.isVisible()).toBe(false);
    expect(await page.locator(`${DRAWER} [data-drawer-primary]`).isVisible()).toBe(true);
    // A link of the sidebar in the drawer: swapped, drawer closed; reopened, it shows the new active link.
    await page.keyboard.press('Escape');
    await toggle.click();
    await swapAfter(page, () => secondary.locator('a[href="/docs/user-guide/ent-cards/nfc"]').click());
    expect(await heading(page)).toBe('NFC');
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    await toggle.click();
    expect(await secondary.locator('.menu__link--active').getAttribute('href')).toBe(PAGES.nfc);
    // Back on the home page, the drawer opens on the main menu again.
    await page.keyboard.press('Escape');
    await swapAfter(page, () => page.locator('[data-navbar] a.navbar__brand').click());
    await toggle.click();
    expect(await page.locator(`${DRAWER} [data-drawer-primary]`).isVisible()).toBe(true);
    expect(await secondary.isVisible()).toBe(false);
    expect(await hasMarker(page)).toBe(true);
    await page.context().close();
  });

  it('does nothing when clientNavigation is off', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('"clientNavigation":true', '"clientNavigation":false');
      return route.fulfill({ response, body });
    });
    const page = await context.newPage();
    const { fetches } = recordPageRequests(page);
    await page.goto(site().url(PAGES.nfc));
    expect(await page.locator('#docsgen-config').textContent()).toContain('"clientNavigation":false');
    await setMarker(page);
    await page.locator(NEXT).hover();
    await page.locator(NEXT).click();
    await page.waitForURL(`**${PAGES.sustainability}`);
    await page.waitForLoadState('load');
    expect(await heading(page)).toBe('Sustainability');
    expect(await hasMarker(page)).toBe(false);
    expect(fetches).toEqual([]);
    await context.close();
  });
});
