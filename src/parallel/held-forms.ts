// The build-cache forms of the bodies a thread rendered, kept for the `markdown-cache` task that ends its build. They
// go to a temporary file in the cache folder as they are made, and only where each one is stays in memory: held in
// memory, a 100,000-page build's forms were about a gigabyte in the worker thread by the time the cache was written.
import { closeSync, readSync, rmSync, writeSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import type { CachedJob } from '../markdown/cache.ts';
import { openScratchFile } from '../base/process-stamp.ts';

/** Where one form is in the file: its offset, and the byte lengths of its JSON and its HTML. */
type Place = [offset: number, jsonBytes: number, htmlBytes: number];

/** The cache forms of one build in one thread, by source file, in a temporary file of `dir` (memory without one). */
export class HeldForms {
  private readonly places = new Map<string, Place>();
  private readonly inMemory = new Map<string, CachedJob>();
  private fd: number | undefined;
  private file: string | undefined;
  private size = 0;

  constructor(private dir: string | undefined) {}

  /** Keeps the form of `file`'s body. */
  set(file: string, form: CachedJob): void {
    const fd = this.dir === undefined ? undefined : this.open(this.dir);
    if (fd === undefined) {
      this.inMemory.set(file, form);
      return;
    }
    const json = Buffer.from(form[0]);
    const html = Buffer.from(form[1]);
    try {
      writeSync(fd, json, 0, json.length, this.size);
      writeSync(fd, html, 0, html.length, this.size + json.length);
    } catch {
      // A full disk: the cache save will meet it too, and report it; until then, memory.
      this.inMemory.set(file, form);
      return;
    }
    this.places.set(file, [this.size, json.length, html.length]);
    this.size += json.length + html.length;
  }

  /** The file's descriptor, opened on first use; undefined when it cannot be (the forms are then kept in memory). */
  private open(dir: string): number | undefined {
    if (this.fd !== undefined) return this.fd;
    const opened = openScratchFile(dir, `held-${threadId}`);
    if (!opened) this.dir = undefined;
    else [this.fd, this.file] = [opened.fd, opened.file];
    return this.fd;
  }

  /** How many bytes of forms the file holds (the others are in memory). */
  get bytesInFile(): number {
    return this.size;
  }

  /** The form of `file`'s body, or undefined when this thread did not render it in this build. */
  get(file: string): CachedJob | undefined {
    const kept = this.inMemory.get(file);
    if (kept) return kept;
    const place = this.places.get(file);
    if (!place || this.fd === undefined) return undefined;
    const [offset, jsonBytes, htmlBytes] = place;
    const bytes = Buffer.allocUnsafe(jsonBytes + htmlBytes);
    readSync(this.fd, bytes, 0, bytes.length, offset);
    return [bytes.toString('utf8', 0, jsonBytes), bytes.toString('utf8', jsonBytes)];
  }

  /** Forgets every form and removes the file. */
  clear(): void {
    this.places.clear();
    this.inMemory.clear();
    if (this.fd !== undefined) closeSync(this.fd);
    if (this.file !== undefined) rmSync(this.file, { force: true });
    this.fd = undefined;
    this.file = undefined;
    this.size = 0;
  }
}
