import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { stampOf } from '../content/file-stamp.ts';
import { DiagnosticError } from '../diagnostics/diagnostic.ts';
import type { Logger } from '../diagnostics/log.ts';
import { RebuildReport } from './rebuild-report.ts';
import { createHostPolicy, formatHost, isLoopbackHost, isWildcardHost } from './host-policy.ts';
import { createDevHttpServer, type ServedSite } from './http-handler.ts';
import { DEFAULT_PORT, listenOn } from './listen.ts';
import { RebuildQueue } from './rebuild-queue.ts';
import { pollUntil, VanishedFiles, waitWhileEmpty } from './saved-files.ts';
import { Rebuilder, type RebuildOutcome } from './rebuilder.ts';
import { openBrowser } from './open-browser.ts';
import { ReloadHub } from './reload-hub.ts';
import { problemLocaleOf } from './problem-locale.ts';
import { servedLocaleConfig } from './rebuilder.ts';
import { isFolderEvent, watchSite, type SiteWatcher, type WatchChange } from './watcher.ts';

/** Options of `docsgen serve`. */
export interface DevServerOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  /** Address to bind. Default: `127.0.0.1`. */
  host?: string;
  /** Port; 0 picks a free one. Default: 3000, or the next free port above it when 3000 is in use. */
  port?: number;
  logger: Logger;
  /** Quiet time before a rebuild, in ms. Default: 10. */
  debounceMs?: number;
  /** Open the site in the default browser once it is served. Default: false. */
  open?: boolean;
  /** `--locale`: serve this locale (under its URL prefix) instead of the default one. */
  locale?: string | undefined;
}

/** A running dev server. */
export interface DevServer {
  /** The URL to open, e.g. `http://127.0.0.1:3000/`. */
  url: string;
  /** Stops watching, closes every connection and the server. */
  close(): Promise<void>;
}

// The quiet time a new or removed folder asks for before a rebuild.
const FOLDER_SETTLE_MS = 100;

// chokidar drops a file's further `change` events for 50 ms after one (an editor's truncate-then-write is two): a
// rebuild that read the file within that window would miss the second write for good, so the files a rebuild read
// are compared with the disk once the window has passed.
const WATCHER_FOLD_MS = 55;

