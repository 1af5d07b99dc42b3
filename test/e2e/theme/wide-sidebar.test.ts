// A page of a sidebar of 120 top-level categories shows a window of the top level around its branch and a link to all
// of them: with JavaScript the link swaps in the whole top level from the shared fragment (the page's open branch kept),
// a category that was outside the window expands from the fragment too, and its links navigate; without JavaScript
// the link leads to the sidebar's index page. The icons of the page are drawn by the stylesheet.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteUnderTest } from '../harness/site.ts';
import { buildAndServe } from '../harness/built-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP, MOBILE } from '../harness/viewports.ts';

const AREAS = 120;
const PAGES_PER_AREA = 4;
const area = (a: number): string => `area-${String(a).padStart(3, '0')}`;

/** Writes a site of AREAS top-level folders of PAGES_PER_AREA pages, builds it with the bundled CLI and serves it. */
async function startWideSite(): Promise<SiteUnderTest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-wide-sidebar-'));
  await mkdir(path.join(work, 'content/pages'), { recursive: true });
  await writeFile(
    path.join(work, 'docsgen.config.ts'),
    `export default { title: 'Wide', url: 'https://wide.example.com', blog: false };\n`,
  );
  await writeFile(
    path.join(work, 'content/pages/index.md'),
    '# Home\n\nRead [the docs](/docs/area-000/page-0).\n',
  );
  for (let a = 0; a < AREAS; a++) {
    await mkdir(path.join(work, 'content/docs', area(a)), { recursive: true });
    for (let i = 0; i < PAGES_PER_AREA; i++)
      await writeFile(
        path.join(work, `content/docs/${area(a)}/page-${i}.md`),
        `---\ntitle: Page ${i} of ${area(a)}\n---\n\nText.\n`,
      );
  }
  return buildAndServe(work, '/docs/area-060/page-1');
}

