// The steps of an output that renders every page now (disk, memory), and what they share: the checks' verdict on the
// model, the markdown cache's save, the search files and the markdown twins written early. Pages are rendered while
// this thread runs the checks, the search index and the cache alongside (on worker threads when the site is large).
import type { ClientBundle } from '../assets/bundle-client.ts';
import { configFileName } from '../config/resolve.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { linkedContentAssets } from '../model/content-assets.ts';
import type { OutputSink } from '../output/sink.ts';
import { saveMarkdownCacheWith } from '../parallel/markdown.ts';
import { renderSitePages, type RenderStageResult } from '../render/stage/render-stage.ts';
import { htmlTransformOf, runPostBuild } from '../plugins/hooks.ts';
import { machineReadableFiles } from '../render/files/machine-readable.ts';
import { extraFiles } from '../render/files/site-files.ts';
import type { RenderContext } from '../render/render-context.ts';
import { keepOtherLocaleFolders, type LocaleOutputs } from './locales.ts';
import { writeMadeFiles } from './made-files.ts';
import type { SiteModel } from './model.ts';
import type { BuildOptions } from './options.ts';
import { bodyReleaser, type BodyReleaser } from './release-bodies.ts';
import { searchOutput, type SearchOutput } from './search-output.ts';
import type { BuildSession } from './session.ts';
import type { StageTimer } from './stage-timer.ts';

/** What writing the output needs from the stages before it. */
export interface WriteOutputInput {
  model: SiteModel;
  client: ClientBundle;
  context: RenderContext;
  timer: StageTimer;
  session: BuildSession;
  options: BuildOptions;
  /** Where the files go; begun by `writeOutput`. */
  sink: OutputSink;
  /** Absolute output folder. */
  outDir: string;
  /** The other locales' files, written under `<locale>/`. */
  locales?: LocaleOutputs | undefined;
  /** `--locale <default>` on disk: carry the last output's other locale folders into the new one. */
  keepLocales: boolean;
  /** The build owns its site model (no session outlives it): the memo of its markdown goes once the cache has it. */
  ownsModel: boolean;
  /** Bodies are dropped from the model as their pages are made (see release-bodies.ts). */
  releasesBodies: boolean;
  /** The plugins' `postBuild` hooks run on the output once it is in place. */
  postBuild: boolean;
}

/** The steps of an output that renders now, with the state they share. */
export class OutputSteps {
  /** The model had errors of its own before the checks: render failures would only repeat them. */
  private modelFailed = false;
  private cacheSaved: Promise<void> = Promise.resolve();
  // Once the cache save has its copies of the bodies, the model's are needed only by the pages still to be made.
  private savePlanned: boolean;
  private readonly releaser: BodyReleaser | undefined;
  private readonly search: SearchOutput;
  /**
   * The markdown twins and llms files once written early, by path: a static file or another one at the same path must
   * not replace them (they were written after every other file, and so won).
   */
  private machine: { paths: Set<string>; written: Promise<void> } | undefined;

  constructor(private readonly input: WriteOutputInput) {
    const { model, sink } = input;
    this.savePlanned = model.markdownCache === undefined;
    this.releaser = input.releasesBodies
      ? bodyReleaser(model.site.pages, (markdown) => !this.savePlanned && model.bodyNeeded(markdown))
      : undefined;
    // Pages go into the search index as their props are made, and each search file is written as soon as it is made:
    // a 100,000-page site's were 270 MB, all held until the end. Unchanged files (most search shards after an edit)
    // are linked from the last output, not written again.
    this.search = searchOutput(model.site, sink.writer, sink.cache);
  }

  /** Whether worker threads render the pages (this thread's other steps then run while they do). */
  get threaded(): boolean {
    return this.input.model.pool !== undefined;
  }

  /** Whether the build has failed so far. */
  get failed(): boolean {
    return hasErrors(this.input.model.diagnostics);
  }

  /** Work of this thread that the pages don't need, in order, each step timed with its stage. */
  alongside(): (() => void)[] {
    const { timer, model } = this.input;
    const target = model.markdownCache;
    return [
      // First, so that a worker thread writes the files while this thread runs the other steps.
      ...timer.steps(
        'markdown-cache',
        target ? [() => this.saveMarkdownCache(saveMarkdownCacheWith(model.pool, target))] : [],
      ),
      ...timer.steps('check', [() => this.runChecks()]),
      ...timer.steps('search-index', [() => this.finishSearch()]),
      // Last, with worker threads: the markdown twins and llms files are made while the workers render pages, not after
      // the last page with the workers idle. One thread makes them after its pages, as before: the check errors that
      // stop such a build are known only once its steps have run.
      ...(this.threaded ? [() => this.writeMachineFiles()] : []),
    ];
  }

