// serve's sink: it keeps how to make each file instead of the file, and puts a LazyOutput together on `finish`, which
// renders a page or makes a file the first time the browser asks for it.
import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RenderContext } from '../render/render-context.ts';
import { LazyOutput } from './lazy.ts';
import { PageCache } from './page-cache.ts';
import type { OutputSink } from './sink.ts';
import type { Writer } from './writer.ts';

type Maker = () => string | Uint8Array;

/** A sink that makes nothing up front: its `output` makes each file when asked for. */
export class LazySink implements OutputSink {
  private files = new Map<string, Maker>();
  private made: LazyOutput | undefined;
  private noCache: PageCache | undefined;

  /** Keeps what is written through it, as it is. */
  readonly writer: Writer = {
    write: async (relPath, contents) => void this.files.set(relPath, () => contents),
    copy: (relPath, absPath) => this.copy(relPath, absPath),
    commit: () => this.finish(),
    abort: () => this.abort(),
  };

  /** The site's pages are rendered with `context` when asked for, through the plugins' `transformHtml` (optional). */
  constructor(
    private readonly context: RenderContext,
    private readonly transformHtml?: (
      html: string,
      route: string,
    ) => { html: string } | { diagnostic: Diagnostic },
  ) {}

  /** No cache: nothing is written, so nothing is linked from the last output. */
  get cache(): PageCache {
    return (this.noCache ??= PageCache.none());
  }

  /** The output, once finished. */
  get output(): LazyOutput | undefined {
    return this.made;
  }

  /** Nothing to open. */
  async begin(): Promise<void> {}

  /** Keeps a page made already (the site's own pages are rendered when asked for). */
  async page(outFile: string, html: string): Promise<void> {
    this.files.set(outFile, () => html);
  }

  /** Keeps how to make a file; a later file at the same path replaces it. */
  async file(relPath: string, make: Maker): Promise<void> {
    this.files.set(relPath, make);
  }

  /** Keeps a source file to be read when asked for. */
  async copy(relPath: string, absPath: string): Promise<void> {
    this.files.set(relPath, () => readFileSync(absPath));
  }

  /** Puts the output together: its pages, and every file taken. */
  async finish(): Promise<void> {
    this.made = new LazyOutput(this.context, this.files, this.transformHtml);
  }

  /** Forgets the files taken. */
  async abort(): Promise<void> {
    this.files = new Map();
  }
}
