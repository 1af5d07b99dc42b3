// docs.exclude: a file or folder of the docs folder, or a glob as Docusaurus' `exclude` writes them.
import { describe, expect, it } from 'vitest';
import { createDocsExclusion } from '../../../src/content/scan-sections.ts';

describe('docs.exclude', () => {
  it('leaves out a file, a folder and everything under it', () => {
    const excluded = createDocsExclusion(['SUMMARY.md', './drafts/', 'api/internal']);
    expect(['SUMMARY.md', 'drafts/a.md', 'drafts/b/c.md', 'api/internal/x.md'].filter(excluded)).toHaveLength(
      4,
    );
    expect(['summary/SUMMARY.md.bak', 'draftsy.md', 'api/internals.md', 'api/x.md'].filter(excluded)).toEqual(
      [],
    );
  });

  it('reads globs, dot-files included', () => {
    const excluded = createDocsExclusion(['**/_*.{md,mdx}', '**/__tests__/**', '**/*.test.md']);
    expect(
      ['_partial.md', 'guide/_note.mdx', 'a/__tests__/x.md', 'guide/.hidden/_x.md', 'b/c.test.md'].filter(
        excluded,
      ),
    ).toHaveLength(5);
    expect(['guide/note.md', 'guide/a_b.md', 'tests/x.md'].filter(excluded)).toEqual([]);
  });
});
