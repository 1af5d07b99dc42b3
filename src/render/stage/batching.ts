// How the render stage cuts the site's pages into batches and shares them between the worker threads and this thread.

// Pages per job: large enough to amortise a message, small enough to spread evenly over the threads and that this
// thread, at the end, never waits long for a worker still warming up its copy of the renderer (1,000 pages: 48 took
// about 0.1 s longer).
export const PAGES_PER_BATCH = 16;

// Batches whose results wait for an earlier one (results are handled in page order). This thread never waits for a
// worker while it can render a batch itself; this only bounds what a slow worker can leave waiting behind it.
export const MAX_WAITING_BATCHES = 64;

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
