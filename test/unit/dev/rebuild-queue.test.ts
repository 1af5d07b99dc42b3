import { describe, expect, it } from 'vitest';
import { RebuildQueue } from '../../../src/dev/rebuild-queue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run function whose calls are recorded and finish only when released. */
function controlledRun() {
  const calls: string[][] = [];
  let active = 0;
  let maxActive = 0;
  const releases: (() => void)[] = [];
  return {
    calls,
    get maxActive() {
      return maxActive;
    },
    release: () => releases.shift()?.(),
    run: async (changes: string[]) => {
      calls.push(changes);
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((resolve) => releases.push(resolve));
      active--;
    },
  };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await tick(10);
  expect(check()).toBe(true);
}

describe('RebuildQueue', () => {
  it('waits the longer quiet time a change asks for, so files that follow a new folder join its rebuild', async () => {
    const runs: string[][] = [];
    const queue = new RebuildQueue<string>({
      debounceMs: 5,
      settleMs: (c) => (c.startsWith('dir:') ? 150 : 0),
      run: async (c) => void runs.push(c),
    });
    queue.push('dir:storm');
    await tick(60);
    // Past the debounce, within the folder's settle time: still waiting.
    expect(runs).toHaveLength(0);
    queue.push('storm/a.md');
    await queue.idle();
    expect(runs).toEqual([['dir:storm', 'storm/a.md']]);
    queue.push('b.md');
    await queue.idle();
    expect(runs[1]).toEqual(['b.md']);
  });

  it('coalesces a burst of changes into one run', async () => {
    const runs: string[][] = [];
    const queue = new RebuildQueue<string>({ debounceMs: 20, run: async (c) => void runs.push(c) });
    for (let i = 0; i < 300; i++) queue.push(`f${i}`);
    await queue.idle();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toHaveLength(300);
  });

  it('runs once more after a run that saw new changes, never two at once', async () => {
    const control = controlledRun();
    const queue = new RebuildQueue<string>({ debounceMs: 10, run: control.run });
    queue.push('a');
    await until(() => control.calls.length === 1);
    queue.push('b');
    queue.push('c');
    await tick(50);
    expect(control.calls).toHaveLength(1);
    control.release();
    await until(() => control.calls.length === 2);
    expect(control.calls[1]).toEqual(['b', 'c']);
    control.release();
    await queue.idle();
    expect(control.maxActive).toBe(1);
  });

  it('keeps going after a run throws, and reports the error', async () => {
    const errors: unknown[] = [];
    let n = 0;
    const queue = new RebuildQueue<string>({
      debounceMs: 5,
      run: async () => {
        if (n++ === 0) throw new Error('boom');
      },
      onError: (e) => errors.push(e),
    });
    queue.push('a');
    await queue.idle();
    queue.push('b');
    await queue.idle();
    expect(n).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('drops waiting changes on close and waits for the running one', async () => {
    const control = controlledRun();
    const queue = new RebuildQueue<string>({ debounceMs: 5, run: control.run });
    queue.push('a');
    await until(() => control.calls.length === 1);
    queue.push('b');
    const closed = queue.close();
    control.release();
    await closed;
    queue.push('c');
    await tick(30);
    expect(control.calls).toEqual([['a']]);
  });
});
