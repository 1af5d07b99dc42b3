import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig, ThemeComponentSource } from '../config/types.ts';
import { loadSources } from '../content/load.ts';
import type { ParsedSource, SourceFile } from '../content/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LinkTables } from '../markdown/link-resolver.ts';
import { linkPreviousFile } from '../output/reuse-file.ts';
import type { MarkdownRenderer } from '../markdown/types.ts';
import { markdownRendererInWorker, type ExtensionsMemo } from './plugin-markdown.ts';
import {
  renderMarkdownJob,
  type CacheForm,
  type MarkdownJob,
  type RenderedJob,
  type RendererMemo,
} from '../markdown/jobs.ts';
import { renderedJson, writeShards, type ShardWrite } from '../markdown/cache.ts';
import { HeldForms } from './held-forms.ts';
import { bodyHash } from '../markdown/memo.ts';
import type { UrlOptions } from '../shared/urls.ts';
import type { PageProps } from '../../templates/props.ts';
import { decodePageProps, type WirePage, type WirePart } from './props-wire.ts';
import { MarkupCache } from '../../templates/markup-cache.ts';
import type { PreviousPage } from '../output/page-cache.ts';
import { renderPageHtml } from '../render/render-page.ts';
import {
  renderFailure,
  ThreadTheme,
  type LoadedTheme,
  type RenderFailure,
} from '../render/theme-overrides.ts';

/**
 * A page to render: its props as `PropsEncoder` writes them (the shared parts they name come first, in a `page-parts`
 * task), and where to write it (disk builds) or nothing (the HTML comes back).
 */
export interface RenderJob extends WirePage {
  /** The props themselves, when the job runs in the thread that made them (no JSON to parse). */
  props?: PageProps | undefined;
  path: string | undefined;
  /** The last build's file of this page, rendered from the same props (linked instead of rendered). */
  previous?: PreviousPage | undefined;
}

/**
 * What one page gave: its size, its HTML (when not written) and whether it came from the last build, or the error that
 * stopped it.
 */
export type RenderOutcome =
  | { html: string | undefined; bytes: number; reused: boolean; ms?: number; error?: undefined }
  | RenderFailure;

/** The shared inputs of the markdown jobs of one build. */
export interface MarkdownSetup {
  build: number;
  options: ResolvedConfig['markdown'];
  plain: boolean;
  urls: UrlOptions;
  routeBySource: [string, string][];
  docsRoots: string[];
  staticFiles: [string, string][];
  /** The files beside the content: content-relative path → where they are and go. */
  contentAssets: [string, { absPath: string; outputPath: string }][];
  /**
   * Send each rendered job back in its build-cache form (JSON and HTML: the build's thread puts them together), and keep
   * that form for a `markdown-cache` task of the same build.
   */
  cacheForm: boolean;
  /** Where the kept forms wait for the `markdown-cache` task (a folder of the build cache); none: in memory. */
  heldDir?: string | undefined;
}

/** The tasks a build worker runs, with their input and output. */
export interface WorkerTasks {
  parse: { input: SourceFile[]; output: { parsed: ParsedSource[]; diagnostics: Diagnostic[] } };
  'markdown-setup': { input: MarkdownSetup; output: undefined };
  markdown: { input: { build: number; jobs: MarkdownJob[] }; output: (RenderedJob | CacheForm)[] };
  'page-parts': { input: { build: number; parts: WirePart[] }; output: undefined };
  render: { input: RenderJob[]; output: RenderOutcome[] };
  /** The site's compiled theme components for the renders that follow (none: the theme's own). */
  theme: { input: ThemeComponentSource[]; output: undefined };
  'markdown-cache': { input: ShardWrite[]; output: void };
}

/** A task name. */
export type WorkerTask = keyof WorkerTasks;

/** Told the index in a task's input of the page or file the task starts on. */
export type ItemProgress = (index: number) => void;

