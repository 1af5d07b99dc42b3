// The heading of serve's overlay for a failed rebuild.
import { describe, expect, it } from 'vitest';
import { failureTitle } from '../../../src/dev/failure-title.ts';
import { createDiagnostic } from '../../../src/diagnostics/diagnostic.ts';
import { shippedStringsFor } from '../../../src/strings/index.ts';

const en = shippedStringsFor('en');
const error = (file: string) => createDiagnostic('error', 'frontmatter-yaml', file, 'bad', 1, 1);

describe('failureTitle', () => {
  it('names the count of errors and their files, warnings left out', () => {
    expect(failureTitle([error('content/docs/x.md')], en)).toBe('Build failed: 1 error in content/docs/x.md');
    expect(
      failureTitle(
        [
          error('content/a.md'),
          error('content/a.md'),
          createDiagnostic('warning', 'broken-link', 'b.md', 'w'),
        ],
        en,
      ),
    ).toBe('Build failed: 2 errors in content/a.md');
  });

  it('names three files at most, and counts the others', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => error(`content/${n}.md`));
    expect(failureTitle(five, en)).toBe(
      'Build failed: 5 errors in content/a.md, content/b.md, content/c.md, +2',
    );
  });

  it("is in the served locale's words, and plain when no error names a file", () => {
    expect(failureTitle([error('content/a.md')], shippedStringsFor('fr'))).toBe(
      'Échec de la construction : 1 erreur dans content/a.md',
    );
    expect(failureTitle([], en)).toBe('The site could not be built');
  });
});
