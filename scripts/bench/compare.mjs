// Paired before/after runs (`npm run bench -- --compare <checkout>`): on a shared, noisy machine the speed drifts by
// 10-20% within an hour, so medians of runs taken at different times can't show a change of a few percent. Here each
// pair builds the same site with both CLIs one right after the other (the order alternating), and the change is the
// median of the pairs' differences.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { median, summarise } from './run-cli.mjs';

/**
 * Runs `pairs` pairs of cold builds of `site` (no build cache) with the CLIs `a` and `b` (paths to dist/cli.js), the
 * output in `outDir`; `run(site, args, env)` runs one build. Resolves to each CLI's median wall and CPU ms and the median
 * of the pairs' differences (b − a), in ms and as a share of a.
 */
export async function comparePaired({ site, pages, pairs, a, b, outDir, run, env }) {
  const samples = { a: [], b: [] };
  for (let i = 0; i < pairs; i++) {
    // Alternating which goes first keeps a trend in the machine's speed from favouring one side.
    const order = i % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const side of order) {
      await rm(path.join(site, '.docsgen-cache'), { recursive: true, force: true });
      await rm(outDir, { recursive: true, force: true });
      const cli = side === 'a' ? a : b;
      samples[side].push(
        await run(site, ['build', '--quiet', '--out', outDir], { ...env, DOCSGEN_BENCH_CLI: cli }),
      );
    }
  }
  await rm(outDir, { recursive: true, force: true });
  const sideSummary = (list) => {
    const { wallMs, cpuMs } = summarise(list);
    return { wallMs, cpuMs };
  };
  const diffs = (key) => samples.b.map((s, i) => s[key] - samples.a[i][key]);
  const change = (key) => {
    const ms = median(diffs(key));
    return { ms, share: ms / median(samples.a.map((s) => s[key])) };
  };
  return {
    pages,
    pairs,
    a: sideSummary(samples.a),
    b: sideSummary(samples.b),
    wallChange: change('wallMs'),
    cpuChange: change('cpuMs'),
    // How many pairs b won: near half when there is no difference.
    bFasterPairs: diffs('wallMs').filter((d) => d < 0).length,
  };
}

/** One line of the comparison of a site size. */
export function formatComparison(row, names) {
  const pct = (share) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
  return (
    `${row.pages} pages, ${row.pairs} pairs: ${names.a} ${row.a.wallMs.toFixed(0)} ms wall, ${row.a.cpuMs.toFixed(0)} ms CPU; ` +
    `${names.b} ${row.b.wallMs.toFixed(0)} ms wall, ${row.b.cpuMs.toFixed(0)} ms CPU; ` +
    `median change ${row.wallChange.ms.toFixed(0)} ms wall (${pct(row.wallChange.share)}), ` +
    `${row.cpuChange.ms.toFixed(0)} ms CPU (${pct(row.cpuChange.share)}); ${names.b} faster in ${row.bFasterPairs} of ${row.pairs}`
  );
}
