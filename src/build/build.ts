import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildModel, type StageRunner } from './model.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { ContentScan } from '../content/types.ts';
import { hasErrors, type Diagnostic } from '../diagnostics.ts';
import { assertSafeOutDir, DiskWriter } from '../output/disk.ts';
import { MemoryWriter } from '../output/memory.ts';
import type { Writer } from '../output/writer.ts';
import { bundleClient } from '../assets/bundle-client.ts';
import { createClientConfig } from '../render/props/client-config.ts';
import { LazyOutput } from '../output/lazy.ts';
import { extraFiles } from '../render/files/site-files.ts';
import { CACHE_DIR, PageCache } from '../output/page-cache.ts';
import { createRenderContext } from '../render/render-context.ts';
import { saveMarkdownCacheWith } from '../parallel/markdown.ts';
import { BuildAbortedError, renderSitePages } from '../parallel/render-stage.ts';
import { createSearchFiles, SEARCH_MANIFEST_PATH } from '../search/index-files.ts';
import type { Site } from '../model/site-types.ts';
import { fileHref } from '../shared/urls.ts';
import { configFileName } from '../config/resolve.ts';
import { htmlTransformOf, runPostBuild } from '../plugins/hooks.ts';

export { BuildAbortedError } from '../parallel/render-stage.ts';

/** Options of one build. */
export interface BuildOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  /** Output folder, overriding the config's `outDir`. */
  outDir?: string | undefined;
  /**
   * `disk` (default) writes and swaps the output folder; `memory` keeps files in the returned writer; `lazy` (serve)
   * renders nothing up front and returns an output that makes each file when asked for.
   */
  output?: 'disk' | 'memory' | 'lazy';
  /** A config already loaded (serve reuses it between rebuilds). */
  config?: ResolvedConfig;
  includeDrafts?: boolean;
  signal?: AbortSignal;
  /** Called after each stage with its duration. */
  onStage?: (stage: string, ms: number) => void;
  /**
   * serve: the last build's content scan and the files changed since. The scan is reused (and unchanged files are not
   * read again) when every change is an edit of a file the scan listed; any other change scans again.
   */
  previous?: { scan: ContentScan; changed: ReadonlySet<string> } | undefined;
  /** serve: leave the link checks to `BuildResult.checks`, to run after the new site is served. Default: false. */
  deferChecks?: boolean;
  /** Stop after the checks, with no code colouring, rendering or writing (`docsgen check`). Default: false. */
  siteOnly?: boolean;
}

/** What a build did. */
export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Number of HTML pages written. */
  pageCount: number;
  /** Absolute output folder (disk builds). */
  outDir: string;
  /** The files, for memory builds. */
  memory: MemoryWriter | undefined;
  /** The output, for lazy builds. */
  lazy?: LazyOutput | undefined;
  site: Site | undefined;
  timings: { stage: string; ms: number }[];
  /**
   * Pages rendered by this build and pages taken unchanged from the last one (the build cache), and how many markdown
   * bodies were rendered (the others came from the cache).
   */
  pageStats?: { rendered: number; reused: number; markdown: number };
  /** The content scan (serve hands it to its next build). */
  scan?: ContentScan | undefined;
  /** With `deferChecks`: runs the link checks and returns every diagnostic of the build. */
  checks?: (() => Diagnostic[]) | undefined;
  /** True when a failed build had put its output in place already (a plugin's `postBuild` failed after that). */
  committed?: boolean | undefined;
}