  /** Renders every page into the sink; render failures count unless the model had failed already. */
  async renderPages(alongside: (() => void)[]): Promise<RenderStageResult> {
    const { model, context, sink, options, session, timer } = this.input;
    const { config } = model;
    const renderFailures: Diagnostic[] = [];
    const rendered = await timer.run('render', () =>
      renderSitePages({
        context,
        sink,
        pool: model.pool,
        threads: session.threads,
        signal: options.signal,
        diagnostics: renderFailures,
        alongside,
        markdown: model.markdown,
        onProps: (page, index) => {
          // First: a body's text is dropped once every page that shows it is in the index.
          this.search.through(index);
          this.releaser?.made(page);
        },
        transformHtml: htmlTransformOf(config.plugins, configFileName(config)),
        onPages:
          options.onProgress && ((done, total) => options.onProgress?.({ stage: 'render', done, total })),
      }),
    );
    if (!this.modelFailed) for (const d of renderFailures) model.diagnostics.push(d);
    return rendered;
  }

  /** Writes the files besides the pages: search files, extras, static and content assets, other locales, twins. */
  async writeFiles(): Promise<void> {
    const { model, client, context, sink, timer, outDir } = this.input;
    const { site, config } = model;
    // The render stage runs every step given to it before it returns.
    await this.search.written();
    await timer.run('write-extras', async () => {
      const free = (relPath: string): boolean => !this.machine?.paths.has(relPath);
      const files = extraFiles(site, config, client, context).filter(([path]) => free(path));
      await Promise.all(files.map(([path, make]) => sink.file(path, make)));
      for (const asset of model.scan.staticAssets)
        if (free(asset.relPath)) await sink.copy(asset.relPath, asset.absPath);
      for (const asset of linkedContentAssets(site))
        if (free(asset.outputPath)) await sink.copy(asset.outputPath, asset.absPath);
      for (const [file, contents] of this.input.locales?.files ?? [])
        if (free(file)) await sink.writer.write(file, contents);
      if (this.input.keepLocales) await keepOtherLocaleFolders(config, outDir, sink.writer);
    });
    if (this.machine) await this.machine.written;
    else
      await timer.run('write-markdown', () =>
        writeMadeFiles(sink.writer, sink.cache, machineReadableFiles(site)),
      );
  }

  /** Puts the output in place once the markdown cache is saved; then the plugins' `postBuild` hooks, if any. */
  async commit(): Promise<Diagnostic[]> {
    const { timer, sink } = this.input;
    await timer.run('commit', async () => {
      await this.cacheSaved;
      await sink.finish();
    });
    return this.input.postBuild ? this.postBuild() : [];
  }

  /** Drops the output once the writes in flight have ended (before the staging folder is removed). */
  async abort(): Promise<void> {
    await this.search.written().catch(() => undefined);
    await this.machine?.written.catch(() => undefined);
    await this.input.sink.abort();
  }

  // The model's own diagnostics (the markdown bodies' among them, once they are all rendered) come first, then the
  // checks' (which add suggestions to them), then render failures unless the model failed.
  private runChecks(): void {
    const { diagnostics } = this.input.model;
    const earlier = diagnostics.splice(0);
    this.modelFailed = hasErrors(earlier);
    for (const d of this.input.model.checks(earlier)) diagnostics.push(d);
  }

  private saveMarkdownCache(saving: Promise<void>): void {
    this.cacheSaved = saving;
    this.savePlanned = true;
    this.releaser?.sweep();
    // No later build reuses the memo of a build that owns its model: once the save has planned its shards from it, it
    // goes (its resolver answers and places were some 1-2 KB a page, held to the end).
    const target = this.input.model.markdownCache;
    if (this.input.ownsModel && target) target.memory.memos.delete(target.memoKey);
  }

  private finishSearch(): void {
    this.search.finish();
    this.releaser?.searchMade();
  }

  // The disk writer writes synchronously: the files are all made and written before the render stage goes on.
  private writeMachineFiles(): void {
    const { sink, timer, model } = this.input;
    const start = performance.now();
    const makers = machineReadableFiles(model.site);
    const written = writeMadeFiles(sink.writer, sink.cache, makers).then(() =>
      timer.record('write-markdown', performance.now() - start),
    );
    // Awaited later; this only keeps a failed write from counting as unhandled meanwhile.
    written.catch(() => undefined);
    this.machine = { paths: new Set(makers.map(([relPath]) => relPath)), written };
  }

  /** Runs the plugins' `postBuild` hooks on the output in place (a stage only when some plugin has one). */
  private async postBuild(): Promise<Diagnostic[]> {
    const { config, site } = this.input.model;
    if (!config.plugins.some((plugin) => plugin.postBuild)) return [];
    const routes = site.pages.map((page) => page.route);
    return this.input.timer.run('post-build', () =>
      runPostBuild(config.plugins, { outDir: this.input.outDir, routes }, configFileName(config)),
    );
  }
}
