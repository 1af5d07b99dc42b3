// The output modes that render every page now: `disk` (a staging folder swapped in on success) and `memory` (tests).
// Pages are rendered while this thread runs the checks, the search index and the markdown cache alongside (on worker
// threads when the site is large), then the other files are written and the output committed.
import path from 'node:path';
import type { ClientBundle } from '../assets/bundle-client.ts';
import { linkedContentAssets } from '../model/content-assets.ts';
import { configFileName } from '../config/resolve.ts';
import { BuildAbortedError, hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { assertSafeOutDir, DiskWriter } from '../output/disk.ts';
import { removeLeftTemporaries } from '../output/leftovers.ts';
import { MemoryWriter } from '../output/memory.ts';
import { CACHE_DIR, PageCache } from '../output/page-cache.ts';
import { writeOrReuse } from '../output/reuse-file.ts';
import type { Writer } from '../output/writer.ts';
import { saveMarkdownCacheWith } from '../parallel/markdown.ts';
import { htmlTransformOf, runPostBuild } from '../plugins/hooks.ts';
import { renderSitePages } from '../parallel/render-stage.ts';
import { machineReadableFiles } from '../render/files/machine-readable.ts';
import { extraFiles } from '../render/files/site-files.ts';
import type { RenderContext } from '../render/render-context.ts';
import { writeMadeFiles } from './made-files.ts';
import type { SiteModel } from './model.ts';
import { bodyReleaser } from './release-bodies.ts';
import { searchOutput, type SearchOutput } from './search-output.ts';
import { keepOtherLocaleFolders, type LocaleOutputs } from './locales.ts';
import { appendAll } from '../shared/append-all.ts';
import type { BuildOptions, BuildResult } from './options.ts';
import type { BuildPlan } from './plan.ts';
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
  plan: BuildPlan;
  outDir: string;
  /** The build's result so far, ok or not. */
  result: (ok: boolean) => BuildResult;
  /** The other locales' files, written under `<locale>/`. */
  locales?: LocaleOutputs | undefined;
  /** `--locale <default>`: carry the last output's other locale folders into the new one. */
  keepLocales?: boolean | undefined;
  /** The build owns its site model (no session outlives it): bodies can be dropped from it as pages are made. */
  ownsModel?: boolean | undefined;
}

/** Opens the writer of the output mode: a staging folder beside `outDir`, or memory. */
async function openWriter(input: WriteOutputInput): Promise<{ writer: Writer; memory?: MemoryWriter }> {
  if (!input.plan.onDisk) {
    const memory = new MemoryWriter();
    return { writer: memory, memory };
  }
  const rootDir = input.model.config.rootDir;
  const config = input.model.config;
  const contentDir = path.resolve(rootDir, config.contentDir);
  const sourceDirs = [
    config.docs.path,
    config.pages.path,
    ...(config.blog ? [config.blog.path] : []),
    config.staticDir,
  ].map((sub) => path.resolve(contentDir, sub));
  await assertSafeOutDir(input.outDir, rootDir, contentDir, sourceDirs);
  const cacheDir = path.join(rootDir, CACHE_DIR);
  // Temporary files of builds that were killed while they saved the caches.
  removeLeftTemporaries([cacheDir, path.join(cacheDir, 'markdown')]);
  const disk = new DiskWriter(input.outDir, path.join(cacheDir, 'trash'));
  await disk.open();
  return { writer: disk };
}

