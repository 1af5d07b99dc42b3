// A locale's writing direction: inferred from its language as Docusaurus does, unless the config sets it.
import { describe, expect, it } from 'vitest';
import { inferredDirection } from '../../../src/config/locales.ts';
import { resolveConfig, validateUserConfig } from '../../../src/config/resolve.ts';

const directions = (locales: Record<string, unknown>): Record<string, string> =>
  resolveConfig(
    validateUserConfig({ title: 'T', url: 'https://t.example.com', locales }, 'docsgen.config.ts'),
    { configFile: null, rootDir: '/virtual/project' },
  ).locales.direction;

describe('locale direction', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['ja', 'ltr'],
    ['zh-Hans', 'ltr'],
  ])('%s is %s', (locale, direction) => {
    expect(inferredDirection(locale)).toBe(direction);
  });

  it('is right to left for Hebrew and Arabic with no setting, and the setting wins', () => {
    expect(directions({ default: 'en', list: ['en', 'he', 'ar'] })).toEqual({
      en: 'ltr',
      he: 'rtl',
      ar: 'rtl',
    });
    expect(directions({ default: 'en', list: ['en', 'he'], direction: { he: 'ltr', en: 'rtl' } })).toEqual({
      en: 'rtl',
      he: 'ltr',
    });
  });
});
