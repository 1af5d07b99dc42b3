// Client navigation browser tests: the real site under its strict policy, and helpers to tell a swap from a load.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import type { TestBrowser } from '../harness/browser.ts';
import type { Win } from '../harness/dom.ts';
import { realSiteBuild } from '../harness/real-site.ts';
import { recordCspViolations, serveWithStrictPolicy } from '../harness/strict-csp.ts';
import { DESKTOP } from '../harness/viewports.ts';

/** The built site, served on 127.0.0.1 with the strict Content Security Policy of the build. */
export interface BuiltSite {
  origin: string;
  policy: string;
  /** The folder being served. */
  dir: string;
  /** Absolute URL of a path of the site. */
  url(pathname: string): string;
  close(): Promise<void>;
}

/**
 * Serves the real site with the strict policy (`style-src 'self'`, hashed scripts): whatever the navigation does to
 * the page must pass it.
 */
export async function startBuiltSite(): Promise<BuiltSite> {
  const built = await realSiteBuild();
  // Every page has the same single inline script, the pre-paint theme script.
  const html = await readFile(path.join(built.dir, 'index.html'), 'utf8');
  const inlineScripts = Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (match) => match[1]!);
  const server = await serveWithStrictPolicy(built.dir, inlineScripts);
  return {
    origin: server.origin,
    policy: server.policy,
    dir: built.dir,
    url: (pathname) => server.origin + pathname,
    async close() {
      await server.close();
      await built.close();
    },
  };
}

/** Pages of the real site the tests move between. */
export const PAGES = {
  nfc: '/docs/user-guide/ent-cards/nfc',
  sustainability: '/docs/user-guide/ent-cards/sustainability',
  skysounds: '/docs/user-guide/ent-cards/skysounds',
  glossary: '/docs/user-guide/maar-world/glossary',
  faq: '/docs/user-guide/maar-world/faq',
  setValue: '/docs/api/setValue',
  home: '/',
} as const;

/** The pager's "Next" link. */
export const NEXT = '.pagination-nav__link--next';
/** The pager's "Previous" link. */
export const PREVIOUS = '.pagination-nav__link--prev';

/** A page whose requests are recorded: `documents` are full loads, `fetches` are the script's page fetches. */
export interface WatchedPage {
  page: Page;
  documents: string[];
  fetches: string[];
}

/** Opens `url` in a fresh context, records requests, and sets a marker on `window` that a full load would drop. */
export async function openPage(
  browser: TestBrowser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport: DESKTOP, ...options });
  const { documents, fetches } = recordPageRequests(page);
  await recordCspViolations(page.context());
  await page.goto(url);
  if (options.javaScriptEnabled !== false) await setMarker(page);
  return { page, documents, fetches };
}

/** Records the paths (with query) of `page`'s full loads (`documents`) and the script's page fetches (`fetches`). */
export function recordPageRequests(page: Page): { documents: string[]; fetches: string[] } {
  const documents: string[] = [];
  const fetches: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname, search } = new URL(request.url());
    if (request.resourceType() === 'document') documents.push(pathname + search);
    if (request.resourceType() === 'fetch' && !pathname.startsWith('/assets/'))
      fetches.push(pathname + search);
  });
  return { documents, fetches };
}

/** Sets the marker on `window` (a full page load drops it). */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as Win).navTestMarker = 'kept';
  });
}

/** True while the document the marker was set in is still the one shown. */
export function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as unknown as Win).navTestMarker === 'kept');
}

/** Waits until the script has swapped a page in (`docsgen:navigated`) after `action`. */
export async function swapAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  const navigated = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        (globalThis as unknown as Win).document.addEventListener('docsgen:navigated', () => resolve(), {
          once: true,
        }),
      ),
  );
  await action();
  await navigated;
}

/** The text of the page's main heading. */
export function heading(page: Page): Promise<string> {
  return page.locator('main h1').first().innerText();
}

/** Starts recording, inside the page, whether and when the progress bar appears (ms after `recordProgress`). */
export async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = globalThis as unknown as Win;
    const started = win.performance.now();
    win.navTestProgress = [];
    new win.MutationObserver(() => {
      if (win.document.querySelector('.nav-progress') && win.navTestProgress.length === 0) {
        win.navTestProgress.push(Math.round(win.performance.now() - started));
      }
    }).observe(win.document.body, { childList: true });
  });
}

/** When the progress bar appeared, in ms after `recordProgress`, or `null` when it never did. */
export function progressShownAt(page: Page): Promise<number | null> {
  return page.evaluate(() => (globalThis as unknown as Win).navTestProgress[0] ?? null);
}

/** An init script that makes `navigator.connection` report the given values. */
export function connectionScript(value: { saveData: boolean; effectiveType: string }): string {
  return `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(
    value,
  )}) });`;
}
