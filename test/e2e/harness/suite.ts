// Vitest wiring for browser tests: one browser and one site per test file.
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser, type TestBrowser } from './browser.ts';
import type { SiteUnderTest } from './site.ts';

/** Whether browser tests can run here (false skips them; on CI a missing Chromium throws instead). */
export const HAS_CHROMIUM = chromiumAvailable();

/** Launches one browser for the enclosing describe block; call the returned function inside tests. */
export function useBrowser(): () => TestBrowser {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser did not start.');
    return browser;
  };
}

/** Starts a site for the enclosing describe block; call the returned function inside tests. */
export function useSite(start: () => Promise<SiteUnderTest>): () => SiteUnderTest {
  let site: SiteUnderTest | undefined;
  beforeAll(async () => {
    site = await start();
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('The site did not start.');
    return site;
  };
}

/** The desktop viewport (wide enough for the TOC column). */
export const DESKTOP = { width: 1280, height: 800 };
/** The mobile viewport (below the 996 px breakpoint). */
export const MOBILE = { width: 375, height: 740 };

/** Reads an attribute of the first element matching `selector` (null when absent). */
export function attribute(page: Page, selector: string, name: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute(name);
}

/**
 * The page's globals inside `page.evaluate` callbacks. The test project is typed for Node (no DOM lib), so callbacks
 * reach browser globals through `globalThis as unknown as Win`.
 */
export type Win = Record<string, any>;

/** A short description of the focused element, for assertions: tag, id, classes and text. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = (globalThis as unknown as Win).document.activeElement;
    if (!element) return 'none';
    const id = element.id ? `#${element.id}` : '';
    const classes =
      typeof element.className === 'string' && element.className
        ? `.${element.className.split(' ').join('.')}`
        : '';
    return `${element.tagName.toLowerCase()}${id}${classes} ${(element.textContent ?? '').trim().slice(0, 40)}`.trim();
  });
}
