// A Docusaurus site (test/fixtures/docusaurus-islands) whose intro page shows a carousel of its own built on swiper,
// with the package's CSS and a CSS module: `docsgen migrate` makes the carousel an island and leaves the static badge
// build-time, the site builds with no diagnostics, and in Chromium the carousel turns on click under the build's CSP.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { fixtureCopier, runCli } from '../../integration/fixture-copies.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { watchConsole } from '../harness/page-checks.ts';
import { cspViolations } from '../harness/strict-csp.ts';
import { openPage } from '../navigation/helpers.ts';
import { serveIslandsBuild } from './served-islands.ts';

const copier = fixtureCopier('docusaurus-islands');
afterAll(() => copier.removeAll());

/** A migrated copy of the fixture: its folder and what `migrate` printed and wrote. */
async function migrated(): Promise<{ site: string; stdout: string; status: number | null; config: string }> {
  const { site } = await copier.copy();
  const result = runCli(site, ['migrate', '.']);
  const config = await readFile(path.join(site, 'docsgen.config.ts'), 'utf8');
  return { site, stdout: result.stdout + result.stderr, status: result.status, config };
}

describe('a Docusaurus site with a swiper carousel, migrated', () => {
  let site: Promise<Awaited<ReturnType<typeof migrated>>> | undefined;
  const once = () => (site ??= migrated());

  it('registers the carousel as an island and the badge as build-time, and builds with no diagnostics', async () => {
    const { site: dir, stdout, status, config } = await once();
    expect(status, stdout).toBe(0);
    expect(stdout).not.toContain('Not carried over');
    expect(config).toContain("Carousel: { path: './src/components/Carousel/index.js', client: 'load' }");
    expect(config).toContain("TideBadge: './src/components/TideBadge.js'");
    const result = await build({ cwd: dir, output: 'memory' });
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([]);
    const intro = String(result.memory!.files.get('docs/intro/index.html'));
    expect(intro).toContain('data-component="Carousel"');
    expect(intro).toContain('<span class="tide-badge">spring tide</span>');
    expect(intro).not.toContain('data-component="TideBadge"');
    expect(String(result.memory!.files.get('docs/reading/index.html'))).not.toContain('assets/islands/');
  }, 120_000);

  describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
    const browser = useBrowser();
    const served = useSite(async () => serveIslandsBuild((await once()).site), 180_000);

    it('turns the carousel on click', async () => {
      const { page } = await openPage(browser(), `${served().origin}/docs/intro`);
      const log = watchConsole(page);
      await page.reload();
      const active = page.locator('.swiper-slide-active');
      await expect.poll(() => page.locator('.swiper-initialized').count()).toBe(1);
      expect(await active.locator('strong').textContent()).toBe('03:10');
      await page.locator('.swiper-button-next').click();
      await expect.poll(() => active.locator('strong').textContent()).toBe('09:25');
      await page.locator('.swiper-pagination-bullet').nth(2).click();
      await expect.poll(() => active.locator('strong').textContent()).toBe('15:40');
      // swiper's own CSS and the component's CSS module both apply: the slides sit in one row inside the frame.
      const frame = await page.locator('.swiper').evaluate((el) => getComputedStyle(el).overflow);
      expect(frame).toBe('hidden');
      const padding = await page
        .locator('figure')
        .first()
        .evaluate((el) => getComputedStyle(el).paddingTop);
      expect(padding).toBe('32px');
      expect(await cspViolations(page)).toEqual([]);
      expect(log.errors).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      await page.context().close();
    });
  });
});
