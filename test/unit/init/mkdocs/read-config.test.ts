import { describe, expect, it } from 'vitest';
import { parseMkdocsConfig } from '../../../../src/init/migrate/mkdocs/read-config.ts';

describe('parseMkdocsConfig', () => {
  it('reads Python tags as references and !ENV as the variable or its default', () => {
    process.env.DOCSGEN_TEST_SET = 'yes';
    const text = [
      'site_name: Harbour',
      'emoji: !!python/name:material.extensions.emoji.twemoji',
      'slugify: !!python/object/apply:pymdownx.slugs.slugify',
      '  kwds: { case: lower }',
      'unset: !ENV [DOCSGEN_TEST_UNSET, false]',
      'set: !ENV DOCSGEN_TEST_SET',
      'date: 2024-01-02',
    ].join('\n');
    expect(parseMkdocsConfig(text, 'mkdocs.yml')).toEqual({
      site_name: 'Harbour',
      emoji: { python: 'name:material.extensions.emoji.twemoji' },
      slugify: { python: 'object/apply:pymdownx.slugs.slugify' },
      unset: false,
      set: 'yes',
      date: '2024-01-02',
    });
  });
});
