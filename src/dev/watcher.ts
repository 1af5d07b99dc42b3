import { existsSync } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

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
  /** Absolute content folder (docs, pages, blog, static). */
  contentRoot: string;
  /** Absolute config file and the local files it imports. */
  configFiles: string[];
  /** Absolute output folder: never a reason to rebuild. */
  outDir: string;
}

// Editor and tool droppings: swap, backup, partial-download and lock files, and vim's write probe `4913`.
const TEMP_FILE = /(?:~|\.(?:swp|swx|swo|tmp|temp|bak|orig|crdownload|part|kate-swp)|^#.*#|^\.#.*|^4913)$/i;

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
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return false;
  const parts = rel.split(path.sep);
  if (parts.some((p) => p.startsWith('.') || p === 'node_modules')) return true;
  const name = parts[parts.length - 1]!;
  return TEMP_FILE.test(name) || SAVE_COPY.test(name);
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
  close(): Promise<void>;
}

/** Watches the content folder and the config files; calls `onChange` for changes that matter. */
export async function watchSite(
  targets: WatchTargets,
  onChange: (change: WatchChange) => void,
  onError: (message: string) => void,
): Promise<SiteWatcher> {
  const current: WatchTargets = { ...targets, configFiles: [...targets.configFiles] };
  // Only paths that exist: chokidar counts a missing one twice toward 'ready', which then comes before the content
  // folder is watched, and a file made in it right after is taken for one that was there all along (no event).
  const paths = [current.contentRoot, ...current.configFiles].filter((file) => existsSync(file));
  const watcher: FSWatcher = watch(paths, {
    ignoreInitial: true,
    ignored: (file: string) => isIgnoredPath(path.resolve(file), current),
  });
  watcher.on('all', (event, file) => {
    const change = classifyChange(event, path.resolve(file), current);
    if (change) onChange(change);
  });
  watcher.on('error', (error) => onError(describeWatchError(error)));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    setConfigFiles(files) {
      const removed = current.configFiles.filter((f) => !files.includes(f));
      const added = files.filter((f) => !current.configFiles.includes(f));
      current.configFiles = [...files];
      if (removed.length) watcher.unwatch(removed);
      if (added.length) watcher.add(added);
    },
    close: () => watcher.close(),
  };
}
