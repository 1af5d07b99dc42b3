// RELIABILITY §5.7: the real build under a strict Content Security Policy (hash-only scripts, `style-src 'self'`,
// `worker-src 'self'`). The inline scripts of every page are enumerated to make the policy; then every page kind and
// a sample of doc pages load in Chromium with zero violations.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspScriptHash } from '../../../src/render/files/csp.ts';
import { htmlPages } from '../harness/html-files.ts';
import { watchConsole } from '../harness/page-checks.ts';
import { startRealSite, PAGE_KINDS, type SiteUnderTest } from '../harness/site.ts';
import {
  cspViolations,
  recordCspViolations,
  serveWithStrictPolicy,
  type StrictServer,
} from '../harness/strict-csp.ts';
import { HAS_CHROMIUM, useBrowser, useSite } from '../harness/suite.ts';
import { DESKTOP, MOBILE } from '../harness/viewports.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** The text of every executable inline `<script>` of a page (not `src=`, not JSON data blocks). */
function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(SCRIPT))
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && !DATA_TYPE.test(attributes!))
    .map(([, , body]) => body!);
}

/** The URL path of a built file (`a/b/index.html` → `/a/b`). */
function routeOf(file: string): string {
  const path = `/${file.split('\\').join('/')}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return path === '' ? '/' : path;
}

/** A strict-CSP server for the site under test, with the pages and inline scripts its policy was made from. */
interface StrictSite extends StrictServer {
  pages: { file: string; html: string }[];
  scripts: Set<string>;
}

async function startStrictSite(site: SiteUnderTest): Promise<StrictSite> {
  const pages = await htmlPages(site.dir);
  const scripts = new Set(pages.flatMap((page) => inlineScripts(page.html)));
  const server = await serveWithStrictPolicy(site.dir, [...scripts]);
  return { ...server, pages, scripts };
}

// The real build is what this checks: the run's shared build when there is one, else one made here (never skipped for
// the want of one).
describe.skipIf(!HAS_CHROMIUM)(
  'strict Content Security Policy on the real build',
  { timeout: 120_000 },
  () => {
    const browser = useBrowser();
    const site = useSite(startRealSite, 180_000);
    let strict: Promise<StrictSite> | undefined;
    const strictSite = (): Promise<StrictSite> => (strict ??= startStrictSite(site()));
    afterAll(async () => {
      await (await strict)?.close();
    });

    /** Opens `path` with violations recorded from the first script on; returns the page and its console log. */
    async function visit(path: string, viewport = DESKTOP) {
      const context = await browser().newContext({ viewport });
      await recordCspViolations(context);
      const page = await context.newPage();
      const { origin, policy } = await strictSite();
      const url = origin + path;
      // The 404 page's own status is logged by Chromium as a failed resource; that is expected.
      const log = watchConsole(page, (source) => source === url);
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toBe(policy);
      await page.waitForLoadState('load');
      return { page, log, status: response?.status() };
    }

    it('finds exactly one inline script, the pre-paint script on every page, and builds the policy from it', async () => {
      const { pages, scripts, policy } = await strictSite();
      expect(site().sample).toBe(false);
      expect(pages.length).toBeGreaterThan(PAGE_KINDS.length);
      expect(scripts.size).toBe(1);
      const [themeScript] = [...scripts];
      expect(themeScript).toContain('data-theme');
      const missing = pages.filter((page) => !inlineScripts(page.html).includes(themeScript!));
      expect(missing.map((page) => page.file)).toEqual([]);
      expect(policy).toBe(
        `default-src 'self'; script-src 'self' ${cspScriptHash(themeScript!)}; style-src 'self'; ` +
          `img-src 'self' data:; worker-src 'self'; ` +
          `frame-src https://www.youtube-nocookie.com https://play.maar.world; connect-src 'self'; ` +
          `object-src 'none'; base-uri 'self'`,
      );
      // The build writes its recommended policy: it is the same one.
      expect(await readFile(join(site().dir, 'csp.txt'), 'utf8')).toBe(`${policy}\n`);
    });

    it('no page has inline styles, <style> elements, event handler attributes or javascript: URLs', async () => {
      const { pages } = await strictSite();
      const offenders = pages.flatMap(({ file, html }) =>
        [/\sstyle\s*=/i, /<style\b/i, /\son[a-z]+\s*=/i, /\b(?:href|src|action)\s*=\s*["']?\s*javascript:/i]
          .filter((pattern) => pattern.test(html))
          .map((pattern) => `${file}: ${pattern.source}`),
      );
      expect(offenders).toEqual([]);
    });

    it.each(PAGE_KINDS)('the %s page loads with no CSP violation or console error', async (kind) => {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { page, log, status } = await visit(site().paths[kind], viewport);
        expect(status).toBe(kind === 'not-found' ? 404 : 200);
        if (viewport === MOBILE) {
          await page.click('[data-drawer-toggle]');
          expect(await page.locator('[data-drawer]').isVisible()).toBe(true);
        } else {
          await page.click('[data-navbar] [data-color-mode-toggle]');
        }
        expect(await cspViolations(page)).toEqual([]);
        expect(log.errors).toEqual([]);
        expect(log.pageErrors).toEqual([]);
        await page.context().close();
      }
    });

    it('a sample of doc and API pages load with no CSP violation or console error', async () => {
      const { pages } = await strictSite();
      const docs = pages.map((page) => routeOf(page.file)).filter((route) => route.startsWith('/docs/'));
      const step = Math.max(1, Math.floor(docs.length / 12));
      const sample = [...new Set(['/docs/api/CoreModule', ...docs.filter((_, index) => index % step === 0)])];
      expect(sample.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const path of sample) {
        const { page, log, status } = await visit(path);
        const found = [...(await cspViolations(page)), ...log.errors, ...log.pageErrors];
        if (status !== 200) found.push(`status ${status}`);
        failures.push(...found.map((message) => `${path}: ${message}`));
        await page.context().close();
      }
      expect(failures).toEqual([]);
    });

    it('search works under the policy: the worker starts and the index loads', async () => {
      const { page, log } = await visit(`${site().paths.search}?q=knob`);
      await page.waitForSelector('[data-search-results] a.search-page__link', { timeout: 15_000 });
      await page.locator('[data-navbar] [data-search-input]').fill('Sky Sounds');
      await page.waitForSelector('[data-navbar] [data-search-dropdown]:not([hidden]) .search-result', {
        timeout: 15_000,
      });
      expect(await cspViolations(page)).toEqual([]);
      expect(log.errors).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      await page.context().close();
    });

    it('client navigation swaps pages under the policy', async () => {
      const { page, log } = await visit(site().paths.doc);
      const link = page.locator('.docs-sidebar a.menu__link:not(.menu__link--active)').first();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.waitForLoadState('load');
      expect(await cspViolations(page)).toEqual([]);
      expect(log.errors).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      await page.context().close();
    });
  },
);
