// One run of the render stage: the site's pages cut into batches, each batch's props made on this thread and its HTML
// rendered by a free worker thread (which writes it) or by this thread, the outcomes handled in page order. This
// thread's other work (checks, search index, cache) is done while the workers are all busy, so that they never wait.
import { BuildAbortedError, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SitePage } from '../../model/site-types.ts';
import { propsHash } from '../../output/page-cache.ts';
import type { OutputSink } from '../../output/sink.ts';
import type { SessionThreads } from '../../parallel/markdown.ts';
import { PropsEncoder, type WirePage } from '../../parallel/props-wire.ts';
import { SPREAD_SLACK, yieldToEvents, type WorkerPool } from '../../parallel/worker-pool.ts';
import type { RenderJob, RenderOutcome } from '../../parallel/worker-tasks.ts';
import type { PageProps } from '../../../templates/props.ts';
import { pageOutFile } from '../page-output.ts';
import { createPageProps } from '../props/page-props.ts';
import type { RenderContext } from '../render-context.ts';
import type { ThemeErrorLocation } from '../theme-overrides.ts';
import { MAX_WAITING_BATCHES, PAGES_PER_BATCH, queueLimit, WORKER_BACKLOG } from './batching.ts';
import { renderFailed } from './render-failures.ts';
import { keepSlowest, type PageTiming } from './slowest-pages.ts';

/** What the render stage needs: the prepared site, where to write, the page cache and the worker threads (if any). */
export interface RenderStageInput {
  context: RenderContext;
  /**
   * Where the pages go: a worker thread writes a page at its writer's path (when it has one) or links the last output's
   * file its cache names; the HTML that comes back (memory, transformed) is given to `page`.
   */
  sink: OutputSink;
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

/** A page of a batch, waiting for its outcome. */
interface Pending {
  page: SitePage;
  outFile: string;
  hash: string;
}

/** A batch of pages with their props made: what waits for the outcomes, and the jobs that render them. */
interface Batch {
  pending: Pending[];
  jobs: RenderJob[];
}

/** The render stage over the site's pages, with the state its batches share. */
export class PageBatches {
  private readonly result: RenderStageResult = { pageCount: 0, reused: 0, slowest: [] };
  private readonly pages: readonly SitePage[];
  private readonly alongside: (() => void)[];
  private readonly encoder: PropsEncoder;
  private bodiesDone: boolean;
  /** Pages whose outcome is known, failed ones included (the progress count). */
  private handled = 0;
  /** Results are handled in page order (a chain), so diagnostics do not depend on which thread finished first. */
  private chain: Promise<void> = Promise.resolve();
  private readonly window: Promise<void>[] = [];
  /** Batches handed out and not finished: a failed build lets them end before its staging folder is removed. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly input: RenderStageInput) {
    this.pages = input.context.site.pages;
    this.alongside = [...(input.alongside ?? [])];
    this.bodiesDone = input.markdown === undefined;
    input.markdown?.done.then(
      () => (this.bodiesDone = true),
      () => undefined,
    );
    this.encoder = new PropsEncoder(input.threads.nextBuild());
  }

  /**
   * Renders every page, then runs the steps left; a failure lets the batches in flight end before it is thrown. Only
   * this function awaits: its helpers return at once, so that the order of events is the one the threads see.
   */
  async run(): Promise<RenderStageResult> {
    const { pool, context, signal, markdown } = this.input;
    // Every worker gets this build's theme components before its first page (none clears the last build's).
    if (pool) pool.broadcast('theme', context.theme ? [...context.theme.sources] : []).catch(() => undefined);
    try {
      for (let start = 0; start < this.pages.length; start += PAGES_PER_BATCH) {
        if (signal?.aborted) throw new BuildAbortedError();
        // Let the event loop in before each batch: worker threads report finished batches through it, and an
        // interrupt (SIGINT) is only seen there, since writes are synchronous.
        await yieldToEvents();
        const batch: Batch = { pending: [], jobs: [] };
        for (let index = start; index < Math.min(start + PAGES_PER_BATCH, this.pages.length); index++) {
          const page = this.pages[index]!;
          const waiting = markdown?.ready(page);
          if (waiting) await waiting;
          this.addProps(batch, page, index);
        }
        if (batch.jobs.length === 0) continue;
        const workerJobs = this.forWorkers(batch.jobs);
        let outcomes = workerJobs && this.toWorker(workerJobs);
        while (workerJobs && !outcomes && this.alongside.length > 0 && this.bodiesDone) {
          outcomes = this.queuedAhead(workerJobs, start);
          if (outcomes) break;
          this.alongside.shift()!();
          await yieldToEvents();
          outcomes ??= pool?.tryRun('render', workerJobs);
        }
        this.queue(batch.pending, outcomes ?? this.renderHere(batch.jobs));
        if (this.window.length >= MAX_WAITING_BATCHES) await this.window.shift();
      }
      // The steps left run while the workers render the batches queued for them. Bodies no page asked for are
      // rendered now.
      markdown?.all?.();
      await markdown?.done;
      for (const run of this.alongside) run();
      await this.chain;
    } catch (error) {
      // Batches in flight write into the output that is about to be dropped: let them end first.
      await Promise.all([this.chain.catch(() => undefined), ...this.inFlight]);
      throw error;
    }
    return this.result;
  }

