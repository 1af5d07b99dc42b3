// The inputs of the site model: the config of the locale built, the content scan (reused by serve while only edits
// came since), the site config the scan completes, and the parsed sources.
import { existsSync } from 'node:fs';
import type { BuildOptions } from './options.ts';
import type { BuildPlan } from './plan.ts';
import type { BuildSession } from './session.ts';
import type { StageRunner } from './stage-timer.ts';
import {
  siteConfigOf,
  withCompiledMdxComponents,
  withLocaleDefaults,
  withMarkdownLabels,
  withThemeStrings,
} from './site-config.ts';
import { loadConfig } from '../config/load.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { scanContent } from '../content/scan.ts';
import { translateScan, type TranslationStatus } from '../content/translations.ts';
import { readThemeStrings } from '../content/theme-strings.ts';
import type { ContentScan, ParsedSource } from '../content/types.ts';
import { THEME_STRING_KEYS } from '../strings/index.ts';
import { currentLocale, localeConfig } from '../config/locales.ts';
import { unknownLocale } from './locales.ts';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { loadSourcesMemo } from '../parallel/markdown.ts';
import type { WorkerPool } from '../parallel/worker-pool.ts';
import { appendAll } from '../shared/append-all.ts';

/** The config of the build: given (serve), or loaded; a `--locale` build's is that locale's. */
export async function loadBuildConfig(options: BuildOptions, stage: StageRunner): Promise<ResolvedConfig> {
  const givenConfig = options.config
    ? await withCompiledMdxComponents(options.config)
    : (await stage('config', () => loadConfig({ cwd: options.cwd, configPath: options.configPath }))).config;
  const unknown = options.locale === undefined ? undefined : unknownLocale(givenConfig, options.locale);
  if (unknown) throw new DiagnosticError([unknown], 2);
  return options.locale === undefined ? givenConfig : localeConfig(givenConfig, options.locale);
}

/** The content scan of a build, and the files changed since the last one when it was reused. */
export interface ScannedContent {
  scan: ContentScan;
  /** With the scan reused, the watcher's list of the files changed: the others are not even looked at. */
  changed: ReadonlySet<string> | undefined;
  /** A locale's build: how much of it is translated. */
  translation: TranslationStatus | undefined;
}

/** Whether a content scan still describes the content folder after `changed` files changed (edits only). */
function scanStillHolds(scan: ContentScan, changed: ReadonlySet<string>): boolean {
  const known = new Set([...scan.docs, ...scan.pages, ...scan.blog].map((f) => f.absPath));
  for (const asset of scan.staticAssets) known.add(asset.absPath);
  return [...changed].every((file) => known.has(file) && existsSync(file));
}

/** Scans the content folder, or reuses the session's last scan when only edits of files it lists came since. */
export async function scanStage(
  loaded: ResolvedConfig,
  session: BuildSession,
  stage: StageRunner,
): Promise<ScannedContent> {
  const previous = session.takeScan();
  const reuseScan = previous !== undefined && scanStillHolds(previous.scan, previous.changed);
  const { rootDir } = loaded;
  const scanned: ContentScan = await stage('scan', () =>
    reuseScan
      ? previous.scan
      : scanContent({
          rootDir,
          contentDir: loaded.contentDir,
          docsPath: loaded.docs.path,
          docsExclude: loaded.docs.exclude,
          pagesPath: loaded.pages.path,
          staticPath: loaded.staticDir,
          assetsPath: loaded.assetsDir,
          blogPath: loaded.blog ? loaded.blog.path : false,
          authorsMapPath: loaded.blog ? loaded.blog.authorsMapPath : 'authors.yml',
          tagsMapPath: loaded.blog ? loaded.blog.tagsMapPath : false,
          onlyIncludeVersions: loaded.docs.onlyIncludeVersions,
        }),
  );
  const locale = currentLocale(loaded);
  // A locale's build reads the default locale's tree with each translated file in place of its original.
  const translated =
    locale === loaded.locales.default
      ? undefined
      : translateScan(scanned, {
          rootDir,
          contentDir: loaded.contentDir,
          docsPath: loaded.docs.path,
          blogPath: loaded.blog ? loaded.blog.path : false,
          locale,
        });
  return {
    scan: translated?.scan ?? scanned,
    changed: reuseScan ? previous.changed : undefined,
    translation: translated?.status,
  };
}

/** The site's config once the scan is known: its theme strings, locale defaults and markdown labels. */
export function siteConfigFor(
  loaded: ResolvedConfig,
  scan: ContentScan,
  diagnostics: Diagnostic[],
): ResolvedConfig {
  const locale = currentLocale(loaded);
  const themeStrings = readThemeStrings(loaded.rootDir, loaded.contentDir, locale, THEME_STRING_KEYS);
  appendAll(diagnostics, themeStrings.diagnostics);
  const config = withMarkdownLabels(
    withLocaleDefaults(withThemeStrings(siteConfigOf(loaded, scan), themeStrings.strings)),
  );
  appendAll(diagnostics, scan.diagnostics);
  return config;
}

/** The parsed sources of the site, by kind. */
export interface ParsedContent {
  docs: ParsedSource[];
  pages: ParsedSource[];
  blog: ParsedSource[];
}

/** Parses the docs, pages and blog posts (on worker threads with `pool`); serve's builds skip unchanged files. */
export async function parseSources(
  content: ScannedContent,
  rootDir: string,
  plan: BuildPlan,
  session: BuildSession,
  pool: WorkerPool | undefined,
  diagnostics: Diagnostic[],
): Promise<ParsedContent> {
  const { scan, changed } = content;
  const memo = plan.memoizeInputs ? rootDir : undefined;
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
}
