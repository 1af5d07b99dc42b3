import { describe, expect, it } from 'vitest';
import { applyDiagnosticPolicy } from '../../../src/check/rules.ts';
import { createDiagnostic } from '../../../src/diagnostics/diagnostic.ts';

const list = [
  createDiagnostic('warning', 'broken-link', 'content/docs/a.md', 'a'),
  createDiagnostic('warning', 'code-unknown-language', 'content/docs/a.md', 'b'),
  createDiagnostic('error', 'frontmatter-yaml', 'content/docs/legacy/old.md', 'c'),
  createDiagnostic('warning', 'broken-anchor', 'content/docs/legacy/deep/x.md', 'd'),
  createDiagnostic('error', 'config-invalid', 'docsgen.config.ts', 'e'),
];
const shape = (l: typeof list) => l.map((d) => `${d.code}:${d.severity}`);

describe('applyDiagnosticPolicy', () => {
  it('changes nothing without rules, ignores or strict', () => {
    expect(applyDiagnosticPolicy(list, { rules: {}, ignore: [] })).toEqual(list);
  });

  it('sets severities and drops codes turned off', () => {
    const result = applyDiagnosticPolicy(list, {
      rules: { 'broken-link': 'error', 'code-unknown-language': 'off', 'frontmatter-yaml': 'warn' },
      ignore: [],
    });
    expect(shape(result)).toEqual([
      'broken-link:error',
      'frontmatter-yaml:warning',
      'broken-anchor:warning',
      'config-invalid:error',
    ]);
  });

  it('drops the diagnostics of ignored paths, matching globs across folders', () => {
    const result = applyDiagnosticPolicy(list, { rules: {}, ignore: ['content/docs/legacy/**'] });
    expect(result.map((d) => d.file)).toEqual([
      'content/docs/a.md',
      'content/docs/a.md',
      'docsgen.config.ts',
    ]);
    const shallow = applyDiagnosticPolicy(list, { rules: {}, ignore: ['content/docs/legacy/*.md'] });
    expect(shallow.map((d) => d.message)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('raises every warning to an error with strict, after the rules, and drops what is off', () => {
    const result = applyDiagnosticPolicy(list, {
      rules: { 'code-unknown-language': 'off', 'broken-anchor': 'warn' },
      ignore: [],
      strict: true,
    });
    expect(shape(result)).toEqual([
      'broken-link:error',
      'frontmatter-yaml:error',
      'broken-anchor:error',
      'config-invalid:error',
    ]);
  });

  it('never changes or drops a code that always stops the build', () => {
    const result = applyDiagnosticPolicy(list, {
      rules: { 'config-invalid': 'off' } as never,
      ignore: ['**'],
    });
    expect(shape(result)).toEqual(['config-invalid:error']);
  });

  it('gives the same list when applied twice', () => {
    const policy = {
      rules: { 'broken-link': 'error' as const },
      ignore: ['content/docs/legacy/**'],
      strict: true,
    };
    const once = applyDiagnosticPolicy(list, policy);
    expect(applyDiagnosticPolicy(once, policy)).toEqual(once);
  });
});