  /** Makes a page's props and its job (a page whose props fail is reported, and counted as done). */
  private addProps(batch: Batch, page: SitePage, index: number): void {
    const { context, sink, transformHtml } = this.input;
    let wire: WirePage;
    let props: PageProps;
    try {
      props = createPageProps(context, page);
      wire = this.encoder.encode(props);
    } catch (error) {
      this.fail(page, (error as Error).message);
      this.handled++;
      return;
    }
    this.input.onProps?.(page, index);
    const outFile = pageOutFile(page, context.site.config.trailingSlash);
    const hash = propsHash(wire.json);
    batch.pending.push({ page, outFile, hash });
    batch.jobs.push({
      ...wire,
      props,
      path: transformHtml ? undefined : sink.writer.directPath?.(outFile),
      previous: transformHtml ? undefined : sink.cache.reusable(outFile, hash),
    });
  }

  /**
   * The jobs as the worker threads get them (with worker threads): the JSON (and HTML) only, the props objects stay in
   * this thread. The props' new shared parts go to every worker first.
   */
  private forWorkers(jobs: RenderJob[]): RenderJob[] | undefined {
    const { pool } = this.input;
    const parts = this.encoder.takeNewParts();
    // Sent at once to every worker (so before any later task), whichever thread renders this batch: a worker may
    // be handed a later page that names them.
    if (pool && parts.length > 0)
      pool.broadcast('page-parts', { build: this.encoder.build, parts }).catch(() => undefined);
    return pool && jobs.map((job) => ({ ...job, props: undefined }));
  }

  /**
   * A free worker thread renders (or links) the batch and writes the files itself, or a busy one that has room in its
   * queue takes it; undefined when none can.
   */
  private toWorker(workerJobs: RenderJob[]): Promise<RenderOutcome[]> | undefined {
    const { pool } = this.input;
    if (!pool) return undefined;
    const outcomes = pool.tryRun('render', workerJobs);
    if (outcomes) return outcomes;
    // A worker that finishes its batch while this thread renders one of its own would wait for the next: each keeps
    // up to WORKER_BACKLOG batches in its queue, and this thread renders only when they are all full. Not while the
    // workers have many bodies left to render: a batch would wait behind them while this thread could render it
    // (paced bodies come a chunk at a time, and a batch waits behind a chunk or two).
    const bodiesBehind = this.bodiesDone || pool.spreading <= SPREAD_SLACK * pool.size;
    if (bodiesBehind && pool.loaded && pool.queued < WORKER_BACKLOG * pool.size)
      return pool.runAhead('render', workerJobs);
    return undefined;
  }

  /**
   * Before this thread takes a step of its other work: batches are queued for the workers (once they have loaded: a
   * small site is done before they have) until they hold enough to stay busy through a long step.
   */
  private queuedAhead(workerJobs: RenderJob[], start: number): Promise<RenderOutcome[]> | undefined {
    const { pool } = this.input;
    if (!pool?.loaded || pool.queued >= queueLimit(this.pages.length - start, pool.size)) return undefined;
    return pool.runAhead('render', workerJobs);
  }

  /** This thread renders the batch. */
  private renderHere(jobs: RenderJob[]): Promise<RenderOutcome[]> {
    const { threads, context } = this.input;
    return Promise.resolve(threads.local.renderPages(jobs, context.markup, context.theme));
  }

  /** Chains the handling of a batch's outcomes after the batches before it. */
  private queue(pending: Pending[], outcomes: Promise<RenderOutcome[]>): void {
    // Handled at once: a batch that fails (a full disk in a worker) while the chain still waits for earlier ones
    // must not count as an unhandled rejection, which would end the process without its clean-up.
    const settled: Promise<void> = outcomes.then(
      () => void this.inFlight.delete(settled),
      () => void this.inFlight.delete(settled),
    );
    this.inFlight.add(settled);
    this.chain = this.chain.then(() => outcomes).then((list) => this.finish(pending, list));
    // Awaited later or through the window; this only keeps an early exit from leaving a rejection unhandled.
    this.chain.catch(() => undefined);
    this.window.push(this.chain);
  }

  /** Counts a batch's pages, records them in the cache, gives the sink the HTML that came back (memory, transformed). */
  private async finish(pending: Pending[], outcomes: RenderOutcome[]): Promise<void> {
    const writes: Promise<void>[] = [];
    pending.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (outcome.error !== undefined) return this.fail(p.page, outcome.error, outcome.at);
      // HTML comes back only from writers that take no path (memory), or to be transformed: the others' pages are
      // written already.
      const html = outcome.html === undefined ? undefined : this.transformed(p.page.route, outcome.html);
      if (html === null) return;
      if (html !== undefined) writes.push(this.input.sink.page(p.outFile, html));
      this.input.sink.cache.record(p.outFile, p.hash, outcome.bytes);
      if (outcome.reused) this.result.reused++;
      if (outcome.ms !== undefined) keepSlowest(this.result.slowest, { route: p.page.route, ms: outcome.ms });
      this.result.pageCount++;
    });
    this.handled += pending.length;
    this.input.onPages?.(this.handled, this.pages.length);
    await Promise.all(writes);
  }

  /** The page's HTML after the plugins' transforms, or null when one failed (its diagnostic is added). */
  private transformed(route: string, html: string): string | null {
    const transform = this.input.transformHtml;
    if (!transform) return html;
    const applied = transform(html, route);
    if ('diagnostic' in applied) this.input.diagnostics.push(applied.diagnostic);
    return 'diagnostic' in applied ? null : applied.html;
  }

  /** Reports a page that failed to render. */
  private fail(page: SitePage, message: string, at?: ThemeErrorLocation): void {
    this.input.diagnostics.push(renderFailed(this.input.context.site.config.rootDir, page, message, at));
  }
}
