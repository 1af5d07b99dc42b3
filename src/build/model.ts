// The first half of a build: config → scan → parse → markdown → site model → checks. Every command needs it; `build`
// and `serve` then make the output from the model (build.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from './options.ts';
import type { BuildSession } from './session.ts';
import type { StageRunner } from './stage-timer.ts';
import {
  siteConfigOf,
  withCompiledMdxComponents,
  withLocaleDefaults,
  withMarkdownLabels,
  withThemeStrings,
} from './site-config.ts';
import {
  applyDiagnosticPolicy,
  checkSite,
  checkSiteInSlices,
  type DiagnosticPolicy,
} from '../check/index.ts';
import { capDiagnostics } from '../diagnostics/bag.ts';
import { loadConfig } from '../config/load.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { lastUpdatesOf } from './last-updates.ts';
import { scanContent } from '../content/scan.ts';
import { translateScan, type TranslationStatus } from '../content/translations.ts';
import { readThemeStrings } from '../content/theme-strings.ts';
import { THEME_STRING_KEYS } from '../strings/index.ts';
import { currentLocale, localeConfig } from '../config/locales.ts';
import { unknownLocale } from './locales.ts';
import type { ContentScan } from '../content/types.ts';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { CACHE_DIR, currentRendererKey } from '../output/page-cache.ts';
import { loadSourcesMemo, parallelMarkdown } from '../parallel/markdown.ts';
import type { WorkerPool } from '../parallel/worker-pool.ts';
import { createSite } from '../model/create-site.ts';
import { BodyPacer, PACED_FROM_FILES } from '../model/body-pacer.ts';
import { HOLD_FROM_FILES } from '../model/held-sources.ts';
import type { SiteMarkdown } from '../model/bodies.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';
import { loadMarkdownCache, type MarkdownCacheTarget } from '../markdown/cache.ts';
import { markdownRendererFor } from '../markdown/jobs.ts';
import type { Site } from '../model/site-types.ts';
import { markdownSettingsKey } from '../plugins/markdown.ts';
import { addPluginPages } from '../model/plugin-pages.ts';
import { appendAll, replaceAll } from '../shared/append-all.ts';

