// axe-core on the main page kinds, in light and dark mode: no serious or critical violations.
import { describe, expect, it } from 'vitest';
import { startSiteUnderTest, type PageKind, type SiteUnderTest } from '../harness/site.ts';
import { seriousAxeViolations } from '../harness/page-checks.ts';
import { storeColorMode } from '../harness/color-mode.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP, MOBILE } from '../harness/viewports.ts';

/** An API reference page of the real site (the sample site has none). */
const API_PAGE = '/docs/api/CoreModule';

const KINDS: (PageKind | 'api')[] = ['home', 'doc', 'api', 'blog-post', 'search', 'not-found'];
const CASES = KINDS.flatMap((kind) => (['light', 'dark'] as const).map((mode) => ({ kind, mode })));

describe.skipIf(!HAS_CHROMIUM)('accessibility (axe-core)', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);

  const urlOf = (on: SiteUnderTest, kind: PageKind | 'api'): string =>
    kind === 'api' ? on.origin + API_PAGE : on.url(kind);

  it.for(CASES)('$kind in $mode mode has no serious or critical violations', async ({ kind, mode }, test) => {
    if (kind === 'api' && site().sample) test.skip('the sample site has no API pages');
    const context = await browser().newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await storeColorMode(context, mode);
    const page = await context.newPage();
    const response = await page.goto(urlOf(site(), kind));
    expect(response?.status()).toBe(kind === 'not-found' ? 404 : 200);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'the open mobile drawer has no serious or critical violations (%s)',
    async (mode) => {
      const context = await browser().newContext({ viewport: MOBILE, reducedMotion: 'reduce' });
      await storeColorMode(context, mode);
      const page = await context.newPage();
      await page.goto(site().url('doc'));
      await page.click('[data-drawer-toggle]');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
