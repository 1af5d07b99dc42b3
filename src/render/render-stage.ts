import { stat } from 'node:fs/promises';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import type { Writer } from '../output/writer.ts';
import type { SitePage } from '../site/site-types.ts';
import { routeOutFile } from '../site/urls.ts';
import { propsHash, type PageCache } from './page-cache.ts';
import { createPageProps } from './page-props.ts';
import type { RenderContext } from './render-context.ts';
import { yieldToEvents, type WorkerPool } from './worker-pool.ts';
import type { PageProps } from '../../templates/props.ts';
import { renderPageHtml } from './render-page.ts';
import type { PreviousPage, RenderJob, RenderOutcome } from './worker-tasks.ts';

/** Thrown when a build is interrupted through its AbortSignal. */
export class BuildAbortedError extends Error {
  constructor() {
    super('build interrupted');
    this.name = 'BuildAbortedError';
  }
}

/** What the render stage needs: the prepared site, where to write, the page cache and the worker threads (if any). */
export interface RenderStageInput {
  context: RenderContext;
  writer: Writer;
  cache: PageCache;
  pool: WorkerPool | undefined;
  signal: AbortSignal | undefined;
  /** Render failures are added here. */
  diagnostics: Diagnostic[];
}

/** Counts of the render stage. */
export interface RenderStageResult {
  /** Pages written (rendered or reused). */
  pageCount: number;
  /** Pages taken unchanged from the last build. */
  reused: number;
}

// Pages per job: large enough to amortise a message, small enough to spread evenly over the threads.
const BATCH = 48;

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
  /** Kept for rendering in this thread (worker threads get the JSON). */
  props: PageProps;
}

/** Renders props in this thread; a failure becomes the outcome's error. */
function renderHere(props: PageProps): RenderOutcome {
  try {
    return { html: renderPageHtml(props), bytes: 0, reused: false };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The output file of a page. */
export function pageOutFile(page: SitePage, trailingSlash: boolean | undefined): string {
  return page.kind === 'not-found' ? '404.html' : routeOutFile(page.route, trailingSlash);
}

/** Renders one page of the site now (serve renders pages when they are asked for). */
export function renderPageNow(context: RenderContext, page: SitePage): string {
  return renderPageHtml(createPageProps(context, page));
}

/**
 * Renders every page: props (in this thread), then HTML (in a free worker thread when there is one, which also writes
 * it to disk; else in this thread). Pages whose props hash matches the last build's are linked from it instead. At most
 * a few batches are in flight at once, so memory stays flat however large the site.
 */
export async function renderSitePages(input: RenderStageInput): Promise<RenderStageResult> {
  const { context, writer, cache, pool, signal, diagnostics } = input;
  const { config } = context.site;
  const keepHtml = writer.directPath === undefined;
  const result: RenderStageResult = { pageCount: 0, reused: 0 };
  const fail = (page: SitePage, message: string): void => {
    const file = sourceFileOf(page) ?? page.route;
    diagnostics.push(
      createDiagnostic('error', 'render-failed', file, `rendering ${page.route} failed: ${message}`),
    );
  };

  const finish = async (pending: Pending[], outcomes: RenderOutcome[]): Promise<void> => {
    const writes: Promise<void>[] = [];
    pending.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (outcome.error !== undefined) return fail(p.page, outcome.error);
      if (outcome.html !== undefined && keepHtml) {
        writes.push(writer.write(p.outFile, outcome.html));
        cache.record(p.outFile, p.hash, 0);
      } else if (outcome.html !== undefined) {
        const bytes = Buffer.from(outcome.html, 'utf8');
        writes.push(writer.write(p.outFile, bytes));
        cache.record(p.outFile, p.hash, bytes.length);
      } else cache.record(p.outFile, p.hash, outcome.bytes);
      if (outcome.reused) result.reused++;
      result.pageCount++;
    });
    await Promise.all(writes);
  };

  // In this thread: unchanged pages are reused through the writer, the others rendered (the writer writes them).
  const runHere = async (pending: Pending[], jobs: RenderJob[]): Promise<RenderOutcome[]> => {
    const outcomes: RenderOutcome[] = new Array(jobs.length);
    await Promise.all(
      jobs.map(async (job, i) => {
        const bytes = job.previous && (await reuseHere(writer, pending[i]!.outFile, job.previous));
        if (bytes !== undefined) outcomes[i] = { html: undefined, bytes, reused: true };
      }),
    );
    const writes: Promise<void>[] = [];
    pending.forEach((p, i) => {
      if (outcomes[i]) return;
      const outcome = renderHere(p.props);
      // On disk the page goes out at once as bytes (kept off the JS heap while the write is under way).
      if (keepHtml || outcome.error !== undefined || outcome.html === undefined) outcomes[i] = outcome;
      else {
        const bytes = Buffer.from(outcome.html, 'utf8');
        writes.push(writer.write(p.outFile, bytes));
        outcomes[i] = { html: undefined, bytes: bytes.length, reused: false };
      }
    });
    await Promise.all(writes);
    return outcomes;
  };

  // Results are handled in page order (a chain), so diagnostics do not depend on which thread finished first.
  let chain: Promise<void> = Promise.resolve();
  const window: Promise<void>[] = [];
  const maxInFlight = pool ? pool.size + 1 : 1;
  const pages = context.site.pages;
  for (let start = 0; start < pages.length; start += BATCH) {
    if (signal?.aborted) throw new BuildAbortedError();
    // Let the event loop in before each batch: worker threads report finished batches through it, and an interrupt
    // (SIGINT) is only seen there, since writes are synchronous.
    await yieldToEvents();
    const pending: Pending[] = [];
    const jobs: RenderJob[] = [];
    for (const page of pages.slice(start, start + BATCH)) {
      let json: string;
      let props: PageProps;
      try {
        props = createPageProps(context, page);
        json = JSON.stringify(props);
      } catch (error) {
        fail(page, (error as Error).message);
        continue;
      }
      const outFile = pageOutFile(page, config.trailingSlash);
      const hash = propsHash(json);
      pending.push({ page, outFile, hash, props });
      jobs.push({ json, path: undefined, previous: cache.reusable(outFile, hash) });
    }
    if (jobs.length === 0) continue;
    // A free worker thread renders (or reuses) the batch and writes the files itself on disk; else this thread does.
    const forWorker =
      pool && jobs.map((job, i) => ({ ...job, path: writer.directPath?.(pending[i]!.outFile) }));
    const outcomes = (forWorker && pool?.tryRun('render', forWorker)) || runHere(pending, jobs);
    chain = chain.then(() => outcomes).then((list) => finish(pending, list));
    // Awaited below or through the window; this only keeps an early exit from leaving a rejection unhandled.
    chain.catch(() => undefined);
    window.push(chain);
    if (window.length >= maxInFlight) await window.shift();
  }
  await chain;
  return result;
}

/** The last build's file of a page, linked through the writer; its size, or undefined when unusable. */
async function reuseHere(
  writer: Writer,
  outFile: string,
  previous: PreviousPage,
): Promise<number | undefined> {
  try {
    if ((await stat(previous.file)).size !== previous.bytes) return undefined;
    await (writer.link ?? writer.copy).call(writer, outFile, previous.file);
    return previous.bytes;
  } catch {
    return undefined;
  }
}
