import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDiagnostic, DiagnosticError } from '../diagnostics.ts';
import { assertSafeOutputPath, OUTPUT_MARKER, type Writer } from './writer.ts';

const isInside = (child: string, parent: string): boolean => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** Refuses output folders that would destroy sources: the project root, the content folder or anything holding them, or a foreign non-empty folder. */
export async function assertSafeOutDir(outDir: string, rootDir: string, contentDir: string): Promise<void> {
  const fail = (message: string): never => {
    throw new DiagnosticError(
      [createDiagnostic('error', 'unsafe-out-dir', path.relative(rootDir, outDir) || '.', message)],
      2,
    );
  };
  if (isInside(rootDir, outDir))
    fail('the output folder is the project folder or holds it; choose a sub-folder such as build/');
  if (isInside(outDir, contentDir) || isInside(contentDir, outDir)) {
    fail('the output folder overlaps the content folder; choose a folder outside content/');
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

/** Writes into a staging folder beside the output folder and swaps it in on commit. */
export class DiskWriter implements Writer {
  private readonly staging: string;
  private readonly madeDirs = new Map<string, Promise<void>>();

  /** `outDir` is absolute; the staging folder is created next to it. */
  constructor(private readonly outDir: string) {
    this.staging = `${outDir}.staging-${process.pid}-${Date.now().toString(36)}`;
  }

  /** Creates the staging folder. */
  async open(): Promise<void> {
    await mkdir(this.staging, { recursive: true });
    this.madeDirs.set(this.staging, Promise.resolve());
    await writeFile(
      path.join(this.staging, OUTPUT_MARKER),
      'This folder was written by docsgen; docsgen may replace it.\n',
    );
  }

  // Each folder is made once, with one system call, after its parent: concurrent writes into a new folder share the
  // promise (a recursive mkdir per write would walk the tree again for each of them).
  private ensureDir(dir: string): Promise<void> {
    let made = this.madeDirs.get(dir);
    if (!made) {
      made = this.ensureDir(path.dirname(dir)).then(() =>
        mkdir(dir).then(
          () => undefined,
          (error: NodeJS.ErrnoException) => {
            if (error.code !== 'EEXIST') throw error;
          },
        ),
      );
      this.madeDirs.set(dir, made);
    }
    return made;
  }

  /** Writes one file into the staging folder. */
  async write(relPath: string, contents: string | Uint8Array): Promise<void> {
    assertSafeOutputPath(relPath);
    const target = path.join(this.staging, relPath);
    await this.ensureDir(path.dirname(target));
    await writeFile(target, contents);
  }

  /** Copies one file into the staging folder. */
  async copy(relPath: string, sourceAbsPath: string): Promise<void> {
    assertSafeOutputPath(relPath);
    const target = path.join(this.staging, relPath);
    await this.ensureDir(path.dirname(target));
    await copyFile(sourceAbsPath, target);
  }

  /** The staging path of `relPath`, for a worker thread that writes the file itself. */
  directPath(relPath: string): string {
    assertSafeOutputPath(relPath);
    return path.join(this.staging, relPath);
  }

  /** Hard-links an unchanged file of the previous output into the staging folder (copies it across devices). */
  async link(relPath: string, sourceAbsPath: string): Promise<void> {
    assertSafeOutputPath(relPath);
    const target = path.join(this.staging, relPath);
    await this.ensureDir(path.dirname(target));
    try {
      await link(sourceAbsPath, target);
    } catch {
      await copyFile(sourceAbsPath, target);
    }
  }

  /** Swaps the staging folder in; the old output is removed only after the new one is in place. */
  async commit(): Promise<void> {
    const old = `${this.outDir}.old-${process.pid}-${Date.now().toString(36)}`;
    const hadOld = existsSync(this.outDir);
    if (hadOld) await rename(this.outDir, old);
    try {
      await rename(this.staging, this.outDir);
    } catch (error) {
      if (hadOld) await rename(old, this.outDir);
      throw error;
    }
    if (hadOld) await rm(old, { recursive: true, force: true });
  }

  /** Removes the staging folder. */
  async abort(): Promise<void> {
    await rm(this.staging, { recursive: true, force: true });
  }
}
