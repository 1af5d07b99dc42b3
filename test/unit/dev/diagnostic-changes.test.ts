import pc from 'picocolors';
import { describe, expect, it } from 'vitest';
import { diagnosticChanges, formatDiagnosticChanges } from '../../../src/dev/diagnostic-changes.ts';
import { createDiagnostic } from '../../../src/diagnostics/diagnostic.ts';

const a = createDiagnostic('warning', 'broken-link', 'content/docs/a.md', 'link /x points to no page', 3, 1);
const b = createDiagnostic('warning', 'missing-image', 'content/docs/b.md', 'image y.png is missing', 5, 2);
const c = createDiagnostic('error', 'frontmatter-yaml', 'content/docs/c.md', 'bad', 2, 1);
const colors = pc.createColors(false);

describe('diagnosticChanges', () => {
  it('finds what appeared and what went away', () => {
    expect(diagnosticChanges([a, b], [b, c])).toEqual({ appeared: [c], disappeared: [a] });
  });

  it('does not take a diagnostic whose line moved for a new one', () => {
    const moved = { ...a, line: 9 };
    expect(diagnosticChanges([a], [moved])).toEqual({ appeared: [], disappeared: [] });
  });

  it('counts copies: a second copy of the same problem is new', () => {
    expect(diagnosticChanges([a], [a, a]).appeared).toEqual([a]);
    expect(diagnosticChanges([a, a], [a]).disappeared).toEqual([a]);
  });
});

describe('formatDiagnosticChanges', () => {
  it('prints nothing when nothing changed', () => {
    expect(formatDiagnosticChanges({ appeared: [], disappeared: [] }, [a], { all: false, colors })).toEqual(
      [],
    );
  });

  it('prints the new ones, the fixed ones and the totals', () => {
    const lines = formatDiagnosticChanges(diagnosticChanges([a, b], [b, c]), [b, c], { all: false, colors });
    expect(lines).toEqual([
      { level: 'error', text: 'content/docs/c.md:2:1  error  frontmatter-yaml  bad' },
      {
        level: 'warn',
        text: 'fixed  content/docs/a.md:3:1  warning  broken-link  link /x points to no page',
      },
      { level: 'error', text: '1 error, 1 warning in all (1 new, 1 fixed)' },
    ]);
  });

  it('folds a flood of new ones into the first few and a count', () => {
    const flood = Array.from({ length: 40 }, (_, i) =>
      createDiagnostic('warning', 'broken-anchor', 'content/docs/a.md', `anchor #x${i}`, i + 1),
    );
    const lines = formatDiagnosticChanges(diagnosticChanges([], flood), flood, { all: false, colors });
    expect(lines).toHaveLength(5 + 1 + 1);
    expect(lines[5]!.text).toContain('broken-anchor: 40 warnings, the first 5 shown');
    const gone = formatDiagnosticChanges(diagnosticChanges(flood, []), [], { all: false, colors });
    expect(gone.map((l) => l.text)).toContain('fixed  broken-anchor: 40 in all (the first 5 shown)');
  });
});
