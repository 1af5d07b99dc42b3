// Two figures of the machine's own speed, printed with the benchmark: this shared machine runs the same build up to
// twice as fast on one day as on another, so results from different days compare only alongside these.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { median } from './run-cli.mjs';

/** A fixed piece of JavaScript work (objects, strings, JSON), the kind a build does; returns a checksum. */
function fixedWork() {
  let sum = 0;
  for (let i = 0; i < 200_000; i++) {
    const page = { id: i, title: `Page ${i}`, tags: ['guide', 'api', String(i % 97)] };
    const json = JSON.stringify(page);
    sum += json.length + JSON.parse(json).tags[2].length;
  }
  return sum;
}

/** Median ms of `runs` calls of `fn`. */
function timeMedian(runs, fn) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** Median ms to start and stop `node -e 0`, and median ms of the fixed work on this thread (after a warm-up run). */
export function calibrate() {
  const nodeStartMs = timeMedian(7, () => spawnSync(process.execPath, ['-e', '0']));
  fixedWork();
  const fixedWorkMs = timeMedian(7, fixedWork);
  return { nodeStartMs: Number(nodeStartMs.toFixed(1)), fixedWorkMs: Number(fixedWorkMs.toFixed(1)) };
}
