// The first half of a build: config → scan → parse → markdown → site model → checks. Every command needs it; the plan
// (plan.ts) says what the model keeps for the output stage that follows (build.ts).
import type { BuildOptions } from './options.ts';
import type { BuildPlan } from './plan.ts';
import type { BuildSession } from './session.ts';
import type { StageRunner } from './stage-timer.ts';
import {
  applyDiagnosticPolicy,
  checkSite,
  checkSiteInSlices,
  type DiagnosticPolicy,
} from '../check/index.ts';
import { capDiagnostics } from '../diagnostics/bag.ts';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { lastUpdatesOf } from './last-updates.ts';
import type { TranslationStatus } from '../content/translations.ts';
import type { ContentScan } from '../content/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { WorkerPool } from '../parallel/worker-pool.ts';
import { createSite } from '../model/create-site.ts';
import type { SiteMarkdown } from '../model/bodies.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';
import type { MarkdownCacheTarget } from '../markdown/cache.ts';
import type { Site } from '../model/site-types.ts';
import { addPluginPages } from '../model/plugin-pages.ts';
import type { MadeSite } from '../model/site-patch.ts';
import { appendAll, replaceAll } from '../shared/append-all.ts';
import {
  loadBuildConfig,
  parseSources,
  scanStage,
  siteConfigFor,
  type ScannedContent,
} from './model-inputs.ts';
import { markdownStage, type MarkdownSetup } from './model-markdown.ts';

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
   * plan that streams markdown gets the model before then.
   */
  markdown: { ready: SiteMarkdown['ready']; done: Promise<number>; all: SiteMarkdown['all'] };
  /** Where the build keeps its rendered markdown (disk builds). */
  markdownCache: MarkdownCacheTarget | undefined;
  /** Whether the build still needs this thread's copy of a body's HTML once its pages are made (the cache save). */
  bodyNeeded: (markdown: RenderedMarkdown) => boolean;
  /** A locale's build: how much of it is translated. */
  translation?: TranslationStatus | undefined;
}

/**
 * Runs the model stages of a build. A plan that streams markdown gets the model while worker threads still render
 * bodies; one that drops sources moves each source body out of memory once it is rendered (the session closes the file
 * they go to).
 */
export async function buildModel(
  options: BuildOptions,
  plan: BuildPlan,
  stage: StageRunner,
  session: BuildSession,
): Promise<SiteModel> {
  const loaded = await loadBuildConfig(options, stage);
  const diagnostics: Diagnostic[] = [];
  const content = await scanStage(loaded, session, stage);
  const config = siteConfigFor(loaded, content.scan, diagnostics);
  // git reads the docs' history while this thread parses (docs.showLastUpdate).
  const lastUpdates = config.docs.showLastUpdate
    ? lastUpdatesOf(config, plan.memoizeInputs ? session.lastUpdates : undefined)
    : undefined;
  // Large sites spread parsing, markdown and rendering over worker threads (they start while this thread parses).
  const { scan } = content;
  const files = scan.docs.length + scan.pages.length + scan.blog.length;
  const pool = session.threads.poolFor(files, plan.streamMarkdown);
  const parsed = await stage('parse', () =>
    parseSources(content, config.rootDir, plan, session, pool, diagnostics),
  );
  const markdown = await markdownStage(
    { config, plan, session, pool, files, holdFrom: options.holdFromFiles },
    stage,
  );
  const updates = lastUpdates && (await stage('last-update', () => lastUpdates));
  if (updates?.diagnostic) diagnostics.push(updates.diagnostic);
  const made = await stage('site', () =>
    createSite({
      config,
      scan,
      ...parsed,
      markdown: markdown.renderer,
      renderMarkdown: markdown.renderMarkdown,
      markdownMemoKey: markdown.memoKey,
      // serve: an edit of a few bodies patches the last site instead of making it afresh.
      siteMemoKey: plan.memoizeInputs ? markdown.memoKey : undefined,
      includeDrafts: options.includeDrafts ?? false,
      lastUpdates: updates?.files,
      memory: session.model,
      pacer: markdown.pacer,
      heldSources: markdown.heldDir && plan.dropSources ? session.holdSources(markdown.heldDir) : undefined,
    }),
  );
  return siteModelOf({ options, plan, config, content, made, markdown, pool, diagnostics }, stage);
}

/** What the site model is made of, once the site is. */
interface ModelParts {
  options: BuildOptions;
  plan: BuildPlan;
  config: ResolvedConfig;
  content: ScannedContent;
  made: MadeSite;
  markdown: MarkdownSetup;
  pool: WorkerPool | undefined;
  diagnostics: Diagnostic[];
}

/** Adds the plugins' pages, waits for the bodies unless they stream, runs the checks unless they are deferred. */
async function siteModelOf(parts: ModelParts, stage: StageRunner): Promise<SiteModel> {
  const { options, config, made, markdown, diagnostics } = parts;
  appendAll(diagnostics, made.diagnostics);
  // The plugins' pages join the model before the checks (links to them resolve) and everything that lists pages.
  const plugged = addPluginPages(made.site, config.plugins, configFileName(config));
  appendAll(diagnostics, plugged.diagnostics);
  const markdownDone = made.markdown.done.then((done) => {
    appendAll(diagnostics, done.diagnostics);
    return done.rendered;
  });
  if (!markdown.stream) await stage('markdown', () => markdownDone);
  const policy: DiagnosticPolicy = { ...config.diagnostics, strict: options.strict };
  const checks = (earlier: readonly Diagnostic[] = diagnostics): Diagnostic[] =>
    checkSite(plugged.site, earlier, policy);
  if (!parts.plan.deferChecks) {
    const checked = await stage('check', checks);
    replaceAll(diagnostics, checked);
  } else {
    // The checks apply the policy later; until then, what a rule or --strict turns into an error must stop the build.
    replaceAll(diagnostics, capDiagnostics(applyDiagnosticPolicy(diagnostics, policy)));
  }
  return {
    config,
    scan: parts.content.scan,
    site: plugged.site,
    diagnostics,
    checks,
    checksInSlices: (stillWanted) => checkSiteInSlices(plugged.site, diagnostics, policy, stillWanted),
    pool: parts.pool,
    markdown: { ready: made.markdown.ready, done: markdownDone, all: made.markdown.all },
    markdownCache: markdown.cache,
    bodyNeeded: (body) => markdown.cache !== undefined && !markdown.heldElsewhere.has(body),
    translation: parts.content.translation,
  };
}
