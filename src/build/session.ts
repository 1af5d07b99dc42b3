// Everything that lives between the builds of one site. `docsgen build` and `docsgen check` make a session and drop it;
// `serve` keeps one for its life, so that a rebuild reuses what the last build made. Nothing of it is shared between
// two sessions: two sites built in one process never see each other's data.
import type { LastUpdateMemo } from '../content/last-update.ts';
import type { ContentScan } from '../content/types.ts';
import { createMarkdownMemory, type MarkdownMemory } from '../markdown/memo.ts';
import { createModelMemory, type ModelMemory } from '../model/site-input.ts';
import { HeldSources } from '../model/held-sources.ts';
import { SessionThreads } from '../parallel/markdown.ts';
import type { PreparedSidebars } from '../render/render-context.ts';

/** A content scan and the files changed since it was made (the watcher's invalidations). */
export interface ScanState {
  scan: ContentScan;
  changed: ReadonlySet<string>;
}

/** The state one site's builds share: caches, worker threads, the last model and output, the changes since. */
export class BuildSession {
  /** Each project's last markdown renderings, the build cache's shards, the markdown renderers. */
  readonly markdown: MarkdownMemory = createMarkdownMemory();
  /** The last site and sidebars (serve patches the site when only bodies changed). */
  readonly model: ModelMemory = createModelMemory(this.markdown);
  /** The worker pool, this thread's task runner and the last parse of each file. */
  readonly threads = new SessionThreads();
  /** When each docs folder's git history was last read (docs.showLastUpdate in serve). */
  readonly lastUpdates: LastUpdateMemo = new Map();
  /** The sidebars' views and fragments of the last render context. */
  preparedSidebars: PreparedSidebars | undefined;
  private lastScan: ContentScan | undefined;
  private heldSources: HeldSources | undefined;
  private changed: Set<string> | undefined;

  /**
   * Notes files changed since the last build (absolute paths): while every change is an edit of a file the last scan
   * listed, the next build reuses that scan and reads only what changed.
   */
  invalidate(files: Iterable<string>): void {
    if (!this.lastScan) return;
    this.changed ??= new Set();
    for (const file of files) this.changed.add(file);
  }

  /** Forgets the last scan (a config change, or a change the watcher could not list): the next build scans afresh. */
  invalidateAll(): void {
    this.lastScan = undefined;
    this.changed = undefined;
  }

  /** The last scan with the changes since, when the next build may reuse it; taking it starts a new build. */
  takeScan(): ScanState | undefined {
    const state = this.lastScan && this.changed ? { scan: this.lastScan, changed: this.changed } : undefined;
    this.invalidateAll();
    return state;
  }

  /** Keeps the scan of a build that succeeded, for the next one. */
  keepScan(scan: ContentScan): void {
    this.lastScan = scan;
    this.changed = undefined;
  }

  /** A new file in `dir` for the source bodies of a build that owns its model (the last one's is closed). */
  holdSources(dir: string): HeldSources {
    this.heldSources?.close();
    this.heldSources = new HeldSources(dir);
    return this.heldSources;
  }

  /** Ends the session's worker threads and closes its held sources; the session can still build (it starts new ones). */
  close(): Promise<void> {
    this.heldSources?.close();
    this.heldSources = undefined;
    return this.threads.close();
  }
}
