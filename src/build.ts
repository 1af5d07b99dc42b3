import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkSite } from './check/index.ts';
import { loadConfig } from './config/load.ts';
import type { ResolvedConfig } from './config/types.ts';
import { scanContent } from './content/scan.ts';
import type { ContentScan } from './content/types.ts';
import { hasErrors, type Diagnostic } from './diagnostics.ts';
import { assertSafeOutDir, DiskWriter } from './output/disk.ts';
import { MemoryWriter } from './output/memory.ts';
import type { Writer } from './output/writer.ts';
import { bundleClient } from './render/bundle-client.ts';
import { createClientConfig } from './render/client-config.ts';
import { createCspFile } from './render/csp.ts';
import { createFeeds } from './render/feeds.ts';
import { searchManifestValue, SEARCH_MANIFEST_TOKEN } from './render/late-value.ts';
import { CACHE_DIR, currentRendererKey, PageCache } from './render/page-cache.ts';
import { loadSourcesMemo, parallelMarkdown, workerPoolFor } from './render/parallel.ts';
import { LazyOutput, lazyLateValue } from './render/lazy-output.ts';
import { createRenderContext, type RenderContext } from './render/render-context.ts';
import { BuildAbortedError, renderSitePages } from './render/render-stage.ts';
import { createRobots, createSitemap } from './render/sitemap.ts';
import { createSearchFiles } from './search/index-files.ts';
import { createSite } from './site/create-site.ts';
import { loadMarkdownCache, saveMarkdownCache } from './site/markdown-cache.ts';
import { markdownRendererFor } from './site/markdown-jobs.ts';
import type { Site } from './site/site-types.ts';
import { fileHref } from './site/urls.ts';

export { BuildAbortedError } from './render/render-stage.ts';

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
}

/** Whether a content scan still describes the content folder after `changed` files changed (edits only). */
function scanStillHolds(scan: ContentScan, changed: ReadonlySet<string>): boolean {
  const known = new Set([...scan.docs, ...scan.pages, ...scan.blog].map((f) => f.absPath));
  for (const asset of scan.staticAssets) known.add(asset.absPath);
  return [...changed].every((file) => known.has(file) && existsSync(file));
}

