// Markdown bodies rendered by the last build of a project in this process (serve rebuilds, tests), reused when the
// body, its place and every answer the site gave its links and images are the same: rendering markdown is the
// largest cost of a rebuild after a one-page edit.
import type { RenderedMarkdown } from '../markdown/types.ts';
import type { LinkTables } from './link-resolver.ts';
import { answersHold, type MarkdownJob, type RenderedJob } from './markdown-jobs.ts';

interface Entry {
  job: MarkdownJob;
  rendered: RenderedJob;
}

// Project and markdown settings → source file → its last rendering. Each build replaces its project's map, so only
// the files of the last build are kept.
const memos = new Map<string, Map<string, Entry>>();

const sameJob = (a: MarkdownJob, b: MarkdownJob): boolean =>
  a.body === b.body &&
  a.bodyLineOffset === b.bodyLineOffset &&
  a.route === b.route &&
  a.contentRelPath === b.contentRelPath;

/**
 * Renders jobs, in order, taking unchanged ones from the last build under `key` (undefined: no memo) and passing the
 * others to `render` in one batch.
 */
export async function renderMarkdownMemo(
  key: string | undefined,
  jobs: MarkdownJob[],
  tables: LinkTables,
  render: (jobs: MarkdownJob[]) => Promise<RenderedJob[]>,
): Promise<RenderedMarkdown[]> {
  const previous = key === undefined ? undefined : memos.get(key);
  const results: (RenderedJob | undefined)[] = jobs.map((job) => {
    const entry = previous?.get(job.file);
    return entry && sameJob(entry.job, job) && answersHold(tables, job, entry.rendered.calls)
      ? entry.rendered
      : undefined;
  });
  const misses = jobs.filter((_, i) => results[i] === undefined);
  const fresh = misses.length > 0 ? await render(misses) : [];
  let next = 0;
  const kept = new Map<string, Entry>();
  const markdown = jobs.map((job, i) => {
    const rendered = results[i] ?? fresh[next++]!;
    kept.set(job.file, { job, rendered });
    return rendered.markdown;
  });
  if (key !== undefined) memos.set(key, kept);
  return markdown;
}
