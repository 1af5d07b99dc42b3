// The build: a short list of stages over typed data. config → scan → parse → markdown → site model (build/model.ts),
// then the client bundle and the render context, then the output: rendered and written now (disk, memory), made on
// request (lazy: serve), or nothing (none: check). Each stage lives in a folder of its own; this file only runs them.
import path from 'node:path';
import { appendCustomCss } from '../assets/custom-css.ts';
import { assetsOf, startClientBundle } from '../render/page-assets.ts';
import { hasErrors } from '../diagnostics/diagnostic.ts';
import { createRenderContext, type RenderContext } from '../render/render-context.ts';
import { loadSiteTheme } from '../render/site-theme.ts';
import type { LoadedTheme } from '../render/theme-overrides.ts';
import { buildModel, type SiteModel } from './model.ts';
import type { BuildOptions, BuildResult } from './options.ts';
import { lazyOutput } from './lazy-output.ts';
import { BuildSession } from './session.ts';
import { StageTimer } from './stage-timer.ts';
import { writeOutput } from './write-output.ts';
import { planBuild } from './plan.ts';
import { buildOtherLocales, otherLocales } from './locales.ts';
import { currentLocale } from '../config/locales.ts';
import { appendAll } from '../shared/append-all.ts';

export { BuildAbortedError } from '../diagnostics/diagnostic.ts';
export type { BuildOptions, BuildProgress, BuildResult, OutputMode, ProgressListener } from './options.ts';
export { BuildSession } from './session.ts';

/**
 * Builds the site once with `session` (serve keeps one between builds); without one, the build makes its own and
 * drops it at the end.
 */
export async function build(options: BuildOptions, session?: BuildSession): Promise<BuildResult> {
  const own = session ?? new BuildSession();
  try {
    const result = await runStages(options, own, session === undefined);
    if (result.ok && result.scan) own.keepScan(result.scan);
    return result;
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
  const rootOut = path.resolve(options.cwd, options.outDir ?? model.config.outDir);
  // `--locale fr` makes `<outDir>/fr/` alone; the default locale's pages are the output folder itself.
  const locale = currentLocale(model.config);
  const outDir = locale === model.config.locales.default ? rootOut : path.join(rootOut, locale);
  const result = (ok: boolean): BuildResult => ({
    ok,
    diagnostics: model.diagnostics,
    pageCount: 0,
    outDir,
    memory: undefined,
    site: model.site,
    timings: timer.timings,
    scan: model.scan,
    translation: model.translation,
  });
  if (!plan.showsPages) return checkOtherLocales(model, options, result);
  if (hasErrors(model.diagnostics)) {
    if (plan.rendersNow) await finishChecks(model);
    return result(false);
  }
  const client = await timer.run('bundle-client', async () =>
    appendCustomCss(await (clientBundle ?? startClientBundle()), model.config),
  );
  const context = await timer.run('render-context', async () =>
    renderContextOf(model, client, session, await loadSiteTheme(model.config)),
  );
  if (!plan.rendersNow) return lazyOutput({ model, client, context, timer, options, result: result(true) });
  // The other locales are made before this one's output is written: any failure leaves the last output as it was.
  const locales =
    otherLocales(model.config, options).length === 0
      ? undefined
      : await timer.run('locales', () => buildOtherLocales(model.config, options, model.diagnostics, build));
  if (locales && !locales.ok) {
    appendAll(model.diagnostics, locales.diagnostics);
    if (plan.rendersNow) await finishChecks(model);
    return { ...result(false), translations: locales.translations };
  }
  const keepLocales = options.locale !== undefined && locale === model.config.locales.default;
  return writeOutput({
    model,
    client,
    context,
    timer,
    session,
    options,
    plan,
    outDir,
    result,
    locales,
    keepLocales,
    ownsModel,
  });
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

/** `check`: the other locales are checked too (their links and anchors are their own); each finding is reported once. */
async function checkOtherLocales(
  model: SiteModel,
  options: BuildOptions,
  result: (ok: boolean) => BuildResult,
): Promise<BuildResult> {
  const others = otherLocales(model.config, options);
  let routes = model.site.pages.length;
  if (others.length > 0) {
    const locales = await buildOtherLocales(model.config, options, model.diagnostics, build, 'none');
    appendAll(model.diagnostics, locales.diagnostics);
    routes += locales.routeCount;
  }
  return { ...result(!hasErrors(model.diagnostics)), checked: { routes, locales: 1 + others.length } };
}

/** A build that failed before rendering still reports every diagnostic: its bodies' and the checks'. */
async function finishChecks(model: SiteModel): Promise<void> {
  model.markdown.all();
  await model.markdown.done;
  const earlier = model.diagnostics.splice(0);
  for (const d of model.checks(earlier)) model.diagnostics.push(d);
}
