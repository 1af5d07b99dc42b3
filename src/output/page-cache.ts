// The build cache of rendered pages: for each output file, a hash of the props it was rendered from. A page whose
// props hash is unchanged is not rendered again: a disk build hard-links the previous output's file into the staging
// folder. Props hold everything a page shows (titles of other pages
// in the sidebar, pager and breadcrumbs included), so any change that shows on a page changes its hash.
import { createHash, hash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { version as reactVersion } from 'react';
import { temporaryPath } from '../base/process-stamp.ts';
import { packageRoot, packageVersion, runsBundled } from '../base/package-root.ts';

/** Folder of docsgen's caches inside a project. */
export const CACHE_DIR = '.docsgen-cache';
const FORMAT = 3;

/** The last build's file of a page whose props did not change, and its size when it was written. */
export interface PreviousPage {
  file: string;
  bytes: number;
}

interface Manifest {
  format: number;
  renderer: string;
  /** Output file → [props hash, size in bytes]. */
  pages: Record<string, [string, number]>;
}

// Pure memo: the code that renders does not change while the process runs.
let rendererKeyMemo: string | undefined;

/**
 * Identifies the code that turns sources into HTML: React's version and docsgen's bundled code (the id the bundler
 * wrote for the build, or a hash of the bundle's files), or, run from sources under tests, its sources and templates.
 */
export function currentRendererKey(): string {
  if (rendererKeyMemo) return rendererKeyMemo;
  const key = createHash('sha256').update(packageVersion()).update(reactVersion);
  const bundled = runsBundled();
  const buildId = bundled ? readBuildId() : undefined;
  if (buildId) return (rendererKeyMemo = key.update(buildId).digest('hex').slice(0, 16));
  for (const dir of bundled ? ['dist'] : ['src', 'templates']) {
    const root = path.join(packageRoot(), dir);
    for (const name of readdirSorted(root)) {
      if (bundled && !/\.c?js$/.test(name)) continue;
      key.update(name).update(readFileSync(path.join(root, name)));
    }
  }
  return (rendererKeyMemo = key.digest('hex').slice(0, 16));
}

/** The id scripts/build-cli.mjs wrote for the bundle, when it did. */
function readBuildId(): string | undefined {
  try {
    return readFileSync(path.join(packageRoot(), 'dist/build-id'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Files below `dir`, relative and sorted, so the key does not depend on the file system's order. */
function readdirSorted(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Hash of a page's props JSON. */
export function propsHash(json: string): string {
  return hash('sha1', json, 'base64url');
}

/** The page records of one output folder: those of the last good build, and those of the build under way. */
export class PageCache {
  private readonly next: Manifest;
  /** The temporary file of `prepare`, until it is published or discarded. */
  private temp: string | undefined;

  private constructor(
    private readonly target: { file: string; outDir: string } | undefined,
    private readonly previous: Manifest | undefined,
    renderer: string,
  ) {
    this.next = { format: FORMAT, renderer, pages: {} };
  }

  /**
   * Loads the records of the last build into `outDir` (none when the cache folder is missing or stale). `variant` is
   * what else the pages are rendered with besides docsgen's code (the site's theme components): pages rendered with
   * another are never reused.
   */
  static async forDisk(rootDir: string, outDir: string, variant?: string): Promise<PageCache> {
    const renderer =
      variant === undefined
        ? currentRendererKey()
        : createHash('sha256').update(currentRendererKey()).update(variant).digest('hex').slice(0, 16);
    const file = path.join(
      rootDir,
      CACHE_DIR,
      `pages-${createHash('sha1').update(outDir).digest('hex').slice(0, 12)}.json`,
    );
    let previous: Manifest | undefined;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Manifest;
      if (parsed.format === FORMAT && parsed.renderer === renderer) previous = parsed;
    } catch {
      // No cache yet (or an unreadable one): every page is rendered.
    }
    return new PageCache({ file, outDir }, previous, renderer);
  }

  /** No cache: every page is rendered, nothing is kept (memory builds). */
  static none(): PageCache {
    return new PageCache(undefined, undefined, currentRendererKey());
  }

  /** The previous output's file of the page, when it was rendered from props with this hash. */
  reusable(outFile: string, hash: string): PreviousPage | undefined {
    const entry = this.previous?.pages[outFile];
    if (!this.target || !entry || entry[0] !== hash) return undefined;
    // Whoever links it checks first that the file is still the size it was written at.
    return { file: path.join(this.target.outDir, outFile), bytes: entry[1] };
  }

  /** Records the page the build under way wrote at `outFile`. */
  record(outFile: string, hash: string, bytes: number): void {
    if (this.target) this.next.pages[outFile] = [hash, bytes];
  }

  /**
   * Writes the records of the build under way to a temporary file, before its output is swapped in (where a full disk
   * fails the build, not after the swap); `publish` or `discard` then ends it.
   */
  async prepare(): Promise<void> {
    if (!this.target) return;
    const { file } = this.target;
    const temp = temporaryPath(file);
    this.temp = temp;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, JSON.stringify(this.next));
    } catch (error) {
      this.discard();
      throw error;
    }
  }

  /**
   * Makes the prepared records the cache's (after the new output was swapped in). When that fails, no records are
   * kept: the last ones describe the output that was just replaced.
   */
  publish(): void {
    if (!this.target || !this.temp) return;
    try {
      renameSync(this.temp, this.target.file);
    } catch {
      this.discard();
      try {
        rmSync(this.target.file, { force: true });
      } catch {
        // A cache that can't be removed can't be written either: its records are checked against each file's size.
      }
    }
    this.temp = undefined;
  }

  /** Removes the prepared records (the output was not swapped in). */
  discard(): void {
    try {
      if (this.temp) rmSync(this.temp, { force: true });
    } catch {
      // Removed by the next build, which removes the temporaries of processes that are gone.
    }
    this.temp = undefined;
  }
}
