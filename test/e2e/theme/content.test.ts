// Page content in a real browser: TOC and scroll-spy, breadcrumbs, sidebar, copy buttons, details, console errors.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSampleSite, startSiteUnderTest, type PageKind, PAGE_KINDS } from '../harness/site.ts';
import { watchConsole } from '../harness/page-checks.ts';
import type { Win } from '../harness/dom.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP, MOBILE } from '../harness/viewports.ts';

const activeToc = (page: Page) =>
  page.evaluate(() =>
    Array.from((globalThis as unknown as Win).document.querySelectorAll('[data-toc] .toc__link--active')).map(
      (link) => (link as { hash: string }).hash,
    ),
  );

describe.skipIf(!HAS_CHROMIUM)('page content', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);
  // Tests of specific markdown markup (code blocks, details, collapsed categories) use the sample content.
  const sample = useSite(() => startSampleSite());

  async function open(kind: PageKind, viewport = DESKTOP, on = site): Promise<Page> {
    const page = await browser().newPage({ viewport });
    await page.goto(on().url(kind));
    return page;
  }

  it('shows the nested TOC on desktop and highlights the heading being read', async () => {
    const page = await open('doc');
    const toc = page.locator('.toc-desktop');
    expect(await toc.isVisible()).toBe(true);
    expect(await page.locator('.toc-mobile').isVisible()).toBe(false);
    expect(await toc.locator(':scope .toc__list > li > a').count()).toBeGreaterThan(0);
    const nested = toc.locator('.toc__list--nested > li > a');
    expect(await nested.count()).toBeGreaterThan(0);
    expect(await activeToc(page)).toHaveLength(1);
    const second = (await toc.locator('a[data-toc-link]').nth(1).getAttribute('href'))!;
    await page.click(`.toc-desktop a[href="${second}"]`);
    await page.waitForFunction(
      (hash) =>
        (globalThis as unknown as Win).document.querySelector('[data-toc] .toc__link--active')?.hash === hash,
      second,
    );
    await page.evaluate(() => (globalThis as unknown as Win).window.scrollTo(0, 1e6));
    const last = (await toc.locator('a[data-toc-link]').last().getAttribute('href'))!;
    await page.waitForFunction(
      (hash) =>
        (globalThis as unknown as Win).document.querySelector('[data-toc] .toc__link--active')?.hash === hash,
      last,
    );
    expect(await activeToc(page)).toEqual([last]);
    await page.context().close();
  });

  it('shows the TOC as a collapsible "On this page" above the content on mobile', async () => {
    const page = await open('doc', MOBILE);
    expect(await page.locator('.toc-desktop').isVisible()).toBe(false);
    const details = page.locator('details.toc-mobile');
    expect(await details.isVisible()).toBe(true);
    expect(await details.getAttribute('open')).toBeNull();
    await details.locator('summary').click();
    const link = details.locator('.toc__list--nested a').first();
    expect(await link.isVisible()).toBe(true);
    await link.click();
    expect(await details.getAttribute('open')).toBeNull();
    await page.context().close();
  });

  it('renders breadcrumbs with a home link, separators and the current page', async () => {
    const page = await open('doc');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    expect(await crumbs.locator('.breadcrumbs__separator').allTextContents()).toEqual(['›', '›']);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Introduction');
    await page.context().close();
  });

  it('highlights the current sidebar link and toggles categories with their caret', async () => {
    const page = await open('doc', DESKTOP, sample);
    const sidebar = page.locator('.docs-sidebar');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Introduction');
    const caret = sidebar.getByRole('button', { name: 'Toggle the category Ent Cards' });
    const items = sidebar.getByRole('link', { name: 'NFC' });
    expect(await caret.getAttribute('aria-expanded')).toBe('false');
    expect(await items.isVisible()).toBe(false);
    await caret.click();
    expect(await caret.getAttribute('aria-expanded')).toBe('true');
    expect(await items.isVisible()).toBe(true);
    await caret.click();
    expect(await items.isVisible()).toBe(false);
    expect(await sidebar.getByRole('link', { name: 'Ent Cards' }).getAttribute('href')).toBe(
      '/docs/category/ent-cards',
    );
    await page.context().close();
  });

  it('copies code with the copy button and says "Copied" for two seconds', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(sample().url('doc'));
    const block = page.locator('.code-block').first();
    const button = block.locator('[data-copy]');
    await block.hover();
    await button.click();
    // Set once the clipboard has taken the text (a promise).
    await expect.poll(() => button.textContent()).toBe('Copied');
    const clipboard = await page.evaluate(() =>
      (globalThis as unknown as Win).navigator.clipboard.readText(),
    );
    expect(clipboard).toBe(await block.locator('code').textContent());
    expect(clipboard).toContain('\n');
    await page.waitForFunction(
      () => (globalThis as unknown as Win).document.querySelector('[data-copy]').textContent === 'Copy',
      undefined,
      { timeout: 3500 },
    );
    await context.close();
  });

  it('opens a closed <details> when the URL points inside it', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(`${sample().url('doc')}#several-cards`);
    expect(await page.locator('details.details').first().getAttribute('open')).toBe('');
    await page.context().close();
  });

  it.each(PAGE_KINDS)('logs no console error on the %s page (desktop and mobile)', async (kind) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await browser().newPage({ viewport });
      const url = site().url(kind);
      // The 404 page's own status is logged by Chromium as a failed resource; that is expected.
      const log = watchConsole(page, (source) => kind === 'not-found' && source === url);
      const response = await page.goto(url);
      expect(response?.status()).toBe(kind === 'not-found' ? 404 : 200);
      await page.waitForLoadState('load');
      expect(log.errors).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.warnings).toEqual([]);
      await page.context().close();
    }
  });
});
