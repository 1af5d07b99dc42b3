// The site-theme fixture in a browser: the site's own footer (wrapping the theme's) shows on the page, and the link
// colour set by its custom CSS applies in light and in dark mode.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { copyThemeSite, removeThemeSites, runCli } from '../../integration/theme/fixture.ts';
import { attribute, type Win } from '../harness/dom.ts';
import { serveStatic } from '../harness/serve.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const TOGGLE = '[data-navbar] [data-color-mode-toggle]';

/** Builds a copy of the fixture and serves its output. */
async function startThemeSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const { dir, site } = await copyThemeSite();
  const out = path.join(dir, 'out');
  const result = runCli(site, ['build', '--quiet', '--out', out]);
  if (result.status !== 0) throw new Error(`the site-theme build failed:\n${result.stderr}`);
  const server = await serveStatic(out);
  return {
    origin: server.origin,
    close: async () => {
      await server.close();
      await removeThemeSites();
    },
  };
}

/** The computed colour of the first link in the page's markdown. */
const linkColor = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as Win;
    return w.getComputedStyle(w.document.querySelector('.markdown a')).color as string;
  });

describe.skipIf(!HAS_CHROMIUM)('site theme components and colours', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startThemeSite, 120_000);

  it("shows the site's footer above the theme's, and its link colour in both modes", async () => {
    const page = await browser().newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await page.goto(`${site().origin}/docs/wicks`);
    const motto = page.locator('.lantern-footer__motto');
    expect(await motto.isVisible()).toBe(true);
    expect(await motto.textContent()).toBe('Trimmed wicks burn brighter.');
    // The theme's own footer is still there, below the site's line.
    const below = await page.evaluate(() => {
      const w = globalThis as unknown as Win;
      const line = w.document.querySelector('.lantern-footer__motto');
      const footer = w.document.querySelector('footer.footer');
      return line.getBoundingClientRect().bottom <= footer.getBoundingClientRect().top;
    });
    expect(below).toBe(true);
    expect(await page.locator('footer.footer .footer__link').first().isVisible()).toBe(true);

    expect(await attribute(page, 'html', 'data-theme')).toBe('light');
    expect(await linkColor(page)).toBe('rgb(29, 107, 58)');
    await page.click(TOGGLE);
    expect(await attribute(page, 'html', 'data-theme')).toBe('dark');
    expect(await linkColor(page)).toBe('rgb(242, 177, 52)');
    expect(await motto.isVisible()).toBe(true);
    await page.context().close();
  });
});
