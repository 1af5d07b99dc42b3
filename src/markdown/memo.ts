// Markdown bodies rendered by the last build of a project (in this process, or loaded from the build cache), reused
// when the body, its place and every answer the site gave its links and images are the same: rendering markdown is
// the largest cost of a rebuild after a one-page edit.
import { hash } from 'node:crypto';
import type { RenderedMarkdown } from './types.ts';
import type { LinkTables } from './link-resolver.ts';
import {
  answersHold,
  ownAnswersHold,
  type BatchRendering,
  type MarkdownJob,
  type RenderedJob,
  type RendererMemo,
} from './jobs.ts';

/**
 * A source file's last rendering: its place, its body (in this process) or the body's hash (loaded from the build
 * cache), and the result.
 */
export interface MemoEntry {
  place: string;
  body?: string | undefined;
  hash?: string | undefined;
  rendered: RenderedJob;
  /**
   * `rendered` as the build cache stores it (JSON without its HTML: see `renderedJson`), when a worker thread made it
   * (dropped once the cache is written); null when that worker keeps it to write the cache itself.
   */
  json?: string | null | undefined;
}

/** The renderings of one project's last build, with a hash of the link tables they were made against. */
export interface MarkdownMemo {
  tables: string;
  entries: Map<string, MemoEntry>;
}

/** What the markdown stage keeps between the builds of one session (see `BuildSession`). */
export interface MarkdownMemory {
  /**
   * Project and markdown settings → the renderings of its last build. Each build replaces its project's memo, so only
   * the files of the last build are kept.
   */
  memos: Map<string, MarkdownMemo>;
  /** Cache folder → what each shard of the markdown build cache held when it was last read or written. */
  shards: Map<string, string[]>;
  /** The markdown renderers made so far, by setting. */
  renderers: RendererMemo;
}

/** An empty markdown memory. */
export function createMarkdownMemory(): MarkdownMemory {
  return { memos: new Map(), shards: new Map(), renderers: new Map() };
}

// Pure memo: link tables are never changed once made, and serve's patched sites keep the last ones, so each is hashed
// once; the hash is a function of the tables alone.
const tablesFingerprintMemo = new WeakMap<LinkTables, string>();

/** A hash of everything the link tables can answer from: equal hashes give equal answers. */
function fingerprint(tables: LinkTables): string {
  let known = tablesFingerprintMemo.get(tables);
  if (known === undefined) tablesFingerprintMemo.set(tables, (known = hashTables(tables)));
  return known;
}

function hashTables(tables: LinkTables): string {
  // One string, hashed at once: an update per entry cost several times more on a large site.
  const parts = [`${tables.urls.baseUrl}\n${String(tables.urls.trailingSlash)}`];
  for (const [source, route] of tables.routeBySource) parts.push(`\n${source}\n${route}`);
  parts.push('\0');
  for (const [file, abs] of tables.staticFiles) parts.push(`\n${file}\n${abs}`);
  parts.push('\0');
  for (const [file, asset] of tables.contentAssets ?? []) parts.push(`\n${file}\n${asset.outputPath}`);
  return hash('sha1', parts.join(''), 'base64url');
}

const placeOf = (job: MarkdownJob): string => `${job.route}\0${job.contentRelPath}\0${job.bodyLineOffset}`;

/** The hash a cached entry names its body by. */
export const bodyHash = (body: string): string => hash('sha1', body, 'base64url');

// Bodies are compared as strings while in memory (an unchanged file's parse, and so its body, is the very same
// string: no cost), and by hash only for entries loaded from the build cache.
const sameBody = (entry: MemoEntry, body: string): boolean =>
  entry.body !== undefined ? entry.body === body : entry.hash === bodyHash(body);

/** The renderings of a list of jobs: each job's markdown (or a promise of it), in order, and when they are all done. */
export interface MemoRenderings {
  /** Per job: its markdown now (reused, or rendered in this thread), or a promise of it. */
  results: (RenderedMarkdown | Promise<RenderedMarkdown>)[];
  /** Resolves (to how many bodies were rendered, not reused) once every job is done and the memo is updated. */
  done: Promise<number>;
}

/**
 * Renders jobs, in order, taking unchanged ones from the last build under `key` in `memos` (undefined: no memo) and
 * passing the others to `render` in one batch.
 */
export function renderMarkdownMemo(
  memos: Map<string, MarkdownMemo>,
  key: string | undefined,
  jobs: MarkdownJob[],
  tables: LinkTables,
  render: (jobs: MarkdownJob[]) => (BatchRendering | Promise<BatchRendering>)[],
  dropBodies = false,
): MemoRenderings {
  const previous = key === undefined ? undefined : memos.get(key);
  // Same tables: every recorded answer holds, without asking again (the common case: an edit that moves no page).
  const sameTables = previous !== undefined && previous.tables === fingerprint(tables);
  const reused: (MemoEntry | undefined)[] = jobs.map((job) => {
    const entry = previous?.entries.get(job.file);
    return entry &&
      entry.place === placeOf(job) &&
      sameBody(entry, job.body) &&
      // An included file or the front matter may change whatever the tables say (a partial edited alone).
      (sameTables
        ? ownAnswersHold(job, entry.rendered.calls)
        : answersHold(tables, job, entry.rendered.calls))
      ? entry
      : undefined;
  });
  const misses = jobs.filter((_, i) => reused[i] === undefined);
  const fresh = misses.length > 0 ? render(misses) : [];
  // Taken after the jobs went out: a first build has no memo to compare with, and its workers start sooner.
  const tablesKey = key === undefined ? '' : fingerprint(tables);
  // Each job's memo entry, made as soon as its rendering is known: with `dropBodies`, the entry keeps the body's hash
  // and the job lets go of its body then, so that a large build never holds every source text to its end.
  const kept: (MemoEntry | undefined)[] = new Array<MemoEntry | undefined>(jobs.length);
  const keep = (
    job: MarkdownJob,
    i: number,
    hash: string | undefined,
    rendered: RenderedJob,
    json?: string | null,
  ): void => {
    if (key === undefined) return;
    const body = dropBodies ? undefined : job.body;
    kept[i] = {
      place: placeOf(job),
      body,
      hash: hash ?? (dropBodies ? bodyHash(job.body) : undefined),
      rendered,
      json,
    };
  };
  let next = 0;
  const results = jobs.map((job, i) => {
    const entry = reused[i];
    if (entry) {
      // In the steady state (serve, one edit) the entry is kept as it is: making 100,000 new ones a rebuild was a
      // measurable part of it. One still holding its cache form, or its body when bodies go, is made anew without.
      const asItIs =
        entry.json === undefined && (dropBodies ? entry.body === undefined : entry.body === job.body);
      if (asItIs && key !== undefined) kept[i] = entry;
      else keep(job, i, entry.hash, entry.rendered);
      return entry.rendered.markdown;
    }
    const fresh_ = fresh[next++]!;
    const settle = ({ cacheForm, ...rendered }: BatchRendering): RenderedMarkdown => {
      keep(job, i, cacheForm?.bodyHash, rendered, cacheForm?.json);
      if (dropBodies) job.body = '';
      return rendered.markdown;
    };
    return fresh_ instanceof Promise ? fresh_.then(settle) : settle(fresh_);
  });
  const done = Promise.all(results).then(() => {
    if (key !== undefined) {
      const entries = new Map<string, MemoEntry>();
      jobs.forEach((job, i) => entries.set(job.file, kept[i]!));
      memos.set(key, { tables: tablesKey, entries });
    }
    return misses.length;
  });
  return { results, done };
}
