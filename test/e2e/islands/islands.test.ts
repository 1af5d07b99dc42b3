// Islands in real Chromium, under the build's own Content Security Policy: each component of the site-islands fixture
// turns on when clicked, after a full load and after client navigation and back; a page without islands loads no
// React; without JavaScript the server HTML shows.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { watchConsole, type ConsoleLog } from '../harness/page-checks.ts';
import { cspViolations } from '../harness/strict-csp.ts';
import { openPage, swapAfter } from '../navigation/helpers.ts';
import { serveIslandsBuild } from './served-islands.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/site-islands');

/** Every request of the page under /assets/islands/ (React's chunk, the components, the loader, the stylesheet). */
function islandRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/islands/')) seen.push(pathname);
  });
  return seen;
}

async function checkCounters(page: Page): Promise<void> {
  const flashes = page.locator('button', { hasText: 'Flashes' });
  const rotations = page.locator('button', { hasText: 'Rotations' });
  await expect.poll(() => flashes.textContent()).toBe('Flashes: 2');
  // Hydrated once: one click adds one (a second root would add two, or none).
  await expect
    .poll(async () => {
      await flashes.click();
      return flashes.textContent();
    })
    .not.toBe('Flashes: 2');
  expect(await flashes.textContent()).toBe('Flashes: 3');
  await rotations.click();
  expect(await rotations.textContent()).toBe('Rotations: 1');
  expect(await flashes.textContent()).toBe('Flashes: 3');
  await expect.poll(() => page.locator('[data-width]').textContent()).toMatch(/^\d+px$/);
}

async function checkInstruments(page: Page): Promise<void> {
  const active = page.locator('.swiper-slide-active');
  await page.locator('.gallery').scrollIntoViewIfNeeded();
  await expect.poll(() => active.textContent()).toBe('Fresnel lens');
  await expect.poll(() => page.locator('.swiper-initialized').count()).toBe(1);
  await page.locator('.swiper-button-next').click();
  await expect.poll(() => active.textContent()).toBe('Clockwork');
  const almanac = page.locator('button.almanac');
  await almanac.click();
  expect(await almanac.textContent()).toMatch(/^Almanac opened in /);
  const reveal = page.locator('.reveal button');
  await reveal.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await reveal.click();
      return page.locator('.reveal-body').isVisible();
    })
    .toBe(true);
  expect(await page.locator('.reveal-body strong').textContent()).toBe('twice a minute');
  const ships = page.locator('button', { hasText: 'Ships' });
  await expect
    .poll(async () => {
      await ships.click();
      return ships.textContent();
    })
    .toBe('Ships: 1');
}

function noComplaints(log: ConsoleLog): void {
  expect(log.errors).toEqual([]);
  expect(log.pageErrors).toEqual([]);
  expect(log.warnings.filter((w) => w.includes('docsgen'))).toEqual([]);
}

describe.skipIf(!HAS_CHROMIUM)('islands', () => {
  const browser = useBrowser();
  const site = useSite(() => serveIslandsBuild(FIXTURE), 180_000);

  it('loads no React on a page without islands', async () => {
    const { page } = await openPage(browser(), `${site().origin}/docs/intro`);
    const seen = islandRequests(page);
    await page.reload();
    await page.waitForLoadState('load');
    expect(seen).toEqual([]);
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    await page.context().close();
  });

  it('hydrates each island after a full load; React loads once for two components', async () => {
    const { page } = await openPage(browser(), `${site().origin}/docs/counters`);
    const log = watchConsole(page);
    const seen = islandRequests(page);
    await page.reload();
    await checkCounters(page);
    const react = seen.filter((p) => /\/react\.[A-Z0-9]+\.js$/.test(p));
    expect(react).toHaveLength(1);
    expect(seen.filter((p) => /\/Counter\.[A-Z0-9]+\.js$/.test(p))).toHaveLength(1);
    // The build-time-only component's chunk is never asked for.
    expect(seen.some((p) => p.includes('/Plaque.'))).toBe(false);
    expect(await cspViolations(page)).toEqual([]);
    noComplaints(log);
    await page.context().close();
  });

  it('hydrates the new page after client navigation, and the old one again after back', async () => {
    const { page, documents } = await openPage(browser(), `${site().origin}/docs/counters`);
    const log = watchConsole(page);
    await checkCounters(page);
    await swapAfter(page, () => page.getByRole('link', { name: 'instruments', exact: true }).click());
    expect(new URL(page.url()).pathname).toBe('/docs/instruments');
    await checkInstruments(page);
    await swapAfter(page, () => page.goBack());
    expect(new URL(page.url()).pathname).toBe('/docs/counters');
    await checkCounters(page);
    await swapAfter(page, () => page.goForward());
    await checkInstruments(page);
    // One document: every page after the first came by client navigation.
    expect(documents).toEqual(['/docs/counters']);
    expect(await cspViolations(page)).toEqual([]);
    noComplaints(log);
    await page.context().close();
  });

  it('shows the server HTML without JavaScript', async () => {
    const { page } = await openPage(browser(), `${site().origin}/docs/counters`, {
      javaScriptEnabled: false,
    });
    expect(await page.locator('button', { hasText: 'Flashes' }).textContent()).toBe('Flashes: 2');
    expect(await page.locator('[data-width]').textContent()).toBe('not measured');
    await page.goto(`${site().origin}/docs/instruments`);
    expect(await page.locator('.swiper-slide').allTextContents()).toEqual([
      'Fresnel lens',
      'Clockwork',
      'Fog horn',
    ]);
    expect(await page.locator('.reveal-body strong').textContent()).toBe('twice a minute');
    await page.context().close();
  });

  it('keeps the server HTML of a component that throws in the browser, and logs its name', async () => {
    const { page } = await openPage(browser(), `${site().origin}/docs/beacon`);
    const log = watchConsole(page);
    await page.reload();
    const signals = page.locator('button', { hasText: 'Signals' });
    await expect
      .poll(async () => {
        await signals.click();
        return signals.textContent();
      })
      .toBe('Signals: 1');
    await expect.poll(() => log.errors.join('\n')).toContain('<Beacon> on /docs/beacon threw in the browser');
    expect(await page.locator('p.beacon').textContent()).toBe('The beacon is lit.');
    await page.context().close();
  });
});
