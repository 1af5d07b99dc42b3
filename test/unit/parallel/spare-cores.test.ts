import { describe, expect, it, vi } from 'vitest';
import { PACED_FROM_FILES } from '../../../src/model/body-pacer.ts';
import { lookAtCpus, spareCoresBetween, workersFor } from '../../../src/parallel/spare-cores.ts';
import { workerThreadsFor } from '../../../src/parallel/worker-pool.ts';

describe('spareCoresBetween', () => {
  it("is the idle time of all cores plus this process's own, over the span, less this thread's core", () => {
    // Two cores, 200 ms: this process used 220 ms (its main thread and V8's helpers), 160 ms were idle.
    expect(
      spareCoresBetween({ at: 1000, idleMs: 5000, ownMs: 50 }, { at: 1200, idleMs: 5160, ownMs: 270 }),
    ).toBeCloseTo(0.9);
    // The same span with another process busy on a core: this process got 150 ms, 30 ms were idle.
    expect(
      spareCoresBetween({ at: 1000, idleMs: 5000, ownMs: 50 }, { at: 1200, idleMs: 5030, ownMs: 200 }),
    ).toBe(0);
    expect(spareCoresBetween({ at: 0, idleMs: 0, ownMs: 0 }, { at: 100, idleMs: 300, ownMs: 100 })).toBe(3);
  });

  it('says nothing for a span too short to measure, and never less than no core', () => {
    expect(
      spareCoresBetween({ at: 1000, idleMs: 0, ownMs: 0 }, { at: 1030, idleMs: 30, ownMs: 30 }),
    ).toBeUndefined();
    // Idle counters read from different cores at slightly different moments can seem to step back.
    expect(spareCoresBetween({ at: 0, idleMs: 500, ownMs: 0 }, { at: 200, idleMs: 490, ownMs: 0 })).toBe(0);
  });

  it('reads counters that only grow on this machine', () => {
    const first = lookAtCpus();
    const second = lookAtCpus();
    if (!first || !second) throw new Error('this machine lists no core');
    expect(second.at).toBeGreaterThanOrEqual(first.at);
    expect(second.idleMs).toBeGreaterThanOrEqual(first.idleMs);
    expect(second.ownMs).toBeGreaterThanOrEqual(first.ownMs);
  });
});

describe('spareCores', () => {
  it('says nothing without a start look, then measures once from it and keeps that answer', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/parallel/spare-cores.ts');
    expect(fresh.spareCores()).toBeUndefined();
    const now = fresh.lookAtCpus();
    if (!now) throw new Error('this machine lists no core');
    // A look 200 ms ago at idle counters one core-second lower: 5 cores idle on average, besides this thread's.
    fresh.noteStartLook({ at: now.at - 200, idleMs: now.idleMs - 1000, ownMs: now.ownMs - 200 });
    const spare = fresh.spareCores();
    expect(spare).toBeGreaterThanOrEqual(4.5);
    fresh.noteStartLook({ at: now.at - 200, idleMs: now.idleMs, ownMs: now.ownMs });
    expect(fresh.spareCores()).toBeLessThan(spare!);
    // Measured once: later calls keep the first answer.
    expect(fresh.spareCores()).toBe(fresh.spareCores());
  });
});

describe('workersFor', () => {
  it('starts one worker per other core when the load was not measured', () => {
    expect(workersFor(2, undefined)).toBe(1);
    expect(workersFor(4, undefined)).toBe(3);
    expect(workersFor(1, undefined)).toBe(0);
  });

  it('starts a worker only for a core that was idle at least 60% of the time', () => {
    expect(workersFor(2, 0.95)).toBe(1);
    expect(workersFor(2, 0.6)).toBe(1);
    expect(workersFor(2, 0.5)).toBe(0);
    expect(workersFor(2, 0)).toBe(0);
    expect(workersFor(4, 2.7)).toBe(3);
    expect(workersFor(4, 1.65)).toBe(2);
  });

  it('never starts more workers than the other cores, however idle the machine (cores it may not use)', () => {
    expect(workersFor(2, 7.9)).toBe(1);
    expect(workersFor(4, 12)).toBe(3);
  });
});

describe('workerThreadsFor', () => {
  it('takes only the cores other processes left idle, but always a worker for a site that paces its bodies', () => {
    // Two cores, the other one busy: a 5,000-page build runs alone; a site of PACED_FROM_FILES files keeps a worker.
    expect(workerThreadsFor(5000, true, 2, 0.1)).toBe(0);
    expect(workerThreadsFor(PACED_FROM_FILES, true, 2, 0.1)).toBe(1);
    expect(workerThreadsFor(PACED_FROM_FILES - 1, true, 2, 0.1)).toBe(0);
    // Builds that render no pages pace nothing; one core has no other to give.
    expect(workerThreadsFor(PACED_FROM_FILES, false, 2, 0.1)).toBe(0);
    expect(workerThreadsFor(PACED_FROM_FILES, true, 1, undefined)).toBe(0);
    // With cores to spare, the same as before.
    expect(workerThreadsFor(PACED_FROM_FILES, true, 4, 3)).toBe(3);
    expect(workerThreadsFor(5000, true, 4, 1.8)).toBe(2);
  });
});
