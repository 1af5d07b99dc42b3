// Client navigation in real Chromium on the real site: the swap, the progress bar, prefetch, and what is left to
// the browser (with JavaScript off, every link still works).
import { describe, expect, it } from 'vitest';
import { cspViolations } from '../harness/strict-csp.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';
import { watchConsole } from '../harness/page-checks.ts';
import { focused, type Win } from '../harness/dom.ts';
import {
  connectionScript,
  hasMarker,
  heading,
  NEXT,
  openPage,
  PAGES,
  recordPageRequests,
  setMarker,
  PREVIOUS,
  progressShownAt,
  recordProgress,
  startBuiltSite,
  swapAfter,
} from './helpers.ts';

describe.skipIf(!HAS_CHROMIUM)('client navigation', () => {
  const browser = useBrowser();
  const site = useSite(startBuiltSite, 180_000);

  it('swaps the page on a click: URL, title, head, html classes, content and active links, without a load', async () => {
    const { page, documents, fetches } = await openPage(browser(), site().url(PAGES.nfc));
    const log = watchConsole(page);
    await recordProgress(page);
    // Prefetched first, so the swap comes from memory: "fast" must not depend on how loaded the machine is.
    await page.locator(NEXT).hover();
    await expect.poll(() => fetches.includes(PAGES.sustainability)).toBe(true);
    await swapAfter(page, () => page.locator(NEXT).click());
    expect(new URL(page.url()).pathname).toBe(PAGES.sustainability);
    expect(await page.title()).toBe('Sustainability | Maar World');
    expect(await heading(page)).toBe('Sustainability');
    expect(await hasMarker(page)).toBe(true);
    expect(documents).toEqual([PAGES.nfc]);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/sustainability$/);
    expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Sustainability');
    expect(await page.locator('title').count()).toBe(1);
    const htmlClass = (await page.locator('html').getAttribute('class')) ?? '';
    expect(htmlClass).toContain('docs-doc-id-user-guide-ent-cards-sustainability');
    expect(htmlClass).not.toContain('nfc');
    const sidebarActive = page.locator('[data-sidebar-container] .menu__link--active');
    expect(await sidebarActive.count()).toBe(1);
    expect(await sidebarActive.getAttribute('href')).toBe(PAGES.sustainability);
    expect(await sidebarActive.getAttribute('aria-current')).toBe('page');
    // The navbar and the drawer stay; a site in one language has no language menu to point at the new page.
    expect(await page.locator('[data-navbar]').count()).toBe(1);
    expect(await page.locator('#navbar-locale-menu, #drawer-locales-items').count()).toBe(0);
    expect(await page.locator('[data-drawer-secondary] .menu__link--active').getAttribute('href')).toBe(
      PAGES.sustainability,
    );
    // Focus on the main heading, the change announced, no progress bar for a fast page, the window at the top.
    expect(await focused(page)).toMatch(/^h1.* Sustainability$/);
    expect(await page.locator('[role="status"][aria-atomic="true"]').last().textContent()).toBe(
      'Sustainability | Maar World',
    );
    expect(await progressShownAt(page)).toBeNull();
    expect(await page.evaluate(() => (globalThis as unknown as Win).scrollY)).toBe(0);
    expect([...log.errors, ...log.pageErrors]).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the progress bar only after 200 ms, then completes and removes it', async () => {
    const { page } = await openPage(browser(), site().url(PAGES.nfc));
    // The response is held until the test has seen the bar trickle, so a slow machine cannot race it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PAGES.sustainability}`, async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      await held;
      return route.continue();
    });
    await recordProgress(page);
    await page.locator(NEXT).click();
    await page.waitForSelector('.nav-progress', { state: 'attached' });
    const shownAt = await progressShownAt(page);
    expect(shownAt).not.toBeNull();
    expect(shownAt!).toBeGreaterThanOrEqual(200);
    expect(await page.locator('.nav-progress').getAttribute('aria-hidden')).toBe('true');
    // It trickles forward while the page is held back.
    const scale = (): Promise<number> =>
      page
        .locator('.nav-progress')
        .evaluate((bar: Win) => Number(/scaleX\(([\d.]+)\)/.exec(bar.style.transform)?.[1]));
    const first = await scale();
    expect(first).toBeGreaterThanOrEqual(0.08);
    await expect.poll(scale, { timeout: 10_000 }).toBeGreaterThan(first);
    release();
    await page.waitForSelector('.nav-progress', { state: 'detached' });
    expect(await heading(page)).toBe('Sustainability');
    expect(await hasMarker(page)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('prefetches on hover and reuses the copy on click', async () => {
    const { page, fetches } = await openPage(browser(), site().url(PAGES.nfc));
    // Footer links are not watched for the viewport, so only the hover fetches this one.
    const link = page.locator('footer a[href="/blog"]');
    await page.waitForTimeout(500);
    expect(fetches).not.toContain('/blog');
    await link.hover();
    await expect.poll(() => fetches.includes('/blog')).toBe(true);
    await swapAfter(page, () => link.click());
    expect(await heading(page)).toBe('Blog');
    expect(fetches.filter((path) => path === '/blog')).toHaveLength(1);
    expect(await hasMarker(page)).toBe(true);
    await page.context().close();
  });

  it('prefetches the links of the page as they enter the viewport, a few at a time, and not the sidebar', async () => {
    const { page, fetches } = await openPage(browser(), site().url(PAGES.sustainability));
    const inView = async (selector: string): Promise<string[]> =>
      page.locator(selector).evaluateAll((links: Win[]) =>
        links
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.bottom > 0 && box.top < (globalThis as unknown as Win).innerHeight && box.width > 0;
          })
          .map((link) => new URL(link.href).pathname),
      );
    const mainLinks = (await inView('main a[href^="/"]')).filter((path) => path !== PAGES.sustainability);
    expect(mainLinks.length).toBeGreaterThan(0);
    await expect
      .poll(() => mainLinks.every((path) => fetches.includes(path)), { timeout: 10_000 })
      .toBe(true);
    // The sidebar is in view too, but its links wait for the reader's hover.
    const sidebarLinks = await inView('[data-sidebar-container] a[href^="/"]');
    expect(sidebarLinks.length).toBeGreaterThan(5);
    expect(fetches.filter((path) => !mainLinks.includes(path))).toEqual([]);
    // The pager is far below the fold: fetched once it scrolls into view.
    expect(fetches).not.toContain(PAGES.nfc);
    await page.locator(PREVIOUS).scrollIntoViewIfNeeded();
    await expect.poll(() => fetches.includes(PAGES.nfc), { timeout: 10_000 }).toBe(true);
    await page.context().close();
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
    { saveData: false, effectiveType: 'slow-2g' },
  ]) {
    it(`does not prefetch with ${connection.saveData ? 'Save-Data' : connection.effectiveType}, but still swaps on click`, async () => {
      const context = await browser().newContext({ viewport: DESKTOP });
      await context.addInitScript(connectionScript(connection));
      const page = await context.newPage();
      const { fetches } = recordPageRequests(page);
      await page.goto(site().url(PAGES.nfc));
      await page.locator('[data-navbar] a.navbar__link[href="/docs/user-guide/"]').hover();
      await page.locator(NEXT).scrollIntoViewIfNeeded();
      await page.locator(NEXT).hover();
      await page.waitForTimeout(1000);
      expect(fetches).toEqual([]);
      await setMarker(page);
      await swapAfter(page, () => page.locator(NEXT).click());
      expect(fetches).toHaveLength(1);
      expect(await hasMarker(page)).toBe(true);
      await context.close();
    });
  }

  it('still navigates with JavaScript disabled', async () => {
    const { page, documents } = await openPage(browser(), site().url(PAGES.nfc), {
      javaScriptEnabled: false,
    });
    await page.locator(NEXT).click();
    await page.waitForURL(`**${PAGES.sustainability}`);
    expect(await heading(page)).toBe('Sustainability');
    await page.locator('[data-navbar] a.navbar__link[href="/docs/user-guide/"]').click();
    await page.waitForURL('**/docs/user-guide/');
    expect(documents).toEqual([PAGES.nfc, PAGES.sustainability, '/docs/user-guide/']);
    await page.context().close();
  });

  it('leaves modifier clicks, new-tab links, downloads, external links, files and #hash links to the browser', async () => {
    const { page } = await openPage(browser(), site().url(PAGES.nfc));
    const taken = await page.evaluate((sustainability) => {
      const win = globalThis as unknown as Win;
      const doc = win.document;
      // Whether the script took each click over (called preventDefault before the window saw it).
      const probe = (attributes: Record<string, string>, init: object = {}): boolean => {
        const link = doc.createElement('a');
        for (const [key, value] of Object.entries(attributes)) link.setAttribute(key, value);
        link.textContent = 'probe';
        doc.querySelector('main').append(link);
        let prevented = false;
        win.addEventListener(
          'click',
          (event: Win) => {
            prevented = event.defaultPrevented;
            // The browser must not actually follow the probe.
            event.preventDefault();
          },
          { once: true },
        );
        link.dispatchEvent(
          new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
        );
        link.remove();
        return prevented;
      };
      const page = { href: sustainability };
      return {
        plain: probe(page),
        ctrl: probe(page, { ctrlKey: true }),
        meta: probe(page, { metaKey: true }),
        shift: probe(page, { shiftKey: true }),
        alt: probe(page, { altKey: true }),
        blank: probe({ ...page, target: '_blank' }),
        self: probe({ ...page, target: '_self' }),
        download: probe({ ...page, download: '' }),
        external: probe({ href: 'https://example.com/docs/x' }),
        relExternal: probe({ ...page, rel: 'external' }),
        file: probe({ href: '/img/logo.svg' }),
        feed: probe({ href: '/blog/rss.xml' }),
        mail: probe({ href: 'mailto:someone@example.com' }),
        hash: probe({ href: '#related' }),
        samePageHash: probe({ href: `${win.location.pathname}#related` }),
      };
    }, PAGES.sustainability);
    expect(taken).toEqual({
      plain: true,
      ctrl: false,
      meta: false,
      shift: false,
      alt: false,
      blank: false,
      self: true,
      download: false,
      external: false,
      relExternal: false,
      file: false,
      feed: false,
      mail: false,
      hash: false,
      samePageHash: false,
    });
    await page.context().close();
  });
});
