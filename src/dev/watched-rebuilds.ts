// The watch of the site's sources and the queue of rebuilds it feeds: changes are batched, each batch rebuilds the
// site (the whole of it after a config change or a folder that came or went), and what the watcher may have missed
// (a write it folded away, files that vanished under the build, the content folder's return) is looked for again.
import path from 'node:path';
import { SavedStamps } from './saved-stamps.ts';
import type { Logger } from '../diagnostics/log.ts';
import { RebuildQueue } from './rebuild-queue.ts';
import { pollUntil, VanishedFiles, waitWhileEmpty } from './saved-files.ts';
import type { Rebuilder, RebuildOutcome } from './rebuilder.ts';
import { isFolderEvent, watchSite, type SiteWatcher, type WatchChange } from './watcher.ts';

// The quiet time a new or removed folder asks for before a rebuild.
const FOLDER_SETTLE_MS = 100;

// chokidar drops a file's further `change` events for 50 ms after one (an editor's truncate-then-write is two): a
// rebuild that read the file within that window would miss the second write for good, so the files a rebuild read
// are compared with the disk once the window has passed.
const WATCHER_FOLD_MS = 55;

/** What the rebuilds need from the server around them. */
export interface WatchedRebuildsOptions {
  logger: Logger;
  /** Quiet time before a rebuild, in ms. Default: 10. */
  debounceMs?: number | undefined;
  /** Settled once the first build is reported: changes seen during it wait for it, so builds never overlap. */
  firstBuild: Promise<void>;
  /** Shows a rebuild's outcome; `reason` names the files that changed. */
  report: (outcome: RebuildOutcome, reason: string | undefined) => void;
}

/** Watches the site's sources and rebuilds it on change, one rebuild at a time. */
export class WatchedRebuilds {
  private watcher: SiteWatcher | undefined;
  private readonly queue: RebuildQueue<WatchChange>;
  // While the content folder is missing, its return is also polled for: a watch that was re-armed just as it came
  // back may not have seen it.
  private readonly contentReturn: { start(): void; stop(): void };
  private readonly vanishedFiles = new VanishedFiles();
  private readonly savedStamps = new SavedStamps();

  constructor(
    private readonly rebuilder: Rebuilder,
    private readonly options: WatchedRebuildsOptions,
  ) {
    this.contentReturn = pollUntil(
      () => rebuilder.missingContent() === undefined,
      () => this.queue.push(this.folderChange()),
    );
    this.queue = new RebuildQueue<WatchChange>({
      debounceMs: options.debounceMs,
      // A folder appearing or going is the start of a bulk change (a copy, a branch switch): wait for the files.
      settleMs: (change) => (isFolderEvent(change) ? FOLDER_SETTLE_MS : 0),
      onError: (error) => options.logger.error(`rebuild crashed: ${(error as Error).stack ?? String(error)}`),
      run: (changes) => this.rebuildOnChanges(changes),
    });
  }

  /** True while a rebuild runs or changes wait for one. */
  get busy(): boolean {
    return this.queue.busy;
  }

  /** Starts the watch; it starts before the first build reads the files, so no change can fall between the two. */
  async startWatching(): Promise<void> {
    this.watcher = await watchSite(
      this.rebuilder.watchTargets(),
      (change) => this.queue.push(change),
      (message) => this.options.logger.warn(message),
    );
  }

  /** Polls for the content folder's return, so that a rebuild follows it. */
  awaitContentReturn(): void {
    this.contentReturn.start();
  }

  /** Stops polling and watching, and waits for a rebuild that runs. */
  async close(): Promise<void> {
    this.contentReturn.stop();
    await this.watcher?.close();
    await this.queue.close();
  }

  private folderChange(): WatchChange {
    return { kind: 'content', event: 'addDir', file: this.rebuilder.contentRoot };
  }

  private async rebuildOnChanges(changes: WatchChange[]): Promise<void> {
    await this.options.firstBuild;
    const saved = changes.filter((change) => change.event === 'change' || change.event === 'add');
    await waitWhileEmpty(saved.map((change) => change.file));
    // With --verbose a rebuild's start is shown too, so that a script can tell a quiet serve from a slow rebuild.
    this.options.logger.verbose(
      `… ${changes.length} change${changes.length === 1 ? '' : 's'} seen: rebuilding`,
    );
    const started = performance.now();
    // Stamped before the rebuild reads them: a write the watcher folds away shows up as a different stamp.
    this.savedStamps.read(saved.map((change) => change.file));
    // A folder that appeared or went (the content folder itself, a branch switch) may have left chokidar watching
    // less than is there: a fresh watch, ready before the rebuild reads the disk, and a full rescan make up for it.
    const folders = changes.some(isFolderEvent);
    try {
      if (folders) await this.watcher?.rearm();
      // Files that vanished under the build (a folder removed or replaced meanwhile) call for another, with a
      // fresh watch that may have missed the move (chokidar can lose a folder that goes and comes back quickly).
      const vanished = await this.rebuildFor(changes, folders);
      if (this.vanishedFiles.rescanAfter(vanished)) this.queue.push(this.folderChange());
      if (this.rebuilder.missingContent() !== undefined) this.contentReturn.start();
    } finally {
      this.recheckSavedFilesLater(saved, started);
    }
  }

  // Once the watcher's fold window has passed, a saved file whose stamp is not the one the rebuild read was written
  // again unseen.
  private recheckSavedFilesLater(saved: WatchChange[], started: number): void {
    setTimeout(
      () => {
        // A later rebuild may have read a file since: only a write no rebuild has read counts.
        const unseen = new Set(this.savedStamps.unseenWrites(saved.map((change) => change.file)));
        for (const change of saved)
          if (unseen.has(change.file)) this.queue.push({ ...change, event: 'change' });
      },
      Math.max(0, WATCHER_FOLD_MS - (performance.now() - started)),
    ).unref();
  }

  /** Rebuilds for `changes` (reloading the config first when it changed); resolves to the files that vanished while the build read them. */
  private async rebuildFor(changes: WatchChange[], rescan: boolean): Promise<string[]> {
    const reason = describeChanges(changes, this.rebuilder.state.config.rootDir);
    // A first island in a session that had none needs the browser bundle, which the config's loading makes.
    const configChanged =
      changes.some((c) => c.kind === 'config') ||
      this.rebuilder.lacksIslandBundleFor(changes.map((c) => c.file));
    if (configChanged) {
      const contentRoot = this.rebuilder.contentRoot;
      const failed = await this.rebuilder.reloadConfig();
      if (failed) {
        this.options.report(failed, reason);
        return [];
      }
      if (this.rebuilder.contentRoot !== contentRoot) {
        await this.watcher?.rearm(this.rebuilder.watchTargets());
      } else {
        this.watcher?.setConfigFiles(this.rebuilder.configFiles);
      }
    }
    const full = configChanged || rescan;
    const outcome = await this.rebuilder.rebuild(full ? undefined : changes.map((c) => c.file));
    this.options.report(outcome, reason);
    return outcome.diagnostics.filter((d) => d.code === 'file-vanished').map((d) => d.file);
  }
}

/** "a.md, b.md and 3 more changed": the files of a rebuild, relative to the project root. */
function describeChanges(changes: WatchChange[], rootDir: string): string {
  const names = [...new Set(changes.map((c) => path.relative(rootDir, c.file).split(path.sep).join('/')))];
  return `${names.slice(0, 2).join(', ')}${names.length > 2 ? ` and ${names.length - 2} more` : ''} changed`;
}