/** In a worker thread: the task `id` starts on item `index` of its input (read if the worker dies out of memory). */
export function noteProgress(progress: Int32Array, id: number, index: number): void {
  Atomics.store(progress, 0, id);
  Atomics.store(progress, 1, index);
}

/**
 * The page or file at `index` of a task's input, as a path: the output file of a page (a build's), the source file of
 * a markdown job; undefined for the other tasks, which do not tell their progress.
 */
export function itemPath<K extends WorkerTask>(
  task: K,
  input: WorkerTasks[K]['input'],
  index: number,
): string | undefined {
  if (task === 'render') return (input as RenderJob[])[index]?.path;
  if (task === 'markdown') return (input as WorkerTasks['markdown']['input']).jobs[index]?.file;
  return undefined;
}

/**
 * Runs the build tasks in one thread, with what that thread keeps between tasks: a worker thread has one for its life,
 * and a build session one for the tasks its own thread runs.
 */
export class TaskRunner {
  // This thread's copy of the current build's markdown setup (sent once per build, not with every chunk).
  private setup:
    | { build: number; options: MarkdownSetup; tables: LinkTables; renderer: Promise<MarkdownRenderer> }
    | undefined;
  // The cache form of each body this thread rendered in the current build, by file: the markdown cache is written from
  // it without this thread's JSON crossing back.
  private held = new HeldForms(undefined);
  private readonly madeDirs = new Set<string>();
  // The shared page parts this thread was sent, parsed, by id: the current build's, and the last build's (whose pages,
  // in an interrupted build, can still come after the next build's parts).
  private parts = { build: 0, current: new Map<string, unknown>(), last: new Map<string, unknown>() };
  // Each page is encoded into this one buffer (grown when a page needs more): a new buffer per page was a measurable
  // part of writing, and of the garbage collector's work.
  private scratch = Buffer.allocUnsafe(256 * 1024);
  private readonly renderers: RendererMemo = new Map();
  // The markdown extensions of each bundled config this thread imported (once per config code).
  private readonly extensions: ExtensionsMemo = new Map();
  /** The parts of pages this thread renders once (bounded in size). */
  readonly markup = new MarkupCache();
  // The site's theme components of the current build (sent by a `theme` task).
  private readonly theme = new ThreadTheme();

  private partById(id: string): unknown {
    const part = this.parts.current.get(id) ?? this.parts.last.get(id);
    if (part === undefined) throw new Error(`page part ${id} was not sent to this thread`);
    return part;
  }

  /**
   * Renders pages (or links the last build's file of an unchanged one) and writes them where a path is given,
   * synchronously; `markup` caches their repeated parts (default: this thread's).
   */
  renderPages(
    jobs: RenderJob[],
    markup: MarkupCache = this.markup,
    theme: LoadedTheme | undefined = this.theme.loaded,
    onItem?: ItemProgress,
  ): RenderOutcome[] {
    const failure = this.theme.failureFor(theme);
    return jobs.map((job, index): RenderOutcome => {
      if (failure) return failure;
      onItem?.(index);
      if (job.path !== undefined && job.previous) {
        const bytes = this.reusePrevious(job.previous, job.path);
        if (bytes !== undefined) return { html: undefined, bytes, reused: true };
      }
      let html: string;
      const started = performance.now();
      try {
        const props = job.props ?? decodePageProps(job, (id) => this.partById(id));
        html = renderPageHtml(props, markup, theme?.components);
      } catch (error) {
        return renderFailure(error, theme);
      }
      if (job.path === undefined) return { html, bytes: 0, reused: false, ms: performance.now() - started };
      const bytes = this.writePage(job.path, html);
      return { html: undefined, bytes, reused: false, ms: performance.now() - started };
    });
  }

  private writePage(file: string, html: string): number {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (this.scratch.length < html.length * 3) this.scratch = Buffer.allocUnsafe(html.length * 3);
    const length = this.scratch.write(html, 0, 'utf8');
    this.ensureDir(path.dirname(file));
    writeFileSync(file, this.scratch.subarray(0, length));
    return length;
  }

