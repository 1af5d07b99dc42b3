// The README's table of diagnostic codes must list exactly the codes of the registry, with their default severity.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_DIAGNOSTIC_CODES, DIAGNOSTIC_CODES, isDiagnosticCode } from '../../../src/diagnostics/codes.ts';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

/** The rows of the table whose header starts `| code | default |`: code → the default column as written. */
function codeTable(text: string): Map<string, string> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^\|\s*code\s*\|\s*default\s*\|/.test(line));
  expect(start).toBeGreaterThan(-1);
  const rows = new Map<string, string>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [, code, severity] = line.split('|').map((cell) => cell.trim());
    rows.set(code!.replace(/`/g, ''), severity!);
  }
  return rows;
}

describe('the README table of diagnostic codes', () => {
  const table = codeTable(readme);

  it('lists every code of the registry, and no other', () => {
    expect([...table.keys()].sort()).toEqual([...ALL_DIAGNOSTIC_CODES]);
  });

  it('gives each code its registry severity, and marks the fixed ones', () => {
    for (const code of ALL_DIAGNOSTIC_CODES) {
      const info = DIAGNOSTIC_CODES[code];
      const written = table.get(code) ?? '';
      expect(written.split(/[ ,]/)[0], code).toBe(info.severity);
      expect(written.includes('fixed'), code).toBe('fixed' in info);
    }
  });

  it('is read from the table itself (a row of another table is not taken)', () => {
    const other =
      '| code | meaning |\n|---|---|\n| `x` | y |\n\n| code | default | m | w |\n|---|---|---|---|\n| `a-b` | warning | m | w |\n';
    expect([...codeTable(other)]).toEqual([['a-b', 'warning']]);
  });
});

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
