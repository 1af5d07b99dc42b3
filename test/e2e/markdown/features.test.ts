// The markdown features fixture in a browser, served under the policy its build wrote (csp.txt): tab sets switch by
// mouse and keyboard (and show every panel without JavaScript), the Mermaid diagram is drawn in both colour modes,
// KaTeX's formulas do not move when their fonts arrive, and footnote links jump to the note and back.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureCopier, runCli } from '../../integration/fixture-copies.ts';
import { storeColorMode, type ColorMode } from '../harness/color-mode.ts';
import { attribute, focused, type Win } from '../harness/dom.ts';
import { serveStatic } from '../harness/serve.ts';
import { cspViolations, recordCspViolations } from '../harness/strict-csp.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const fixture = fixtureCopier('site-markdown-features');
const TOGGLE = '[data-navbar] [data-color-mode-toggle]';
const FIRST_TABS = '.tabs >> nth=0';

/** Builds a copy of the fixture and serves its output with the build's own Content Security Policy. */
async function startFeaturesSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const { dir, site } = await fixture.copy();
  const out = path.join(dir, 'out');
  const result = runCli(site, ['build', '--quiet', '--out', out]);
  if (result.status !== 0) throw new Error(`the fixture build failed:\n${result.stderr}`);
  const policy = (await readFile(path.join(out, 'csp.txt'), 'utf8')).trim();
  const server = await serveStatic(out, { headers: { 'content-security-policy': policy } });
  return {
    origin: server.origin,
    close: async () => {
      await server.close();
      await fixture.removeAll();
    },
  };
}

/** The `aria-selected` of each tab of the first tab set, and which of its panels show. */
async function tabState(page: Page): Promise<{ selected: string[]; visible: boolean[] }> {
  const tabs = page.locator(FIRST_TABS).locator('[role="tab"]');
  const panels = page.locator(FIRST_TABS).locator('[role="tabpanel"]');
  const selected = await tabs.evaluateAll((list) =>
    list.map((tab) => tab.getAttribute('aria-selected') ?? ''),
  );
  const visible = await panels.evaluateAll((list) =>
    list.map((panel) => (panel as Win).offsetParent !== null),
  );
  return { selected, visible };
}

