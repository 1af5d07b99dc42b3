// Reading the page's DOM from tests: browser globals inside `page.evaluate`, attributes and the focused element.
import type { Page } from 'playwright-core';

/**
 * The page's globals inside `page.evaluate` callbacks. The test project is typed for Node (no DOM lib), so callbacks
 * reach browser globals through `globalThis as unknown as Win`.
 */
export type Win = Record<string, any>;

/** Reads an attribute of the first element matching `selector` (null when absent). */
export function attribute(page: Page, selector: string, name: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute(name);
}

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
