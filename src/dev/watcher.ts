import { existsSync, readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

// How long a new watch may take to read the watched folders before the rebuilds go on without its 'ready'.
const READY_WAIT_MS = 10_000;

/** One file-system change that matters to the site. */
export interface WatchChange {
  /** `config`: the config file or a file it imports; `content`: anything under the content folder. */
  kind: 'config' | 'content';
  event: string;
  /** Absolute path. */
  file: string;
}

/** What to watch and what to leave alone. */
export interface WatchTargets {
  /** Absolute project folder (the config's folder): watched itself, so that folders and files in it may vanish and return. */
  projectRoot: string;
  /** Absolute content folder (docs, pages, blog, static). */
  contentRoot: string;
  /** Absolute config file and the local files it imports. */
  configFiles: string[];
  /** Absolute output folder: never a reason to rebuild. */
  outDir: string;
}

// Editor and tool droppings: swap, backup, partial-download and lock files, vim's write probe `4913`, and the
// `sedXXXXXX` file `sed -i` writes beside the file it edits (GNU sed: six letters or digits, no extension).
const TEMP_FILE =
  /(?:~|\.(?:swp|swx|swo|tmp|temp|bak|orig|crdownload|part|kate-swp)|^#.*#|^\.#.*|^4913|^sed[A-Za-z0-9]{6})$/i;

// A markdown file's name with a suffix (`first.md.tmp-save`): an editor's copy while it saves, never a page or asset.
const SAVE_COPY = /\.mdx?\.[^.]+$/i;

const isInside = (child: string, parent: string): boolean => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** True for paths never worth watching: dot-files and folders, node_modules, temp files, the output folder. */
export function isIgnoredPath(absPath: string, targets: WatchTargets): boolean {
  if (targets.configFiles.includes(absPath)) return false;
  if (isInside(absPath, targets.outDir)) return true;
  const rel = path.relative(targets.contentRoot, absPath);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return !leadsToTarget(absPath, targets);
  const parts = rel.split(path.sep);
  if (parts.some((p) => p.startsWith('.') || p === 'node_modules')) return true;
  const name = parts[parts.length - 1]!;
  return TEMP_FILE.test(name) || SAVE_COPY.test(name);
}

// A folder on the way from a watch root to a target (the content folder, a config file): the rest of the project
// folder (sources, tests, node_modules) is never walked.
const leadsToTarget = (absPath: string, targets: WatchTargets): boolean =>
  [targets.contentRoot, ...targets.configFiles].some((target) => isInside(target, absPath));

const nearestExisting = (dir: string): string => {
  let current = dir;
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
};

/**
 * The folders watched: the project folder, and for a target outside it (a config import or a content folder
 * elsewhere) the nearest existing folder above it. A target is never a root itself: a watched root that is removed
 * stays unwatched when it comes back, a folder inside a watched one does not.
 */
export function watchRoots(targets: WatchTargets): string[] {
  const roots = new Set<string>([targets.projectRoot]);
  for (const target of [targets.contentRoot, ...targets.configFiles]) {
    if (!isInside(target, targets.projectRoot)) roots.add(nearestExisting(path.dirname(target)));
  }
  return [...roots];
}

/** Classifies an event: a config change, a content change, or `undefined` for one that needs no rebuild. */
export function classifyChange(
  event: string,
  absPath: string,
  targets: WatchTargets,
): WatchChange | undefined {
  if (targets.configFiles.includes(absPath)) return { kind: 'config', event, file: absPath };
  if (isIgnoredPath(absPath, targets) || !isInside(absPath, targets.contentRoot)) return undefined;
  // Every file counts: markdown, category and author files, static files, and the images and downloads beside pages.
  return { kind: 'content', event, file: absPath };
}

/** Turns a watcher error into advice: the watch limits (EMFILE, ENOSPC) have known fixes. */
export function describeWatchError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const base = `file watching failed: ${(error as Error | undefined)?.message ?? String(error)}`;
  if (code === 'ENOSPC') {
    return `${base}\n  The system's file-watch limit is used up. Raise it (Linux: sudo sysctl fs.inotify.max_user_watches=524288), watch fewer files (a smaller contentDir), or poll instead: CHOKIDAR_USEPOLLING=1 docsgen serve`;
  }
  if (code === 'EMFILE') {
    return `${base}\n  Too many open files. Raise the limit (ulimit -n 10240), watch fewer files, or poll instead: CHOKIDAR_USEPOLLING=1 docsgen serve`;
  }
  return `${base}\n  Changes may go unnoticed; restart docsgen serve, or poll instead: CHOKIDAR_USEPOLLING=1 docsgen serve`;
}

/** A running watch over the content folder and the config files. */
export interface SiteWatcher {
  /** Replaces the watched config files (after the config was reloaded and imports another file). */
  setConfigFiles(files: string[]): void;
  /**
   * Ends the watch and starts a fresh one (with new targets, when given), resolving once it is ready: chokidar can
   * lose a folder that goes and comes back quickly, so serve re-arms after folders appear or go. A change between the
   * two is not reported: the caller reads the whole disk afresh once this resolves.
   */
  rearm(targets?: WatchTargets): Promise<void>;
  close(): Promise<void>;
}

/**
 * Folders of the content tree on disk that a watch does not know: chokidar reads a folder before it watches it, so a
 * folder made in between (the content folder coming back during a re-arm) would otherwise stay unwatched.
 */
export function unwatchedFolders(watcher: FSWatcher, targets: WatchTargets): string[] {
  const watched = watcher.getWatched();
  const missed: string[] = [];
  const walk = (dir: string): void => {
    if (!(dir in watched)) {
      missed.push(dir);
      return;
    }
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // gone since: its unlinkDir is on the way
    }
    for (const entry of entries) {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory() && !isIgnoredPath(child, targets)) walk(child);
    }
  };
  if (existsSync(targets.contentRoot)) walk(targets.contentRoot);
  return missed;
}

