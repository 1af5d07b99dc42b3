import { describe, expect, it } from 'vitest';
import {
  FLOOD_SHOWN,
  FLOOD_THRESHOLD,
  foldFloods,
  formatFloodSummary,
} from '../../../src/diagnostics/floods.ts';
import { capDiagnostics } from '../../../src/diagnostics/bag.ts';
import { createDiagnostic, sortDiagnostics, type DiagnosticCode } from '../../../src/diagnostics/diagnostic.ts';
import { createLogger, reportDiagnostics } from '../../../src/diagnostics/log.ts';

const many = (code: DiagnosticCode, count: number, file = 'a.md') =>
  Array.from({ length: count }, (_, i) => createDiagnostic('warning', code, file, `m${i}`, i + 1));

function captured(level: 'quiet' | 'normal' | 'verbose') {
  const lines: string[] = [];
  const stream = { write: (text: string) => lines.push(...text.trimEnd().split('\n')) > 0, isTTY: false };
  return { lines, logger: createLogger(level, { out: stream as never, err: stream as never }) };
}

describe('foldFloods', () => {
  it('leaves a code with up to the threshold alone', () => {
    const list = many('broken-link', FLOOD_THRESHOLD);
    expect(foldFloods(list)).toEqual({ shown: list, floods: [] });
  });

  it('shows the first few of a code past the threshold and sums it up, leaving other codes whole', () => {
    const list = sortDiagnostics([
      ...many('broken-anchor', FLOOD_THRESHOLD + 1),
      ...many('missing-image', 3),
    ]);
    const { shown, floods } = foldFloods(list);
    expect(shown.filter((d) => d.code === 'broken-anchor').map((d) => d.line)).toEqual([1, 2, 3, 4, 5]);
    expect(shown.filter((d) => d.code === 'missing-image')).toHaveLength(3);
    expect(floods).toEqual([
      {
        code: 'broken-anchor',
        severity: 'warning',
        total: FLOOD_THRESHOLD + 1,
        shown: FLOOD_SHOWN,
        notStored: 0,
      },
    ]);
  });

  it('counts the diagnostics counted but not stored, and shows everything when asked', () => {
    const list = sortDiagnostics(capDiagnostics(many('broken-anchor', 500), 200));
    const { floods } = foldFloods(list);
    expect(floods[0]).toMatchObject({ total: 500, notStored: 300 });
    expect(formatFloodSummary(floods[0]!)).toBe(
      'broken-anchor: 500 warnings, the first 5 shown; 300 of them counted but not stored (--verbose prints every one stored; check --format json lists them)',
    );
    expect(foldFloods(list, true)).toEqual({ shown: list, floods: [] });
  });
});

describe('reportDiagnostics with floods', () => {
  it('prints the first five, a summary line and the totals; verbose prints all', () => {
    const list = many('broken-anchor', 30);
    const normal = captured('normal');
    reportDiagnostics(normal.logger, list);
    expect(normal.lines).toHaveLength(5 + 1 + 1);
    expect(normal.lines[5]).toContain('broken-anchor: 30 warnings, the first 5 shown');
    expect(normal.lines[6]).toBe('0 errors, 30 warnings');
    const verbose = captured('verbose');
    reportDiagnostics(verbose.logger, list);
    expect(verbose.lines).toHaveLength(30 + 1);
  });

  it('keeps a flood of warnings out of quiet mode, but not a flood of errors', () => {
    const quiet = captured('quiet');
    reportDiagnostics(quiet.logger, many('broken-anchor', 30));
    expect(quiet.lines).toEqual([]);
    const errors = Array.from({ length: 25 }, (_, i) =>
      createDiagnostic('error', 'broken-link', 'a.md', 'x', i + 1),
    );
    reportDiagnostics(quiet.logger, errors);
    expect(quiet.lines).toHaveLength(5 + 1 + 1);
    expect(quiet.lines[5]).toContain('broken-link: 25 errors');
  });
});
