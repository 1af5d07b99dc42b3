// A theme from one colour: setting `--docsgen-color-primary` on :root restyles every accent of the site in both colour
// modes (the active sidebar item, the breadcrumb, the table of contents' marker, focus rings, buttons and the hero),
// and the text shades derived from any primary keep WCAG AA contrast on the page's background.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storeColorMode, type ColorMode } from '../harness/color-mode.ts';
import type { Win } from '../harness/dom.ts';
import { startSiteUnderTest } from '../harness/site.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP } from '../harness/viewports.ts';

type Rgb = [number, number, number];

/** Where a colour is read: the first element matching `selector` (or the focused one, `:focus`), its property. */
type Probe = [selector: string, property: string, pseudo?: string];

// The colours the probes show, as sRGB (resolved through a canvas, so oklch() and color-mix() values compare as the
// reader sees them). On a doc page the first TOC link is marked active and the first body link is focused first.
const coloursOf = (page: Page, probes: Record<string, Probe>): Promise<Record<string, Rgb>> =>
  page.evaluate((probes) => {
    const { document, getComputedStyle } = globalThis as unknown as Win;
    const ctx = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', {
      willReadFrequently: true,
    });
    const rgb = (color: string): [number, number, number] => {
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3) as [number, number, number];
    };
    document.querySelector('.toc__link')?.classList.add('toc__link--active');
    document.querySelector('.markdown > p a')?.focus({ focusVisible: true });
    const colours: Record<string, [number, number, number]> = {};
    for (const [key, [selector, property, pseudo]] of Object.entries(probes)) {
      const element = selector === ':focus' ? document.activeElement : document.querySelector(selector);
      if (!element) throw new Error(`no ${selector} on the page`);
      colours[key] = rgb(getComputedStyle(element, pseudo)[property]);
    }
    return colours;
  }, probes);

const accentsOf = (page: Page) =>
  coloursOf(page, {
    sidebarActive: ['.menu__link--active', 'color'],
    breadcrumb: ['.breadcrumbs__link--current', 'color'],
    tocMarker: ['.toc__link--active', 'borderInlineStartColor'],
    focusRing: [':focus', 'outlineColor'],
    link: ['.markdown > p a', 'color'],
    background: ['body', 'backgroundColor'],
  });

const homeAccentsOf = (page: Page) =>
  coloursOf(page, {
    heroCircle: ['.hero', 'backgroundColor', '::before'],
    button: ['.button--primary', 'backgroundColor'],
  });

// The hue of an sRGB colour in degrees (HSV), and its contrast ratio against another (WCAG 2).
const hueOf = ([r, g, b]: Rgb): number => {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};
const hueDistance = (a: number, b: number): number => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const luminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const BLUE = '#1a73e8';
const BLUE_HUE = hueOf([0x1a, 0x73, 0xe8]);
const MODES: ColorMode[] = ['light', 'dark'];

describe.skipIf(!HAS_CHROMIUM)('a theme from one colour', { timeout: 60_000 }, () => {
  const browser = useBrowser();
  const site = useSite(startSiteUnderTest);

  const open = async (mode: ColorMode, kind: 'doc' | 'home', primary?: string) => {
    const context = await browser().newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await storeColorMode(context, mode);
    const page = await context.newPage();
    await page.goto(site().url(kind));
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    // As a site's customCss would: one rule on :root, after the theme's.
    if (primary) await page.addStyleTag({ content: `:root { --docsgen-color-primary: ${primary}; }` });
    // The colours of links and buttons ease over a transition: read them once it has ended.
    await page.evaluate(() =>
      Promise.all((globalThis as unknown as Win).document.getAnimations().map((a: Win) => a.finished)),
    );
    return { page, close: () => context.close() };
  };

  it.each(MODES)(
    'one variable turns every accent of a doc page and the home page blue (%s mode)',
    async (mode) => {
      const before = await open(mode, 'doc');
      const theme = await accentsOf(before.page);
      await before.close();
      const after = await open(mode, 'doc', BLUE);
      const blue = await accentsOf(after.page);
      await after.close();
      for (const key of ['sidebarActive', 'breadcrumb', 'tocMarker', 'focusRing', 'link'] as const) {
        expect(hueDistance(hueOf(theme[key]!), BLUE_HUE), `${key} before`).toBeGreaterThan(25);
        expect(hueDistance(hueOf(blue[key]!), BLUE_HUE), `${key} ${blue[key]}`).toBeLessThan(20);
      }
      const home = await open(mode, 'home', BLUE);
      const accents = await homeAccentsOf(home.page);
      await home.close();
      expect(hueDistance(hueOf(accents.heroCircle!), BLUE_HUE)).toBeLessThan(20);
      expect(hueDistance(hueOf(accents.button!), BLUE_HUE)).toBeLessThan(20);
    },
  );

  it.each(MODES)('links keep AA contrast (4.5:1) whatever the primary colour (%s mode)', async (mode) => {
    for (const primary of ['#ffd400', '#00c853', BLUE, '#ff33cc', '#7c4dff', '#33eeff']) {
      const { page, close } = await open(mode, 'doc', primary);
      const { link, background } = await accentsOf(page);
      await close();
      expect(contrast(link!, background!), `${primary}: ${link} on ${background}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('the dark background is near-black, not black', async () => {
    const { page, close } = await open('dark', 'doc');
    const { background } = await accentsOf(page);
    await close();
    expect(background).not.toEqual([0, 0, 0]);
    expect(luminance(background!)).toBeLessThan(0.01);
  });
});
