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

  it("leaves what another benchmark running at the same time set aside, and removes a stopped run's", async () => {
    const root = await twoTrees();
    const bin = path.join(root, 'discard');
    const discard = createDiscard(bin);
    discard.put(path.join(root, 'a'));
    // Above Linux's largest pid (2^22): a run that is gone. The parent process (vitest) is a run still going.
    const stopped = path.join(bin, `${2 ** 22 + 7}-0`);
    const running = path.join(bin, `${process.ppid}-0`);
    for (const dir of [stopped, running]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), 'x');
    }
    discard.clear();
    expect(readdirSync(bin)).toEqual([path.basename(running)]);
    expect(readdirSync(running)).toEqual(['index.html']);
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
});
