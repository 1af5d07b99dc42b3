// Runs the docsgen CLI in a fresh process (through child.mjs) and summarises samples as medians.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const child = path.join(import.meta.dirname, 'child.mjs');

/** The median of `xs` (NaN when empty). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Median wall and CPU ms and the highest peak RSS of CLI samples. */
export function summarise(samples) {
  return {
    wallMs: median(samples.map((s) => s.wallMs)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
    peakRssMb: Math.max(...samples.map((s) => s.maxRssMb)),
  };
}

/** Runs the CLI once in a fresh process in `site`; resolves to wall ms, CPU ms (all threads) and peak RSS. */
export function runCli(site, args, { env, okCodes = [0] }) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const proc = spawn(process.execPath, [child, ...args], {
      cwd: site,
      env,
      stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
    });
    let report = '';
    proc.stdio[3].on('data', (d) => (report += d));
    proc.on('close', (code) => {
      const wallMs = performance.now() - start;
      if (!okCodes.includes(code))
        return reject(new Error(`docsgen ${args.join(' ')} exited ${code} in ${site}`));
      resolve({ wallMs, ...JSON.parse(report) });
    });
  });
}
