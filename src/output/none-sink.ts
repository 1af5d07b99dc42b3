// `docsgen check`'s sink: the build stops after the checks, and whatever reaches its output is dropped.
import { PageCache } from './page-cache.ts';
import type { OutputSink } from './sink.ts';
import type { Writer } from './writer.ts';

const nothing = async (): Promise<void> => {};

/** A sink that keeps nothing and writes nothing. */
export class NoneSink implements OutputSink {
  private noCache: PageCache | undefined;

  /** Drops whatever is written through it. */
  readonly writer: Writer = { write: nothing, copy: nothing, commit: nothing, abort: nothing };

  /** No cache: there is no output to link from. */
  get cache(): PageCache {
    return (this.noCache ??= PageCache.none());
  }

  /** Nothing to open. */
  begin(): Promise<void> {
    return nothing();
  }

  /** Drops a page. */
  page(): Promise<void> {
    return nothing();
  }

  /** Drops a file unmade. */
  file(): Promise<void> {
    return nothing();
  }

  /** Drops a source file unread. */
  copy(): Promise<void> {
    return nothing();
  }

  /** Nothing to put in place. */
  finish(): Promise<void> {
    return nothing();
  }

  /** Nothing to drop. */
  abort(): Promise<void> {
    return nothing();
  }
}
