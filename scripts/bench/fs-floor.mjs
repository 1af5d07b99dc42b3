// The file-system floor of a build: what plain Node pays on this disk to create and remove the tree a build wrote,
// with no docsgen code at all. Creating a folder or a new file is expensive on some disks (ext4 in a VM here: about
// 25 µs each, over 300 µs right after many removals: see discard.mjs), so part of a cold build's time is the disk's;
// this shows how much. The tree is created right after each cold build, so that both see the same machine load, and
// removed at the end of the benchmark.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './run-cli.mjs';

/** Lists the folders (parents first) and files (with their sizes) under `dir`, relative to it. */
export async function listTree(dir) {
  const folders = [];
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) folders.push(rel);
    else if (entry.isFile()) files.push({ path: rel, size: (await stat(path.join(dir, rel))).size });
  }
  const depth = (rel) => rel.split(path.sep).length;
  folders.sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  return { folders, files };
}

/** Creates `tree` under the new folder `target` on this thread with one system call per folder and per file. */
function createTree(target, tree, filler) {
  mkdirSync(target);
  for (const folder of tree.folders) mkdirSync(path.join(target, folder));
  for (const file of tree.files) writeFileSync(path.join(target, file.path), filler.subarray(0, file.size));
}

/**
 * Creates `tree` in the new folder `target` synchronously on one thread (as the build's writer); returns the ms it took.
 * The caller removes `target`, timed (see discard.mjs for why not at once).
 */
export function timeFsCreate(tree, target) {
  // A loop, not a spread: a 100,000-page output has more files than a call can take arguments.
  const filler = Buffer.alloc(tree.files.reduce((max, f) => Math.max(max, f.size), 0), 'x');
  const start = performance.now();
  createTree(target, tree, filler);
  return performance.now() - start;
}

/** The calibration's row fields of the creations: folder and file counts, median create ms, and every sample. */
export function floorSummary(tree, createMs) {
  return {
    fsFolders: tree.folders.length + 1,
    fsFiles: tree.files.length,
    fsCreateMs: median(createMs),
    fsCreateSamplesMs: createMs.map(Math.round),
  };
}

/** A fresh folder on tmpfs (/dev/shm) for build output, or undefined when this machine has none. */
export async function tmpfsFolder(prefix) {
  if (!existsSync('/dev/shm') || !statSync('/dev/shm').isDirectory()) return undefined;
  return mkdtemp(path.join('/dev/shm', prefix));
}
