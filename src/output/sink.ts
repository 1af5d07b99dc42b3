// Where a build's output goes, as one interface: the output stage hands it pages and files and then puts the output in
// place or drops it, whatever the sink does with them. Four sinks: disk (a staging folder swapped in), memory (tests and
// the other locales of a build), lazy (serve: each file made when it is asked for) and none (check: nothing kept).
import type { PageCache } from './page-cache.ts';
import type { Writer } from './writer.ts';

/** The output of a build: opened, given pages and files, then finished (put in place) or aborted. */
export interface OutputSink {
  /**
   * What the render stage, the search index and the worker threads write through (a disk sink's staging folder); the
   * sink's `finish` and `abort` end it.
   */
  readonly writer: Writer;
  /** The last output's records: a file unchanged since is linked from it, not written (disk sinks only). */
  readonly cache: PageCache;
  /** Opens the output; the last output stays as it was until `finish`. */
  begin(): Promise<void>;
  /** Takes a page's HTML at its output path. */
  page(outFile: string, html: string): Promise<void>;
  /** Takes a file made by `make`: made now and written (or linked from the last output), or made when asked for. */
  file(relPath: string, make: () => string | Uint8Array): Promise<void>;
  /** Takes a file of the sources as it is: copied now, or read when asked for. */
  copy(relPath: string, absPath: string): Promise<void>;
  /** Puts the output in place (the disk sink swaps its staging folder in, with the cache's records). */
  finish(): Promise<void>;
  /** Drops what the sink was given; the last output stays as it was. */
  abort(): Promise<void>;
}
