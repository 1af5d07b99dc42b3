import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { createDiagnostic, DiagnosticError } from '../diagnostics/diagnostic.ts';
import { environmentError } from '../diagnostics/io-error.ts';
import { BUILD_MARKER, removeLeftFolders, removeMarkedFolder, writeBuildMarker } from './leftovers.ts';
import { emptyTrash, moveToTrash, removeInBackground } from './remove-later.ts';
import type { PreviousPage } from './page-cache.ts';
import { makeFolder } from './make-folder.ts';
import { linkPreviousFile } from './reuse-file.ts';
import { assertSafeOutputPath, OUTPUT_MARKER, type Writer } from './writer.ts';

const isInside = (child: string, parent: string): boolean => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

// A folder under a dot-folder of the sources (VitePress' `.vitepress/dist`) is never read as content.
const isHiddenIn = (child: string, parent: string): boolean =>
  path
    .relative(parent, child)
    .split(path.sep)
    .some((part) => part.startsWith('.') && part !== '.' && part !== '..');

/**
 * Refuses output folders that would destroy sources: the project root, the content folder or anything holding them, or
 * a foreign non-empty folder. When the content folder is the project root (a Docusaurus layout, `contentDir: '.'`),
 * `sourceDirs` (the docs, pages, blog and static folders) are what the output must stay out of, save a dot-folder in
 * them (never read as content).
 */
export async function assertSafeOutDir(
  outDir: string,
  rootDir: string,
  contentDir: string,
  sourceDirs: readonly string[] = [],
): Promise<void> {
  const fail = (message: string): never => {
    throw new DiagnosticError(
      [createDiagnostic('error', 'unsafe-out-dir', path.relative(rootDir, outDir) || '.', message)],
      2,
    );
  };
  if (isInside(rootDir, outDir))
    fail('the output folder is the project folder or holds it; choose a sub-folder such as build/');
  if (isInside(contentDir, outDir)) {
    fail('the output folder overlaps the content folder; choose a folder outside content/');
  }
  const rootIsContent = path.resolve(contentDir) === path.resolve(rootDir);
  const guarded = rootIsContent ? sourceDirs : [contentDir];
  const overlapped = guarded.find(
    (dir) => (isInside(outDir, dir) && !isHiddenIn(outDir, dir)) || isInside(dir, outDir),
  );
  if (overlapped !== undefined) {
    const name = path.relative(rootDir, overlapped) || '.';
    fail(`the output folder overlaps the source folder ${name}/; choose another folder such as build/`);
  }
  if (!existsSync(outDir)) return;
  if (!(await stat(outDir)).isDirectory())
    fail('the output path exists and is not a folder; remove it or choose another --out');
  const entries = await readdir(outDir);
  if (entries.length > 0 && !entries.includes(OUTPUT_MARKER)) {
    fail(
      `the output folder is not empty and was not made by docsgen (no ${OUTPUT_MARKER} file); empty it or choose another --out`,
    );
  }
}

// Characters of parts gathered before a write (`writeParts`).
const PARTS_FLUSH = 1 << 20;

// The swap renames folders beside each other: it fails only when the output folder is a mount point (EBUSY), or on a
// file system that cannot rename a folder (EXDEV, as overlayfs for one of an image's lower layers).
function unmovable(outDir: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'EXDEV' && code !== 'EBUSY') return error;
  const says =
    'is a mount point or on another file system than its parent folder, so the new output cannot be swapped in ' +
    `(${code}; build into a folder inside it)`;
  return environmentError(code, 'rename', outDir, { explained: { about: outDir, says }, cause: error });
}

/**
 * Writes into a staging folder beside the output folder and swaps it in on commit. Files are written synchronously:
 * pages are small, and one system call each is several times faster than the thread pool's open/write/close round
 * trips (the build has nothing else to do meanwhile).
 */
export class DiskWriter implements Writer {
  private readonly staging: string;
  private readonly madeDirs = new Set<string>();

  /**
   * `outDir` is absolute; the staging folder is created next to it. With `trashDir` (on the same file system), the old
   * output is moved there on commit and removed in the background.
   */
  constructor(
    private readonly outDir: string,
    private readonly trashDir?: string,
  ) {
    this.staging = `${outDir}.staging-${process.pid}-${Date.now().toString(36)}`;
  }

