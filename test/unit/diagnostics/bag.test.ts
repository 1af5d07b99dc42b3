import { describe, expect, it } from 'vitest';
import {
  capDiagnostics,
  countDiagnosticsByCode,
  DiagnosticBag,
  STORED_PER_FILE_AND_CODE,
} from '../../../src/diagnostics/bag.ts';
import { countDiagnostics, createDiagnostic, type DiagnosticCode } from '../../../src/diagnostics/diagnostic.ts';

const anchor = (file: string, line: number, code: DiagnosticCode = 'broken-anchor') =>
  createDiagnostic('warning', code, file, `problem at ${line}`, line);

describe('DiagnosticBag', () => {
  it('stores up to the cap per file and code, and counts the rest in one record', () => {
    const bag = new DiagnosticBag(3);
    for (let i = 1; i <= 10; i++) bag.add(anchor('a.md', i));
    bag.add(anchor('b.md', 1));
    bag.add(anchor('a.md', 99, 'broken-link'));
    const list = bag.toList();
    expect(list.map((d) => `${d.file}:${d.line}:${d.code}:${d.omitted ?? ''}`)).toEqual([
      'a.md:1:broken-anchor:',
      'a.md:2:broken-anchor:',
      'a.md:3:broken-anchor:',
      'b.md:1:broken-anchor:',
      'a.md:99:broken-link:',
      'a.md:4:broken-anchor:7',
    ]);
    expect(list.at(-1)!.message).toMatch(/^7 more broken-anchor in this file/);
    expect(countDiagnostics(list)).toEqual({ errors: 0, warnings: 12 });
  });

  it('merges records when capped lists are capped again, one record per severity', () => {
    const first = capDiagnostics(
      Array.from({ length: 5 }, (_, i) => anchor('a.md', i + 1)),
      2,
    );
    const more = capDiagnostics(
      Array.from({ length: 4 }, (_, i) => createDiagnostic('error', 'broken-anchor', 'a.md', 'x', i + 10)),
      2,
    );
    const merged = capDiagnostics([...first, ...more], 2);
    const records = merged.filter((d) => d.omitted !== undefined);
    expect(records.map((d) => `${d.severity}:${d.omitted}`)).toEqual(['warning:3', 'error:4']);
    expect(merged.filter((d) => d.omitted === undefined)).toHaveLength(2);
    expect(countDiagnostics(merged)).toEqual({ errors: 4, warnings: 5 });
  });

  it('holds 200,000 diagnostics of one file in the cap and one record', () => {
    const bag = new DiagnosticBag();
    for (let i = 0; i < 200_000; i++) bag.add(anchor('flood.md', i + 1));
    const list = bag.toList();
    expect(list).toHaveLength(STORED_PER_FILE_AND_CODE + 1);
    expect(list.at(-1)!.omitted).toBe(200_000 - STORED_PER_FILE_AND_CODE);
  });
});

describe('countDiagnosticsByCode', () => {
  it('counts each code, those counted but not stored included, sorted by code', () => {
    const list = capDiagnostics(
      [
        anchor('a.md', 1, 'missing-image'),
        ...Array.from({ length: 6 }, (_, i) => anchor('a.md', i)),
        anchor('b.md', 1),
      ],
      4,
    );
    expect([...countDiagnosticsByCode(list)]).toEqual([
      ['broken-anchor', 7],
      ['missing-image', 1],
    ]);
  });
});
