// The live-reload client in real Chromium: eight open tabs all reload after an edit (one shared event stream), a
// failed rebuild shows the crash view over the last good page, and the next good save clears it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useBrowser } from '../../e2e/harness/suite.ts';
import { LONG, useServe } from './harness.ts';

const text = (page: Page) => page.locator('.markdown').first().innerText();

describe.skipIf(!HAS_CHROMIUM)('live reload in Chromium', () => {
  // Started only when the block runs: without Chromium, no serve either.
  const { site, server } = useServe('serve-basic', ['--verbose']);
  const browser = useBrowser();
  const firstPage = () => path.join(site(), 'content/docs/guide/first.md');

  it(
    'reloads eight open tabs after an edit',
    async () => {
      const context = await browser().newContext();
      const pages: Page[] = [];
      const errors: string[] = [];
      for (let i = 0; i < 8; i++) {
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(String(error)));
        await page.goto(new URL('/docs/guide/first', server().url).href);
        pages.push(page);
      }
      // Give every tab time to join: the lock holder connects, the others ask it for the state.
      await Promise.all(
        pages.map((page) =>
          page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: LONG }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      await writeFile(
        firstPage(),
        (await readFile(firstPage(), 'utf8')).replace('The original text', 'Live edited text'),
      );
      for (const page of pages) {
        await page.waitForFunction(() => document.body.innerText.includes('Live edited text'), undefined, {
          timeout: LONG,
        });
      }
      expect(errors).toEqual([]);
      // One tab holds the event stream for all eight (browsers allow six connections per host).
      const lines = server().output().trim().split('\n');
      expect(lines.at(-1)).toMatch(
        /heap [\d.]+ MB, 1 live-reload connection; heap reserved [\d.]+ MB, external [\d.]+ MB, resident [\d.]+ MB$/,
      );
      // --verbose: the rebuild's stages, timed.
      expect(lines.at(-2)).toMatch(/^ {2}([\w-]+ [\d.]+ ms, )*site [\d.]+ ms(, [\w-]+ [\d.]+ ms)*$/);
      await context.close();
    },
    LONG * 3,
  );

  it(
    'shows an overlay naming the failed file over the last good page, and clears it on the next good save',
    async () => {
      const page = await browser().newPage();
      await page.goto(new URL('/docs/guide/first', server().url).href);
      await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: LONG });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const good = await readFile(firstPage(), 'utf8');
      await writeFile(firstPage(), '---\ntitle: [unclosed\n---\n\nBroken.\n');

      const overlay = page.locator('.docsgen-dev-error');
      await overlay.waitFor({ state: 'visible', timeout: LONG });
      expect(await overlay.locator('h1').innerText()).toBe(
        'Build failed: 1 error in content/docs/guide/first.md',
      );
      expect(await overlay.locator('.error-view__message').innerText()).toMatch(
        /content\/docs\/guide\/first\.md:\d+:\d+ {2}error {2}frontmatter-yaml/,
      );
      expect(await overlay.getAttribute('role')).toBe('alert');
      // The last good page is still there under the overlay (polled: on a loaded machine a reload asked for by the
      // previous test's rebuild may still be landing; the overlay comes back with the page).
      await expect.poll(() => text(page), { timeout: LONG }).toContain('Live edited text');
      await overlay.waitFor({ state: 'visible', timeout: LONG });

      // Try again reloads; the build is still broken, so the view comes back.
      await overlay.getByRole('button', { name: 'Try again' }).click();
      await page.waitForLoadState('load');
      await overlay.waitFor({ state: 'visible', timeout: LONG });

      await writeFile(firstPage(), good.replace('Live edited text', 'Fixed text'));
      await page.waitForFunction(() => document.body.innerText.includes('Fixed text'), undefined, {
        timeout: LONG,
      });
      expect(await overlay.count()).toBe(0);
    },
    LONG * 3,
  );
});
