// axe-core on the main page kinds, in light and dark mode: no serious or critical violations.
import { describe, expect, it } from 'vitest';
import { startSiteUnderTest, type PageKind } from '../harness/site.ts';
import { seriousAxeViolations } from '../harness/page-checks.ts';
import { DESKTOP, HAS_CHROMIUM, MOBILE, useBrowser, useSite, type Win } from '../harness/suite.ts';

const KINDS: PageKind[] = ['home', 'doc', 'blog-post', 'search', 'not-found'];
const CASES = KINDS.flatMap((kind) => (['light', 'dark'] as const).map((mode) => ({ kind, mode })));

describe.skipIf(!HAS_CHROMIUM)('accessibility (axe-core)', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);

  it.each(CASES)('$kind in $mode mode has no serious or critical violations', async ({ kind, mode }) => {
    const context = await browser().newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await context.addInitScript(
      (theme) => (globalThis as unknown as Win).localStorage.setItem('theme', theme),
      mode,
    );
    const page = await context.newPage();
    await page.goto(site().url(kind));
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'the open mobile drawer has no serious or critical violations (%s)',
    async (mode) => {
      const context = await browser().newContext({ viewport: MOBILE, reducedMotion: 'reduce' });
      await context.addInitScript(
        (theme) => (globalThis as unknown as Win).localStorage.setItem('theme', theme),
        mode,
      );
      const page = await context.newPage();
      await page.goto(site().url('doc'));
      await page.click('[data-drawer-toggle]');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
