import path from 'node:path';
import { BuildAbortedError, createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Writer } from '../output/writer.ts';
import type { SitePage } from '../model/site-types.ts';
import { routeOutFile } from '../shared/urls.ts';
import { propsHash, type PageCache } from '../output/page-cache.ts';
import { createPageProps } from '../render/props/page-props.ts';
import { PropsEncoder, type WirePage } from './props-wire.ts';
import type { RenderContext } from '../render/render-context.ts';
import { SPREAD_SLACK, yieldToEvents, type WorkerPool } from './worker-pool.ts';
import type { PageProps } from '../../templates/props.ts';
import { pageOutFile } from '../render/page-output.ts';
import type { SessionThreads } from './markdown.ts';
import type { RenderJob, RenderOutcome } from './worker-tasks.ts';
import type { ThemeErrorLocation } from '../render/theme-overrides.ts';
import { keepSlowest, type PageTiming } from './slowest-pages.ts';

/** A path as diagnostics name it: relative to the project root, with forward slashes. */
function projectPath(rootDir: string, file: string): string {
  return path.relative(rootDir, file).split(path.sep).join('/');
}

/** What the render stage needs: the prepared site, where to write, the page cache and the worker threads (if any). */
export interface RenderStageInput {
  context: RenderContext;
  writer: Writer;
  cache: PageCache;
  pool: WorkerPool | undefined;
  /** The session's threads: this thread renders with their local task runner. */
  threads: SessionThreads;
  signal: AbortSignal | undefined;
  /** Render failures are added here. */
  diagnostics: Diagnostic[];
  /**
   * Other work of this thread, in order (checks, search index, cache): done while the worker threads are all busy, so
   * that they never wait for it, and whatever is left once the pages are done.
   */
  alongside?: (() => void)[];
  /**
   * The site's markdown bodies while worker threads still render them: a page waits for its own, and the `alongside`
   * work (which reads them all) for every one. Default: all rendered.
   */
  markdown?:
    | { ready: (page: SitePage) => Promise<void> | undefined; done: Promise<unknown>; all?: () => void }
    | undefined;
  /**
   * The plugins' `transformHtml`, applied here to each page's HTML (which then comes back from the worker threads, and
   * is never linked from the last build). Default: none.
   */
  transformHtml?:
    ((html: string, route: string) => { html: string } | { diagnostic: Diagnostic }) | undefined;
  /**
   * Called once a page's props are made (the page no longer needs its markdown body in the model), with its place in
   * the site's pages; pages come in that order.
   */
  onProps?: ((page: SitePage, index: number) => void) | undefined;
  /** Called as pages are done (written, reused or failed), with how many of `total`. */
  onPages?: ((done: number, total: number) => void) | undefined;
}

/** Counts of the render stage. */
export interface RenderStageResult {
  /** Pages written (rendered or reused). */
  pageCount: number;
  /** Pages taken unchanged from the last build. */
  reused: number;
  /** The pages that took longest to render (template and write, not markdown), slowest first. */
  slowest: PageTiming[];
}

// Pages per job: large enough to amortise a message, small enough to spread evenly over the threads and that this
// thread, at the end, never waits long for a worker still warming up its copy of the renderer (1,000 pages: 48 took
// about 0.1 s longer).
export const PAGES_PER_BATCH = 16;

// Batches whose results wait for an earlier one (results are handled in page order). This thread never waits for a
// worker while it can render a batch itself; this only bounds what a slow worker can leave waiting behind it.
const MAX_WAITING_BATCHES = 64;

// Without a backlog, a 40,000-page build's worker thread was idle 41 s of 70 (this thread, busy making every page's
// props, rendered a batch of its own while the worker waited for the next); with two, 18 s, and the build took 75 s
// instead of 96 (medians of 4 pairs).
/** Batches a busy worker may hold in its queue before this thread renders a batch itself. */
export const WORKER_BACKLOG = 2;

// Batches queued for busy workers before this thread does a step of its other work: enough for most of its longest
// steps (the checks and the search index of a large site, 0.2-0.4 s each), few enough that the pages left for this
// thread afterwards don't wait behind them.
export const QUEUE_AHEAD = 24;