/** Renders every page, writes the other files and commits the output; a failure leaves the last output as it was. */
export async function writeOutput(input: WriteOutputInput): Promise<BuildResult> {
  const { model, client, context, timer, options } = input;
  const { config, site, diagnostics, pool } = model;
  const { writer, memory } = await openWriter(input);
  let search: SearchOutput | undefined;
  let machineWritten: Promise<void> | undefined;
  // The paths of the twins and llms files once written early: a static file or another one at the same path must not
  // replace them (they were written after every other file, and so won).
  let machinePaths: Set<string> | undefined;
  // Writes in flight end before the staging folder is removed.
  const abort = async (): Promise<void> => {
    await search?.written().catch(() => undefined);
    await machineWritten?.catch(() => undefined);
    await writer.abort();
  };
  try {
    // The model's own diagnostics (the markdown bodies' among them, once they are all rendered) come first, then the
    // checks' (which add suggestions to them), then render failures unless the model failed.
    let modelFailed = false;
    const runChecks = (): void => {
      const earlier = diagnostics.splice(0);
      modelFailed = hasErrors(earlier);
      for (const d of model.checks(earlier)) diagnostics.push(d);
    };
    let cacheSaved = Promise.resolve();
    const target = model.markdownCache;
    // Once the cache save has its copies of the bodies, the model's are needed only by the pages still to be made.
    let savePlanned = target === undefined;
    const releaser =
      input.ownsModel && !memory
        ? bodyReleaser(site.pages, (markdown) => !savePlanned && model.bodyNeeded(markdown))
        : undefined;
    const saveMarkdownCache = (saving: Promise<void>): void => {
      cacheSaved = saving;
      savePlanned = true;
      releaser?.sweep();
      // No later build reuses the memo of a build that owns its model: once the save has planned its shards from it, it
      // goes (its resolver answers and places were some 1-2 KB a page, held to the end).
      if (input.ownsModel && target) target.memory.memos.delete(target.memoKey);
    };
    const cache = memory
      ? PageCache.none()
      : await PageCache.forDisk(config.rootDir, input.outDir, input.context.theme?.key);
    // Pages go into the search index as their props are made, and each search file is written as soon as it is made:
    // a 100,000-page site's were 270 MB, all held until the end. Unchanged files (most search shards after an edit)
    // are linked from the last output, not written again.
    const searchFiles = searchOutput(site, writer, cache);
    search = searchFiles;
    const finishSearch = (): void => {
      searchFiles.finish();
      releaser?.searchMade();
    };
    // The disk writer writes synchronously: the files are all made and written before the render stage goes on.
    const writeMachineFiles = (): void => {
      const start = performance.now();
      const makers = machineReadableFiles(site);
      machinePaths = new Set(makers.map(([relPath]) => relPath));
      machineWritten = writeMadeFiles(writer, cache, makers).then(() =>
        timer.record('write-markdown', performance.now() - start),
      );
      // Awaited below; this only keeps a failed write from counting as unhandled meanwhile.
      machineWritten.catch(() => undefined);
    };
    // Work of this thread that the pages don't need, done while the worker threads render (one thread: before, so
    // that a check error stops the build before any page is rendered).
    const alongside = [
      // First, so that a worker thread writes the files while this thread runs the other steps.
      ...timer.steps(
        'markdown-cache',
        target ? [() => saveMarkdownCache(saveMarkdownCacheWith(pool, target))] : [],
      ),
      ...timer.steps('check', [runChecks]),
      ...timer.steps('search-index', [finishSearch]),
      // Last, with worker threads: the markdown twins and llms files are made while the workers render pages, not after
      // the last page with the workers idle. One thread makes them after its pages, as before: the check errors that
      // stop such a build are known only once its steps have run.
      ...(pool ? [writeMachineFiles] : []),
    ];
    if (!pool) {
      for (const run of alongside.splice(0)) run();
      if (hasErrors(diagnostics)) {
        await abort();
        return input.result(false);
      }
    }
    const renderFailures: Diagnostic[] = [];
    const rendered = await timer.run('render', () =>
      renderSitePages({
        context,
        writer,
        cache,
        pool,
        threads: input.session.threads,
        signal: options.signal,
        diagnostics: renderFailures,
        alongside,
        markdown: model.markdown,
        onProps: (page, index) => {
          // First: a body's text is dropped once every page that shows it is in the index.
          searchFiles.through(index);
          releaser?.made(page);
        },
        transformHtml: htmlTransformOf(config.plugins, configFileName(config)),
        onPages:
          options.onProgress && ((done, total) => options.onProgress?.({ stage: 'render', done, total })),
      }),
    );
    if (!modelFailed) for (const d of renderFailures) diagnostics.push(d);
    if (hasErrors(diagnostics)) {
      await abort();
      return input.result(false);
    }
    // The render stage runs every step given to it before it returns.
    await searchFiles.written();
    await timer.run('write-extras', async () => {
      const free = (relPath: string): boolean => !machinePaths?.has(relPath);
      const files = extraFiles(site, config, client, context)
        .filter(([path]) => free(path))
        .map(([path, make]) => ({ path, contents: make() }));
      await Promise.all(files.map((f) => writeOrReuse(writer, cache, f.path, f.contents)));
      for (const asset of model.scan.staticAssets)
        if (free(asset.relPath)) await writer.copy(asset.relPath, asset.absPath);
      for (const asset of linkedContentAssets(site))
        if (free(asset.outputPath)) await writer.copy(asset.outputPath, asset.absPath);
      for (const [file, contents] of input.locales?.files ?? [])
        if (free(file)) await writer.write(file, contents);
      if (input.keepLocales && !memory) await keepOtherLocaleFolders(config, input.outDir, writer);
    });
    if (machineWritten) await machineWritten;
    else await timer.run('write-markdown', () => writeMadeFiles(writer, cache, machineReadableFiles(site)));
    if (options.signal?.aborted) throw new BuildAbortedError();
    await timer.run('commit', async () => {
      await cacheSaved;
      await cache.prepare();
      try {
        await writer.commit();
      } catch (error) {
        cache.discard();
        throw error;
      }
      cache.publish();
    });
    const postBuilt = memory ? [] : await postBuild(input);
    for (const d of postBuilt) diagnostics.push(d);
    if (input.locales) appendAll(diagnostics, input.locales.diagnostics);
    return {
      ...input.result(postBuilt.length === 0),
      committed: postBuilt.length > 0 || undefined,
      translations: input.locales?.translations,
      pageCount: rendered.pageCount + (input.locales?.pageCount ?? 0),
      memory,
      pageStats: {
        rendered: rendered.pageCount - rendered.reused,
        reused: rendered.reused,
        markdown: await model.markdown.done,
        slowest: rendered.slowest,
      },
    };
  } catch (error) {
    await abort();
    throw error;
  }
}

/** Runs the plugins' `postBuild` hooks on the output in place (a stage only when some plugin has one). */
async function postBuild(input: WriteOutputInput): Promise<Diagnostic[]> {
  const { config, site } = input.model;
  if (!config.plugins.some((plugin) => plugin.postBuild)) return [];
  const routes = site.pages.map((page) => page.route);
  return input.timer.run('post-build', () =>
    runPostBuild(config.plugins, { outDir: input.outDir, routes }, configFileName(config)),
  );
}
