// Colour mode: toggle, persistence, no flash before the main script, following the system, code block colours.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSampleSite, startSiteUnderTest } from '../harness/site.ts';
import { attribute, type Win } from '../harness/dom.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const TOGGLE = '[data-navbar] [data-color-mode-toggle]';
const theme = (page: Page) => attribute(page, 'html', 'data-theme');
const stored = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Win).localStorage.getItem('theme'));
/** The computed colour of the first keyword token of the first code block. */
const codeColor = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as Win;
    return w.getComputedStyle(w.document.querySelector('.code-block .tok-keyword')).color as string;
  });

describe.skipIf(!HAS_CHROMIUM)('colour mode', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);
  // Settings-specific tests use the sample site, whose settings are known.
  const sample = useSite(() => startSampleSite());
  const following = useSite(() => startSampleSite({ respectPrefersColorScheme: true }));

  it('starts light, toggles to dark with an updated label, and keeps the choice across reloads', async () => {
    const page = await browser().newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await page.goto(site().url('doc'));
    expect(await theme(page)).toBe('light');
    expect(await attribute(page, TOGGLE, 'aria-label')).toBe(
      'Switch between dark and light mode (currently light mode)',
    );
    await page.click(TOGGLE);
    expect(await theme(page)).toBe('dark');
    expect(await attribute(page, TOGGLE, 'aria-label')).toBe(
      'Switch between dark and light mode (currently dark mode)',
    );
    expect(await stored(page)).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(await attribute(page, TOGGLE, 'aria-label')).toContain('(currently dark mode)');
    await page.click(TOGGLE);
    expect(await theme(page)).toBe('light');
    expect(await stored(page)).toBe('light');
    await page.context().close();
  });

  it('switches code block colours with the mode', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(sample().url('doc'));
    const lightCode = await codeColor(page);
    await page.click(TOGGLE);
    expect(await codeColor(page)).not.toBe(lightCode);
    await page.click(TOGGLE);
    expect(await codeColor(page)).toBe(lightCode);
    await page.context().close();
  });

  it('applies the stored theme before any external script runs', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(site().url('home'));
    await page.evaluate(() => (globalThis as unknown as Win).localStorage.setItem('theme', 'dark'));
    // Block every external script: only the inline pre-paint script can set the theme.
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    await page.reload();
    expect(await theme(page)).toBe('dark');
    const background = await page.evaluate(() => {
      const w = globalThis as unknown as Win;
      return w.getComputedStyle(w.document.body).backgroundColor as string;
    });
    expect(background).toBe('rgb(11, 12, 16)');
    await context.close();
  });

  it('ignores stored values outside the allow-list', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(site().url('home'));
    await page.evaluate(() =>
      (globalThis as unknown as Win).localStorage.setItem('theme', '"><img src=x onerror=alert(1)>'),
    );
    await page.reload();
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('follows the system preference until the reader chooses, when respectPrefersColorScheme is on', async () => {
    const page = await browser().newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await page.goto(following().url('doc'));
    expect(await theme(page)).toBe('dark');
    expect(await attribute(page, TOGGLE, 'aria-label')).toContain('(currently dark mode)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(
      () => (globalThis as unknown as Win).document.documentElement.dataset.theme === 'light',
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(
      () => (globalThis as unknown as Win).document.documentElement.dataset.theme === 'dark',
    );
    await page.click(TOGGLE);
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('ignores the system preference when respectPrefersColorScheme is off', async () => {
    const page = await browser().newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await page.goto(sample().url('home'));
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });
});
