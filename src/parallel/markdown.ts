import type { ResolvedConfig } from '../config/types.ts';
import { stampOf } from '../content/file-stamp.ts';
import { loadSources } from '../content/load.ts';
import type { ParsedSource, SourceFile } from '../content/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';
import {
  markdownRendererFor,
  renderMarkdownJob,
  type BatchRendering,
  type CacheForm,
  type MarkdownBatchRenderer,
  type RenderedJob,
  type RendererMemo,
} from '../markdown/jobs.ts';
import { renderedFrom, saveMarkdownCache, type MarkdownCacheTarget } from '../markdown/cache.ts';
import { chunk, threadCount, WorkerPool } from './worker-pool.ts';
import { markdownOptionsForWorkers, workersCanRender } from './plugin-markdown.ts';
import { TaskRunner, type MarkdownSetup, type WorkerTasks } from './worker-tasks.ts';
import type { BodyPacer } from '../model/body-pacer.ts';
import { appendAll } from '../shared/append-all.ts';

interface ParsedFile {
  stamp: string;
  parsed: ParsedSource | undefined;
  diagnostics: Diagnostic[];
}

/**
 * A session's threads: its worker pool (kept between builds, as serve rebuilds often; its threads never keep the
 * process alive), this thread's task runner, and this thread's last parse of each file.
 */
export class SessionThreads {
  /** Runs the tasks this thread takes on itself. */
  readonly local = new TaskRunner();
  /**
   * Project → source file → its last parse, for rebuilds in the same session (serve): a file whose size, modification
   * time and inode are unchanged is not read again.
   */
  readonly parses = new Map<string, Map<string, ParsedFile>>();
  private pool: WorkerPool | undefined;
  private builds = 0;

  /**
   * The worker threads for a build of `files` markdown files that renders its pages or not (this thread works too),
   * or undefined when it works alone.
   */
  poolFor(files: number, renderingPages: boolean): WorkerPool | undefined {
    const size = threadCount(files, renderingPages) - 1;
    if (size < 1) return undefined;
    if (!this.pool || this.pool.broken || this.pool.size !== size) {
      void this.pool?.close();
      this.pool = new WorkerPool(size, this.local);
    }
    return this.pool;
  }

  /** A number that tells a markdown build's setup and chunks from another's in the worker threads. */
  nextBuild(): number {
    return ++this.builds;
  }

  /** Ends the worker threads. */
  close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    return pool ? pool.close() : Promise.resolve();
  }
}

/** Reads and parses content files (front matter), spread over the pool and this thread; results in input order. */
export async function loadSourcesWith(
  pool: WorkerPool | undefined,
  files: SourceFile[],
): Promise<{ parsed: ParsedSource[]; diagnostics: Diagnostic[] }> {
  if (!pool || files.length === 0) return loadSources(files);
  // Small chunks: a worker that loads while this thread parses takes three chunks at once, and its first ones run cold
  // (about three times slower); with 64 files each, this thread then waited 16-53 ms for them at the end.
  const results = await pool.map('parse', chunk(files, 16), { inline: true });
  return { parsed: results.flatMap((r) => r.parsed), diagnostics: results.flatMap((r) => r.diagnostics) };
}

/**
 * Like `loadSourcesWith`, reusing the parses of unchanged files from the last build under `key` in `parses` (one key
 * per list of files; undefined: no reuse, no bookkeeping). Unchanged means: not in `changed` when that list is given,
 * else the same size, modification time and inode.
 */
