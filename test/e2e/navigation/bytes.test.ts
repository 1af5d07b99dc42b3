// What a click navigation transfers compared with a full page load on a cold cache (printed, and checked to be
// smaller), and what the viewport prefetch of one docs page costs. The test server does not compress, so sizes are
// also given gzipped (as a real host would serve them), computed from the files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';
import { connectionScript, NEXT, PAGES, startBuiltSite, swapAfter } from './helpers.ts';

interface Transfer {
  path: string;
  type: string;
  bytes: number;
}

/** Records every finished request of `page` with its transferred size (headers and body). */
function recordTransfers(page: Page): Transfer[] {
  const transfers: Transfer[] = [];
  page.on('requestfinished', (request: Request) => {
    void request.sizes().then((sizes) => {
      const { pathname } = new URL(request.url());
      transfers.push({
        path: pathname,
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
  });
  return transfers;
}

const total = (transfers: readonly Transfer[]): number => transfers.reduce((sum, t) => sum + t.bytes, 0);

describe.skipIf(!HAS_CHROMIUM)('client navigation: bytes', () => {
  const browser = useBrowser();
  const site = useSite(startBuiltSite, 180_000);

  /** The gzipped size of the built file behind a URL path (`x/index.html` for pages). */
  async function gzipped(urlPath: string, type: string): Promise<number> {
    const file = type === 'document' || type === 'fetch' ? path.join(urlPath, 'index.html') : urlPath;
    return gzipSync(await readFile(path.join(site().dir, decodeURIComponent(file)))).length;
  }

  it('a click transfers only the page HTML, a fraction of a full load', async () => {
    // Full load of the target on a cold cache, with the script's prefetches left out (they are measured below).
    const cold = await browser().newContext({ viewport: DESKTOP });
    await cold.addInitScript(connectionScript({ saveData: true, effectiveType: '4g' }));
    const fullPage = await cold.newPage();
    const full = recordTransfers(fullPage);
    await fullPage.goto(`${site().origin}${PAGES.sustainability}`, { waitUntil: 'networkidle' });
    await cold.close();

    // A click navigation from the page before it, prefetch off, so the click itself fetches the page.
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript(connectionScript({ saveData: true, effectiveType: '4g' }));
    const page = await context.newPage();
    await page.goto(`${site().origin}${PAGES.nfc}`, { waitUntil: 'networkidle' });
    const navigation = recordTransfers(page);
    await swapAfter(page, () => page.locator(NEXT).click());
    await page.waitForLoadState('networkidle');
    await context.close();

    // Prefetch cost of one docs page: what the viewport prefetch fetches after a load, with no reader input.
    const prefetchContext = await browser().newContext({ viewport: DESKTOP });
    const prefetchPage = await prefetchContext.newPage();
    const prefetch = recordTransfers(prefetchPage);
    await prefetchPage.goto(`${site().origin}${PAGES.nfc}`, { waitUntil: 'networkidle' });
    await prefetchPage.waitForTimeout(3000);
    await prefetchContext.close();
    const prefetched = prefetch.filter((t) => t.type === 'fetch' && !t.path.startsWith('/assets/'));

    const fullGzip = (await Promise.all(full.map((t) => gzipped(t.path, t.type)))).reduce((a, b) => a + b, 0);
    const navHtml = navigation.filter((t) => t.type === 'fetch');
    const navGzip = (await Promise.all(navHtml.map((t) => gzipped(t.path, t.type)))).reduce(
      (a, b) => a + b,
      0,
    );
    const prefetchGzip = (await Promise.all(prefetched.map((t) => gzipped(t.path, t.type)))).reduce(
      (a, b) => a + b,
      0,
    );
    console.log(
      [
        `full load of ${PAGES.sustainability} (cold cache): ${full.length} requests, ${total(full)} bytes ` +
          `(bodies gzipped: ${fullGzip}) — ${full.map((t) => `${t.type} ${t.path} ${t.bytes}`).join(', ')}`,
        `click navigation to it: ${navigation.length} requests, ${total(navigation)} bytes ` +
          `(HTML gzipped: ${navGzip}) — ${navigation.map((t) => `${t.type} ${t.path} ${t.bytes}`).join(', ')}`,
        `viewport prefetch on ${PAGES.nfc}: ${prefetched.length} pages, ${total(prefetched)} bytes ` +
          `(gzipped: ${prefetchGzip})`,
      ].join('\n'),
    );
    expect(navHtml.map((t) => t.path)).toEqual([PAGES.sustainability]);
    expect(navigation.every((t) => !['stylesheet', 'script', 'document'].includes(t.type))).toBe(true);
    expect(total(navigation)).toBeLessThan(total(full) / 2);
  });
});