describe.skipIf(!HAS_CHROMIUM)(
  'the sidebar of a page among 120 top-level categories',
  { timeout: 120_000 },
  () => {
    const browser = useBrowser();
    const site = useSite(startWideSite, 120_000);

    it('shows a window of the top level, swaps in all of it from the fragment, expands a category, navigates', async () => {
      const page = await browser().newPage({ viewport: DESKTOP });
      const fragments: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/assets/sidebars/')) fragments.push(request.url());
      });
      await page.goto(site().url('doc'));
      const sidebar = page.locator('.docs-sidebar');
      const topLevel = sidebar.locator(
        '#sb-items > li > .menu__list-item-collapsible > a[href^="/docs/category/"]',
      );
      const windowSize = await topLevel.count();
      expect(windowSize).toBeGreaterThan(5);
      expect(windowSize).toBeLessThan(30);
      await expect
        .poll(() => sidebar.locator('a[aria-current="page"]').textContent())
        .toBe('Page 1 of area-060');

      await sidebar.getByRole('link', { name: `All ${AREAS} in Documentation` }).click();
      await expect.poll(() => topLevel.count()).toBe(AREAS);
      expect(page.url()).toBe(site().url('doc'));
      // The open branch was kept as it was, the page still marked in it.
      expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe('Page 1 of area-060');
      const ids: string[] = await sidebar.evaluate((nav) =>
        Array.from(nav.querySelectorAll('[id]'), (e) => e.id),
      );
      expect(new Set(ids).size).toBe(ids.length);
      // Every toggle still controls a list of its own.
      const controls: boolean[] = await sidebar.evaluate((nav) =>
        Array.from(nav.querySelectorAll('[aria-controls]'), (e) => {
          const target = nav.ownerDocument.getElementById(e.getAttribute('aria-controls') ?? '');
          return target !== null && target.closest('li') === e.closest('li');
        }),
      );
      expect(controls.every(Boolean)).toBe(true);

      // The last category was outside the window: it expands from the same fragment, fetched once.
      const last = sidebar.locator('li[data-collapsible]', {
        has: page.locator(`a[href="/docs/category/${area(AREAS - 1)}"]`),
      });
      await last.locator('[data-collapse-toggle]').click();
      const lastLinks = last.locator(`a[href^="/docs/${area(AREAS - 1)}/page-"]`);
      await expect.poll(() => lastLinks.count()).toBe(PAGES_PER_AREA);
      expect(new Set(fragments).size).toBe(1);
      await lastLinks.filter({ hasText: /^Page 3 of/ }).click();
      await page.waitForURL((url) => url.pathname === `/docs/${area(AREAS - 1)}/page-3`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(`Page 3 of ${area(AREAS - 1)}`);
      await page.context().close();
    });

    it("fills the drawer's copy of the sidebar from the same fragment: all of the top level, then a category", async () => {
      const page = await browser().newPage({ viewport: MOBILE });
      await page.goto(site().url('doc'));
      await page.locator('[data-drawer-toggle]').click();
      const drawer = page.locator('[data-drawer-secondary] [data-sidebar-copy]');
      const topLevel = drawer.locator(
        '#dr-items > li > .menu__list-item-collapsible > a[href^="/docs/category/"]',
      );
      await expect.poll(() => topLevel.count()).toBeLessThan(30);
      await drawer.getByRole('link', { name: `All ${AREAS} in Documentation` }).click();
      await expect.poll(() => topLevel.count()).toBe(AREAS);
      const first = drawer.locator('li[data-collapsible]', {
        has: page.locator(`a[href="/docs/category/${area(0)}"]`),
      });
      await first.locator('[data-collapse-toggle]').click();
      await expect
        .poll(() => first.locator(`a[href^="/docs/${area(0)}/page-"]`).count())
        .toBe(PAGES_PER_AREA);
      const ids: string[] = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[id]'), (e) => e.id),
      );
      expect(new Set(ids).size).toBe(ids.length);
      await page.context().close();
    });

    it('without JavaScript, leads from the window to the index of the top level, page after page', async () => {
      const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(site().url('doc'));
      await page
        .locator('.docs-sidebar')
        .getByRole('link', { name: `All ${AREAS} in Documentation` })
        .click();
      await page.waitForURL((url) => url.pathname === '/docs/category');
      expect(await page.locator('article a[href^="/docs/category/area-"]').count()).toBe(50);
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForURL((url) => url.pathname === '/docs/category/page/2');
      await page.locator('a.pagination-nav__link--next').click();
      await page.locator(`article a[href="/docs/category/${area(AREAS - 1)}"]`).click();
      await page.waitForURL((url) => url.pathname === `/docs/category/${area(AREAS - 1)}`);
      await context.close();
    });

    it("draws the page's icons from the stylesheet: sized boxes masked with an SVG, in the text colour", async () => {
      const page = await browser().newPage({ viewport: DESKTOP });
      await page.goto(site().url('doc'));
      const icons = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.navbar .icon, .breadcrumbs .icon'))
          .filter((icon) => icon.getClientRects().length > 0)
          .map((icon) => {
            const style = getComputedStyle(icon);
            const box = icon.getBoundingClientRect();
            return {
              mask: style.maskImage || style.webkitMaskImage,
              width: box.width,
              height: box.height,
              fill: style.backgroundColor === style.color,
              hidden: icon.getAttribute('aria-hidden'),
            };
          }),
      );
      // The search button, the colour-mode toggle, the locale menu's globe and chevron, the home breadcrumb.
      expect(icons.length).toBeGreaterThanOrEqual(3);
      for (const icon of icons) {
        expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml,/);
        expect(icon.width).toBeGreaterThanOrEqual(13);
        expect(icon.height).toBe(icon.width);
        expect(icon).toMatchObject({ fill: true, hidden: 'true' });
      }
      expect(await page.locator('svg').count()).toBe(0);
      await page.context().close();
    });
  },
);
