// The build-cache forms of the bodies a thread rendered, kept for the `markdown-cache` task that ends its build. They
// go to a temporary file in the cache folder as they are made, and only where each one is stays in memory: held in
// memory, a 100,000-page build's forms were about a gigabyte in the worker thread by the time the cache was written.
import { closeSync, mkdirSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { CachedJob } from '../markdown/cache.ts';
import { temporaryPath } from '../process-stamp.ts';

/** Where one form is in the file: its offset, and the byte lengths of its JSON and its HTML. */
type Place = [offset: number, jsonBytes: number, htmlBytes: number];

/** The cache forms of one build in one thread, by source file, in a temporary file of `dir` (memory without one). */
export class HeldForms {
  private readonly places = new Map<string, Place>();
  private readonly inMemory = new Map<string, CachedJob>();
  private fd: number | undefined;
  private file: string | undefined;
  private size = 0;

  constructor(private readonly dir: string | undefined) {}

  /** Keeps the form of `file`'s body. */
  set(file: string, form: CachedJob): void {
    if (this.dir === undefined) {
      this.inMemory.set(file, form);
      return;
    }
    if (this.fd === undefined) {
      mkdirSync(this.dir, { recursive: true });
      // Named after this process: a build that was killed leaves a file the next one knows it may remove.
      this.file = temporaryPath(path.join(this.dir, `held-${threadId}`));
      this.fd = openSync(this.file, 'w+');
    }
    const json = Buffer.from(form[0]);
    const html = Buffer.from(form[1]);
    writeSync(this.fd, json, 0, json.length, this.size);
    writeSync(this.fd, html, 0, html.length, this.size + json.length);
    this.places.set(file, [this.size, json.length, html.length]);
    this.size += json.length + html.length;
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
