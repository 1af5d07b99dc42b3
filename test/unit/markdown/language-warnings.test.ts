import { describe, expect, it } from 'vitest';
import { createDiagnostic } from '../../../src/diagnostics/diagnostic.ts';
import { collapseUnknownLanguageWarnings } from '../../../src/markdown/language-warnings.ts';

const unknown = (file: string, line: number, lang: string) =>
  createDiagnostic(
    'warning',
    'code-unknown-language',
    file,
    `The code language "${lang}" is unknown; …`,
    line,
  );

describe('collapseUnknownLanguageWarnings', () => {
  it('keeps one warning per language: the first place by file and line, with the count of the others', () => {
    const other = createDiagnostic('error', 'broken-link', 'docs/a.md', 'x', 3);
    const result = collapseUnknownLanguageWarnings([
      unknown('docs/b.md', 1, 'klingon'),
      other,
      unknown('docs/a.md', 9, 'klingon'),
      unknown('docs/a.md', 4, 'klingon'),
      unknown('docs/c.md', 2, 'elvish'),
    ]);
    expect(result.map((d) => [d.code, d.file, d.line])).toEqual([
      ['broken-link', 'docs/a.md', 3],
      ['code-unknown-language', 'docs/a.md', 4],
      ['code-unknown-language', 'docs/c.md', 2],
    ]);
    expect(result[1]!.message).toMatch(/"klingon".*\(2 more blocks in this language\)$/);
    expect(result[2]!.message).not.toContain('more block');
  });

  it('passes a list without such warnings through unchanged', () => {
    const list = [createDiagnostic('warning', 'broken-link', 'a.md', 'm')];
    expect(collapseUnknownLanguageWarnings(list)).toEqual(list);
  });
});
