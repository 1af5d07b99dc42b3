import { describe, expect, it, vi } from 'vitest';
import * as match from '../../../src/client/search/engine/match.ts';
import { ALL, buildMemoryIndex, memoryEngine } from './chunked-helpers.ts';
import { syntheticRecords } from './synthetic-records.ts';

// Counts the candidate collections of the engine (the real function runs).
vi.mock('../../../src/client/search/engine/match.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/client/search/engine/match.ts')>();
  return { ...actual, collectCandidates: vi.fn(actual.collectCandidates) };
});

const built = buildMemoryIndex([{ context: '', records: syntheticRecords(1500) }]);
const query = (q: string) => ({ query: q, scope: ALL, limit: 8, snippetLength: 50, related: false });

describe('the plan of a query', () => {
  it('is made once: the step that only fetched head or fragment files does not collect the candidates again', () => {
    const collect = vi.mocked(match.collectCandidates);
    const { rounds, run } = memoryEngine(built);
    collect.mockClear();
    const answer = run(query('oscilloscope trigger'));
    expect(answer.results.length).toBeGreaterThan(0);
    const last = rounds[rounds.length - 1]!;
    expect(last.every((name) => /\.[hf]\./.test(name))).toBe(true);
    // One search per round and a last one; the search after the page files were fetched reuses the plan.
    expect(collect).toHaveBeenCalledTimes(rounds.length);
  });

  it('is made again for another query, and the answers do not mix', () => {
    const { run } = memoryEngine(built);
    const first = run(query('oscilloscope'));
    const second = run(query('resonance'));
    expect(first.results[0]?.page).toMatch(/Oscilloscope/);
    expect(
      second.results.some((result) => /resonance/i.test(`${result.page} ${result.section} ${result.text}`)),
    ).toBe(true);
    expect(run(query('oscilloscope')).results).toEqual(first.results);
  });
});
