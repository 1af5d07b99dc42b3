import { readFile } from 'node:fs/promises';
import { assertSafeOutputPath, type Writer } from './writer.ts';

/** A Writer that keeps files in memory; `files` holds the committed output. */
export class MemoryWriter implements Writer {
  /** Committed files by output-relative path. */
  files = new Map<string, string | Uint8Array>();
  private pending = new Map<string, string | Uint8Array>();

  /** Stores a file until commit. */
  async write(relPath: string, contents: string | Uint8Array): Promise<void> {
    assertSafeOutputPath(relPath);
    this.pending.set(relPath, contents);
  }

  /** Reads a file from disk into memory. */
  async copy(relPath: string, sourceAbsPath: string): Promise<void> {
    await this.write(relPath, await readFile(sourceAbsPath));
  }

  /** Replaces the committed files with the pending ones. */
  async commit(): Promise<void> {
    this.files = this.pending;
    this.pending = new Map();
  }

  /** Drops the pending files. */
  async abort(): Promise<void> {
    this.pending = new Map();
  }

  /** A committed file as text, or undefined. */
  text(relPath: string): string | undefined {
    const file = this.files.get(relPath);
    return file === undefined
      ? undefined
      : typeof file === 'string'
        ? file
        : Buffer.from(file).toString('utf8');
  }
}