/** Builds the site into memory, serves it, watches the sources, rebuilds on change and reloads open pages. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { logger } = options;
  const host = options.host ?? '127.0.0.1';
  const loaded = await loadConfig({ cwd: options.cwd, configPath: options.configPath });
  const rebuilder = new Rebuilder(
    { cwd: options.cwd, configPath: options.configPath, locale: options.locale },
    { config: servedLocaleConfig(loaded.config, options.locale), dependencies: loaded.dependencies },
  );
  const hub = new ReloadHub();
  const reporter = new RebuildReport(logger, hub, () => queue.busy);
  // Set once serve stops: a rebuild it cut short is not reported.
  let closing = false;
  const report = (outcome: RebuildOutcome, reason: string | undefined): void => {
    if (!closing) reporter.report(outcome, reason);
  };

  // Requests and rebuilds wait for the first build; it is settled once that build is reported.
  let firstBuildDone = (): void => undefined;
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));
  const context = {
    policy: createHostPolicy({ host, port: options.port ?? DEFAULT_PORT }),
    hub,
    site: async (): Promise<ServedSite | undefined> => {
      await firstBuild;
      return reporter.served;
    },
    unavailable: () => {
      const missing = rebuilder.missingContent();
      // A request can see the folder gone before any rebuild does, or when the watch missed it going (one being
      // re-armed just then): its return is polled for all the same, or no rebuild would follow it.
      if (missing !== undefined) contentReturn.start();
      return missing;
    },
    locale: () => problemLocaleOf(rebuilder.state.config),
  };
  const server = createDevHttpServer(context, (message) => logger.error(message));
  // Only the default port gives way to the next free one: a port asked for is that port or a clear error.
  const { port, note: portNote } = await listenOn(server, options.port, host);
  context.policy = createHostPolicy({ host, port });

  const shownHost = isWildcardHost(host) ? 'localhost' : formatHost(host);
  const url = `http://${shownHost}:${port}${rebuilder.state.config.baseUrl}`;
  if (!isLoopbackHost(host)) {
    logger.warn(
      logger.colors.yellow(
        `warning: listening on ${host}, not only on this machine: others on the network can read the site, drafts included. Use --host 127.0.0.1 unless you need this.`,
      ),
    );
  }
  let watcher: SiteWatcher | undefined;
  const startWatcher = async (): Promise<void> => {
    watcher = await watchSite(
      rebuilder.watchTargets(),
      (change) => queue.push(change),
      (message) => logger.warn(message),
    );
  };
  // While the content folder is missing, its return is also polled for: a watch that was re-armed just as it came
  // back may not have seen it.
  const folderChange = (): WatchChange => ({ kind: 'content', event: 'addDir', file: rebuilder.contentRoot });
  const contentReturn = pollUntil(
    () => rebuilder.missingContent() === undefined,
    () => queue.push(folderChange()),
  );
  const vanishedFiles = new VanishedFiles();
  // Each saved file's stamp when a rebuild last read it.
  const readStamps = new Map<string, string | undefined>();
  const queue = new RebuildQueue<WatchChange>({
    debounceMs: options.debounceMs,
    // A folder appearing or going is the start of a bulk change (a copy, a branch switch): wait for the files.
    settleMs: (change) => (isFolderEvent(change) ? FOLDER_SETTLE_MS : 0),
    onError: (error) => logger.error(`rebuild crashed: ${(error as Error).stack ?? String(error)}`),
    run: async (changes) => {
      // Changes seen during the first build wait for it: builds never overlap.
      await firstBuild;
      const saved = changes.filter((change) => change.event === 'change' || change.event === 'add');
      await waitWhileEmpty(saved.map((change) => change.file));
      // With --verbose a rebuild's start is shown too, so that a script can tell a quiet serve from a slow rebuild.
      logger.verbose(`… ${changes.length} change${changes.length === 1 ? '' : 's'} seen: rebuilding`);
      const started = performance.now();
      // Stamped before the rebuild reads them: a write the watcher folds away shows up as a different stamp.
      for (const { file } of saved) readStamps.set(file, stampOf(file));
      // A folder that appeared or went (the content folder itself, a branch switch) may have left chokidar watching
      // less than is there: a fresh watch, ready before the rebuild reads the disk, and a full rescan make up for it.
      const folders = changes.some(isFolderEvent);
      if (folders) await watcher?.rearm();
      try {
        // Files that vanished under the build (a folder removed or replaced meanwhile) call for another, with a
        // fresh watch that may have missed the move (chokidar can lose a folder that goes and comes back quickly).
        const vanished = await rebuildFor(changes, folders);
        if (vanishedFiles.rescanAfter(vanished)) queue.push(folderChange());
        if (rebuilder.missingContent() !== undefined) contentReturn.start();
      } finally {
        setTimeout(
          () => {
            for (const change of saved) {
              // A later rebuild may have read the file since: only a write no rebuild has read counts.
              if (stampOf(change.file) !== readStamps.get(change.file))
                queue.push({ ...change, event: 'change' });
            }
          },
          Math.max(0, WATCHER_FOLD_MS - (performance.now() - started)),
        ).unref();
      }
    },
  });
  // Resolves to the files that vanished while the build read them.
  const rebuildFor = async (changes: WatchChange[], rescan: boolean): Promise<string[]> => {
    const names = [
      ...new Set(
        changes.map((c) => path.relative(rebuilder.state.config.rootDir, c.file).split(path.sep).join('/')),
      ),
    ];
    const reason = `${names.slice(0, 2).join(', ')}${names.length > 2 ? ` and ${names.length - 2} more` : ''} changed`;
    const configChanged = changes.some((c) => c.kind === 'config');
    if (configChanged) {
      const contentRoot = rebuilder.contentRoot;
      const failed = await rebuilder.reloadConfig();
      if (failed) {
        report(failed, reason);
        return [];
      }
      if (rebuilder.contentRoot !== contentRoot) {
        await watcher?.rearm(rebuilder.watchTargets());
      } else {
        watcher?.setConfigFiles(rebuilder.configFiles);
      }
    }
    const full = configChanged || rescan;
    const outcome = await rebuilder.rebuild(full ? undefined : changes.map((c) => c.file));
    report(outcome, reason);
    return outcome.diagnostics.filter((d) => d.code === 'file-vanished').map((d) => d.file);
  };
  const close = async (): Promise<void> => {
    closing = true;
    rebuilder.stop();
    contentReturn.stop();
    await watcher?.close();
    await queue.close();
    hub.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  // The watch starts before the first build reads the files, so no change can fall between the two.
  await startWatcher();
  const initial = rebuilder.rebuild().then((outcome) => {
    // A missing content folder is a usage error (exit 2), not a content error to wait out.
    if (!outcome.ok && outcome.exitCode === 2) return outcome.diagnostics;
    report(outcome, undefined);
    return undefined;
  });
  void initial.finally(firstBuildDone);
  const usageErrors = await initial;
  if (usageErrors) {
    await close();
    throw new DiagnosticError(usageErrors, 2);
  }
  logger.info(
    `Serving ${rebuilder.state.config.title} at ${url} (${portNote}drafts included; Ctrl+C to stop)`,
  );
  if (options.open) openBrowser(url, (message) => logger.warn(message));

  return { url, close };
}