  /** Removes what killed builds of this output left beside it, then creates the staging folder with its marker. */
  async open(): Promise<void> {
    removeLeftFolders(this.outDir, this.trashDir);
    if (this.trashDir) emptyTrash(this.trashDir);
    makeFolder(this.staging);
    this.madeDirs.add(this.staging);
    try {
      writeBuildMarker(this.staging, this.outDir);
      writeFileSync(
        path.join(this.staging, OUTPUT_MARKER),
        'This folder was written by docsgen; docsgen may replace it.\n',
      );
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  // Each folder is made once, with one system call, after its parent.
  private ensureDir(dir: string): void {
    if (this.madeDirs.has(dir)) return;
    this.ensureDir(path.dirname(dir));
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    this.madeDirs.add(dir);
  }

  private target(relPath: string): string {
    assertSafeOutputPath(relPath);
    const target = path.join(this.staging, relPath);
    this.ensureDir(path.dirname(target));
    return target;
  }

  /** Writes one file into the staging folder. */
  async write(relPath: string, contents: string | Uint8Array): Promise<void> {
    writeFileSync(this.target(relPath), contents);
  }

  /** Writes one file into the staging folder from its parts, a megabyte or so at a time. */
  writeParts(relPath: string, parts: Iterable<string>): number {
    const fd = openSync(this.target(relPath), 'w');
    let bytes = 0;
    let pending = '';
    const flush = (): void => {
      const buffer = Buffer.from(pending, 'utf8');
      for (let at = 0; at < buffer.length;) at += writeSync(fd, buffer, at, buffer.length - at);
      bytes += buffer.length;
      pending = '';
    };
    try {
      for (const part of parts) {
        pending += part;
        if (pending.length >= PARTS_FLUSH) flush();
      }
      flush();
    } finally {
      closeSync(fd);
    }
    return bytes;
  }

  /** Copies one file into the staging folder. */
  async copy(relPath: string, sourceAbsPath: string): Promise<void> {
    copyFileSync(sourceAbsPath, this.target(relPath));
  }

  /** Links the last output's file into the staging folder when it is still the size it was written at. */
  reuse(relPath: string, previous: PreviousPage): number | undefined {
    return linkPreviousFile(previous, this.target(relPath));
  }

  /** The staging path of `relPath`, for a worker thread that writes the file itself. */
  directPath(relPath: string): string {
    assertSafeOutputPath(relPath);
    return path.join(this.staging, relPath);
  }

  /** Swaps the staging folder in; the old output is removed only after the new one is in place. */
  async commit(): Promise<void> {
    const old = `${this.outDir}.old-${process.pid}-${Date.now().toString(36)}`;
    const hadOld = existsSync(this.outDir);
    if (hadOld) {
      // The marker goes in before the move, so that a build killed at any point of the swap leaves an old output the
      // next build knows (and puts back); marked after the move, a kill in between left a folder no build would touch.
      try {
        writeBuildMarker(this.outDir, this.outDir);
      } catch {
        // Without its marker, this build removes it below all the same.
      }
      try {
        await rename(this.outDir, old);
      } catch (error) {
        rmSync(path.join(this.outDir, BUILD_MARKER), { force: true });
        throw unmovable(this.outDir, error);
      }
    }
    try {
      await rename(this.staging, this.outDir);
    } catch (error) {
      if (hadOld) await rename(old, this.outDir);
      rmSync(path.join(this.outDir, BUILD_MARKER), { force: true });
      throw error;
    }
    rmSync(path.join(this.outDir, BUILD_MARKER), { force: true });
    if (!hadOld) return;
    // An output on another file system than the trash (a RAM disk, a mounted volume) is removed where it is, in the
    // background too; without a trash folder, synchronously (a recursive removal through the thread pool costs
    // several round trips per file).
    if (!this.trashDir) removeMarkedFolder(old);
    else if (!moveToTrash(old, this.trashDir)) removeInBackground(old);
  }

  /** Removes the staging folder. */
  async abort(): Promise<void> {
    removeMarkedFolder(this.staging);
  }
}
