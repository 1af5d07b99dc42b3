import { describe, expect, it } from 'vitest';
import { countDiagnostics } from '../../../src/diagnostics/diagnostic.ts';
import { render } from './helpers.ts';

describe('the diagnostics of one body', () => {
  it('keep the first 200 of a code in document order and count the rest in one record', async () => {
    const body = Array.from({ length: 350 }, (_, i) => `:::nope${i}\nBody\n:::`).join('\n\n');
    const result = await render(body);
    const stored = result.diagnostics.filter((d) => d.omitted === undefined);
    expect(stored).toHaveLength(200);
    expect(stored.map((d) => d.line)).toEqual([...stored.map((d) => d.line)].sort((a, b) => a - b));
    expect(stored[199]!.message).toContain('":::nope199"');
    const records = result.diagnostics.filter((d) => d.omitted !== undefined);
    expect(records).toMatchObject([{ code: 'markdown-unknown-container', omitted: 150 }]);
    expect(countDiagnostics(result.diagnostics)).toEqual({ errors: 0, warnings: 350 });
  });
});