/** Runs every stage: config → scan → parse → site → client bundle → pages → search → checks → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: { stage: string; ms: number }[] = [];
  const stage = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    if (options.signal?.aborted) throw new BuildAbortedError();
    const start = performance.now();
    const value = await run();
    const ms = performance.now() - start;
    timings.push({ stage: name, ms });
    options.onStage?.(name, ms);
    return value;
  };

  // esbuild bundles the browser code in its own process, alongside the stages below.
  const clientBundle = options.siteOnly ? undefined : bundleClient();
  clientBundle?.catch(() => undefined);
  const config =
    options.config ??
    (await stage('config', () => loadConfig({ cwd: options.cwd, configPath: options.configPath }))).config;
  const rootDir = config.rootDir;
  const outDir = path.resolve(options.cwd, options.outDir ?? config.outDir);
  const contentRoot = path.resolve(rootDir, config.contentDir);
  const diagnostics: Diagnostic[] = [];

  const previous = options.previous;
  const reuseScan = previous !== undefined && scanStillHolds(previous.scan, previous.changed);
  const scan: ContentScan = await stage('scan', () =>
    reuseScan
      ? previous.scan
      : scanContent({
          rootDir,
          contentDir: config.contentDir,
          docsPath: config.docs.path,
          blogPath: config.blog ? config.blog.path : false,
          authorsMapPath: config.blog ? config.blog.authorsMapPath : 'authors.yml',
        }),
  );
  diagnostics.push(...scan.diagnostics);

  // Large sites spread parsing, markdown and rendering over worker threads (they start while this thread parses).
  const pool = workerPoolFor(scan.docs.length + scan.pages.length + scan.blog.length);
  const parsed = await stage('parse', async () => {
    // serve's builds skip reading files that did not change since its last build.
    const memo = options.output === 'lazy' ? rootDir : undefined;
    // With the scan reused, the watcher's list says which files changed: the others are not even looked at.
    const changed = reuseScan ? previous.changed : undefined;
    const [docs, pages, blog] = await Promise.all([
      loadSourcesMemo(memo && `${memo}\0docs`, pool, scan.docs, changed),
      loadSourcesMemo(memo && `${memo}\0pages`, pool, scan.pages, changed),
      loadSourcesMemo(memo && `${memo}\0blog`, pool, scan.blog, changed),
    ]);
    diagnostics.push(...docs.diagnostics, ...pages.diagnostics, ...blog.diagnostics);
    return { docs: docs.parsed, pages: pages.parsed, blog: blog.parsed };
  });

  const plain = options.siteOnly === true;
  const markdownMemoKey = `${rootDir}\0${plain}\0${JSON.stringify(config.markdown)}`;
  // Disk builds keep rendered markdown in the build cache, so the next build renders only what changed.
  const markdownCache =
    !plain && (options.output === undefined || options.output === 'disk')
      ? {
          dir: path.join(rootDir, CACHE_DIR, 'markdown'),
          memoKey: markdownMemoKey,
          rendererKey: currentRendererKey(),
        }
      : undefined;
  if (markdownCache) await stage('cache-load', () => loadMarkdownCache(markdownCache));
  const markdown = await stage('markdown-init', () => markdownRendererFor(config.markdown, plain));
  const renderMarkdown = pool ? parallelMarkdown(pool, config.markdown, plain) : undefined;
  const {
    site,
    diagnostics: siteDiagnostics,
    markdownRendered,
  } = await stage('site', () =>
    createSite({
      config,
      scan,
      ...parsed,
      markdown,
      renderMarkdown,
      markdownMemoKey,
      includeDrafts: options.includeDrafts ?? false,
    }),
  );
  diagnostics.push(...siteDiagnostics);
  const checks = (): Diagnostic[] => checkSite(site, diagnostics);
  if (!options.deferChecks) {
    const checked = await stage('check', checks);
    diagnostics.splice(0, diagnostics.length, ...checked);
  }
  if (options.siteOnly)
    return {
      ok: !hasErrors(diagnostics),
      diagnostics,
      pageCount: 0,
      outDir,
      memory: undefined,
      site,
      timings,
    };

  const failed = (): BuildResult => ({
    ok: false,
    diagnostics,
    pageCount: 0,
    outDir,
    memory: undefined,
    site,
    timings,
  });
  if (hasErrors(diagnostics)) return failed();

  const client = await stage('bundle-client', () => clientBundle ?? bundleClient());
  const assets = (clientConfig: string) => ({
    stylesheet: fileHref(client.stylesheet, config),
    script: fileHref(client.script, config),
    themeScript: client.themeScript,
    clientConfig,
  });
  // Pages name the search manifest by a token: its hashed URL changes with every page's content (see late-value.ts).
  const clientConfig = createClientConfig(config, client, SEARCH_MANIFEST_TOKEN);
  /** Every output file but pages, search index and static files, each made when called. */
  const extraFiles = (context: RenderContext): [string, () => string | Uint8Array][] => [
    ...[
      ...client.files,
      ...context.fragments,
      ...createFeeds(site),
      createCspFile(client.themeScript, config.markdown.embedHosts),
    ].map((f): [string, () => string | Uint8Array] => [f.path, () => f.contents]),
    ['sitemap.xml', () => createSitemap(site.pages, config)],
    ['robots.txt', () => createRobots(config)],
    // GitHub Pages would otherwise hide files and folders that start with '_'.
    ['.nojekyll', () => ''],
  ];

  if (options.output === 'lazy') {
    const lazy = await stage('prepare', () => {
      const context = createRenderContext(site, assets(clientConfig));
      const files = new Map(extraFiles(context));
      for (const asset of scan.staticAssets) files.set(asset.relPath, () => readFileSync(asset.absPath));
      return new LazyOutput(context, lazyLateValue(), files);
    });
    return {
      ok: true,
      diagnostics,
      pageCount: lazy.pageCount,
      outDir,
      memory: undefined,
      lazy,
      site,
      timings,
      scan,
      checks: options.deferChecks ? checks : undefined,
    };
  }

  let writer: Writer;
  let memory: MemoryWriter | undefined;
  if (options.output === 'memory') {
    writer = memory = new MemoryWriter();
  } else {
    await assertSafeOutDir(outDir, rootDir, contentRoot);
    const disk = new DiskWriter(outDir, path.join(rootDir, CACHE_DIR, 'trash'));
    await disk.open();
    writer = disk;
  }

  let pageCount = 0;
  let pageStats: BuildResult['pageStats'];
  try {
    const search = await stage('search-index', () => createSearchFiles(site));
    const late = searchManifestValue(search.manifestPath);
    const context = createRenderContext(site, assets(clientConfig));
    const cache = memory ? PageCache.none() : await PageCache.forDisk(rootDir, outDir, late);
    const rendered = await stage('render', () =>
      renderSitePages({ context, writer, cache, pool, late, signal: options.signal, diagnostics }),
    );
    pageCount = rendered.pageCount;
    pageStats = {
      rendered: rendered.pageCount - rendered.reused,
      reused: rendered.reused,
      markdown: markdownRendered,
    };
    if (hasErrors(diagnostics)) {
      await writer.abort();
      return failed();
    }
    await stage('write-extras', async () => {
      const extras = extraFiles(context).map(([path, make]) => ({ path, contents: make() }));
      await Promise.all([...extras, ...search.files].map((f) => writer.write(f.path, f.contents)));
      for (let i = 0; i < scan.staticAssets.length; i += 64) {
        await Promise.all(scan.staticAssets.slice(i, i + 64).map((a) => writer.copy(a.relPath, a.absPath)));
      }
    });
    if (options.signal?.aborted) throw new BuildAbortedError();
    await stage('commit', async () => {
      await writer.commit();
      await cache.save();
      if (markdownCache) saveMarkdownCache(markdownCache);
    });
  } catch (error) {
    await writer.abort();
    throw error;
  }
  return { ok: true, diagnostics, pageCount, outDir, memory, site, timings, pageStats };
}
