import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark's scripts are plain JavaScript, without types.
import { comparePaired, formatComparison } from '../../../scripts/bench/compare.mjs';

interface Sample {
  wallMs: number;
  cpuMs: number;
}
interface Run {
  cli: string;
  args: string[];
}

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fake CLI runner: each CLI's samples in turn, and the order the runs came in. */
function fakeRunner(samples: Record<string, Sample[]>): {
  runs: Run[];
  run: (site: string, args: string[], env: Record<string, string>) => Promise<Sample>;
} {
  const runs: Run[] = [];
  const next: Record<string, number> = {};
  return {
    runs,
    run: async (_site, args, env) => {
      const cli = env['DOCSGEN_BENCH_CLI']!;
      runs.push({ cli, args });
      const i = next[cli] ?? 0;
      next[cli] = i + 1;
      return samples[cli]![i]!;
    },
  };
}

describe('paired benchmark comparison', () => {
  it('takes the median of the pairs differences, and alternates which CLI goes first', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-compare-'));
    dirs.push(site);
    // The machine's speed changes from pair to pair: the difference of the two sides' medians (+100 ms) is not the
    // median of the pairs' differences (+50 ms).
    const a = [1000, 1800, 1200, 1600, 1400].map((wallMs) => ({ wallMs, cpuMs: wallMs * 2 }));
    const b = [900, 1850, 1250, 1500, 1500].map((wallMs) => ({ wallMs, cpuMs: wallMs * 2 - 100 }));
    const { runs, run } = fakeRunner({ 'a/cli.js': a, 'b/cli.js': b });
    const row = await comparePaired({
      site,
      pages: 10,
      pairs: 5,
      a: 'a/cli.js',
      b: 'b/cli.js',
      outDir: path.join(site, 'out'),
      env: {},
      run,
    });
    expect(runs.map((r) => r.cli[0]).join('')).toBe('abbaabbaab');
    expect(runs[0]!.args).toEqual(['build', '--quiet', '--out', path.join(site, 'out')]);
    expect(row.a).toEqual({ wallMs: 1400, cpuMs: 2800 });
    expect(row.b).toEqual({ wallMs: 1500, cpuMs: 2900 });
    expect(row.wallChange.ms).toBe(50);
    expect(row.wallChange.share).toBeCloseTo(50 / 1400);
    expect(row.cpuChange.ms).toBe(0);
    expect(row.bFasterPairs).toBe(2);
    expect(formatComparison(row, { a: 'before', b: 'after' })).toBe(
      '10 pages, 5 pairs: before 1400 ms wall, 2800 ms CPU; after 1500 ms wall, 2900 ms CPU; ' +
        'median change 50 ms wall (+3.6%), 0 ms CPU (+0.0%); after faster in 2 of 5',
    );
  });
});
