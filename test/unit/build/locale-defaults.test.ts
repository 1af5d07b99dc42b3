// The blog's title and description and the current version's label a config leaves to their defaults are the
// locale's words; a value the config gives stays as given.
import { describe, expect, it } from 'vitest';
import { localeConfig } from '../../../src/config/locales.ts';
import { resolveConfig, validateUserConfig } from '../../../src/config/resolve.ts';
import type { UserConfig } from '../../../src/config/types.ts';
import { withLocaleDefaults, withThemeStrings } from '../../../src/build/site-config.ts';

const resolved = (extra: Partial<UserConfig>) =>
  resolveConfig(
    validateUserConfig(
      {
        title: 'Lanterns',
        url: 'https://lanterns.example.com',
        locales: { default: 'en', list: ['en', 'ja', 'de'] },
        ...extra,
      },
      'docsgen.config.ts',
    ),
    { configFile: null, rootDir: '/virtual/project' },
  );

describe('withLocaleDefaults', () => {
  it("puts the locale's words in place of the English defaults", () => {
    const ja = withLocaleDefaults(localeConfig(resolved({}), 'ja'));
    expect(ja.blog && ja.blog.title).toBe('ブログ');
    expect(ja.blog && ja.blog.description).toBe('ブログ');
    expect(ja.docs.versionLabel).toBe('次期版');
    // Only the label changes: a site of one version still shows no badge the config did not ask for.
    expect(ja.docs.versionBadge).toBe(false);
  });

  it('keeps the English config as it is (the same object)', () => {
    const config = resolved({});
    expect(withLocaleDefaults(config)).toBe(config);
    expect(config.blog && config.blog.title).toBe('Blog');
    expect(config.docs.versionLabel).toBe('Next');
  });

  it('keeps what the config gives', () => {
    const de = withLocaleDefaults(
      localeConfig(
        resolved({ blog: { title: 'Laternenblog', description: 'Neues' }, docs: { versionLabel: 'Morgen' } }),
        'de',
      ),
    );
    expect(de.blog && de.blog.title).toBe('Laternenblog');
    expect(de.blog && de.blog.description).toBe('Neues');
    expect(de.docs.versionLabel).toBe('Morgen');
  });

  it("takes the site's own theme strings of the locale", () => {
    const ja = withLocaleDefaults(
      withThemeStrings(localeConfig(resolved({}), 'ja'), {
        blogTitle: '日誌',
        versionCurrentLabel: '開発中',
      }),
    );
    expect(ja.blog && ja.blog.title).toBe('日誌');
    expect(ja.docs.versionLabel).toBe('開発中');
  });
});
