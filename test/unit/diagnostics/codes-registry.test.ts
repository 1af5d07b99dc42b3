// The registry of diagnostic codes, and the help of each code that the docs site's diagnostics reference is made of
// (its table is checked against the registry in test/integration/docs-site/references.test.ts).
import { describe, expect, it } from 'vitest';
import { CODE_HELP } from '../../../src/diagnostics/code-help/index.ts';
import { ALL_DIAGNOSTIC_CODES, DIAGNOSTIC_CODES, isDiagnosticCode } from '../../../src/diagnostics/codes.ts';

describe('the registry', () => {
  it('knows its codes and nothing else', () => {
    expect(isDiagnosticCode('broken-link')).toBe(true);
    expect(isDiagnosticCode('toString')).toBe(false);
    expect(isDiagnosticCode('broken-links')).toBe(false);
  });

  it('is sorted in ALL_DIAGNOSTIC_CODES', () => {
    expect([...ALL_DIAGNOSTIC_CODES]).toEqual(Object.keys(DIAGNOSTIC_CODES).sort());
  });
});

describe('the help of the codes', () => {
  it('has a meaning and a fix for every code of the registry, and for no other', () => {
    expect(Object.keys(CODE_HELP).sort()).toEqual([...ALL_DIAGNOSTIC_CODES]);
    for (const code of ALL_DIAGNOSTIC_CODES) {
      expect(CODE_HELP[code].meaning.trim(), code).not.toBe('');
      expect(CODE_HELP[code].fix.trim(), code).not.toBe('');
    }
  });
});
