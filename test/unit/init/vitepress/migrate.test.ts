// The config `docsgen migrate` makes of a VitePress site (test/fixtures/site-vitepress), written out whole, and the
// translations it plans to copy.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSite } from '../../../../src/init/migrate/migrate.ts';

const fixture = path.resolve(import.meta.dirname, '../../../fixtures/site-vitepress');

describe('migrate of a VitePress site', () => {
  it("writes the fixture's config, its translation copies and what it leaves out", async () => {
    const migration = await migrateSite(fixture);
    expect(migration.madeFrom).toEqual(['docs/.vitepress/config.mts']);
    expect(migration.source).toMatchSnapshot();
    expect(migration.translations.copies).toEqual([
      { from: 'docs/nl', to: 'docs/i18n/nl/en', files: ['guide/index.md', 'index.md'] },
    ]);
    expect(migration.notes.map((n) => `${n.file}: ${n.what}`)).toMatchSnapshot();
  });
});