/**
 * Runs every stage: the model (config → scan → parse → site), then the output (client bundle → render context → pages,
 * with the checks, search index and markdown cache alongside → files → commit).
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: { stage: string; ms: number }[] = [];
  const record = (name: string, ms: number): void => {
    timings.push({ stage: name, ms });
    options.onStage?.(name, ms);
  };
  const stage: StageRunner = async (name, run) => {
    if (options.signal?.aborted) throw new BuildAbortedError();
    const start = performance.now();
    const value = await run();
    record(name, performance.now() - start);
    return value;
  };
  /** The steps of one stage run apart (alongside the render stage), timed together once the last one has run. */
  const timedSteps = (name: string, steps: (() => void)[]): (() => void)[] => {
    let ms = 0;
    return steps.map((run, i) => () => {
      const start = performance.now();
      run();
      ms += performance.now() - start;
      if (i === steps.length - 1) record(name, ms);
    });
  };

  // esbuild bundles the browser code in its own process, alongside the model stages.
  const clientBundle = options.siteOnly ? undefined : bundleClient();
  clientBundle?.catch(() => undefined);
  // A build that writes its pages runs the link checks while its worker threads render (see `alongside` below).
  const rendersNow = !options.siteOnly && options.output !== 'lazy';
  const model = await buildModel(
    { ...options, deferChecks: options.deferChecks || rendersNow, streamMarkdown: rendersNow },
    stage,
  );
  const { config, scan, site, diagnostics, pool } = model;
  const rootDir = config.rootDir;
  const outDir = path.resolve(options.cwd, options.outDir ?? config.outDir);
  const result = (ok: boolean): BuildResult => ({
    ok,
    diagnostics,
    pageCount: 0,
    outDir,
    memory: undefined,
    site,
    timings,
  });
  if (options.siteOnly) return result(!hasErrors(diagnostics));
  // The model's own diagnostics (the markdown bodies' among them, once they are all rendered) come first, then the
  // checks' (which add suggestions to them), then render failures unless the model failed (an old-style build would
  // not have rendered at all).
  let modelFailed = false;
  const runChecks = (): void => {
    const earlier = diagnostics.splice(0);
    modelFailed = hasErrors(earlier);
    diagnostics.push(...model.checks(earlier));
  };
  if (hasErrors(diagnostics)) {
    if (rendersNow) {
      await model.markdown.done;
      runChecks();
    }
    return result(false);
  }

  const client = await stage('bundle-client', () => clientBundle ?? bundleClient());
  const context = await stage('render-context', () =>
    createRenderContext(site, {
      stylesheet: fileHref(client.stylesheet, config),
      script: fileHref(client.script, config),
      themeScript: client.themeScript,
      clientConfig: createClientConfig(config, client, SEARCH_MANIFEST_PATH),
    }),
  );

  if (options.output === 'lazy') {
    const lazy = await stage('prepare', () => {
      const files = new Map(extraFiles(site, config, client, context));
      for (const asset of scan.staticAssets) files.set(asset.relPath, () => readFileSync(asset.absPath));
      return new LazyOutput(context, files, htmlTransformOf(config.plugins, configFileName(config)));
    });
    return {
      ...result(true),
      pageCount: lazy.pageCount,
      lazy,
      scan,
      checks: options.deferChecks ? model.checks : undefined,
    };
  }

  let writer: Writer;
  let memory: MemoryWriter | undefined;
  if (options.output === 'memory') {
    writer = memory = new MemoryWriter();
  } else {
    await assertSafeOutDir(outDir, rootDir, path.resolve(rootDir, config.contentDir));
    const disk = new DiskWriter(outDir, path.join(rootDir, CACHE_DIR, 'trash'));
    await disk.open();
    writer = disk;
  }

  try {
    // Work of this thread that the pages don't need, done while the worker threads render (one thread: before, so
    // that a check error stops the build before any page is rendered).
    const made: { search?: ReturnType<typeof createSearchFiles> } = {};
    let cacheSaved = Promise.resolve();
    const target = model.markdownCache;
    const alongside = [
      // First, so that a worker thread writes the files while this thread runs the other steps.
      ...timedSteps(
        'markdown-cache',
        target ? [() => (cacheSaved = saveMarkdownCacheWith(pool, target))] : [],
      ),
      ...timedSteps('check', [runChecks]),
      ...timedSteps('search-index', [() => (made.search = createSearchFiles(site))]),
    ];
    if (!pool) {
      for (const run of alongside.splice(0)) run();
      if (hasErrors(diagnostics)) {
        await writer.abort();
        return result(false);
      }
    }
    const cache = memory ? PageCache.none() : await PageCache.forDisk(rootDir, outDir);
    const renderFailures: Diagnostic[] = [];
    const rendered = await stage('render', () =>
      renderSitePages({
        context,
        writer,
        cache,
        pool,
        signal: options.signal,
        diagnostics: renderFailures,
        alongside,
        markdown: model.markdown,
        transformHtml: htmlTransformOf(config.plugins, configFileName(config)),
      }),
    );
    if (!modelFailed) diagnostics.push(...renderFailures);
    if (hasErrors(diagnostics)) {
      await writer.abort();
      return result(false);
    }
    // The render stage runs every step given to it before it returns.
    const searchFiles = made.search?.files;
    if (!searchFiles) throw new Error('the search index was not made');
    await stage('write-extras', async () => {
      const files = extraFiles(site, config, client, context).map(([path, make]) => ({
        path,
        contents: make(),
      }));
      await Promise.all([...files, ...searchFiles].map((f) => writer.write(f.path, f.contents)));
      for (const asset of scan.staticAssets) await writer.copy(asset.relPath, asset.absPath);
    });
    if (options.signal?.aborted) throw new BuildAbortedError();
    await stage('commit', async () => {
      await cacheSaved;
      await writer.commit();
      await cache.save();
    });
    const postBuilt = memory ? [] : await postBuild(config, outDir, site, stage);
    diagnostics.push(...postBuilt);
    return {
      ...result(postBuilt.length === 0),
      committed: postBuilt.length > 0 || undefined,
      pageCount: rendered.pageCount,
      memory,
      pageStats: {
        rendered: rendered.pageCount - rendered.reused,
        reused: rendered.reused,
        markdown: await model.markdown.done,
      },
    };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** Runs the plugins' `postBuild` hooks on the output in place (a stage only when some plugin has one). */
async function postBuild(
  config: ResolvedConfig,
  outDir: string,
  site: Site,
  stage: StageRunner,
): Promise<Diagnostic[]> {
  if (!config.plugins.some((plugin) => plugin.postBuild)) return [];
  const routes = site.pages.map((page) => page.route);
  return stage('post-build', () => runPostBuild(config.plugins, { outDir, routes }, configFileName(config)));
}