/** The site model and what the output stages need from the first half of the build. */
export interface SiteModel {
  config: ResolvedConfig;
  scan: ContentScan;
  site: Site;
  /** Every diagnostic so far (the checks' too, unless they were deferred). */
  diagnostics: Diagnostic[];
  /** Runs the link checks: every diagnostic of the build (deferred checks), or of `earlier` and the checks. */
  checks: (earlier?: readonly Diagnostic[]) => Diagnostic[];
  /** `checks()` a few milliseconds at a time; undefined once `stillWanted` says the result is moot (serve). */
  checksInSlices: (stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>;
  /** Worker threads of a large build. */
  pool: WorkerPool | undefined;
  /**
   * The markdown bodies: whether a page's are rendered yet, and a promise that resolves once all are (their diagnostics
   * are then in `diagnostics`) to how many were rendered (the others came from the memo or the build cache). Only a
   * build with `streamMarkdown` gets the model before then.
   */
  markdown: { ready: SiteMarkdown['ready']; done: Promise<number>; all: SiteMarkdown['all'] };
  /** Where the build keeps its rendered markdown (disk builds). */
  markdownCache: MarkdownCacheTarget | undefined;
  /** Whether the build still needs this thread's copy of a body's HTML once its pages are made (the cache save). */
  bodyNeeded: (markdown: RenderedMarkdown) => boolean;
  /** A locale's build: how much of it is translated. */
  translation?: TranslationStatus | undefined;
}

/** Whether a content scan still describes the content folder after `changed` files changed (edits only). */
function scanStillHolds(scan: ContentScan, changed: ReadonlySet<string>): boolean {
  const known = new Set([...scan.docs, ...scan.pages, ...scan.blog].map((f) => f.absPath));
  for (const asset of scan.staticAssets) known.add(asset.absPath);
  return [...changed].every((file) => known.has(file) && existsSync(file));
}

/**
 * Runs the model stages of a build. With `streamMarkdown`, a build with worker threads gets the model while they still
 * render markdown bodies; with `dropSources`, a disk build that owns its model moves each source body out of memory
 * once it is rendered (the session closes the file they go to).
 */
export async function buildModel(
  options: BuildOptions & { streamMarkdown?: boolean; dropSources?: boolean },
  stage: StageRunner,
  session: BuildSession,
): Promise<SiteModel> {
  const givenConfig = options.config
    ? await withCompiledMdxComponents(options.config)
    : (await stage('config', () => loadConfig({ cwd: options.cwd, configPath: options.configPath }))).config;
  const unknown = options.locale === undefined ? undefined : unknownLocale(givenConfig, options.locale);
  if (unknown) throw new DiagnosticError([unknown], 2);
  const loadedConfig = options.locale === undefined ? givenConfig : localeConfig(givenConfig, options.locale);
  const rootDir = loadedConfig.rootDir;
  const diagnostics: Diagnostic[] = [];

  const previous = session.takeScan();
  const reuseScan = previous !== undefined && scanStillHolds(previous.scan, previous.changed);
  const locale = currentLocale(loadedConfig);
  const scanned: ContentScan = await stage('scan', () =>
    reuseScan
      ? previous.scan
      : scanContent({
          rootDir,
          contentDir: loadedConfig.contentDir,
          docsPath: loadedConfig.docs.path,
          docsExclude: loadedConfig.docs.exclude,
          pagesPath: loadedConfig.pages.path,
          staticPath: loadedConfig.staticDir,
          blogPath: loadedConfig.blog ? loadedConfig.blog.path : false,
          authorsMapPath: loadedConfig.blog ? loadedConfig.blog.authorsMapPath : 'authors.yml',
          tagsMapPath: loadedConfig.blog ? loadedConfig.blog.tagsMapPath : false,
          onlyIncludeVersions: loadedConfig.docs.onlyIncludeVersions,
        }),
  );
  // A locale's build reads the default locale's tree with each translated file in place of its original.
  const translated =
    locale === loadedConfig.locales.default
      ? undefined
      : translateScan(scanned, {
          rootDir,
          contentDir: loadedConfig.contentDir,
          docsPath: loadedConfig.docs.path,
          blogPath: loadedConfig.blog ? loadedConfig.blog.path : false,
          locale,
        });
  const scan = translated?.scan ?? scanned;
  const themeStrings = readThemeStrings(rootDir, loadedConfig.contentDir, locale, THEME_STRING_KEYS);
  appendAll(diagnostics, themeStrings.diagnostics);
  const config = withMarkdownLabels(
    withLocaleDefaults(withThemeStrings(siteConfigOf(loadedConfig, scan), themeStrings.strings)),
  );
  appendAll(diagnostics, scan.diagnostics);
  // git reads the docs' history while this thread parses (docs.showLastUpdate).
  const lastUpdates = config.docs.showLastUpdate
    ? lastUpdatesOf(config, options.output === 'lazy' ? session.lastUpdates : undefined)
    : undefined;

  // Large sites spread parsing, markdown and rendering over worker threads (they start while this thread parses).
  const files = scan.docs.length + scan.pages.length + scan.blog.length;
  const pool = session.threads.poolFor(files, options.streamMarkdown === true);
  const parsed = await stage('parse', async () => {
    // serve's builds skip reading files that did not change since its last build.
    const memo = options.output === 'lazy' ? rootDir : undefined;
    // With the scan reused, the watcher's list says which files changed: the others are not even looked at.
    const changed = reuseScan ? previous.changed : undefined;
    const parses = session.threads.parses;
    const [docs, pages, blog] = await Promise.all([
      loadSourcesMemo(parses, memo && `${memo}\0docs`, pool, scan.docs, changed),
      loadSourcesMemo(parses, memo && `${memo}\0pages`, pool, scan.pages, changed),
      loadSourcesMemo(parses, memo && `${memo}\0blog`, pool, scan.blog, changed),
    ]);
    appendAll(diagnostics, docs.diagnostics);
    appendAll(diagnostics, pages.diagnostics);
    appendAll(diagnostics, blog.diagnostics);
    return { docs: docs.parsed, pages: pages.parsed, blog: blog.parsed };
  });

  const plain = options.output === 'none';
  const markdownMemoKey = `${rootDir}\0${plain}\0${markdownSettingsKey(config.markdown)}`;
  // Disk builds keep rendered markdown in the build cache, so the next build renders only what changed.
  const markdownCache =
    options.output === undefined || options.output === 'disk'
      ? {
          dir: path.join(rootDir, CACHE_DIR, 'markdown'),
          memoKey: markdownMemoKey,
          rendererKey: currentRendererKey(),
          memory: session.markdown,
        }
      : undefined;
  if (markdownCache) await stage('cache-load', () => loadMarkdownCache(markdownCache));
  const markdown = await stage('markdown-init', () =>
    markdownRendererFor(session.markdown.renderers, config.markdown, plain),
  );
  // Streaming: the workers render every body while this thread goes on to render pages as their bodies come back.
  const stream = options.streamMarkdown === true && pool !== undefined;
  const heldElsewhere = new WeakSet<RenderedMarkdown>();
  // Streaming a large site: the workers render bodies only a window ahead of the pages that ask for them.
  const pacer = stream && files >= PACED_FROM_FILES ? new BodyPacer() : undefined;
  const holdFrom = options.holdFromFiles ?? HOLD_FROM_FILES;
  const renderMarkdown = pool
    ? parallelMarkdown(session.threads, pool, config.markdown, {
        plain,
        inline: !stream,
        cacheForm: markdownCache !== undefined,
        renderers: session.markdown.renderers,
        heldDir: files >= holdFrom ? markdownCache?.dir : undefined,
        heldElsewhere,
        pacer,
      })
    : undefined;
  const updates = lastUpdates && (await stage('last-update', () => lastUpdates));
  if (updates?.diagnostic) diagnostics.push(updates.diagnostic);
  const made = await stage('site', () =>
    createSite({
      config,
      scan,
      ...parsed,
      markdown,
      renderMarkdown,
      markdownMemoKey,
      // serve: an edit of a few bodies patches the last site instead of making it afresh.
      siteMemoKey: options.output === 'lazy' ? markdownMemoKey : undefined,
      includeDrafts: options.includeDrafts ?? false,
      lastUpdates: updates?.files,
      memory: session.model,
      pacer,
      heldSources:
        markdownCache && options.dropSources && files >= holdFrom
          ? session.holdSources(markdownCache.dir)
          : undefined,
    }),
  );
  appendAll(diagnostics, made.diagnostics);
  // The plugins' pages join the model before the checks (links to them resolve) and everything that lists pages.
  const plugged = addPluginPages(made.site, config.plugins, configFileName(config));
  appendAll(diagnostics, plugged.diagnostics);
  const markdownDone = made.markdown.done.then((done) => {
    appendAll(diagnostics, done.diagnostics);
    return done.rendered;
  });
  if (!stream) await stage('markdown', () => markdownDone);
  const policy: DiagnosticPolicy = { ...config.diagnostics, strict: options.strict };
  const checks = (earlier: readonly Diagnostic[] = diagnostics): Diagnostic[] =>
    checkSite(plugged.site, earlier, policy);
  if (!options.deferChecks) {
    const checked = await stage('check', checks);
    replaceAll(diagnostics, checked);
  } else {
    // The checks apply the policy later; until then, what a rule or --strict turns into an error must stop the build.
    replaceAll(diagnostics, capDiagnostics(applyDiagnosticPolicy(diagnostics, policy)));
  }
  return {
    config,
    scan,
    site: plugged.site,
    diagnostics,
    checks,
    checksInSlices: (stillWanted) => checkSiteInSlices(plugged.site, diagnostics, policy, stillWanted),
    pool,
    markdown: { ready: made.markdown.ready, done: markdownDone, all: made.markdown.all },
    markdownCache,
    bodyNeeded: (markdown) => markdownCache !== undefined && !heldElsewhere.has(markdown),
    translation: translated?.status,
  };
}
