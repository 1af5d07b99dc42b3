// The site-i18n-versions fixture in real Chromium: switching locale keeps the version read, switching version keeps
// the locale, and each switch lands on the same doc (in its translation where there is one).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serveFixtureBuild } from '../harness/fixture-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';
import { dropdownOf, typeInNavbar } from '../search/helpers.ts';

const VERSION_TOGGLE = 'button[aria-controls="navbar-right-0-menu"]';
const VERSION_MENU = '#navbar-right-0-menu';

const pathOf = (page: Page): string => new URL(page.url()).pathname;
const firstParagraph = (page: Page) => page.locator('article .markdown p').first().textContent();

async function switchLocale(page: Page, locale: string): Promise<void> {
  await page.click('#navbar-locale');
  await page.click(`#navbar-locale-menu a[hreflang="${locale}"]`);
}

async function switchVersion(page: Page, label: string): Promise<void> {
  if ((await page.locator(VERSION_TOGGLE).getAttribute('aria-expanded')) !== 'true')
    await page.locator(VERSION_TOGGLE).click();
  await page.locator(`${VERSION_MENU} a`, { hasText: label }).click();
}

describe.skipIf(!HAS_CHROMIUM)('locales and versions together in a browser', () => {
  const browser = useBrowser();
  const site = useSite(() => serveFixtureBuild('site-i18n-versions'), 120_000);

  it('switches locale, then version, then both again, and lands on the same doc each time', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(`${site().origin}/docs/1.0/intro`);
    expect(await firstParagraph(page)).toContain('Tidewater 1.0 prints the next high water');

    await switchLocale(page, 'fr');
    await expect.poll(() => pathOf(page)).toBe('/fr/docs/1.0/intro');
    await expect.poll(() => firstParagraph(page)).toContain('Tidewater 1.0 affiche la prochaine pleine mer');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator(VERSION_TOGGLE).textContent()).toBe('1.0 (ancienne)');
    expect(await page.locator('.version-banner').textContent()).toContain('plus activement maintenue');

    // The current version's label is the locale's word (the config sets none).
    await switchVersion(page, 'À venir');
    await expect.poll(() => pathOf(page)).toBe('/fr/docs/next/intro');
    await expect.poll(() => firstParagraph(page)).toContain('Tidewater (prochaine version) affiche');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    // The locale switcher follows the page read, even after a version switch made in the page.
    await switchLocale(page, 'ar');
    await expect.poll(() => pathOf(page)).toBe('/ar/docs/next/intro');
    await expect.poll(() => firstParagraph(page)).toContain('الإصدار القادم');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await switchVersion(page, '2.0');
    await expect.poll(() => pathOf(page)).toBe('/ar/docs/intro');
    await expect.poll(() => firstParagraph(page)).toContain('يعرض Tidewater 2.0');
    await page.context().close();
  });
  it('searches the locale and version being read', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const resultLinks = () =>
      dropdownOf(page)
        .locator('a.search-result')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    await page.goto(`${site().origin}/fr/docs/1.0/intro`);
    await typeInNavbar(page, 'almanach');
    await expect.poll(resultLinks).toContain('/fr/docs/1.0/intro');
    expect((await resultLinks()).every((p) => p.startsWith('/fr/docs/1.0/'))).toBe(true);
    // Every version's pages name the product: read in the next version, only that version's French pages answer.
    await page.goto(`${site().origin}/fr/docs/next/intro`);
    await typeInNavbar(page, 'Tidewater');
    await expect.poll(resultLinks).toContain('/fr/docs/next/intro');
    // (The site's pages, outside the docs, answer in every version.)
    const links = await resultLinks();
    expect(links.every((p) => p.startsWith('/fr/'))).toBe(true);
    expect(links.filter((p) => p.startsWith('/fr/docs/') && !p.startsWith('/fr/docs/next/'))).toEqual([]);
    await page.context().close();
  });
});
