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

// Project and markdown settings → the link tables' fingerprint and, by source file, its last rendering. Each build
// replaces its project's entry, so only the files of the last build are kept.
const memos = new Map<string, { tables: string; entries: Map<string, Entry> }>();

/** Everything the link tables can answer from, as one string: equal strings give equal answers. */
function fingerprint(tables: LinkTables): string {
  const parts = [tables.urls.baseUrl, String(tables.urls.trailingSlash)];
  for (const [source, route] of tables.routeBySource) parts.push(source, route);
  parts.push('\0');
  for (const [file, abs] of tables.staticFiles) parts.push(file, abs);
  return parts.join('\n');
}

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
  const tablesKey = key === undefined ? '' : fingerprint(tables);
  // Same tables: every recorded answer holds, without asking again (the common case: an edit that moves no page).
  const sameTables = previous?.tables === tablesKey;
  const results: (RenderedJob | undefined)[] = jobs.map((job) => {
    const entry = previous?.entries.get(job.file);
    return entry && sameJob(entry.job, job) && (sameTables || answersHold(tables, job, entry.rendered.calls))
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
  if (key !== undefined) memos.set(key, { tables: tablesKey, entries: kept });
  return markdown;
}
