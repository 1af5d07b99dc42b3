// Folders the benchmark is done with are set aside and removed only at its end. Creating files right after removing
// many is slow on some disks: ext4 without a journal (this machine's) passes over recently freed inodes for minutes.
// Plain Node creating a 10,000-page tree (20,000 folders and files) here took 0.58 s; right after 40,000 files and
// folders were removed, 7.7 s; 2 minutes later 1.4 s; 7 minutes later 0.52 s. A cold build timed right after the
// benchmark's own clean-up would mostly time that clean-up.
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// Below this much free space, folders are removed at once (the disk figures may then include the penalty above).
const MIN_FREE_BYTES = 8 * 1024 ** 3;

/** Whether a process `pid` is running (a signal 0 reaches it, or it exists but is not ours to signal). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * A discard folder `dir` on the same file system as what is set aside (see the comment above); below `minFreeBytes` of
 * free space, folders are removed at once.
 */
export function createDiscard(dir, { minFreeBytes = MIN_FREE_BYTES } = {}) {
  const aside = [];
  const removeMs = new Map();
  const remove = (target, key) => {
    const start = performance.now();
    rmSync(target, { recursive: true, force: true });
    if (key !== undefined) removeMs.set(key, [...(removeMs.get(key) ?? []), performance.now() - start]);
  };
  const lowOnSpace = () => {
    const { bavail, bsize } = statfsSync(path.dirname(dir));
    return bavail * bsize < minFreeBytes;
  };
  return {
    /** Sets `target` aside, or removes it when the disk is low on space; with `key`, its removal is timed. */
    put(target, key) {
      if (!existsSync(target)) return;
      if (lowOnSpace()) return remove(target, key);
      mkdirSync(dir, { recursive: true });
      const to = path.join(dir, `${process.pid}-${aside.length}`);
      renameSync(target, to);
      aside.push({ path: to, key });
    },
    /**
     * Removes everything set aside, and what a stopped run left in `dir` (not what a benchmark still running beside this
     * one set aside there: removing its trees would time that run's disk while it builds); returns the removal ms of the
     * keyed folders, by key.
     */
    clear() {
      for (const entry of aside) remove(entry.path, entry.key);
      for (const name of existsSync(dir) ? readdirSync(dir) : []) {
        const pid = Number.parseInt(name, 10);
        if (!(pid > 0 && pid !== process.pid && isRunning(pid))) remove(path.join(dir, name));
      }
      try {
        rmdirSync(dir);
      } catch {
        // Another run's trees are still in it.
      }
      return removeMs;
    },
  };
}
