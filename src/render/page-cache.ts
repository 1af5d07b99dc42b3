// The build cache of rendered pages: for each output file, a hash of the props it was rendered from. A page whose
// props hash is unchanged is not rendered again: a disk build hard-links the previous output's file into the staging
// folder, a memory build (serve) reuses the previous HTML. Props hold everything a page shows (titles of other pages
// in the sidebar, pager and breadcrumbs included), so any change that shows on a page changes its hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { version as reactVersion } from 'react';
import { packageRoot, packageVersion } from '../package-root.ts';
import { swapLateValue, type LateValue } from './late-value.ts';

/** Folder of docsgen's caches inside a project. */
export const CACHE_DIR = '.docsgen-cache';
const FORMAT = 2;

interface Manifest {
  format: number;
  renderer: string;
  /** The late value the pages were written with. */
  late: string | undefined;
  /** Output file → [props hash, size in bytes]. */
  pages: Record<string, [string, number]>;
}

let rendererKey: string | undefined;

/**
 * Identifies the code that turns props into HTML: React's version and the bundled CLI (or, run from sources under
 * tests, the template and render sources).
 */
export function currentRendererKey(): string {
  if (rendererKey) return rendererKey;
  const hash = createHash('sha256').update(packageVersion()).update(reactVersion);
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.js')) hash.update(readFileSync(self));
  else {
    for (const dir of ['templates', 'src/render']) {
      const root = path.join(packageRoot(), dir);
      for (const name of readdirSorted(root)) hash.update(name).update(readFileSync(path.join(root, name)));
    }
  }
  return (rendererKey = hash.digest('hex').slice(0, 16));
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
  return createHash('sha1').update(json).digest('base64url');
}

/**
 * What an unchanged page can be taken from: the previous output's file (with the late value it was written with, when
 * that changed since), or the previous memory build's HTML (with the current late value).
 */
export type Reusable =
  | { file: string; bytes: number; from: string | undefined; html?: undefined }
  | { html: string; file?: undefined };

interface Session {
  late: string | undefined;
  pages: Map<string, { hash: string; html: string }>;
}

// Memory builds (serve) keep their pages here between rebuilds of the same project, in this process only.
const sessions = new Map<string, Session>();

/** The page records of one output folder: those of the last good build, and those of the build under way. */
export class PageCache {
  private readonly next: Manifest;
  private readonly nextHtml: Session;

  private constructor(
    private readonly target: { file: string; outDir: string } | { session: string },
    private readonly previous: Manifest | undefined,
    private readonly previousHtml: Session | undefined,
    private readonly late: LateValue | undefined,
  ) {
    this.next = { format: FORMAT, renderer: currentRendererKey(), late: late?.value, pages: {} };
    this.nextHtml = { late: late?.value, pages: new Map() };
  }

  /** Loads the records of the last build into `outDir` (none when the cache folder is missing or stale). */
  static async forDisk(rootDir: string, outDir: string, late: LateValue | undefined): Promise<PageCache> {
    const file = path.join(
      rootDir,
      CACHE_DIR,
      `pages-${createHash('sha1').update(outDir).digest('hex').slice(0, 12)}.json`,
    );
    let previous: Manifest | undefined;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Manifest;
      if (parsed.format === FORMAT && parsed.renderer === currentRendererKey()) previous = parsed;
    } catch {
      // No cache yet (or an unreadable one): every page is rendered.
    }
    return new PageCache({ file, outDir }, previous, undefined, late);
  }

  /** The pages of the last memory build of the same project in this process. */
  static forMemory(session: string, late: LateValue | undefined): PageCache {
    return new PageCache({ session }, undefined, sessions.get(session), late);
  }

  /** The page as the last build made it, when it was rendered from props with this hash. */
  reusable(outFile: string, hash: string): Reusable | undefined {
    if ('session' in this.target) {
      const entry = this.previousHtml?.pages.get(outFile);
      const before = this.previousHtml?.late;
      if (!entry || entry.hash !== hash || (before === undefined && this.late !== undefined))
        return undefined;
      return { html: before === undefined ? entry.html : swapLateValue(entry.html, before, this.late) };
    }
    const entry = this.previous?.pages[outFile];
    if (!entry || entry[0] !== hash) return undefined;
    // Whoever links it checks first that the file is still the size it was written at.
    const from = this.previous!.late === this.next.late ? undefined : this.previous!.late;
    if (from === undefined && this.previous!.late !== this.next.late) return undefined;
    return { file: path.join(this.target.outDir, outFile), bytes: entry[1], from };
  }

  /** Records what the build under way made of `outFile` (the HTML only for memory builds). */
  record(outFile: string, hash: string, bytes: number, html: string | undefined): void {
    if ('session' in this.target) {
      if (html !== undefined) this.nextHtml.pages.set(outFile, { hash, html });
    } else this.next.pages[outFile] = [hash, bytes];
  }

  /** Keeps the records of the finished build (after its output was swapped in). */
  async save(): Promise<void> {
    if ('session' in this.target) {
      sessions.set(this.target.session, this.nextHtml);
      return;
    }
    const { file } = this.target;
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(this.next));
    await rename(temp, file);
  }
}
