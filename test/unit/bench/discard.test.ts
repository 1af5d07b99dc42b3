import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: the benchmark's scripts are plain JavaScript, without types.
import { createDiscard } from '../../../scripts/bench/discard.mjs';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temporary folder holding two small trees, `a` and `b`. */
async function twoTrees(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-discard-'));
  dirs.push(root);
  for (const name of ['a', 'b']) {
    mkdirSync(path.join(root, name, 'deep'), { recursive: true });
    writeFileSync(path.join(root, name, 'deep', 'index.html'), name);
  }
  return root;
}

describe('the benchmark discard folder', () => {
  it('sets trees aside until clear() removes them, timing the keyed ones', async () => {
    const root = await twoTrees();
    const bin = path.join(root, 'discard');
    const discard = createDiscard(bin);
    discard.put(path.join(root, 'a'), 1000);
    discard.put(path.join(root, 'b'));
    discard.put(path.join(root, 'missing'), 1000);
    expect(existsSync(path.join(root, 'a'))).toBe(false);
    expect(existsSync(path.join(root, 'b'))).toBe(false);
    // Set aside, not removed: both trees' files are still in the discard folder.
    const kept = readdirSync(bin, { recursive: true }).filter((p) => String(p).endsWith('index.html'));
    expect(kept).toHaveLength(2);

    // A clock that reads 100 ms, then 142.5 ms, then later: the keyed removal (the first one) took 42.5 ms.
    const readings = [100, 142.5];
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => readings.shift() ?? 1e6);
    let removeMs: Map<number, number[]>;
    try {
      removeMs = discard.clear();
    } finally {
      clock.mockRestore();
    }
    expect(existsSync(bin)).toBe(false);
    expect([...removeMs.entries()]).toEqual([[1000, [42.5]]]);
  });

  it('removes at once, still timed, when the disk has less free space than asked for', async () => {
    const root = await twoTrees();
    const bin = path.join(root, 'discard');
    const discard = createDiscard(bin, { minFreeBytes: Number.MAX_SAFE_INTEGER });
    discard.put(path.join(root, 'a'), 5000);
    expect(existsSync(path.join(root, 'a'))).toBe(false);
    expect(existsSync(bin)).toBe(false);
    expect(discard.clear().get(5000)).toHaveLength(1);
  });

  it('leaves what another running benchmark set aside, and removes what a stopped one left', async () => {
    const root = await twoTrees();
    const bin = path.join(root, 'discard');
    // The parent process (the test runner's) is running; a pid above Linux's largest is not.
    const running = path.join(bin, `${process.ppid}-0`);
    const stopped = path.join(bin, '4194999-0');
    for (const dir of [running, stopped]) mkdirSync(path.join(dir, 'deep'), { recursive: true });
    const discard = createDiscard(bin);
    discard.put(path.join(root, 'a'), 1000);
    discard.clear();
    expect(readdirSync(bin)).toEqual([`${process.ppid}-0`]);
  });
});
