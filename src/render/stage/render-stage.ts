// The render stage: every page of the site rendered into the output, on worker threads when the build has them.
// src/parallel runs the tasks on the threads; this stage decides what they are.
import { PageBatches, type RenderStageInput, type RenderStageResult } from './page-batches.ts';

export { PAGES_PER_BATCH, QUEUE_AHEAD, queueLimit, WORKER_BACKLOG } from './batching.ts';
export type { RenderStageInput, RenderStageResult } from './page-batches.ts';

/**
 * Renders every page: props (in this thread), then HTML (in a free worker thread when there is one, which also writes
 * it to disk; else in this thread). Pages whose props hash matches the last build's are linked from it instead. Pages
 * are written as they are rendered, so memory stays flat however large the site.
 */
export function renderSitePages(input: RenderStageInput): Promise<RenderStageResult> {
  return new PageBatches(input).run();
}
