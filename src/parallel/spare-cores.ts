// How much of the machine is free when a build decides on its worker threads. A worker thread pays for itself only on
// a core that would otherwise be idle: on a machine busy with other work (another build, a CI job beside this one), a
// 1,000-page build in this thread alone was 17% faster than with a worker (median of 10 pairs' differences, two cores,
// one taken by another process), as the two threads then share one core and the worker's start and copies are pure cost.
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/**
 * The machine's CPU time at one moment: when (this process's clock), the idle ms of all cores together, and the CPU ms
 * this process has used (all its threads: V8 compiles and collects garbage beside the main thread).
 */
export interface CpuLook {
  at: number;
  idleMs: number;
  ownMs: number;
}

/** Looks at the cores' idle time now; undefined where the system does not tell (no core listed). */
export function lookAtCpus(): CpuLook | undefined {
  const cpus = os.cpus();
  if (cpus.length === 0) return undefined;
  let idleMs = 0;
  for (const cpu of cpus) idleMs += cpu.times.idle;
  const own = process.cpuUsage();
  return { at: performance.now(), idleMs, ownMs: (own.user + own.system) / 1000 };
}

// Shorter spans say little: the system counts idle time in ticks of 10 ms.
const MIN_SPAN_MS = 80;

/**
 * Cores that other processes left free between two looks, besides the one this thread works on (undefined when the looks
 * are too close together to tell): what was idle, plus what this process itself used, less this thread's core.
 */
export function spareCoresBetween(from: CpuLook, to: CpuLook): number | undefined {
  const span = to.at - from.at;
  if (span < MIN_SPAN_MS) return undefined;
  return Math.max(0, (to.idleMs - from.idleMs + to.ownMs - from.ownMs) / span - 1);
}

// The look the launcher took as the process started (before the engine loaded), and what it measured (once).
const start: { look?: CpuLook | undefined; spare?: number | undefined; measured?: boolean } = {};

/** Keeps the look taken when the process started (src/cli/launch/engine.ts): `spareCores` measures from it. */
export function noteStartLook(look: CpuLook | undefined): void {
  start.look = look;
  start.measured = false;
}

/**
 * Cores the machine left idle from the start look to the first call (this thread working meanwhile, loading and
 * reading the site), or undefined without a start look (docsgen run from its sources, or through the API). Measured
 * once a process: a serve session keeps its first answer, so that its pool is not replaced as the load moves.
 */
export function spareCores(): number | undefined {
  if (!start.look || start.measured) return start.spare;
  start.measured = true;
  const now = lookAtCpus();
  start.spare = now && spareCoresBetween(start.look, now);
  return start.spare;
}

/**
 * Worker threads worth starting beside this thread with `cores` cores and `spare` of them idle (undefined: not
 * measured, one per core): one per core that was idle at least 60% of the time, as a worker on a core shared with
 * other work costs more than it saves.
 */
export function workersFor(cores: number, spare: number | undefined): number {
  const others = Math.max(0, cores - 1);
  if (spare === undefined) return others;
  return Math.min(others, Math.floor(spare + 0.4));
}
