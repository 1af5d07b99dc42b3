// Navbar behaviour in a real browser: dropdowns, hide on scroll, the search shortcut and the skip link.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSampleSite, startSiteUnderTest } from '../harness/site.ts';
import { attribute, focused, type Win } from '../harness/dom.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const TOGGLE = '[data-navbar] [data-dropdown]:not(.navbar__locale) .dropdown__toggle';
const MENU = '[data-navbar] [data-dropdown]:not(.navbar__locale) .dropdown__menu';

describe.skipIf(!HAS_CHROMIUM)('navbar', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);

  async function open(path: 'home' | 'doc' = 'doc'): Promise<Page> {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(site().url(path));
    return page;
  }
  const expanded = (page: Page) => attribute(page, TOGGLE, 'aria-expanded');

  it('opens the dropdown on hover and closes it when the pointer leaves', async () => {
    const page = await open();
    expect(await expanded(page)).toBe('false');
    expect(await page.locator(MENU).isVisible()).toBe(false);
    await page.hover(TOGGLE);
    expect(await expanded(page)).toBe('true');
    expect(await page.locator(MENU).isVisible()).toBe(true);
    // Travel into the menu: it stays open.
    await page.hover(`${MENU} [role="menuitem"] >> nth=1`);
    expect(await expanded(page)).toBe('true');
    await page.mouse.move(640, 600);
    expect(await expanded(page)).toBe('false');
    await page.context().close();
  });

  it('toggles the dropdown on click and closes it on a click outside', async () => {
    const page = await open();
    await page.click(TOGGLE);
    expect(await expanded(page)).toBe('true');
    // Clicked open, it stays open when the pointer leaves.
    await page.mouse.move(640, 600);
    expect(await expanded(page)).toBe('true');
    await page.click(TOGGLE);
    expect(await expanded(page)).toBe('false');
    await page.click(TOGGLE);
    await page.mouse.click(640, 600);
    expect(await expanded(page)).toBe('false');
    await page.context().close();
  });

  it('works with the keyboard: Enter, Space, arrows, Home/End, Escape and Tab', async () => {
    const page = await open();
    await page.focus(TOGGLE);
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toBe('true');
    expect(await focused(page)).toContain('Developers-Wiki');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toContain('Interplanetary Players API');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toContain('Developers-Wiki');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toContain('Interplanetary Players API');
    await page.keyboard.press('Home');
    expect(await focused(page)).toContain('Developers-Wiki');
    await page.keyboard.press('Escape');
    expect(await expanded(page)).toBe('false');
    expect(await focused(page)).toContain('dropdown__toggle');
    await page.keyboard.press('Space');
    expect(await expanded(page)).toBe('true');
    await page.keyboard.press('End');
    expect(await focused(page)).toContain('Interplanetary Players API');
    await page.keyboard.press('Tab');
    expect(await expanded(page)).toBe('false');
    await page.focus(TOGGLE);
    await page.keyboard.press('ArrowUp');
    expect(await expanded(page)).toBe('true');
    expect(await focused(page)).toContain('Interplanetary Players API');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toBe('false');
    await page.context().close();
  });

  it('focuses the search box on Ctrl+K and Meta+K', async () => {
    const page = await open('home');
    await page.keyboard.press('Control+k');
    expect(await focused(page)).toContain('navbar-search__input');
    await page.locator('main').focus();
    await page.keyboard.press('Meta+k');
    expect(await focused(page)).toContain('navbar-search__input');
    await page.context().close();
  });

  it('submits the navbar search to the search page without JS', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site().url('home'));
    const home = page.url();
    await page.fill('[data-search-input]', 'knob & slider');
    await page.press('[data-search-input]', 'Enter');
    // Any navigation ends the wait: a form that goes elsewhere fails on the URL below, not on a timeout.
    await page.waitForURL((url) => url.href !== home, { waitUntil: 'load' });
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/\/search$/);
    expect(url.search).toBe('?q=knob+%26+slider');
    expect(url.searchParams.get('q')).toBe('knob & slider');
    await context.close();
  });

  it('makes the skip link the first Tab stop and moves focus to main', async () => {
    const page = await open();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a.skip-link Skip to main content');
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^main#docsgen-main/);
    await page.context().close();
  });
});

describe.skipIf(!HAS_CHROMIUM)('navbar hideOnScroll', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(() => startSampleSite({ hideOnScroll: true }));
  const plain = useSite(() => startSampleSite());

  const hidden = (page: Page) =>
    page.evaluate(() =>
      (globalThis as unknown as Win).document
        .querySelector('[data-navbar]')
        .classList.contains('navbar--hidden'),
    );

  it('hides the navbar on scroll down and shows it on scroll up', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(site().url('doc'));
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(
      () => (globalThis as unknown as Win).document.querySelector('.navbar--hidden') !== null,
    );
    expect(await hidden(page)).toBe(true);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(
      () => (globalThis as unknown as Win).document.querySelector('.navbar--hidden') === null,
    );
    expect(await hidden(page)).toBe(false);
    await page.context().close();
  });

  it('keeps the navbar when hideOnScroll is off', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(plain().url('doc'));
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => (globalThis as unknown as Win).window.scrollY > 500);
    await page.waitForTimeout(100);
    expect(await hidden(page)).toBe(false);
    expect(await page.locator('[data-navbar]').isVisible()).toBe(true);
    await page.context().close();
  });
});
