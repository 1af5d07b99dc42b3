// A docs version's label given per locale: each locale's build shows its own, a locale left out shows the default
// locale's, and a label naming a locale the site does not have is an error at its line.
import { describe, expect, it } from 'vitest';
import { localeConfig } from '../../../src/config/locales.ts';
import { resolveConfig, validateUserConfig } from '../../../src/config/resolve.ts';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';

const base = { title: 'Site', url: 'https://docs.example.com' };
const locales = { default: 'en', list: ['en', 'fr', 'ar'] };

const resolved = (raw: unknown) =>
  resolveConfig(validateUserConfig(raw, 'docsgen.config.ts'), {
    configFile: null,
    rootDir: '/virtual/project',
  });

/** `line:column message` of each error of a config whose source text is `source`. */
function errorsOf(raw: unknown, source: string): string[] {
  try {
    validateUserConfig(raw, 'docsgen.config.ts', source);
  } catch (error) {
    expect(error).toBeInstanceOf(DiagnosticError);
    return (error as DiagnosticError).diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`);
  }
  return [];
}

describe('docs.versions.<name>.label per locale', () => {
  const config = resolved({
    ...base,
    locales,
    docs: {
      versions: {
        '1.0': { label: { en: '1.0 (old)', fr: '1.0 (ancienne)' } },
        current: { label: { fr: 'Prochaine' } },
        '2.0': { label: '2.0 (LTS)' },
      },
    },
  });

  it("gives each locale's build its own label, and a locale left out the default locale's", () => {
    const labelsIn = (locale: string) =>
      Object.fromEntries(
        Object.entries(localeConfig(config, locale).docs.versions).map(([name, v]) => [name, v.label]),
      );
    expect(labelsIn('en')).toEqual({ '1.0': '1.0 (old)', current: undefined, '2.0': '2.0 (LTS)' });
    expect(labelsIn('fr')).toEqual({ '1.0': '1.0 (ancienne)', current: 'Prochaine', '2.0': '2.0 (LTS)' });
    expect(labelsIn('ar')).toEqual({ '1.0': '1.0 (old)', current: undefined, '2.0': '2.0 (LTS)' });
  });

  it('leaves the docs config as it is when no label is given per locale', () => {
    const plain = resolved({ ...base, locales, docs: { versions: { '1.0': { label: '1.0 (old)' } } } });
    expect(localeConfig(plain, 'fr').docs).toBe(plain.docs);
  });

  it('refuses a label for a locale the site does not have, at its line, with the known ones', () => {
    const source = [
      'export default {',
      "  title: 'Site',",
      "  url: 'https://docs.example.com',",
      "  locales: { default: 'en', list: ['en', 'fr', 'ar'] },",
      '  docs: {',
      "    versions: { '1.0': { label: { en: '1.0 (old)', de: '1.0 (alt)' } } },",
      '  },',
      '};',
    ].join('\n');
    const raw = {
      ...base,
      locales,
      docs: { versions: { '1.0': { label: { en: '1.0 (old)', de: '1.0 (alt)' } } } },
    };
    expect(errorsOf(raw, source)).toEqual([
      'locale-unknown 6:52 docs.versions.1.0.label: unknown locale "de"; known locales: en, fr, ar (add it to locales.list or fix the code)',
    ]);
  });

  it('refuses a per-locale label on a site of one locale for any other locale', () => {
    const raw = { ...base, docs: { versions: { current: { label: { fr: 'Prochaine' } } } } };
    expect(errorsOf(raw, '')).toEqual([
      'locale-unknown 1:1 docs.versions.current.label: unknown locale "fr"; known locales: en (add it to locales.list or fix the code)',
    ]);
  });

  it('refuses a label that is neither text nor text per locale', () => {
    const raw = { ...base, docs: { versions: { current: { label: { en: 3 } } } } };
    expect(() => validateUserConfig(raw, 'docsgen.config.ts')).toThrow(/docs\.versions\.current\.label/);
  });
});
