// `docsgen preview` of the Maar World build in real Chromium: pages load at their clean URLs, links lead from page to
// page (client navigation and full loads alike), and an unknown URL shows the site's 404 page with status 404.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSiteBuild, REPO_ROOT } from '../harness/real-site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';
import { heading, NEXT, PAGES } from './helpers.ts';

/** The real site's build served by `docsgen preview`. */
async function startPreview(): Promise<{ origin: string; close(): Promise<void> }> {
  const built = await realSiteBuild();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'bin/docsgen.js'), 'preview', '--port', '0', '--out', built.dir],
    { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /at (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`docsgen preview exited ${code}: ${out}`)));
  });
  return {
    origin: new URL(url).origin,
    async close() {
      child.kill('SIGTERM');
      await built.close();
    },
  };
}

describe.skipIf(!HAS_CHROMIUM)('docsgen preview in a browser', () => {
  const browser = useBrowser();
  const site = useSite(startPreview, 180_000);

  it('navigates three pages by their links, then shows the 404 page for an unknown URL', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    const first = await page.goto(site().origin + PAGES.nfc);
    expect(first?.status()).toBe(200);
    expect(await heading(page)).toBe('NFC');
    await page.locator(NEXT).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(PAGES.sustainability);
    expect(await heading(page)).toBe('Sustainability');
    await page.locator(NEXT).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(PAGES.sustainability);
    const third = new URL(page.url()).pathname;
    expect(third).toMatch(/^\/docs\//);
    const thirdHeading = await heading(page);
    expect(thirdHeading.length).toBeGreaterThan(0);
    // The third page also loads on its own, as a reader's bookmark would.
    const reloaded = await page.goto(site().origin + third);
    expect(reloaded?.status()).toBe(200);
    expect(await heading(page)).toBe(thirdHeading);

    const missing = await page.goto(`${site().origin}/docs/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect(await heading(page)).toBe('Page Not Found');
    // The 404 page comes with its stylesheet: the navbar is laid out, not bare links.
    const navbarHeight = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().height);
    expect(navbarHeight).toBeGreaterThan(20);
    expect(browser().blockedRequests).toEqual([]);
  });
});
