// Removing the previous output is the slowest step of a rebuild on some disks (every file and folder is an inode to
// free), and nothing waits for it: the old folder is moved into a trash folder and removed by a detached process, so
// the build ends as soon as the new output is in place.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const REMOVE = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })";

/** Removes `dir` in a detached process (synchronously when no process can be started). */
export function removeInBackground(dir: string): void {
  try {
    const child = spawn(process.execPath, ['-e', REMOVE, dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Moves `dir` into `trashDir` and removes it from there in the background. Returns false when it cannot be moved
 * there (another file system): the caller removes it itself.
 */
export function moveToTrash(dir: string, trashDir: string): boolean {
  const target = path.join(trashDir, `${path.basename(dir)}-${process.pid}-${Date.now().toString(36)}`);
  try {
    mkdirSync(trashDir, { recursive: true });
    renameSync(dir, target);
  } catch {
    return false;
  }
  removeInBackground(target);
  return true;
}

// Long enough for any background removal to have finished: what is older was left by a removal that was stopped.
const STALE_MS = 10 * 60_000;

/** Starts removing what stopped removals left in `trashDir` (the others are still under way). */
export function emptyTrash(trashDir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(trashDir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const movedAt = Number.parseInt(entry.slice(entry.lastIndexOf('-') + 1), 36);
    if (!(Date.now() - movedAt < STALE_MS)) removeInBackground(path.join(trashDir, entry));
  }
}
