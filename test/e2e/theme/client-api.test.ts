// The browser modules other code reuses: enhance() on a swapped <main>, and the DOM-built error views.
import { describe, expect, it } from 'vitest';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { Page } from 'playwright-core';
import { CrashView } from '../../../templates/CrashView.tsx';
import { LoaderError } from '../../../templates/LoaderError.tsx';
import { en } from '../../../src/strings/en.ts';
import { startSampleSite } from '../harness/site.ts';
import type { Win } from '../harness/dom.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Bundles the modules under test into a script that puts them on `globalThis.__docsgenTest` (tests only). */
async function testBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import { enhance } from './src/client/enhance.ts';",
        "import { createCrashView, createLoaderError } from './src/client/error-views.ts';",
        'globalThis.__docsgenTest = { enhance, createCrashView, createLoaderError };',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe.skipIf(!HAS_CHROMIUM)('client modules', { timeout: 30_000 }, () => {
  const browser = useBrowser();
  const site = useSite(() => startSampleSite());
  let bundle: Promise<string> | undefined;

  async function open(): Promise<Page> {
    const page = await browser().newPage({ viewport: DESKTOP });
    await page.goto(site().url('doc'));
    bundle ??= testBundle();
    await page.addScriptTag({ content: await bundle });
    return page;
  }

  const caretState = (page: Page) =>
    page
      .locator('.docs-sidebar')
      .getByRole('button', { name: 'Toggle the category Ent Cards' })
      .getAttribute('aria-expanded');

  it('binds each element once when enhance runs again, and binds a swapped <main>', async () => {
    const page = await open();
    // main.ts already ran enhance(document); a second run must not double-bind (a double toggle is a no-op).
    await page.evaluate(() => {
      const w = globalThis as unknown as Win;
      w.__docsgenTest.enhance(w.document);
    });
    await page
      .locator('.docs-sidebar')
      .getByRole('button', { name: 'Toggle the category Ent Cards' })
      .click();
    expect(await caretState(page)).toBe('true');
    // Swap <main> for a copy without listeners, as client navigation will, and enhance only the new root.
    await page.evaluate(() => {
      const w = globalThis as unknown as Win;
      const main = w.document.querySelector('main');
      const copy = main.cloneNode(true);
      main.replaceWith(copy);
      w.__dispose = w.__docsgenTest.enhance(copy);
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.locator('[data-copy]').click();
    // The label changes once the clipboard has taken the text (a promise), not within the click itself.
    await expect.poll(() => block.locator('[data-copy]').textContent()).toBe('Copied');
    await page.evaluate(() =>
      (globalThis as unknown as Win).document.getElementById('questions').scrollIntoView(),
    );
    await page.waitForFunction(
      () =>
        (globalThis as unknown as Win).document.querySelector('[data-toc] .toc__link--active')?.hash ===
        '#questions',
    );
    expect(await page.evaluate(() => typeof (globalThis as unknown as Win).__dispose)).toBe('function');
    await page.context().close();
  });

  it('builds the same crash and loader error markup as the templates, with text set safely', async () => {
    const page = await open();
    const message = '<img src=x onerror="globalThis.hacked=1"> failed';
    const crash = renderToStaticMarkup(createElement(CrashView, { message, strings: en }));
    const loader = renderToStaticMarkup(createElement(LoaderError, { message, strings: en }));
    const result = await page.evaluate(
      ([text, crashHtml, loaderHtml]) => {
        const w = globalThis as unknown as Win;
        const parse = (html: string) => {
          const holder = w.document.createElement('div');
          holder.innerHTML = html;
          return holder.firstElementChild;
        };
        let retried = 0;
        const crashView = w.__docsgenTest.createCrashView(text, () => (retried += 1));
        const loaderView = w.__docsgenTest.createLoaderError(text, () => (retried += 10));
        w.document.body.append(crashView, loaderView);
        crashView.querySelector('button').click();
        loaderView.querySelector('button').click();
        return {
          crashSame: crashView.isEqualNode(parse(crashHtml)),
          loaderSame: loaderView.isEqualNode(parse(loaderHtml)),
          retried,
          hacked: w.hacked === 1 || w.document.querySelector('.error-view img') !== null,
        };
      },
      [message, crash, loader] as const,
    );
    expect(result).toEqual({ crashSame: true, loaderSame: true, retried: 11, hacked: false });
    await page.context().close();
  });
});