  /** Creates a folder after its parent, with one system call each (the first page of a folder pays for it). */
  private ensureDir(dir: string): void {
    if (this.madeDirs.has(dir)) return;
    const parent = path.dirname(dir);
    if (parent !== dir) this.ensureDir(parent);
    try {
      mkdirSync(dir);
    } catch (error) {
      // Another thread made it, or it is an ancestor of the output (which may refuse mkdir for other reasons).
      if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw error;
    }
    this.madeDirs.add(dir);
  }

  /**
   * Puts the last build's file of a page at `target` when it is still the size it was written at: hard-linked (copied
   * across devices). Returns its size, or undefined when it can't be used.
   */
  reusePrevious(previous: PreviousPage, target: string): number | undefined {
    try {
      this.ensureDir(path.dirname(target));
    } catch {
      return undefined;
    }
    return linkPreviousFile(previous, target);
  }

  /** Runs one task in this thread; `onItem` is told the index of each page or file of the input as it starts. */
  async run<K extends WorkerTask>(
    task: K,
    input: WorkerTasks[K]['input'],
    onItem?: ItemProgress,
  ): Promise<WorkerTasks[K]['output']> {
    type Out = WorkerTasks[K]['output'];
    switch (task) {
      case 'parse':
        return (await loadSources(input as SourceFile[])) as Out;
      case 'markdown-setup': {
        const options = input as MarkdownSetup;
        const tables: LinkTables = {
          urls: options.urls,
          routeBySource: new Map(options.routeBySource),
          docsRoots: options.docsRoots,
          staticFiles: new Map(options.staticFiles),
          contentAssets: new Map(options.contentAssets),
          imageSizes: new Map(),
        };
        // The renderer is set before anything is awaited: the build's markdown jobs may come while it loads.
        const renderer = markdownRendererInWorker(
          this.renderers,
          this.extensions,
          options.options,
          options.plain,
        );
        this.setup = { build: options.build, options, tables, renderer };
        this.held.clear();
        this.held = new HeldForms(options.heldDir);
        await renderer;
        return undefined as Out;
      }
      case 'markdown': {
        const { build, jobs } = input as WorkerTasks['markdown']['input'];
        const setup = this.setup;
        if (setup?.build !== build)
          throw new Error(`markdown jobs of build ${build} came before their setup`);
        const renderer = await setup.renderer;
        const tables = setup.tables;
        const cacheForm = setup.options.cacheForm;
        return jobs.map((job, index) => {
          onItem?.(index);
          const rendered = renderMarkdownJob(renderer, tables, job);
          if (!cacheForm) return rendered;
          const json = renderedJson(rendered);
          const { html } = rendered.markdown;
          this.held.set(job.file, [json, html]);
          return { json, html, bodyHash: bodyHash(job.body) };
        }) as Out;
      }
      case 'page-parts': {
        const { build, parts: list } = input as WorkerTasks['page-parts']['input'];
        if (build !== this.parts.build) this.parts = { build, current: new Map(), last: this.parts.current };
        for (const [id, json] of list) this.parts.current.set(id, JSON.parse(json));
        return undefined as Out;
      }
      case 'render':
        return this.renderPages(input as RenderJob[], this.markup, this.theme.loaded, onItem) as Out;
      case 'theme':
        this.theme.use(input as ThemeComponentSource[]);
        return undefined as Out;
      case 'markdown-cache': {
        const shards = input as ShardWrite[];
        const missing = (file: string): never => {
          throw new Error(`the markdown cache entry of ${file} is not in this thread`);
        };
        try {
          writeShards(shards, (file) => this.held.get(file) ?? missing(file));
        } finally {
          this.held.clear();
        }
        return undefined as Out;
      }
    }
    throw new Error(`unknown build task ${String(task)}`);
  }
}
