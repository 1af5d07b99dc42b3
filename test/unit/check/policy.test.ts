import { describe, expect, it } from 'vitest';
import { applyCheckSeverity } from '../../../src/check/policy.ts';
import { checkExitCode, formatCheckJson } from '../../../src/check/report.ts';
import { createDiagnostic, type DiagnosticCode } from '../../../src/diagnostics/diagnostic.ts';

describe('check policy', () => {
  it('raises link, anchor and route warnings to errors and leaves the rest', () => {
    const codes: DiagnosticCode[] = [
      'broken-link',
      'broken-markdown-link',
      'broken-anchor',
      'duplicate-route',
      'duplicate-route-case',
      'missing-image',
      'link-to-mirror',
      'frontmatter-unknown-key',
    ];
    const raised = applyCheckSeverity(codes.map((code) => createDiagnostic('warning', code, 'a.md', 'm')));
    expect(raised.map((d) => `${d.code}:${d.severity}`)).toEqual([
      'broken-link:error',
      'broken-markdown-link:error',
      'broken-anchor:error',
      'duplicate-route:error',
      'duplicate-route-case:error',
      'missing-image:warning',
      'link-to-mirror:warning',
      'frontmatter-unknown-key:warning',
    ]);
  });

  it('exits 1 on errors, on warnings only with strict, else 0', () => {
    expect(checkExitCode({ errors: 1, warnings: 0 }, false)).toBe(1);
    expect(checkExitCode({ errors: 0, warnings: 2 }, false)).toBe(0);
    expect(checkExitCode({ errors: 0, warnings: 2 }, true)).toBe(1);
    expect(checkExitCode({ errors: 0, warnings: 0 }, true)).toBe(0);
  });

  it('writes a stable JSON report', () => {
    const d = createDiagnostic(
      'error',
      'broken-link',
      'content/docs/a.md',
      'link /x points to no page',
      3,
      7,
    );
    expect(JSON.parse(formatCheckJson({ diagnostics: [d], errors: 1, warnings: 0 }, 1))).toEqual({
      ok: false,
      exitCode: 1,
      errors: 1,
      warnings: 0,
      diagnostics: [
        {
          file: 'content/docs/a.md',
          line: 3,
          column: 7,
          severity: 'error',
          code: 'broken-link',
          message: 'link /x points to no page',
        },
      ],
    });
  });
});
