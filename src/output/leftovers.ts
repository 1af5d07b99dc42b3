// What killed builds leave behind: staging folders and old outputs beside the output folder, temporary files in the
// cache folder. Each carries the process that made it (a marker file in a folder, the name of a temporary file); a
// build removes those of processes that are gone, and never anything without a marker or of a build still running.
import { OUTPUT_MARKER } from './writer.ts';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  currentProcess,
  isProcessGone,
  temporaryFileProcess,
  type ProcessStamp,
} from '../base/process-stamp.ts';
import { noteLeftoverPlace } from '../base/user-code.ts';
import { moveToTrash, removeInBackground } from './remove-later.ts';

/** Name of the marker file of a build's staging folder (and of the old output it replaces): who made it, and for what. */
export const BUILD_MARKER = '.docsgen-build';

/** What a build marker holds. */
interface BuildMarker extends ProcessStamp {
  /** The absolute output folder the build was for. */
  outDir: string;
}

/** Writes this process's marker into `dir`, a staging folder (or old output) of the build into `outDir`. */
export function writeBuildMarker(dir: string, outDir: string): void {
  noteLeftoverPlace({ outDir });
  const marker: BuildMarker = { ...currentProcess(), outDir };
  writeFileSync(path.join(dir, BUILD_MARKER), `${JSON.stringify(marker)}\n`);
}

/** The marker of `dir`, or undefined when it has none (or not one docsgen wrote). */
function readBuildMarker(dir: string): BuildMarker | undefined {
  try {
    const marker = JSON.parse(readFileSync(path.join(dir, BUILD_MARKER), 'utf8')) as Partial<BuildMarker>;
    const valid =
      typeof marker.pid === 'number' && typeof marker.start === 'string' && typeof marker.outDir === 'string';
    return valid ? (marker as BuildMarker) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the staging folders and old outputs that builds of `outDir` left beside it when they were killed. When the
 * output folder itself is missing (a build killed between moving the old output aside and putting the new one in
 * place), the old output is put back instead. Folders go to `trashDir` when given (removed in the background), or are
 * removed before this returns with `trashDir` 'now'.
 */
export function removeLeftFolders(outDir: string, trashDir?: string | 'now'): string[] {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  const olds: string[] = [];
  for (const entry of entries) {
    const isStaging = entry.startsWith(`${base}.staging-`);
    if (!isStaging && !entry.startsWith(`${base}.old-`)) continue;
    const dir = path.join(parent, entry);
    const marker = readBuildMarker(dir);
    if (!marker) {
      // A build killed between making its staging folder and writing the marker into it leaves it empty: an empty
      // folder named for a process that is gone holds nothing of anyone's.
      if (isStaging && isEmptyFolderOfGoneProcess(dir, entry)) removed.push(remove(dir, trashDir));
      continue;
    }
    if (marker.outDir !== outDir || !isProcessGone(marker)) continue;
    if (isStaging) removed.push(remove(dir, trashDir));
    else olds.push(dir);
  }
  // The newest old output is the last output that was in place.
  const movedAt = (dir: string): number => Number.parseInt(dir.slice(dir.lastIndexOf('-') + 1), 36) || 0;
  olds.sort((a, b) => movedAt(a) - movedAt(b));
  const restore = existsSync(outDir) ? undefined : olds.pop();
  if (restore) {
    renameSync(restore, outDir);
    rmSync(path.join(outDir, BUILD_MARKER), { force: true });
  }
  for (const dir of olds) removed.push(remove(dir, trashDir));
  return removed;
}

// `<out>.staging-<pid>-<time>`: the pid a staging folder's name gives.
function isEmptyFolderOfGoneProcess(dir: string, name: string): boolean {
  const pid = Number(/\.staging-(\d+)-[0-9a-z]+$/.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    // A kill during the marker's own write leaves it partial: only markers in it still means nothing of anyone's.
    if (readdirSync(dir).some((name) => name !== BUILD_MARKER && name !== OUTPUT_MARKER)) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes a staging folder or old output, its marker last: a build killed during the removal leaves a folder that
 * still says whose it is, which the next build removes, rather than part of one that no build may touch.
 */
export function removeMarkedFolder(dir: string): void {
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    // Missing, or not a folder: the removal below says nothing either way.
  }
  for (const entry of entries) {
    if (entry !== BUILD_MARKER) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
}

function remove(dir: string, trashDir: string | undefined): string {
  if (trashDir === 'now') removeMarkedFolder(dir);
  else if (!trashDir || !moveToTrash(dir, trashDir)) removeInBackground(dir);
  return dir;
}

/** Removes the temporary files (`<file>.<pid>-<start>.tmp`) that processes now gone left in `dirs`. */
export function removeLeftTemporaries(dirs: readonly string[]): void {
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    for (const entry of entries) {
      const maker = temporaryFileProcess(entry);
      if (maker && isProcessGone(maker)) rmSync(path.join(dir, entry), { force: true });
    }
  }
}
