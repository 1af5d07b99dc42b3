// A large sidebar leaves the items of collapsed categories out of each page; expanding one fills it from the
// sidebar's shared fragment file. Without JavaScript each collapsed category still links to its own page.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite, pagePath } from '../../../scripts/bench/generate-site.mjs';
import type { SiteUnderTest } from '../harness/site.ts';
import { buildAndServe } from '../harness/built-site.ts';
import type { Win } from '../harness/dom.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const PAGES = 250;
const PAGE = 130;

/** Builds a one-sidebar synthetic site (over the inline limit) with the bundled CLI and serves its output. */
async function startLargeSidebarSite(): Promise<SiteUnderTest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fragments-'));
  await generateSite(work, PAGES, { sections: 1 });
  const route = `/${(pagePath(PAGE, PAGES, 1) as string).replace(/^content\//, '').replace(/\.md$/, '')}`;
  return buildAndServe(work, route);
}

/** The first collapsed category whose items were left out of the page: its label and its list's id. */
async function firstLazyCategory(page: Page): Promise<{ label: string; listId: string; href: string }> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as Win).document;
    const list = doc.querySelector('.docs-sidebar ul[data-sidebar-key]');
    const item = list.closest('[data-collapsible]');
    const link = item.querySelector('a');
    return { label: link.textContent.trim(), listId: list.id, href: link.getAttribute('href') };
  });
}

describe.skipIf(!HAS_CHROMIUM)('a large sidebar', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startLargeSidebarSite);

  it('fills a collapsed category from the shared fragment when it is expanded, fetched once', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/sidebars/')) fragments.push(request.url());
    });
    await page.goto(site().url('doc'));
    const lazy = await firstLazyCategory(page);
    const list = page.locator(`[id="${lazy.listId}"]`);
    expect(await list.locator('li').count()).toBe(0);
    const pageBytes = (await page.content()).length;

    await page.locator(`.docs-sidebar [aria-controls="${lazy.listId}"]`).click();
    await expect.poll(() => list.locator('li').count()).toBeGreaterThan(5);
    expect(await list.isVisible()).toBe(true);
    const links = await list.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.every((href) => href.startsWith('/docs/'))).toBe(true);
    // Ids stay unique in the page once the fragment's lists are copied in.
    const ids: string[] = await page.evaluate(() =>
      Array.from(
        (globalThis as unknown as Win).document.querySelectorAll('[id]'),
        (e: { id: string }) => e.id,
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
    // A linked item leads to its page.
    const target = links[0]!;
    await list.locator('a').first().click();
    await page.waitForURL((url) => url.pathname === target);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    // The page itself stays far smaller than the whole sidebar would make it.
    expect(pageBytes).toBeLessThan(80_000);
    expect(new Set(fragments).size).toBe(1);
    await page.context().close();
  });

  it('without JavaScript, links each collapsed category to its own page', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site().url('doc'));
    const lazy = await firstLazyCategory(page);
    expect(lazy.href).toMatch(/^\/docs\//);
    await page.locator(`.docs-sidebar a[href="${lazy.href}"]`).first().click();
    await page.waitForURL((url) => url.pathname === lazy.href);
    // The category page lists the items the sidebar left out.
    expect(await page.locator('article a[href^="/docs/"]').count()).toBeGreaterThan(5);
    await context.close();
  });
});