export async function loadSourcesMemo(
  parses: Map<string, Map<string, ParsedFile>>,
  key: string | undefined,
  pool: WorkerPool | undefined,
  files: SourceFile[],
  changed?: ReadonlySet<string>,
): Promise<{ parsed: ParsedSource[]; diagnostics: Diagnostic[] }> {
  if (key === undefined) return loadSourcesWith(pool, files);
  const previous = parses.get(key);
  const stamps = new Array<string | undefined>(files.length);
  const reused = files.map((f, i): ParsedFile | undefined => {
    const entry = previous?.get(f.absPath);
    const edited = changed?.has(f.absPath) ?? false;
    const stamp = changed && entry && !edited ? entry.stamp : stampOf(f.absPath);
    stamps[i] = stamp;
    if (!entry || edited) return undefined;
    return stamp !== undefined && entry.stamp === stamp ? entry : undefined;
  });
  const misses = files.filter((_, i) => reused[i] === undefined);
  const loaded = await loadSourcesWith(pool, misses);
  const parsedByFile = new Map(loaded.parsed.map((p) => [p.source.file, p]));
  const diagnosticsByFile = new Map<string, Diagnostic[]>();
  for (const d of loaded.diagnostics)
    diagnosticsByFile.set(d.file, [...(diagnosticsByFile.get(d.file) ?? []), d]);
  const kept = new Map<string, ParsedFile>();
  const out = { parsed: [] as ParsedSource[], diagnostics: [] as Diagnostic[] };
  files.forEach((file, i) => {
    const entry: ParsedFile = reused[i] ?? {
      stamp: stamps[i] ?? '',
      parsed: parsedByFile.get(file.file),
      diagnostics: diagnosticsByFile.get(file.file) ?? [],
    };
    // A worker thread's parse holds a copy of the file: the parse is given (and kept) with the scan's own, so that the
    // next build gets the very same object for an unchanged file (serve's fast path tells edits by identity).
    const parsed =
      entry.parsed && entry.parsed.source !== file ? { ...entry.parsed, source: file } : entry.parsed;
    if (parsed) out.parsed.push(parsed);
    appendAll(out.diagnostics, entry.diagnostics);
    // A failed read says nothing about the file's contents (it may have been moved away and back, same stamp and all):
    // it is read again next time, never reused.
    if (stamps[i] !== undefined && !entry.diagnostics.some(isReadFailure))
      kept.set(file.absPath, parsed === entry.parsed ? entry : { ...entry, parsed });
  });
  parses.set(key, kept);
  return out;
}

// Markdown jobs per worker task.
const MARKDOWN_CHUNK = 16;

const isReadFailure = (d: Diagnostic): boolean => d.code === 'file-vanished' || d.code === 'file-unreadable';

/**
 * A job rendered by a worker, with its cache form when the worker sent that. The JSON is kept for the cache only when
 * there are several workers: a pool's only worker keeps its own copy, and writes the cache from it.
 */
function fromWorker(
  result: RenderedJob | CacheForm,
  onlyWorker: boolean,
  heldElsewhere: WeakSet<RenderedMarkdown> | undefined,
): BatchRendering {
  if (!('json' in result)) return result;
  const rendered = renderedFrom(result.json, result.html);
  if (onlyWorker) heldElsewhere?.add(rendered.markdown);
  return { ...rendered, cacheForm: { json: onlyWorker ? null : result.json, bodyHash: result.bodyHash } };
}

/**
 * A markdown batch renderer that spreads the jobs over the pool (each thread has its own markdown-it and highlighter).
 * With `inline`, this thread renders queued chunks too (when it has nothing else to do meanwhile); without, the
 * workers render every chunk, in order, while this thread goes on (to render pages as their bodies come back).
 */