/** True for the events of a folder appearing or going. */
export const isFolderEvent = (change: WatchChange): boolean =>
  change.event === 'addDir' || change.event === 'unlinkDir';

/**
 * Watches the content folder and the config files through the folders above them (see watchRoots), so that removing,
 * renaming or replacing any of them, and putting it back, is seen; calls `onChange` for changes that matter.
 */
export async function watchSite(
  targets: WatchTargets,
  onChange: (change: WatchChange) => void,
  onError: (message: string) => void,
): Promise<SiteWatcher> {
  const current: WatchTargets = { ...targets, configFiles: [...targets.configFiles] };
  const open = async (): Promise<FSWatcher> => {
    // Roots exist by construction: chokidar counts a missing path twice toward 'ready', which then comes too early.
    const watcher = watch(watchRoots(current), {
      ignoreInitial: true,
      ignored: (file: string) => isIgnoredPath(path.resolve(file), current),
    });
    watcher.on('all', (event, file) => {
      const change = classifyChange(event, path.resolve(file), current);
      if (change) onChange(change);
    });
    watcher.on('error', (error) => onError(describeWatchError(error)));
    // A root removed while chokidar reads it may keep 'ready' from ever coming; the rebuilds wait for this, so the wait
    // is bounded (the poll for the content folder's return covers what the new watch then misses).
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, READY_WAIT_MS);
      timer.unref();
      watcher.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return watcher;
  };
  let active = await open();
  let closed = false;
  return {
    setConfigFiles(files) {
      const roots = watchRoots(current);
      const added = files.filter((f) => !current.configFiles.includes(f));
      current.configFiles = [...files];
      // A file no longer imported stays under watch but is filtered out (classifyChange); a new one is added, and
      // so is a new root for one outside the project folder.
      const newRoots = watchRoots(current).filter((root) => !roots.includes(root));
      if (added.length || newRoots.length) active.add([...newRoots, ...added.filter((f) => existsSync(f))]);
    },
    async rearm(next) {
      if (next) Object.assign(current, next, { configFiles: [...next.configFiles] });
      // The old watch ends first: chokidar shares one fs.watch per file between its watchers, and the one a watcher
      // opened keeps that watcher's listener and Stats alive as long as any other still uses it, so an overlap kept a
      // second listener and Stats per watched file alive for good. A write between the two ends is read by the full rebuild
      // that follows every rearm (it starts once the fresh watch is ready).
      await active.close();
      const fresh = await open();
      const missed = unwatchedFolders(fresh, current);
      if (missed.length) fresh.add(missed);
      active = fresh;
      if (closed) await fresh.close();
    },
    close() {
      closed = true;
      return active.close();
    },
  };
}
