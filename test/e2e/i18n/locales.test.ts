// The four-locale fixture in a browser: the locale switcher lands on the same doc in the other locale, the Arabic
// layout mirrors (sidebar on the right, pager reversed), and a Japanese query finds the Japanese page.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureBuild } from '../harness/fixture-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';
import { dropdownTitles, startGatedSite, typeInNavbar } from '../search/helpers.ts';

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

describe.skipIf(!HAS_CHROMIUM)('a site in several locales', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(() => serveFixtureBuild('site-i18n'), 120_000);

  it('switches locale and lands on the same doc', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(`${site().origin}/docs/guide/setup`);
    expect(await page.locator('h1').first().textContent()).toBe('Setup');
    await page.click('#navbar-locale');
    await Promise.all([
      page.waitForURL(`${site().origin}/fr/docs/guide/setup`),
      page.click('#navbar-locale-menu a[hreflang="fr"]'),
    ]);
    expect(await page.locator('h1').first().textContent()).toBe('Installation');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.context().close();
  });

  it('mirrors the Arabic layout: the sidebar on the right, the pager reversed', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(`${site().origin}/docs/guide/setup`);
    const ltrSidebar = await box(page, '.docs-sidebar');
    const ltrContent = await box(page, '.docs-main');
    const ltrPrev = await box(page, '.pagination-nav__link--prev');
    const ltrNext = await box(page, '.pagination-nav__link--next');
    expect(ltrSidebar.x).toBeLessThan(ltrContent.x);
    expect(ltrPrev.x).toBeLessThan(ltrNext.x);

    await page.goto(`${site().origin}/ar/docs/guide/setup`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const sidebar = await box(page, '.docs-sidebar');
    const content = await box(page, '.docs-main');
    const prev = await box(page, '.pagination-nav__link--prev');
    const next = await box(page, '.pagination-nav__link--next');
    expect(sidebar.x).toBeGreaterThan(content.x);
    expect(sidebar.x + sidebar.width).toBeGreaterThan(DESKTOP.width - 40);
    expect(prev.x).toBeGreaterThan(next.x);
    await page.screenshot({ path: path.join(site().dir, 'ar-docs-guide-setup.png'), fullPage: true });
    await page.context().close();
  });

  it('finds the Japanese page for a Japanese word inside a sentence', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(`${site().origin}/ja/docs/intro`);
    await typeInNavbar(page, '提灯');
    expect(await dropdownTitles(page)).toContain('はじめに');
    // The browser script's own words are the page's locale's too.
    expect(await page.locator('[data-navbar] a.search-dropdown__see-all').textContent()).toBe(
      'すべての結果を表示',
    );
    await page.context().close();
  });

  it("writes the search page's count and the copy button's answers in the page's locale", async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      const refuse = (): Promise<never> =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      navigator.clipboard.write = refuse;
      navigator.clipboard.writeText = refuse;
    });
    const page = await context.newPage();
    await page.goto(`${site().origin}/fr/search?q=lanterne`);
    await page.waitForSelector('[data-search-count]');
    expect(await page.locator('[data-search-count]').textContent()).toMatch(
      /^(1 résultat|\d+ résultats) pour « lanterne »$/,
    );
    await page.goto(`${site().origin}/fr/docs/intro`);
    await page.locator('[data-copy-page]').click();
    const status = page.locator('[data-copy-page-status]');
    await expect.poll(() => status.textContent()).toContain("Le navigateur n'a pas permis de copier");
    expect(await status.locator('a').textContent()).toBe('Ouvrir le markdown');
    await context.close();
  });

  it("shows a failed search in the page's locale, with the detail kept aside", async () => {
    const gated = await startGatedSite(path.join(site().dir, 'out'), async () => {});
    try {
      gated.block(/\/assets\/search\/.+\.json$/);
      const page = await browser().newPage({ viewport: DESKTOP });
      await page.goto(`${gated.origin}/fr/search?q=lanterne`);
      const error = page.locator('[data-search-results] [data-search-error]');
      await error.waitFor();
      expect(await error.locator('.error-view__message').textContent()).toBe(
        'La recherche est indisponible.',
      );
      expect(await error.getAttribute('data-search-error-detail')).toMatch(
        /^Search is unavailable: .*HTTP 503/,
      );
      expect(await error.getByRole('button').textContent()).toBe('Réessayer');
      gated.block(null);
      await error.getByRole('button').click();
      await page.waitForSelector('[data-search-count]');
      await page.close();
    } finally {
      await gated.close();
    }
  });
});