export function parallelMarkdown(
  threads: SessionThreads,
  pool: WorkerPool,
  options: ResolvedConfig['markdown'],
  how: {
    plain: boolean;
    inline: boolean;
    cacheForm: boolean;
    renderers: RendererMemo;
    /** Where the workers keep the cache forms of what they render until the cache is written. */
    heldDir?: string | undefined;
    /** Gets each body whose cache form a worker keeps (so that the cache is written without this thread's HTML). */
    heldElsewhere?: WeakSet<RenderedMarkdown> | undefined;
    /** Without `inline`: hands the workers only the bodies this pacer lets through, as it lets them. */
    pacer?: BodyPacer | undefined;
  },
): MarkdownBatchRenderer {
  const { plain, inline } = how;
  return (jobs, tables) => {
    // A few bodies (serve after an edit) are rendered here: handing every worker the link tables would cost more.
    // So are the bodies of a site whose markdown extensions the workers cannot get (a config made from an object).
    if (jobs.length <= 16 || !workersCanRender(options)) {
      const renderer = markdownRendererFor(how.renderers, options, plain);
      return jobs.map((job) => renderer.then((r) => renderMarkdownJob(r, tables, job)));
    }
    const build = threads.nextBuild();
    const setup: MarkdownSetup = {
      build,
      options: markdownOptionsForWorkers(options),
      plain,
      urls: { baseUrl: tables.urls.baseUrl, trailingSlash: tables.urls.trailingSlash },
      routeBySource: [...tables.routeBySource],
      docsRoots: [...(tables.docsRoots ?? [])],
      staticFiles: [...tables.staticFiles],
      contentAssets: [...(tables.contentAssets ?? [])],
      // Not for chunks this thread renders itself (inline): it would only parse what it had just written.
      cacheForm: how.cacheForm && !inline,
      heldDir: how.heldDir,
    };
    // Not awaited: a worker takes its messages in order, so the setup comes before its first chunk. A failed setup
    // fails that worker's chunks.
    pool.broadcast('markdown-setup', setup).catch(() => undefined);
    const chunks = chunk(jobs, MARKDOWN_CHUNK).map((list) => ({ build, jobs: list }));
    let results: Promise<(RenderedJob | CacheForm)[]>[];
    if (inline) {
      const all = threads.local
        .run('markdown-setup', setup)
        .then(() => pool.map('markdown', chunks, { inline: true }));
      results = chunks.map((_, i) => all.then((list) => list[i]!));
    } else if (how.pacer) {
      results = pacedSpread(pool, chunks, how.pacer);
    } else {
      results = pool.spread('markdown', chunks);
    }
    return results.flatMap((result, i) =>
      chunks[i]!.jobs.map((_, k) =>
        result.then((list) => fromWorker(list[k]!, pool.size === 1, how.heldElsewhere)),
      ),
    );
  };
}

/** `pool.spread` of markdown chunks (16 jobs each, in order), a few at a time as `pacer` lets them through. */
export function pacedSpread(
  pool: Pick<WorkerPool, 'spread'>,
  chunks: WorkerTasks['markdown']['input'][],
  pacer: BodyPacer,
): Promise<(RenderedJob | CacheForm)[]>[] {
  type Result = (RenderedJob | CacheForm)[];
  // Each chunk's settle functions are let go of once it is sent: kept, they would keep every result (its HTML) alive.
  const settle: ([(value: Result) => void, (error: unknown) => void] | undefined)[] = [];
  const results = chunks.map(() => new Promise<Result>((resolve, reject) => settle.push([resolve, reject])));
  let sent = 0;
  const send = (): void => {
    const upTo = Math.min(chunks.length, Math.ceil(pacer.limit / MARKDOWN_CHUNK));
    if (upTo <= sent) return;
    const from = sent;
    sent = upTo;
    pool.spread('markdown', chunks.slice(from, upTo)).forEach((result, k) => {
      const [resolve, reject] = settle[from + k]!;
      settle[from + k] = undefined;
      result.then(resolve, reject);
    });
  };
  pacer.onChange(send);
  send();
  return results;
}

/**
 * Starts saving the markdown cache: its files are written by a worker thread when one has loaded (a small site may be
 * done before then, and a worker still loading does not keep the process alive), else here and now.
 */
export function saveMarkdownCacheWith(
  pool: WorkerPool | undefined,
  target: MarkdownCacheTarget,
): Promise<void> {
  const worker = pool?.loaded ? pool : undefined;
  const saving = saveMarkdownCache(target, worker && ((shards) => worker.runAhead('markdown-cache', shards)));
  // Awaited before the build commits; this only keeps a failure from counting as unhandled meanwhile.
  saving.catch(() => undefined);
  return saving;
}
