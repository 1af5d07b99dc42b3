// The mobile drawer at 375 px: panels, closing paths, focus trap and focus return.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSiteUnderTest } from '../harness/site.ts';
import { attribute, focused, type Win } from '../harness/dom.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { MOBILE } from '../harness/viewports.ts';

const MENU_BUTTON = '[data-drawer-toggle]';
const DRAWER = '[data-drawer]';

describe.skipIf(!HAS_CHROMIUM)('mobile drawer', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);

  async function openDrawer(kind: 'doc' | 'home' | 'blog-post' = 'doc'): Promise<Page> {
    const page = await browser().newPage({ viewport: MOBILE });
    await page.goto(site().url(kind));
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(false);
    await page.click(MENU_BUTTON);
    expect(await page.locator(DRAWER).isVisible()).toBe(true);
    expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('true');
    return page;
  }

  it('hides the desktop items behind the menu button', async () => {
    const page = await browser().newPage({ viewport: MOBILE });
    await page.goto(site().url('doc'));
    expect(await page.locator(MENU_BUTTON).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Toggle navigation bar' }).count()).toBe(1);
    expect(await page.locator('[data-navbar] .navbar__item').first().isVisible()).toBe(false);
    expect(await page.locator('[data-navbar] [data-search-input]').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the current sidebar first, then the main menu after "Back to main menu"', async () => {
    const page = await openDrawer();
    const active = page.locator(`${DRAWER} [data-drawer-secondary] .menu__link--active`);
    expect(await active.isVisible()).toBe(true);
    expect(await active.textContent()).toBe('Introduction');
    expect(await active.getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Back to main menu' }).click();
    expect(await page.locator(`${DRAWER} [data-drawer-secondary]`).isVisible()).toBe(false);
    const primary = page.locator(`${DRAWER} [data-drawer-primary]`);
    expect(await primary.isVisible()).toBe(true);
    expect(await primary.getByRole('link', { name: 'User Guide' }).isVisible()).toBe(true);
    expect(await focused(page)).toContain('menu__link');
    // The developer dropdown is a collapsible group in the drawer.
    const group = primary.getByRole('button', { name: "Developer's Guide" });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await primary.getByRole('link', { name: 'Developers-Wiki' }).isVisible()).toBe(false);
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(await primary.getByRole('link', { name: 'Developers-Wiki' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("copies the page's sidebar into its menu with ids of its own, and its categories fold on their own", async () => {
    const page = await openDrawer();
    const copy = `${DRAWER} [data-drawer-secondary] [data-sidebar-copy]`;
    // The server sends the sidebar once; the drawer's copy holds the same links.
    const links = (selector: string) =>
      page.locator(`${selector} a.menu__link`).evaluateAll((list) => list.map((a) => a.getAttribute('href')));
    const columnLinks = await links('[data-sidebar-container] [data-sidebar]');
    expect(columnLinks.length).toBeGreaterThan(5);
    expect(await links(copy)).toEqual(columnLinks);
    const ids = await page.locator('[id]').evaluateAll((list) => list.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    const controls = await page
      .locator(`${copy} [aria-controls]`)
      .evaluateAll((list) => list.map((e) => e.getAttribute('aria-controls')!));
    expect(controls.length).toBeGreaterThan(0);
    for (const id of controls) expect(id).toMatch(/^dr-/);
    // A category of the copy folds on its own: the column's twin keeps its state.
    const toggle = page.locator(`${copy} [aria-expanded][aria-controls]:visible`).first();
    const listId = (await toggle.getAttribute('aria-controls'))!;
    const before = await toggle.getAttribute('aria-expanded');
    const twin = page.locator(`[data-sidebar-container] [aria-controls="sb-${listId.slice(3)}"]`);
    expect(await twin.getAttribute('aria-expanded')).toBe(before);
    await toggle.click();
    const after = before === 'true' ? 'false' : 'true';
    expect(await toggle.getAttribute('aria-expanded')).toBe(after);
    expect(await page.locator(`${copy} [id="${listId}"] a`).first().isVisible()).toBe(after === 'true');
    expect(await twin.getAttribute('aria-expanded')).toBe(before);
    await page.context().close();
  });

  it("fills a blog post's menu from the blog sidebar, sent once, with the current post marked", async () => {
    const page = await openDrawer('blog-post');
    const copy = page.locator(`${DRAWER} [data-drawer-secondary] .blog-sidebar[data-sidebar-copy]`);
    const column = page.locator('[data-sidebar-container] nav.blog-sidebar');
    const links = (menu: typeof copy) =>
      menu.locator('a.menu__link').evaluateAll((list) => list.map((a) => a.getAttribute('href')));
    const columnLinks = await links(column);
    expect(columnLinks.length).toBeGreaterThan(0);
    expect(await links(copy)).toEqual(columnLinks);
    const active = copy.locator('.menu__link--active');
    expect(await active.isVisible()).toBe(true);
    expect(await active.getAttribute('href')).toBe(new URL(page.url()).pathname);
    // The copy is a plain list in the drawer's dialog, not a second "Blog recent posts" landmark.
    expect(await page.locator('nav[aria-label="Blog recent posts"]').count()).toBe(1);
    expect(await copy.evaluate((element) => element.tagName)).toBe('DIV');
    await page.context().close();
  });

  it('opens on the main menu on pages without a sidebar', async () => {
    const page = await openDrawer('home');
    expect(await page.locator(`${DRAWER} [data-drawer-primary]`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back to main menu' }).count()).toBe(0);
    await page.context().close();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const page = await openDrawer();
    await page.keyboard.press('Escape');
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('false');
    expect(await focused(page)).toContain('navbar__toggle');
    await page.context().close();
  });

  it('closes with its close button and the backdrop', async () => {
    const page = await openDrawer();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    expect(await focused(page)).toContain('navbar__toggle');
    await page.click(MENU_BUTTON);
    await page.mouse.click(360, 400);
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    await page.context().close();
  });

  it('closes when a link in it is clicked', async () => {
    const page = await openDrawer();
    // Keep the page in place so the drawer state can be read after the click.
    await page.evaluate(() =>
      (globalThis as unknown as Win).document.addEventListener('click', (event: Event) =>
        event.preventDefault(),
      ),
    );
    await page
      .locator(`${DRAWER} [data-drawer-secondary] a.menu__link:not(.menu__link--active):visible`)
      .first()
      .click();
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('closes when the window grows past the desktop breakpoint', async () => {
    const page = await openDrawer();
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForFunction(
      () => (globalThis as unknown as Win).document.querySelector('[data-drawer]').hidden,
    );
    expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('false');
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(true);
    await page.context().close();
  });

  it('has its own search box, which Ctrl+K and Cmd+K focus while the drawer is open', async () => {
    const page = await openDrawer();
    const focusIsIn = (selector: string) =>
      page.evaluate((within) => {
        const doc = (globalThis as unknown as Win).document;
        return doc.activeElement === doc.querySelector(`${within} [data-search-input]`);
      }, selector);
    expect(await page.locator(`${DRAWER} [data-search-input]`).isVisible()).toBe(true);
    expect(await page.locator(`${DRAWER} form[role="search"]`).getAttribute('aria-label')).toBe(
      'Site search (menu)',
    );
    expect(await page.locator(`${DRAWER} [data-search-hint]`).count()).toBe(0);
    await page.keyboard.press('Control+k');
    expect(await focusIsIn(DRAWER)).toBe(true);
    await page.getByRole('button', { name: 'Close navigation bar' }).focus();
    await page.keyboard.press('Meta+k');
    expect(await focusIsIn(DRAWER)).toBe(true);
    // Escape in the empty box closes the drawer; Ctrl+K then goes to the navbar box.
    await page.keyboard.press('Escape');
    expect(await page.locator(DRAWER).isVisible()).toBe(false);
    await page.keyboard.press('Control+k');
    expect(await focusIsIn('[data-navbar]')).toBe(true);
    await page.context().close();
  });

  it('traps focus inside while open', async () => {
    const page = await openDrawer();
    const inside = () =>
      page.evaluate(() => {
        const doc = (globalThis as unknown as Win).document;
        return doc.querySelector('[data-drawer]').contains(doc.activeElement);
      });
    expect(await inside()).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
      seen.add(await focused(page));
    }
    // It wrapped around: fewer distinct stops than presses.
    expect(seen.size).toBeLessThan(25);
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    await page.context().close();
  });
});
