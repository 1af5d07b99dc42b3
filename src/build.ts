import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkSite } from './check/index.ts';
import { createPlainHighlighter } from './check/plain-highlighter.ts';
import { loadConfig } from './config/load.ts';
import type { ResolvedConfig } from './config/types.ts';
import { loadSources } from './content/load.ts';
import { scanContent } from './content/scan.ts';
import type { ContentScan } from './content/types.ts';
import { createDiagnostic, hasErrors, type Diagnostic } from './diagnostics.ts';
import { createMarkdownRenderer } from './markdown/index.ts';
import type { MarkdownRenderer } from './markdown/types.ts';
import { assertSafeOutDir, DiskWriter } from './output/disk.ts';
import { MemoryWriter } from './output/memory.ts';
import type { Writer } from './output/writer.ts';
import { bundleClient } from './render/bundle-client.ts';
import { createClientConfig } from './render/client-config.ts';
import { createCspFile } from './render/csp.ts';
import { createFeeds } from './render/feeds.ts';
import { createPageProps } from './render/page-props.ts';
import { createRenderContext } from './render/render-context.ts';
import { renderPageHtml } from './render/render-page.ts';
import { createRobots, createSitemap } from './render/sitemap.ts';
import { createSearchFiles } from './search/index-files.ts';
import { createSite } from './site/create-site.ts';
import type { Site } from './site/site-types.ts';
import { fileHref, routeOutFile } from './site/urls.ts';

/** Options of one build. */
export interface BuildOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  /** Output folder, overriding the config's `outDir`. */
  outDir?: string | undefined;
  /** `disk` (default) writes and swaps the output folder; `memory` keeps files in the returned writer. */
  output?: 'disk' | 'memory';
  /** A config already loaded (serve reuses it between rebuilds). */
  config?: ResolvedConfig;
  includeDrafts?: boolean;
  signal?: AbortSignal;
  /** Called after each stage with its duration. */
  onStage?: (stage: string, ms: number) => void;
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
  site: Site | undefined;
  timings: { stage: string; ms: number }[];
}

/** Thrown when a build is interrupted through its AbortSignal. */
export class BuildAbortedError extends Error {
  constructor() {
    super('build interrupted');
    this.name = 'BuildAbortedError';
  }
}

// Renderers are expensive (the highlighter loads grammars); one per markdown setting is kept for rebuilds.
const rendererCache = new Map<string, Promise<MarkdownRenderer>>();
function markdownRendererFor(config: ResolvedConfig, plain: boolean): Promise<MarkdownRenderer> {
  const key = `${plain}${JSON.stringify(config.markdown)}`;
  const cached = rendererCache.get(key);
  if (cached) return cached;
  const renderer = plain
    ? createPlainHighlighter(config.markdown.codeLanguages).then((h) => createMarkdownRenderer(config.markdown, h))
    : createMarkdownRenderer(config.markdown);
  rendererCache.set(key, renderer);
  return renderer;
}

