// `docsgen check` counts the routes it checked in every locale and version, not the default locale's alone, and its
// last line says what it counted.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { checkedSummary } from '../../../src/check/report.ts';
import { runCheck } from '../../../src/cli/commands/run-check.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures');

describe("docsgen check's route count", () => {
  it("counts every locale's routes: the sum of each locale's model", async () => {
    const cwd = path.join(fixtures, 'site-i18n');
    const report = await runCheck({ cwd });
    const locales = ['en', 'fr', 'ar', 'ja'];
    const perLocale = await Promise.all(
      locales.map(async (locale) => (await build({ cwd, output: 'none', locale })).site!.pages.length),
    );
    expect(perLocale.every((n) => n > 0)).toBe(true);
    expect(report.localeCount).toBe(4);
    expect(report.routeCount).toBe(perLocale.reduce((a, b) => a + b, 0));
  });

  it("counts every version's routes of a versioned site", async () => {
    const cwd = path.join(fixtures, 'site-versions');
    const report = await runCheck({ cwd });
    const site = (await build({ cwd, output: 'none' })).site!;
    const versions = new Set(site.pages.flatMap((p) => ('version' in p && p.version ? [p.version] : [])));
    expect(versions.size).toBeGreaterThan(1);
    expect(report.localeCount).toBe(1);
    expect(report.routeCount).toBe(site.pages.length);
  });

  it('says what it counted', () => {
    expect(checkedSummary({ routeCount: 12, localeCount: 1 })).toBe('12 routes checked');
    expect(checkedSummary({ routeCount: 1 })).toBe('1 route checked');
    expect(checkedSummary({ routeCount: 36, localeCount: 3 })).toBe('36 routes checked across 3 locales');
  });
});