/**
 * How many batches may wait for busy workers before this thread takes a step of its other work, with `pagesLeft` pages
 * not yet handed out: `QUEUE_AHEAD`, or the workers' fair share of what is left when that is less (else, near the end
 * of a small site, the workers get every page left while this thread has only its steps to do).
 */
export function queueLimit(pagesLeft: number, workers: number): number {
  const batchesLeft = Math.ceil(pagesLeft / PAGES_PER_BATCH);
  return Math.min(QUEUE_AHEAD, Math.ceil((batchesLeft * workers) / (workers + 1)));
}

/** The markdown file a page comes from, when it has one. */
function sourceFileOf(page: SitePage): string | undefined {
  if (page.kind === 'doc') return page.doc.entry.source.source.file;
  if (page.kind === 'page') return page.page.entry.source.source.file;
  if (page.kind === 'blog-post') return page.post.entry.source.source.file;
  return undefined;
}

interface Pending {
  page: SitePage;
  outFile: string;
  hash: string;
}

/**
 * Renders every page: props (in this thread), then HTML (in a free worker thread when there is one, which also writes
 * it to disk; else in this thread). Pages whose props hash matches the last build's are linked from it instead. Pages
 * are written as they are rendered, so memory stays flat however large the site.
 */
export async function renderSitePages(input: RenderStageInput): Promise<RenderStageResult> {
  const { context, writer, cache, pool, signal, diagnostics } = input;
  const alongside = [...(input.alongside ?? [])];
  let bodiesDone = input.markdown === undefined;
  input.markdown?.done.then(
    () => (bodiesDone = true),
    () => undefined,
  );
  const { config } = context.site;
  const result: RenderStageResult = { pageCount: 0, reused: 0, slowest: [] };
  // Pages whose outcome is known, failed ones included (the progress count).
  let handled = 0;
  const fail = (page: SitePage, message: string, at?: ThemeErrorLocation): void => {
    // A theme component that threw is reported at its own file and line; anything else at the page's source.
    const file = at ? projectPath(config.rootDir, at.file) : (sourceFileOf(page) ?? page.route);
    diagnostics.push(
      createDiagnostic(
        'error',
        'render-failed',
        file,
        `rendering ${page.route} failed: ${message}`,
        at?.line,
        at?.column,
      ),
    );
  };

  const finish = async (pending: Pending[], outcomes: RenderOutcome[]): Promise<void> => {
    const writes: Promise<void>[] = [];
    pending.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (outcome.error !== undefined) return fail(p.page, outcome.error, outcome.at);
      // HTML comes back only from writers that take no path (memory), or to be transformed: the others' pages are
      // written already.
      const html = outcome.html === undefined ? undefined : transformed(p.page.route, outcome.html);
      if (html === null) return;
      if (html !== undefined) writes.push(writer.write(p.outFile, html));
      cache.record(p.outFile, p.hash, outcome.bytes);
      if (outcome.reused) result.reused++;
      if (outcome.ms !== undefined) keepSlowest(result.slowest, { route: p.page.route, ms: outcome.ms });
      result.pageCount++;
    });
    handled += pending.length;
    input.onPages?.(handled, pages.length);
    await Promise.all(writes);
  };

  const transform = input.transformHtml;
  // The page's HTML after the plugins' transforms, or null when one failed (its diagnostic is added).
  const transformed = (route: string, html: string): string | null => {
    if (!transform) return html;
    const applied = transform(html, route);
    if ('diagnostic' in applied) diagnostics.push(applied.diagnostic);
    return 'diagnostic' in applied ? null : applied.html;
  };

  // Results are handled in page order (a chain), so diagnostics do not depend on which thread finished first.
  let chain: Promise<void> = Promise.resolve();
  const encoder = new PropsEncoder(input.threads.nextBuild());
  // Every worker gets this build's theme components before its first page (none clears the last build's).
  if (pool) pool.broadcast('theme', context.theme ? [...context.theme.sources] : []).catch(() => undefined);
  const window: Promise<void>[] = [];
  // Batches handed out and not finished: a failed build lets them end before its staging folder is removed.
  const inFlight = new Set<Promise<void>>();
  const pages = context.site.pages;
  try {
    for (let start = 0; start < pages.length; start += PAGES_PER_BATCH) {
      if (signal?.aborted) throw new BuildAbortedError();
      // Let the event loop in before each batch: worker threads report finished batches through it, and an interrupt
      // (SIGINT) is only seen there, since writes are synchronous.
      await yieldToEvents();
      const pending: Pending[] = [];
      const jobs: RenderJob[] = [];
      for (let index = start; index < Math.min(start + PAGES_PER_BATCH, pages.length); index++) {
        const page = pages[index]!;
        const waiting = input.markdown?.ready(page);
        if (waiting) await waiting;
        let wire: WirePage;
        let props: PageProps;
        try {
          props = createPageProps(context, page);
          wire = encoder.encode(props);
        } catch (error) {
          fail(page, (error as Error).message);
          handled++;
          continue;
        }
        input.onProps?.(page, index);
        const outFile = pageOutFile(page, config.trailingSlash);
        const hash = propsHash(wire.json);
        pending.push({ page, outFile, hash });
        jobs.push({
          ...wire,
          props,
          path: transform ? undefined : writer.directPath?.(outFile),
          previous: transform ? undefined : cache.reusable(outFile, hash),
        });
      }
      if (jobs.length === 0) continue;
      // A free worker thread renders (or links) the batch and writes the files itself; while none is free, this thread
      // does its other work, then the batch. Workers get the JSON (and HTML) only: the props objects stay in this thread.
      const workerJobs = pool && jobs.map((job) => ({ ...job, props: undefined }));
      const parts = encoder.takeNewParts();
      // Sent at once to every worker (so before any later task), whichever thread renders this batch: a worker may
      // be handed a later page that names them.
      if (pool && parts.length > 0)
        pool.broadcast('page-parts', { build: encoder.build, parts }).catch(() => undefined);
      let outcomes = workerJobs && pool.tryRun('render', workerJobs);
      // A worker that finishes its batch while this thread renders one of its own would wait for the next: each keeps
      // up to WORKER_BACKLOG batches in its queue, and this thread renders only when they are all full. Not while the
      // workers have many bodies left to render: a batch would wait behind them while this thread could render it
      // (paced bodies come a chunk at a time, and a batch waits behind a chunk or two).
      const bodiesBehind = bodiesDone || (pool !== undefined && pool.spreading <= SPREAD_SLACK * pool.size);
      if (workerJobs && !outcomes && bodiesBehind && pool.loaded && pool.queued < WORKER_BACKLOG * pool.size)
        outcomes = pool.runAhead('render', workerJobs);
      while (workerJobs && !outcomes && alongside.length > 0 && bodiesDone) {
        // Batches are queued for the workers (once they have loaded: a small site is done before they have) until
        // they hold enough to stay busy through a long step; only then does this thread take a step.
        if (pool.loaded && pool.queued < queueLimit(pages.length - start, pool.size)) {
          outcomes = pool.runAhead('render', workerJobs);
          break;
        }
        alongside.shift()!();
        await yieldToEvents();
        outcomes ??= pool.tryRun('render', workerJobs);
      }
      outcomes ??= Promise.resolve(input.threads.local.renderPages(jobs, context.markup, context.theme));
      // Handled at once: a batch that fails (a full disk in a worker) while the chain still waits for earlier ones
      // must not count as an unhandled rejection, which would end the process without its clean-up.
      const settled: Promise<void> = outcomes.then(
        () => void inFlight.delete(settled),
        () => void inFlight.delete(settled),
      );
      inFlight.add(settled);
      const batch = outcomes;
      chain = chain.then(() => batch).then((list) => finish(pending, list));
      // Awaited below or through the window; this only keeps an early exit from leaving a rejection unhandled.
      chain.catch(() => undefined);
      window.push(chain);
      if (window.length >= MAX_WAITING_BATCHES) await window.shift();
    }
    // The steps left run while the workers render the batches queued for them. Bodies no page asked for are rendered now.
    input.markdown?.all?.();
    await input.markdown?.done;
    for (const run of alongside) run();
    await chain;
  } catch (error) {
    // Batches in flight write into the output that is about to be dropped: let them end first.
    await Promise.all([chain.catch(() => undefined), ...inFlight]);
    throw error;
  }
  return result;
}
