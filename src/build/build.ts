// The build: a short list of stages over typed data. The plan (plan.ts) says once what the command makes; then config →
// scan → parse → markdown → site model (build/model.ts), then the client bundle and the render context, then the
// output, through the plan's sink: rendered and written now (disk, memory), made on request (lazy: serve), or nothing
// (none: check). Each stage lives in a folder of its own; this file only runs them.
import path from 'node:path';
import { appendCustomCss } from '../assets/custom-css.ts';
import { assetsOf, startClientBundle } from '../render/page-assets.ts';
import { hasErrors } from '../diagnostics/diagnostic.ts';
import type { OutputSink } from '../output/sink.ts';
import { createRenderContext, type RenderContext } from '../render/render-context.ts';
import { loadSiteTheme } from '../render/site-theme.ts';
import type { LoadedTheme } from '../render/theme-overrides.ts';
import { buildModel, type SiteModel } from './model.ts';
import type { BuildOptions, BuildResult, BuildResultOf } from './options.ts';
import { lazyOutput } from './lazy-output.ts';
import { planBuild, type BuildPlan, type OutputReport } from './plan.ts';
import { BuildSession } from './session.ts';
import { StageTimer } from './stage-timer.ts';
import { writeOutput } from './write-output.ts';
import { appendLocaleDiagnostics, buildOtherLocales, otherLocales, type LocaleOutputs } from './locales.ts';
import { currentLocale } from '../config/locales.ts';

export { BuildAbortedError } from '../diagnostics/diagnostic.ts';
export type {
  BuildOptions,
  BuildProgress,
  BuildResult,
  BuildResultOf,
  CheckBuildResult,
  DiskBuildResult,
  LazyBuildResult,
  MemoryBuildResult,
  OutputMode,
  ProgressListener,
} from './options.ts';
export { BuildSession } from './session.ts';

/**
 * Builds the site once with `session` (serve keeps one between builds); without one, the build makes its own and
 * drops it at the end. The result is that of the output mode asked for.
 */
export async function build<O extends BuildOptions>(
  options: O,
  session?: BuildSession,
): Promise<BuildResultOf<O>> {
  const own = session ?? new BuildSession();
  try {
    const result = await runStages(options, own, session === undefined);
    if (result.ok && result.scan) own.keepScan(result.scan);
    // The plan of `options.output` made this result (plan.ts): it is of that mode.
    return result as BuildResultOf<O>;
  } finally {
    // Nothing waits for the worker threads to end: they never keep the process alive.
    if (!session) void own.close();
  }
}

async function runStages(
  options: BuildOptions,
  session: BuildSession,
  ownsModel: boolean,
): Promise<BuildResult> {
  const plan = planBuild(options, ownsModel);
  const timer = new StageTimer(options.signal, options.onStage, options.onProgress);
  // esbuild bundles the browser code in its own process, alongside the model stages.
  const clientBundle = plan.showsPages ? startClientBundle() : undefined;
  const model = await buildModel(options, plan, timer.run, session);
  const outDir = outDirOf(model, options);
  const report = (ok: boolean, sink?: OutputSink): OutputReport => ({
    ok,
    diagnostics: model.diagnostics,
    pageCount: 0,
    outDir,
    site: model.site,
    timings: timer.timings,
    scan: model.scan,
    translation: model.translation,
    translations: undefined,
    sink,
  });
  if (!plan.showsPages) return plan.result(await checkOtherLocales(model, options, plan, report(true)));
  if (hasErrors(model.diagnostics)) return plan.result(await failed(model, plan, report(false)));
  const client = await timer.run('bundle-client', async () =>
    appendCustomCss(await (clientBundle ?? startClientBundle()), model.config),
  );
  const context = await timer.run('render-context', async () =>
    renderContextOf(model, client, session, await loadSiteTheme(model.config)),
  );
  const sink = plan.openSink({ config: model.config, outDir, context });
  const made = (ok: boolean): OutputReport => report(ok, sink);
  const input = { model, client, context, timer, sink };
  if (!plan.rendersNow)
    return plan.result(await lazyOutput({ ...input, leavesChecks: plan.deferChecks }, made));
  // The other locales are made before this one's output is written: any failure leaves the last output as it was.
  const locales = await localesOf(model, options, plan, timer);
  if (locales && !locales.ok) {
    appendLocaleDiagnostics(model.diagnostics, locales.diagnostics);
    return plan.result({ ...(await failed(model, plan, report(false))), translations: locales.translations });
  }
  const output = { ...input, session, options, outDir, locales, ownsModel, postBuild: plan.onDisk };
  const keepLocales =
    plan.onDisk &&
    options.locale !== undefined &&
    currentLocale(model.config) === model.config.locales.default;
  return plan.result(
    await writeOutput({ ...output, keepLocales, releasesBodies: plan.releasesBodies }, made),
  );
}

/** `--locale fr` makes `<outDir>/fr/` alone; the default locale's pages are the output folder itself. */
function outDirOf(model: SiteModel, options: BuildOptions): string {
  // `--out` is a path typed at the shell; the config's `outDir` is relative to the config's own folder.
  const rootOut = options.outDir
    ? path.resolve(options.cwd, options.outDir)
    : path.resolve(model.config.rootDir, model.config.outDir);
  const locale = currentLocale(model.config);
  return locale === model.config.locales.default ? rootOut : path.join(rootOut, locale);
}

/** The render context of the site with its theme components, reusing the last one's sidebars where they did not change. */
function renderContextOf(
  model: SiteModel,
  client: Awaited<ReturnType<typeof startClientBundle>>,
  session: BuildSession,
  theme: LoadedTheme | undefined,
): RenderContext {
  const context = createRenderContext(model.site, assetsOf(model.config, client), session.preparedSidebars);
  session.preparedSidebars = context.prepared;
  return { ...context, theme };
}

/** The other locales' builds, when the site has other locales than the one built. */
async function localesOf(
  model: SiteModel,
  options: BuildOptions,
  plan: BuildPlan,
  timer: StageTimer,
): Promise<LocaleOutputs | undefined> {
  if (otherLocales(model.config, options).length === 0) return undefined;
  return timer.run('locales', () =>
    buildOtherLocales(model.config, options, model.diagnostics, build, plan.otherLocales),
  );
}

/** `check`: the other locales are checked too (their links and anchors are their own); each finding is reported once. */
async function checkOtherLocales(
  model: SiteModel,
  options: BuildOptions,
  plan: BuildPlan,
  report: OutputReport,
): Promise<OutputReport> {
  const others = otherLocales(model.config, options);
  let routes = model.site.pages.length;
  if (others.length > 0) {
    const locales = await buildOtherLocales(
      model.config,
      options,
      model.diagnostics,
      build,
      plan.otherLocales,
    );
    appendLocaleDiagnostics(model.diagnostics, locales.diagnostics);
    routes += locales.routeCount;
  }
  return { ...report, ok: !hasErrors(model.diagnostics), checked: { routes, locales: 1 + others.length } };
}

/** A build that failed before its output: one that renders now still reports its bodies' and the checks' findings. */
async function failed(model: SiteModel, plan: BuildPlan, report: OutputReport): Promise<OutputReport> {
  if (plan.rendersNow) await finishChecks(model);
  return report;
}

/** A build that failed before rendering still reports every diagnostic: its bodies' and the checks' findings. */
async function finishChecks(model: SiteModel): Promise<void> {
  model.markdown.all();
  await model.markdown.done;
  const earlier = model.diagnostics.splice(0);
  for (const d of model.checks(earlier)) model.diagnostics.push(d);
}
