// The browser script in parts, in Chromium: a page with no tab set, diagram or search page loads the script alone
// (within its budget), a page with them loads their parts, the search box's part loads on the first hover, a part
// loads once however many pages client navigation shows (the Mermaid library, `mermaid.*.js`, comes with the diagrams part), and a click made while a part loads is not lost.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFixtureBuild } from '../harness/fixture-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

// The script every page loads, gzipped (issue budget: 12 KiB).
const SCRIPT_BUDGET = 12 * 1024;

interface Loaded {
  /** The script files the page asked for, by name without the hash (`main`, `tabs`, …), in order. */
  names: string[];
  /** Gzipped bytes of the script every page loads, once its body is read. */
  mainGzipped: Promise<number> | undefined;
}

/** Records every file of `assets/js/` the page loads. */
function recordScripts(page: Page): Loaded {
  const loaded: Loaded = { names: [], mainGzipped: undefined };
  page.on('response', (response) => {
    const name = /\/assets\/js\/([a-z-]+)\.[0-9a-f]+\.js$/.exec(new URL(response.url()).pathname)?.[1];
    if (!name) return;
    loaded.names.push(name);
    if (name === 'main') loaded.mainGzipped ??= response.body().then((body) => gzipSync(body).byteLength);
  });
  return loaded;
}

/** Holds the page's requests for the script part `name` until the returned function is called. */
async function holdBack(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/js/${name}\\.[0-9a-f]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

describe.skipIf(!HAS_CHROMIUM)('the browser script in parts', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(() => serveFixtureBuild('site-markdown-features'), 120_000);

  async function open(route: string): Promise<{ page: Page; loaded: Loaded }> {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const loaded = recordScripts(page);
    await page.goto(`${site().origin}${route}`, { waitUntil: 'networkidle' });
    return { page, loaded };
  }

  it('loads the script alone, within its budget, on a page without parts; the search box part on first hover', async () => {
    const { page, loaded } = await open('/docs/plain');
    expect(loaded.names).toEqual(['main']);
    expect(await loaded.mainGzipped).toBeLessThanOrEqual(SCRIPT_BUDGET);
    await page.locator('[data-navbar] [data-search-input]').hover();
    // The search box's part, then the worker it starts to prepare the index.
    await expect.poll(() => loaded.names).toEqual(['main', 'session', 'search-worker']);
    await page.locator('[data-navbar] [data-search-input]').fill('diagram');
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('loads the tab and diagram parts (and the Mermaid library) on the page that has them', async () => {
    const { page, loaded } = await open('/docs/features');
    expect([...loaded.names].sort()).toEqual(['diagrams', 'main', 'mermaid', 'tabs']);
    await page.context().close();
  });

  it('does the click made while the tab part loads once it is bound', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // Hold the tab part back until the reader has clicked.
    const release = await holdBack(page, 'tabs');
    await page.goto(`${site().origin}/docs/features`, { waitUntil: 'domcontentloaded' });
    const second = page.locator('.tabs >> nth=0').locator('[role="tab"] >> nth=1');
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('false');
    release();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('searches on the search page what the reader typed while its part loaded', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const release = await holdBack(page, 'session');
    await page.goto(`${site().origin}/search`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-search-page-input]').fill('diagram');
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('diagram');
    await expect.poll(() => page.locator('[data-search-results] [data-search-count]').count()).toBe(1);
    await context.close();
  });
});

describe.skipIf(!HAS_CHROMIUM)(
  'the browser script in parts, over client navigation',
  { timeout: 60_000 },
  () => {
    const browser = useBrowser();
    const site = useSite(() => serveFixtureBuild('site-mdx'), 120_000);

    it('loads a part once however many pages show it, and binds the swapped-in tab sets with it', async () => {
      const context = await browser().newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const loaded = recordScripts(page);
      await page.goto(`${site().origin}/docs/tab-sync`, { waitUntil: 'networkidle' });
      expect(loaded.names).toEqual(['main', 'tabs']);
      await page.locator('[data-sidebar-container] a[href="/docs/setup"]').first().click();
      await page.waitForURL(`${site().origin}/docs/setup`);
      await page.locator('[data-sidebar-container] a[href="/docs/tab-sync"]').first().click();
      await page.waitForURL(`${site().origin}/docs/tab-sync`);
      const tab = page.locator('.tabs >> nth=2').locator('[role="tab"] >> nth=1');
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      expect(loaded.names).toEqual(['main', 'tabs']);
      await context.close();
    });
  },
);
