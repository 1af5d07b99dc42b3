// The output of `docsgen build`: a staging folder beside the output folder, swapped in once every file is written,
// with the page cache's records of what it holds (so that the next build links the files that did not change).
import path from 'node:path';
import { assertSafeOutDir, DiskWriter } from './disk.ts';
import { removeLeftTemporaries } from './leftovers.ts';
import { CACHE_DIR, PageCache } from './page-cache.ts';
import { writeOrReuse } from './reuse-file.ts';
import type { OutputSink } from './sink.ts';

/** Where a disk build goes and what it must stay out of. */
export interface DiskTarget {
  /** Absolute output folder. */
  outDir: string;
  /** The project root: the build cache is in it. */
  rootDir: string;
  /** The content folder, and the docs, pages, blog and static folders in it: the output never overlaps them. */
  contentDir: string;
  sourceDirs: readonly string[];
  /** What else the pages are rendered with (the site's theme components): pages made with another are not reused. */
  variant?: string | undefined;
}

/** A sink that writes a staging folder beside the output folder and swaps it in on `finish`. */
export class DiskSink implements OutputSink {
  private opened: { writer: DiskWriter; cache: PageCache } | undefined;

  constructor(private readonly target: DiskTarget) {}

  /** The staging folder's writer (once begun). */
  get writer(): DiskWriter {
    return this.open().writer;
  }

  /** The page cache of the output folder (once begun). */
  get cache(): PageCache {
    return this.open().cache;
  }

  /** Refuses an output folder that would destroy sources, clears what killed builds left, opens the staging folder. */
  async begin(): Promise<void> {
    const { outDir, rootDir, contentDir, sourceDirs, variant } = this.target;
    await assertSafeOutDir(outDir, rootDir, contentDir, sourceDirs);
    const cacheDir = path.join(rootDir, CACHE_DIR);
    // Temporary files of builds that were killed while they saved the caches.
    removeLeftTemporaries([cacheDir, path.join(cacheDir, 'markdown')]);
    const writer = new DiskWriter(outDir, path.join(cacheDir, 'trash'));
    await writer.open();
    this.opened = { writer, cache: await PageCache.forDisk(rootDir, outDir, variant) };
  }

  /** Writes a page into the staging folder. */
  page(outFile: string, html: string): Promise<void> {
    return this.writer.write(outFile, html);
  }

  /** Writes a file into the staging folder, or links the last output's when it is the same. */
  file(relPath: string, make: () => string | Uint8Array): Promise<void> {
    return writeOrReuse(this.writer, this.cache, relPath, make());
  }

  /** Copies a source file into the staging folder. */
  copy(relPath: string, absPath: string): Promise<void> {
    return this.writer.copy(relPath, absPath);
  }

  /** Swaps the staging folder in; the cache's records are written first and kept only if the swap succeeds. */
  async finish(): Promise<void> {
    const { writer, cache } = this.open();
    await cache.prepare();
    try {
      await writer.commit();
    } catch (error) {
      cache.discard();
      throw error;
    }
    cache.publish();
  }

  /** Removes the staging folder (when it was made); the last output stays as it was. */
  async abort(): Promise<void> {
    await this.opened?.writer.abort();
  }

  private open(): { writer: DiskWriter; cache: PageCache } {
    if (!this.opened) throw new Error('the disk output is used before it is begun');
    return this.opened;
  }
}
