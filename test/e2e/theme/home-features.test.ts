// The home page's feature cards fill every row, whatever their count: one column on a phone, then the columns the
// template picks for the count (featureColumns), four only where four fit; an odd count above three centres its last row.
import { describe, expect, it } from 'vitest';
import { featureColumns } from '../../../templates/HomePage.tsx';
import type { Win } from '../harness/dom.ts';
import { startSiteUnderTest } from '../harness/site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';

const WIDTHS = [390, 768, 1280, 1600];

describe.skipIf(!HAS_CHROMIUM)('home feature cards', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);

  it('picks columns that divide the count', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(featureColumns)).toEqual([1, 2, 3, 4, 3, 3, 3, 4, 3]);
  });

  it.each(WIDTHS)('lays 2 to 9 cards out in full rows at %i px', async (width) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(site().url('home'));
    expect(await page.locator('.features__grid').getAttribute('data-columns')).toBe(
      String(featureColumns(await page.locator('.features__grid > .feature').count())),
    );
    for (let count = 2; count <= 9; count++) {
      // The site's own cards, copied up to `count`, with the columns the template would write for that many.
      const rows = await page.evaluate(
        ({ count, columns }) => {
          const { document } = globalThis as unknown as Win;
          const grid = document.querySelector('.features__grid');
          const first = grid.querySelector('.feature');
          grid.replaceChildren(...Array.from({ length: count }, () => first.cloneNode(true)));
          grid.setAttribute('data-columns', String(columns));
          const tops = new Map<number, number[]>();
          for (const card of grid.children) {
            const box = card.getBoundingClientRect();
            tops.set(Math.round(box.top), [...(tops.get(Math.round(box.top)) ?? []), Math.round(box.width)]);
          }
          return [...tops.values()];
        },
        { count, columns: featureColumns(count) },
      );
      const perRow = rows.map((row) => row.length);
      const widths = new Set(rows.flat());
      expect(widths.size, `${count} cards at ${width} px: one card width`).toBe(1);
      if (width < 640)
        expect(
          perRow.every((n) => n === 1),
          `${count} at ${width}: ${perRow}`,
        ).toBe(true);
      // Every row but an odd count's last holds as many cards as the first.
      const full = count % 2 === 1 && count > 3 ? perRow.slice(0, -1) : perRow;
      expect(new Set(full).size, `${count} cards at ${width} px: rows ${perRow}`).toBe(1);
      if (width >= 1280)
        expect(perRow[0], `${count} at ${width}`).toBe(Math.min(count, featureColumns(count)));
    }
    await context.close();
  });
});
