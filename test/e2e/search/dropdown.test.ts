// The navbar search box in real Chromium, on the real site: lazy loading, shortcuts, results, keyboard, links.
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { MOBILE } from '../harness/viewports.ts';
import { seriousAxeViolations, watchConsole } from '../harness/page-checks.ts';
import {
  dropdownOf,
  dropdownTitles,
  NAVBAR_INPUT,
  searchRequests,
  startBuiltSite,
  typeInNavbar,
} from './helpers.ts';

const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const PANEL = '[data-navbar] [data-search-dropdown]';

describe.skipIf(!HAS_CHROMIUM)('search box', () => {
  const browser = useBrowser();
  const site = useSite(startBuiltSite, 180_000);

  it('fetches nothing of search before the reader uses it; hovering loads the worker, the manifest and the single file of the small index of its context, and nothing else', async () => {
    const page = await browser().newPage();
    const console_ = watchConsole(page);
    const from = site().requests.length;
    await page.goto(`${site().origin}/docs/user-guide/ent-cards/nfc`, { waitUntil: 'load' });
    await page.mouse.move(5, 400);
    await page.waitForTimeout(800);
    expect(searchRequests(site().requests.slice(from))).toEqual([]);
    await page.hover(NAVBAR_INPUT);
    await expect
      .poll(() => searchRequests(site().requests.slice(from)).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    await typeInNavbar(page, 'NFC');
    const fetched = searchRequests(site().requests.slice(from));
    expect(fetched.filter((url) => /search-worker\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    expect(fetched.filter((url) => /\/manifest\.json$/.test(url))).toHaveLength(1);
    // The user guide's index only, a small one: its single file.
    const shards = fetched.filter((url) => !/search-worker|manifest\.json/.test(url));
    expect(shards).toHaveLength(1);
    expect(shards[0]).toMatch(/\/assets\/search\/user-guide-current\.i\.[0-9a-f]{10}\.json$/);
    expect(console_.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('focuses the box with Ctrl+K and Cmd+K and shows the key hint', async () => {
    const isFocused = (page: import('playwright-core').Page) =>
      page.evaluate((selector) => document.activeElement === document.querySelector(selector), NAVBAR_INPUT);
    const page = await browser().newPage();
    await page.goto(`${site().origin}/docs/user-guide/`);
    expect(await page.locator('[data-navbar] [data-search-hint]').isVisible()).toBe(true);
    expect(await page.locator('[data-search-hint-mod]').textContent()).toBe('Ctrl');
    await page.keyboard.press('Control+k');
    expect(await isFocused(page)).toBe(true);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await isFocused(page)).toBe(false);
    await page.keyboard.press('Meta+k');
    expect(await isFocused(page)).toBe(true);
    await page.context().close();

    const mac = await browser().newPage({ userAgent: MAC });
    await mac.goto(`${site().origin}/docs/user-guide/`);
    expect(await mac.locator('[data-search-hint-mod]').textContent()).toBe('⌘');
    await mac.keyboard.press('Meta+k');
    expect(await isFocused(mac)).toBe(true);
    await mac.context().close();
  });

  it('shows results with page and section titles and highlighted words for knob, NFC and Sky Sounds', async () => {
    const page = await browser().newPage();
    await page.goto(`${site().origin}/`);
    for (const [query, first, marked] of [
      ['knob', 'drawKnob', 'knob'],
      ['NFC', 'NFC', 'nfc'],
      ['Sky Sounds', 'Sky Sounds', 'sky'],
    ] as const) {
      await typeInNavbar(page, query);
      const titles = await dropdownTitles(page);
      expect(titles[0], query).toBe(first);
      expect(titles.length, query).toBeGreaterThan(1);
      const marks = await page.locator(`${PANEL} .search-result mark`).allTextContents();
      expect(
        marks.map((m) => m.toLowerCase()),
        query,
      ).toContain(marked);
      const paths = await page.locator(`${PANEL} .search-result__path`).allTextContents();
      expect(
        paths.some((path) => path.includes(' › ')),
        query,
      ).toBe(true);
      const hrefs = await page
        .locator(`${PANEL} .search-result`)
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(
        hrefs.every((href) => href?.startsWith('/docs/') && href.includes('_highlight=')),
        query,
      ).toBe(true);
    }
    await page.context().close();
  });

  it('moves through the results with the arrow keys, opens one with Enter and closes with Escape', async () => {
    const page = await browser().newPage();
    await page.goto(`${site().origin}/`);
    await typeInNavbar(page, 'knob');
    const input = page.locator(NAVBAR_INPUT);
    const options = page.locator(`${PANEL} [role="option"]`);
    await page.keyboard.press('ArrowDown');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await options.last().getAttribute('aria-selected')).toBe('true');
    expect(await options.last().textContent()).toBe('See all results');
    await page.keyboard.press('Escape');
    expect(await page.locator(PANEL).isHidden()).toBe(true);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator(PANEL).isVisible()).toBe(true);
    const href = await options.first().getAttribute('href');
    expect(href).toBe('/docs/api/drawKnob?_highlight=knob');
    await Promise.all([page.waitForURL(`${site().origin}${href}`), page.keyboard.press('Enter')]);
    await page.context().close();
  });

  it('searches the current context, says No results, suggests related searches and links to all results', async () => {
    const page = await browser().newPage();
    await page.goto(`${site().origin}/docs/api/drawKnob`);
    await typeInNavbar(page, 'knob');
    const hrefs = await page
      .locator(`${PANEL} .search-result`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length, await page.locator(PANEL).innerHTML()).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/docs/api/'))).toBe(true);

    await typeInNavbar(page, 'zqxjvw');
    expect(await page.locator(`${PANEL} .search-dropdown__empty`).textContent()).toBe('No results');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const seeAll = page.locator(`${PANEL} .search-dropdown__see-all`);
    expect(await seeAll.allTextContents()).toEqual([
      'See all results within "API Reference"',
      'See all results',
    ]);
    expect(await seeAll.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/search?q=zqxjvw&ctx=API+Reference',
      '/search?q=zqxjvw',
    ]);

    await typeInNavbar(page, 'contrlr');
    const related = page.locator(`${PANEL} .search-dropdown__related-term`);
    expect(await related.count()).toBeGreaterThan(0);
    const term = (await related.first().textContent())!;
    await related.first().click();
    await typeInNavbar(page, term);
    expect(await page.locator(NAVBAR_INPUT).inputValue()).toBe(term);
    expect((await dropdownTitles(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('works on a small screen (inside the mobile drawer when it has a search box)', async () => {
    const page = await browser().newPage({ viewport: MOBILE });
    await page.goto(`${site().origin}/docs/user-guide/ent-cards/nfc`);
    const inDrawer = (await page.locator('[data-drawer] form[data-search-form]').count()) > 0;
    const input = inDrawer ? '[data-drawer] [data-search-input]' : NAVBAR_INPUT;
    if (inDrawer) await page.click('[data-drawer-toggle]');
    await typeInNavbar(page, 'Sky Sounds', input);
    expect((await dropdownTitles(page, input))[0]).toBe('Sky Sounds');
    const panel = dropdownOf(page, input);
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await panel.isHidden()).toBe(true);
    if (inDrawer) expect(await page.locator('[data-drawer]').isVisible()).toBe(true);
    await page.context().close();
  });
});
