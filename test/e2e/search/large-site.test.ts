// Search on a generated site of a few thousand pages, in real Chromium: a typo finds the right page first, a query
// reads only a few shards, and a missing or corrupt shard shows "Search is unavailable" with Retry (never a spinner).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite } from '../../../scripts/bench/generate-site.mjs';
import { build } from '../../../src/build/build.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { watchConsole } from '../harness/page-checks.ts';
import {
  dropdownOf,
  dropdownTitles,
  searchRequests,
  startGatedSite,
  typeInNavbar,
  type GatedSite,
} from './helpers.ts';

const PAGES = 2000;

async function startLargeSite(): Promise<GatedSite> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-search-large-'));
  await generateSite(tmp, PAGES);
  const outDir = path.join(tmp, 'build');
  const result = await build({ cwd: tmp, outDir });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return startGatedSite(outDir, () => rm(tmp, { recursive: true, force: true }));
}

describe.skipIf(!HAS_CHROMIUM)(`search on a generated site of ${PAGES} pages`, () => {
  const browser = useBrowser();
  const site = useSite(startLargeSite, 300_000);

  it('puts the right page first for a typo, reading a few shards of the index', async () => {
    const page = await browser().newPage();
    await page.goto(`${site().origin}/`);
    const from = site().requests.length;
    await typeInNavbar(page, 'paeg 1234');
    expect((await dropdownTitles(page))[0]).toBe('Page 1234');
    const href = await dropdownOf(page).locator('a.search-result').first().getAttribute('href');
    expect(href).toMatch(/\/page-1234\?_highlight=/);
    const shards = searchRequests(site().requests.slice(from)).filter((url) => url.endsWith('.json'));
    expect(shards.length).toBeGreaterThan(2);
    expect(shards.length).toBeLessThan(60);
    await page.context().close();
  });

  for (const mode of ['missing', 'corrupt'] as const) {
    it(`shows "Search is unavailable" with Retry for a ${mode} shard, then recovers`, async () => {
      const page = await browser().newPage();
      const log = watchConsole(page);
      site().block(/^\/assets\/search\/.+\.p\.[0-9a-f]+\.json$/, mode);
      await page.goto(`${site().origin}/`);
      await typeInNavbar(page, 'orbit');
      const error = dropdownOf(page).locator('[data-search-error]');
      expect(await error.locator('.error-view__message').textContent()).toMatch(
        /^Search is unavailable: the search index could not be loaded \(/,
      );
      site().block(null);
      await error.getByRole('button', { name: 'Retry' }).click();
      await dropdownOf(page).locator('.search-result__title').first().waitFor({ timeout: 15_000 });
      expect(await dropdownOf(page).locator('[data-search-error]').count()).toBe(0);
      expect((await dropdownTitles(page)).length).toBeGreaterThan(0);
      expect(log.pageErrors).toEqual([]);
      await page.context().close();
    });
  }
});