/** The markdown file a page comes from, when it has one. */
function sourceFileOf(page: Site['pages'][number]): string | undefined {
  if (page.kind === 'doc') return page.doc.entry.source.source.file;
  if (page.kind === 'page') return page.page.entry.source.source.file;
  if (page.kind === 'blog-post') return page.post.entry.source.source.file;
  return undefined;
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

  const config = options.config ?? (await stage('config', () => loadConfig({ cwd: options.cwd, configPath: options.configPath }))).config;
  const rootDir = config.rootDir;
  const outDir = path.resolve(options.cwd, options.outDir ?? config.outDir);
  const contentRoot = path.resolve(rootDir, config.contentDir);
  const diagnostics: Diagnostic[] = [];

  const scan: ContentScan = await stage('scan', () =>
    scanContent({
      rootDir,
      contentDir: config.contentDir,
      docsPath: config.docs.path,
      blogPath: config.blog ? config.blog.path : false,
      authorsMapPath: config.blog ? config.blog.authorsMapPath : 'authors.yml',
    }),
  );
  diagnostics.push(...scan.diagnostics);

  const parsed = await stage('parse', async () => {
    const [docs, pages, blog] = await Promise.all([loadSources(scan.docs), loadSources(scan.pages), loadSources(scan.blog)]);
    diagnostics.push(...docs.diagnostics, ...pages.diagnostics, ...blog.diagnostics);
    return { docs: docs.parsed, pages: pages.parsed, blog: blog.parsed };
  });

  const markdown = await stage('markdown-init', () => markdownRendererFor(config, options.siteOnly === true));
  const { site, diagnostics: siteDiagnostics } = await stage('site', () =>
    createSite({ config, scan, ...parsed, markdown, includeDrafts: options.includeDrafts ?? false }),
  );
  diagnostics.push(...siteDiagnostics);
  const checked = await stage('check', () => checkSite(site, diagnostics));
  diagnostics.splice(0, diagnostics.length, ...checked);
  if (options.siteOnly) return { ok: !hasErrors(diagnostics), diagnostics, pageCount: 0, outDir, memory: undefined, site, timings };

  const failed = (): BuildResult => ({ ok: false, diagnostics, pageCount: 0, outDir, memory: undefined, site, timings });
  if (hasErrors(diagnostics)) return failed();

  const client = await stage('bundle-client', () => bundleClient());

  let writer: Writer;
  let memory: MemoryWriter | undefined;
  if (options.output === 'memory') {
    writer = memory = new MemoryWriter();
  } else {
    await assertSafeOutDir(outDir, rootDir, contentRoot);
    const disk = new DiskWriter(outDir);
    await disk.open();
    writer = disk;
  }

  let pageCount = 0;
  try {
    const search = await stage('search-index', () => createSearchFiles(site));
    const clientConfig = createClientConfig(config, client, search.manifestPath);
    const context = createRenderContext(site, {
      stylesheet: fileHref(client.stylesheet, config),
      script: fileHref(client.script, config),
      themeScript: client.themeScript,
      clientConfig,
    });
    await stage('render', async () => {
      const pending: Promise<void>[] = [];
      for (const page of site.pages) {
        if (options.signal?.aborted) throw new BuildAbortedError();
        let html: string;
        try {
          html = renderPageHtml(createPageProps(context, page));
        } catch (error) {
          const file = sourceFileOf(page) ?? page.route;
          diagnostics.push(createDiagnostic('error', 'render-failed', file, `rendering ${page.route} failed: ${(error as Error).message}`));
          continue;
        }
        const outFile = page.kind === 'not-found' ? '404.html' : routeOutFile(page.route, config.trailingSlash);
        pending.push(writer.write(outFile, html));
        pageCount++;
        // Bounded batches keep memory flat on large sites.
        if (pending.length >= 64) await Promise.all(pending.splice(0));
      }
      await Promise.all(pending);
    });
    if (hasErrors(diagnostics)) {
      await writer.abort();
      return failed();
    }
    await stage('write-extras', async () => {
      const extras = [
        ...client.files,
        ...search.files,
        ...context.fragments,
        ...createFeeds(site),
        { path: 'sitemap.xml', contents: createSitemap(site.pages, config) },
        { path: 'robots.txt', contents: createRobots(config) },
        // GitHub Pages would otherwise hide files and folders that start with '_'.
        { path: '.nojekyll', contents: '' },
        createCspFile(client.themeScript, config.markdown.embedHosts),
      ];
      await Promise.all(extras.map((f) => writer.write(f.path, f.contents)));
      for (let i = 0; i < scan.staticAssets.length; i += 64) {
        await Promise.all(scan.staticAssets.slice(i, i + 64).map((a) => writer.copy(a.relPath, a.absPath)));
      }
    });
    if (options.signal?.aborted) throw new BuildAbortedError();
    await stage('commit', () => writer.commit());
  } catch (error) {
    await writer.abort();
    throw error;
  }
  return { ok: true, diagnostics, pageCount, outDir, memory, site, timings };
}
