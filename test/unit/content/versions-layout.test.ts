// Where a site's docs versions are read from: beside the docs folder, in it when it is the project folder, and in
// the content folder (the site folder, as Docusaurus reads them) when the docs folder lies outside it (`../docs`).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionsLayoutOf } from '../../../src/content/versions.ts';
import { planVersions } from '../../../src/init/migrate/versions.ts';

const root = path.resolve('/', 'repo', 'website');

describe('the layout of docs versions', () => {
  it('sits beside a docs folder inside the content folder', () => {
    const layout = versionsLayoutOf(root, 'content', 'docs');
    expect(layout.versionsFile).toBe(path.join(root, 'content', 'versions.json'));
    expect(layout.docsDirOf('1.0')).toBe(path.join(root, 'content', 'versioned_docs', 'version-1.0'));
  });

  it('sits in the docs folder when it is the project folder', () => {
    expect(versionsLayoutOf(root, '.', '.').versionsFile).toBe(path.join(root, 'versions.json'));
  });

  it('sits in the site folder when the docs folder is outside it, as Jest and Redux keep their docs', () => {
    const layout = versionsLayoutOf(root, '.', '../docs');
    expect(layout.versionsFile).toBe(path.join(root, 'versions.json'));
    expect(layout.sidebarsFileOf('29.7')).toBe(
      path.join(root, 'versioned_sidebars', 'version-29.7-sidebars.json'),
    );
    expect(layout.display(layout.versionsFile)).toBe('versions.json');
  });

  it('lets migrate read such versions where they are, with nothing copied', () => {
    const plan = planVersions(path.resolve(import.meta.dirname, '../../fixtures/site-docusaurus'), '../docs');
    expect(plan.base).toBe('.');
    expect(plan.copies).toEqual([]);
  });
});
