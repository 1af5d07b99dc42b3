import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../config/types.ts';
import { createPlainHighlighter } from './plain-highlighter.ts';
import { createMarkdownRenderer } from './index.ts';
import type { MarkdownRenderer, RenderedMarkdown } from './types.ts';
import { createLinkResolvers, type LinkTables } from './link-resolver.ts';
import { markdownSettingsKey } from '../plugins/markdown.ts';

/** One markdown body to render, with what its links are resolved against. */
export interface MarkdownJob {
  body: string;
  /** Project-relative source file, for diagnostics. */
  file: string;
  bodyLineOffset: number;
  /** The file's path inside the content folder. */
  contentRelPath: string;
  route: string;
  /** The page's front matter, for MDX's `frontMatter` (absent: none). */
  frontMatter?: Readonly<Record<string, unknown>> | undefined;
}

/** What a body asked the site while it was rendered: each link or image target and the answer (as text). */
export type ResolverCalls = [kind: 'link' | 'image' | 'file' | 'front', target: string, answer: string][];

/** A rendered job: the markdown, and the questions whose answers it depends on. */
export interface RenderedJob {
  markdown: RenderedMarkdown;
  calls: ResolverCalls;
}

/**
 * A rendered job as the build cache stores it (made by the worker thread that rendered it): JSON of all but its HTML,
 * its HTML as is, and its body's hash.
 */
export interface CacheForm {
  json: string;
  html: string;
  bodyHash: string;
}

/**
 * What a batch renderer gives for a job: the rendered job, and its cache form when a worker made one (the JSON, without
 * the HTML the job holds, null when that worker keeps it, to write the cache itself).
 */
export type BatchRendering = RenderedJob & {
  cacheForm?: { json: string | null; bodyHash: string } | undefined;
};

/**
 * Renders markdown jobs in this thread or spread over worker threads: one promise per job, in order, each settled as
 * soon as its job is done (pages can be rendered while later bodies are still being rendered).
 */
export type MarkdownBatchRenderer = (jobs: MarkdownJob[], tables: LinkTables) => Promise<BatchRendering>[];

// `undefined` (no such page or file) as an answer's text.
const NONE = '\0';
const answerOf = (value: unknown): string =>
  value === undefined ? NONE : typeof value === 'string' ? value : JSON.stringify(value);

function readIncluded(absPath: string): string | undefined {
  try {
    return readFileSync(absPath, 'utf8');
  } catch {
    return undefined;
  }
}

// An included file is remembered by its hash: the file itself may be large.
const fileAnswer = (text: string | undefined): string =>
  text === undefined ? NONE : hash('sha1', text, 'base64url');

/** Renders one job with a renderer and the site's link tables, recording what it asked the resolvers. */
export function renderMarkdownJob(
  renderer: MarkdownRenderer,
  tables: LinkTables,
  job: MarkdownJob,
): RenderedJob {
  const resolvers = createLinkResolvers(tables, job.contentRelPath, job.route);
  const calls: ResolverCalls = [];
  const markdown = renderer.render(job.body, {
    file: job.file,
    bodyLineOffset: job.bodyLineOffset,
    resolveLink(target) {
      const answer = resolvers.resolveLink(target);
      calls.push(['link', target, answerOf(answer)]);
      return answer;
    },
    resolveImage(src) {
      const answer = resolvers.resolveImage(src);
      calls.push(['image', src, answerOf(answer)]);
      return answer;
    },
    readFile(absPath) {
      const text = readIncluded(absPath);
      calls.push(['file', absPath, fileAnswer(text)]);
      return text;
    },
    frontMatter() {
      const frontMatter = job.frontMatter ?? {};
      calls.push(['front', '', frontMatterAnswer(frontMatter)]);
      return frontMatter;
    },
  });
  return { markdown, calls };
}

const frontMatterAnswer = (frontMatter: Readonly<Record<string, unknown>>): string =>
  hash('sha1', JSON.stringify(frontMatter), 'base64url');

// The answers that do not come from the link tables: an included file's text, the page's front matter.
const ownAnswerHolds = (job: MarkdownJob, kind: 'file' | 'front', target: string, answer: string): boolean =>
  kind === 'file'
    ? fileAnswer(readIncluded(target)) === answer
    : frontMatterAnswer(job.frontMatter ?? {}) === answer;

/** True when the site still answers every recorded question of a job the same way. */
export function answersHold(tables: LinkTables, job: MarkdownJob, calls: ResolverCalls): boolean {
  if (calls.length === 0) return true;
  const resolvers = createLinkResolvers(tables, job.contentRelPath, job.route);
  return calls.every(([kind, target, answer]) =>
    kind === 'file' || kind === 'front'
      ? ownAnswerHolds(job, kind, target, answer)
      : answerOf(kind === 'link' ? resolvers.resolveLink(target) : resolvers.resolveImage(target)) === answer,
  );
}

/**
 * True when every recorded question the link tables do not answer (files read, the front matter) is answered the same
 * way: what still has to be asked when the tables are the same.
 */
export function ownAnswersHold(job: MarkdownJob, calls: ResolverCalls): boolean {
  return calls.every(
    ([kind, target, answer]) =>
      (kind !== 'file' && kind !== 'front') || ownAnswerHolds(job, kind, target, answer),
  );
}

/**
 * Markdown renderers by setting. They are expensive to make (the highlighter loads grammars): a session keeps them for
 * its rebuilds, and each worker thread its own.
 */
export type RendererMemo = Map<string, Promise<MarkdownRenderer>>;

/**
 * The markdown renderer for a config's markdown settings, made once per setting in `renderers`; `plain` colours no
 * code (`docsgen check`).
 */
export function markdownRendererFor(
  renderers: RendererMemo,
  options: ResolvedConfig['markdown'],
  plain: boolean,
): Promise<MarkdownRenderer> {
  const key = `${plain}${markdownSettingsKey(options)}`;
  const cached = renderers.get(key);
  if (cached) return cached;
  const renderer = plain
    ? createPlainHighlighter(options.codeLanguages).then((h) => createMarkdownRenderer(options, h))
    : createMarkdownRenderer(options);
  renderers.set(key, renderer);
  // A failed one (a markdown plugin that threw) is made again next time: serve retries after the config is fixed.
  renderer.catch(() => renderers.delete(key));
  return renderer;
}
