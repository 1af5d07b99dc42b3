import type { PreviousPage } from './page-cache.ts';

/** Where a build puts its files: a staging folder on disk, or memory (tests, serve, check). */
export interface Writer {
  /** Writes a file at an output-relative path (forward slashes). */
  write(relPath: string, contents: string | Uint8Array): Promise<void>;
  /** Disk writers: writes a file from its parts as they come (never the whole text at once); returns its bytes. */
  writeParts?(relPath: string, parts: Iterable<string>): number;
  /** Copies a file from disk to an output-relative path. */
  copy(relPath: string, sourceAbsPath: string): Promise<void>;
  /** Makes the written files the output (swap the staging folder in). */
  commit(): Promise<void>;
  /** Throws away what was written; the previous output stays as it was. */
  abort(): Promise<void>;
  /** Disk writers: where `relPath` goes, so that a worker thread can write it there directly. */
  directPath?(relPath: string): string;
  /**
   * Disk writers: puts the last output's file at `relPath` unchanged (a hard link) when it is still the size it was
   * written at; returns that size, or undefined when the file must be written.
   */
  reuse?(relPath: string, previous: PreviousPage): number | undefined;
}

/** Name of the marker file that identifies a folder docsgen created. */
export const OUTPUT_MARKER = '.docsgen-output';

/** Rejects output paths that would escape the output folder. */
export function assertSafeOutputPath(relPath: string): void {
  const parts = relPath.split('/');
  if (
    relPath.startsWith('/') ||
    relPath.includes('\\') ||
    relPath.includes('\0') ||
    parts.some((p) => p === '..' || p === '.' || p === '')
  ) {
    throw new Error(`refusing to write outside the output folder: ${JSON.stringify(relPath)}`);
  }
}
