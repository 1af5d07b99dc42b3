import { readFile } from 'node:fs/promises';
import { PageCache } from './page-cache.ts';
import type { OutputSink } from './sink.ts';
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

/** A sink that keeps the output in memory (tests, and the other locales of a build): `writer.files` once finished. */
export class MemorySink implements OutputSink {
  /** The files: `writer.files` holds them once the sink is finished. */
  readonly writer = new MemoryWriter();
  private noCache: PageCache | undefined;

  /** No cache: every page is rendered (a memory build has no last output to link from). */
  get cache(): PageCache {
    return (this.noCache ??= PageCache.none());
  }

  /** Nothing to open. */
  async begin(): Promise<void> {}

  /** Keeps a page. */
  page(outFile: string, html: string): Promise<void> {
    return this.writer.write(outFile, html);
  }

  /** Makes a file and keeps it. */
  file(relPath: string, make: () => string | Uint8Array): Promise<void> {
    return this.writer.write(relPath, make());
  }

  /** Reads a source file into memory. */
  copy(relPath: string, absPath: string): Promise<void> {
    return this.writer.copy(relPath, absPath);
  }

  /** Makes the files taken the output. */
  finish(): Promise<void> {
    return this.writer.commit();
  }

  /** Drops the files taken. */
  abort(): Promise<void> {
    return this.writer.abort();
  }
}