describe.skipIf(!HAS_CHROMIUM)('markdown features in the browser', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startFeaturesSite, 120_000);

  async function open(options: { mode?: ColorMode; javaScriptEnabled?: boolean } = {}) {
    const { mode, ...contextOptions } = options;
    const context = await browser().newContext({ viewport: DESKTOP, ...contextOptions });
    if (mode) await storeColorMode(context, mode);
    await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(`${site().origin}/docs/features`);
    return page;
  }

  it('switches tabs with the mouse', async () => {
    const page = await open();
    expect(await tabState(page)).toEqual({ selected: ['true', 'false'], visible: [true, false] });
    await page.locator(FIRST_TABS).getByRole('tab', { name: 'Oven' }).click();
    expect(await tabState(page)).toEqual({ selected: ['false', 'true'], visible: [false, true] });
    expect(await page.locator(FIRST_TABS).getByRole('tabpanel').textContent()).toContain(
      'Bake at 180 degrees.',
    );
    await page.locator(FIRST_TABS).getByRole('tab', { name: 'Stove' }).click();
    expect(await tabState(page)).toEqual({ selected: ['true', 'false'], visible: [true, false] });
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('switches tabs with arrows, Home and End, moving the focus with the selection', async () => {
    const page = await open();
    await page.locator(FIRST_TABS).getByRole('tab', { name: 'Stove' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabState(page)).toEqual({ selected: ['false', 'true'], visible: [false, true] });
    expect(await focused(page)).toContain('Oven');
    // Arrows wrap around the ends.
    await page.keyboard.press('ArrowRight');
    expect((await tabState(page)).selected).toEqual(['true', 'false']);
    await page.keyboard.press('ArrowLeft');
    expect((await tabState(page)).selected).toEqual(['false', 'true']);
    await page.keyboard.press('Home');
    expect(await tabState(page)).toEqual({ selected: ['true', 'false'], visible: [true, false] });
    expect(await focused(page)).toContain('Stove');
    await page.keyboard.press('End');
    expect((await tabState(page)).selected).toEqual(['false', 'true']);
    // Only the selected tab is in the tab order; Tab moves on into its panel.
    const tabIndexes = await page
      .locator(FIRST_TABS)
      .locator('[role="tab"]')
      .evaluateAll((list) => list.map((tab) => tab.getAttribute('tabindex')));
    expect(tabIndexes).toEqual(['-1', '0']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as Win).document.activeElement.getAttribute('role'))).toBe(
      'tabpanel',
    );
    await page.context().close();
  });

  it('shows every panel with its label, and no tab list, without JavaScript', async () => {
    const page = await open({ javaScriptEnabled: false });
    expect(await page.locator(FIRST_TABS).locator('[role="tablist"]').isVisible()).toBe(false);
    expect((await tabState(page)).visible).toEqual([true, true]);
    const labels = page.locator(FIRST_TABS).locator('.tab-panel-label');
    expect(
      await labels.evaluateAll((list) => list.map((l) => [(l as Win).offsetParent !== null, l.textContent])),
    ).toEqual([
      [true, 'Stove'],
      [true, 'Oven'],
    ]);
    // The code group too: both commands show.
    const group = page.locator('.tabs >> nth=1');
    expect(await group.locator('pre').evaluateAll((list) => list.map((pre) => pre.textContent))).toEqual([
      'npm install kettle',
      'pnpm add kettle',
    ]);
    await page.context().close();
  });

  it('draws the Mermaid diagram in light mode, and again in dark mode after the toggle', async () => {
    const page = await open({ mode: 'light' });
    const diagram = page.locator('.mermaid-diagram');
    await page.waitForSelector('.mermaid-diagram[data-mermaid-rendered="light"] svg', { timeout: 20_000 });
    expect(await diagram.locator('svg').textContent()).toContain('Kettle');
    const lightFill = await nodeFill(page);
    await page.click(TOGGLE);
    expect(await attribute(page, 'html', 'data-theme')).toBe('dark');
    await page.waitForSelector('.mermaid-diagram[data-mermaid-rendered="dark"] svg', { timeout: 20_000 });
    expect(await diagram.locator('svg').count()).toBe(1);
    expect(await diagram.locator('svg').textContent()).toContain('Tea');
    expect(await nodeFill(page)).not.toBe(lightFill);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('draws the diagram in dark mode when the page opens in it', async () => {
    const page = await open({ mode: 'dark' });
    await page.waitForSelector('.mermaid-diagram[data-mermaid-rendered="dark"] svg', { timeout: 20_000 });
    expect(await page.locator('.mermaid-diagram svg').textContent()).toContain('Kettle');
    await page.context().close();
  });

  it('lays KaTeX formulas out once: the same boxes before and after the fonts load, no layout shift', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await recordCspViolations(context);
    await context.addInitScript(() => {
      const w = globalThis as unknown as Win;
      w.__shifts = 0;
      new w.PerformanceObserver((list: Win) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      w.document.addEventListener('DOMContentLoaded', () => {
        const boxes = Array.from(w.document.querySelectorAll('.katex'), (el: Win) => {
          const r = el.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        });
        // Both fonts the formulas use: with one of them still on its way the boxes have fallback widths.
        const fonts = w.document.fonts;
        w.__before = {
          boxes,
          fontsLoaded: fonts.check('16px KaTeX_Main') && fonts.check('italic 16px KaTeX_Math'),
        };
      });
    });
    const page = await context.newPage();
    await page.goto(`${site().origin}/docs/features`);
    const after = await page.evaluate(async () => {
      const w = globalThis as unknown as Win;
      await w.document.fonts.ready;
      await new Promise((resolve) => w.requestAnimationFrame(() => w.requestAnimationFrame(resolve)));
      const boxes = Array.from(w.document.querySelectorAll('.katex'), (el: Win) => {
        const r = el.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height];
      });
      return {
        boxes,
        before: w.__before,
        shifts: w.__shifts as number,
        family: w.getComputedStyle(w.document.querySelector('.katex')).fontFamily as string,
        mainLoaded: w.document.fonts.check('16px KaTeX_Main') as boolean,
      };
    });
    expect(after.boxes).toHaveLength(2);
    // The page preloads KaTeX's main fonts so that they are in before the first layout; on a loaded machine they can
    // still arrive later, and then the first boxes were measured with fallback metrics: compare only when they were in.
    const preloads = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(preloads.some((href) => /KaTeX_Main-Regular/.test(href))).toBe(true);
    expect(preloads.some((href) => /KaTeX_Math-Italic/.test(href))).toBe(true);
    if (after.before.fontsLoaded) expect(after.before.boxes).toEqual(after.boxes);
    expect(after.shifts).toBe(0);
    expect(after.family).toContain('KaTeX_Main');
    expect(after.mainLoaded).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('jumps from a footnote reference to its note, and back from the note', async () => {
    const page = await open();
    await page.locator('.footnote-ref a').first().click();
    await page.waitForFunction(() => (globalThis as Win).location.hash === '#fn1');
    // The theme scrolls smoothly: wait for the note to arrive in view.
    await waitInViewport(page, '#fn1');
    expect(await inViewport(page, '#fnref1')).toBe(false);
    await page.locator('#fn1 .footnote-backref').click();
    await page.waitForFunction(() => (globalThis as Win).location.hash === '#fnref1');
    await waitInViewport(page, '#fnref1');
    expect(await inViewport(page, '#fn1')).toBe(false);
    await page.context().close();
  });
});

/** The fill of the diagram's first node shape (differs between Mermaid's light and dark themes). */
function nodeFill(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = globalThis as unknown as Win;
    const shape = w.document.querySelector(
      '.mermaid-diagram svg .node rect, .mermaid-diagram svg .node polygon',
    );
    return w.getComputedStyle(shape).fill as string;
  });
}

/** Waits until the element lies within the viewport (fails the test after the default timeout). */
async function waitInViewport(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const w = globalThis as unknown as Win;
    const r = w.document.querySelector(sel).getBoundingClientRect();
    return r.top >= 0 && r.bottom <= w.innerHeight;
  }, selector);
}

/** Whether the element lies within the viewport. */
function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const w = globalThis as unknown as Win;
    const r = w.document.querySelector(sel).getBoundingClientRect();
    return r.top >= 0 && r.bottom <= w.innerHeight;
  }, selector);
}
