// The source bodies of a build that owns its model, out of memory once their markdown is rendered. Only the markdown
// twins read a body after that (the `write-markdown` step, once every body is rendered), so each one goes to a temporary
// file in the cache folder and only where it is stays in memory: held, a 100,000-page build kept some 200 MB of source
// text on this thread's heap to its end, and more again through the file texts that front matter strings were cut from.
import { closeSync, readSync, rmSync, writeSync } from 'node:fs';
import type { ParsedSource } from '../content/types.ts';
import { openScratchFile } from '../base/process-stamp.ts';
import { ownString } from '../base/own-string.ts';

/**
 * Content files from which a build keeps its source bodies (here) and its workers' cache forms of the rendered bodies
 * (src/parallel/held-forms.ts) in temporary files rather than memory. A smaller site's are a few tens of MB at most
 * (about 2 KB of source and 10 KB of forms a generated page): writing each out and reading it back (a source twice: its
 * twin, `llms-full.txt`) cost more time than that memory is worth.
 */
export const HOLD_FROM_FILES = 5000;

/** Source bodies moved out of memory into a temporary file of `dir`; read back on demand. */
export class HeldSources {
  private fd: number | undefined;
  private size = 0;
  private closed = false;
  private file: string | undefined;
  private readonly done = new WeakSet<ParsedSource>();
  /** How many bodies are in the file (for tests and diagnostics of the mechanism). */
  held = 0;

  constructor(private readonly dir: string) {}

  /**
   * Moves `parsed`'s body into the file: `parsed.body` then reads it back from there. Its front matter's strings get
   * their own copies (they were cut from the file's text, which they would keep). Leaves a body in memory when the
   * file cannot be written (a full disk).
   */
  hold(parsed: ParsedSource): void {
    if (this.done.has(parsed)) return;
    this.done.add(parsed);
    const fm = parsed.frontMatter as Record<string, unknown>;
    for (const key of Object.keys(fm)) {
      const value = fm[key];
      if (typeof value === 'string') fm[key] = ownString(value);
    }
    const body = parsed.body;
    if (body === '') return;
    const fd = this.open();
    if (fd === undefined) return;
    const bytes = Buffer.from(body, 'utf8');
    try {
      writeSync(fd, bytes, 0, bytes.length, this.size);
    } catch {
      return;
    }
    const offset = this.size;
    const length = bytes.length;
    this.size += length;
    this.held++;
    Object.defineProperty(parsed, 'body', {
      enumerable: true,
      configurable: true,
      get: () => this.read(parsed.source.file, offset, length),
    });
  }

  private read(file: string, offset: number, length: number): string {
    if (this.fd === undefined || this.closed)
      throw new Error(`the source body of ${file} was read after its build ended`);
    const bytes = Buffer.allocUnsafe(length);
    readSync(this.fd, bytes, 0, length, offset);
    return bytes.toString('utf8');
  }

  /** The file's descriptor, opened (and unlinked, where the system allows) on first use; undefined when it cannot be. */
  private open(): number | undefined {
    if (this.fd !== undefined || this.closed) return this.fd;
    const opened = openScratchFile(this.dir, 'sources');
    if (!opened) this.closed = true;
    else [this.fd, this.file] = [opened.fd, opened.file];
    return this.fd;
  }

  /** Closes the file: the bodies held in it can no longer be read. */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    if (this.file !== undefined) rmSync(this.file, { force: true });
    this.fd = undefined;
    this.file = undefined;
    this.closed = true;
  }
}
