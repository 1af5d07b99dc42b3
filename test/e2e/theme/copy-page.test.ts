// "Copy page" in a real browser: the site-llms fixture built and served under its own Content Security Policy (from
// csp.txt); a click and the keyboard copy the page's markdown twin, and a refused clipboard gets a message and a link.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { editFile, fixtureCopier } from '../../integration/fixture-copies.ts';
import type { Win } from '../harness/dom.ts';
import { serveStatic, type StaticServer } from '../harness/serve.ts';
import { cspViolations, recordCspViolations } from '../harness/strict-csp.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const fixture = fixtureCopier('site-llms');
afterAll(() => fixture.removeAll());

const BUTTON = '[data-copy-page]';
const STATUS = '[data-copy-page-status]';

/** The fixture built at the root (the test server has no base path), served with the policy its build wrote. */
async function startFixture(): Promise<StaticServer & { twin: (file: string) => Promise<string> }> {
  const { site } = await fixture.copy();
  await editFile(site, 'docsgen.config.ts', (text) => text.replace("baseUrl: '/handbook/'", "baseUrl: '/'"));
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-copy-page-'));
  const result = await build({ cwd: site, outDir });
  if (!result.ok) throw new Error(`the fixture did not build: ${JSON.stringify(result.diagnostics)}`);
  const policy = (await readFile(path.join(outDir, 'csp.txt'), 'utf8')).trim();
  const server = await serveStatic(outDir, { headers: { 'content-security-policy': policy } });
  return {
    ...server,
    twin: (file) => readFile(path.join(outDir, file), 'utf8'),
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

const clipboardText = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as Win).navigator.clipboard.readText() as Promise<string>);

describe.skipIf(!HAS_CHROMIUM)('the Copy page button', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startFixture);

  /** A page of a context that may use the clipboard (it starts empty). */
  async function openWithClipboard(route: string): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site().origin });
    await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(`${site().origin}${route}`);
    await page.evaluate(() => (globalThis as unknown as Win).navigator.clipboard.writeText(''));
    return { page, context };
  }

  it('copies the markdown twin of a doc on click, says so, and breaks no policy', async () => {
    const { page, context } = await openWithClipboard('/docs/intro');
    await page.click(BUTTON);
    await expect.poll(() => page.textContent(STATUS)).toBe('Page copied to the clipboard as markdown.');
    expect(await page.textContent(BUTTON)).toBe('Copied');
    const expected = await site().twin('docs/intro.md');
    expect(expected).toContain('# Reading a tide table');
    expect(await clipboardText(page)).toBe(expected);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('is reached with Tab and pressed with Enter or Space on a blog post', async () => {
    const { page, context } = await openWithClipboard('/blog/2024/05/01/new-tables');
    // Tab from the top of the page until the button has the focus (a bounded walk through the focusable elements).
    let reached = false;
    for (let step = 0; step < 60 && !reached; step++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => (globalThis as unknown as Win).document.activeElement?.hasAttribute('data-copy-page') === true,
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const expected = await site().twin('blog/2024/05/01/new-tables.md');
    await expect.poll(() => clipboardText(page)).toBe(expected);
    await page.evaluate(() => (globalThis as unknown as Win).navigator.clipboard.writeText(''));
    await page.keyboard.press('Space');
    await expect.poll(() => clipboardText(page)).toBe(expected);
    await context.close();
  });

  it('copies the new page after a client-side navigation, whose head links the new twin', async () => {
    const { page, context } = await openWithClipboard('/docs/intro');
    await page.click('.markdown a[href="/docs/guide/setup#install"]');
    await page.waitForURL(/\/docs\/guide\/setup#install$/);
    await expect
      .poll(() => page.getAttribute('link[rel="alternate"][type="text/markdown"]', 'href'))
      .toBe('/docs/guide/setup.md');
    await page.click(BUTTON);
    await expect.poll(() => clipboardText(page)).toBe(await site().twin('docs/guide/setup.md'));
    await context.close();
  });

  it('says so and links the markdown when the clipboard is refused', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      const refuse = (): Promise<never> =>
        Promise.reject(
          new (globalThis as unknown as Win).DOMException('Write permission denied.', 'NotAllowedError'),
        );
      const clipboard = (globalThis as unknown as Win).navigator.clipboard;
      clipboard.write = refuse;
      clipboard.writeText = refuse;
    });
    const page = await context.newPage();
    await page.goto(`${site().origin}/docs/guide/setup`);
    await page.click(BUTTON);
    await expect
      .poll(() => page.textContent(STATUS))
      .toBe('The browser did not allow copying to the clipboard. Open the markdown');
    expect(await page.getAttribute(`${STATUS} a`, 'href')).toBe('/docs/guide/setup.md');
    expect(await page.textContent(BUTTON)).toBe('Copy page');
    await context.close();
  });
});
