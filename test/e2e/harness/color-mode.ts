// Colour mode set-up: a stored theme choice in place before any script of the page runs.
import type { BrowserContext } from 'playwright-core';
import type { Win } from './dom.ts';

/** A colour mode the theme stores. */
export type ColorMode = 'light' | 'dark';

/** Makes every page of `context` start with `mode` stored as the reader's choice (as if picked on an earlier visit). */
export async function storeColorMode(context: BrowserContext, mode: ColorMode): Promise<void> {
  await context.addInitScript(
    (theme) => (globalThis as unknown as Win).localStorage.setItem('theme', theme),
    mode,
  );
}
