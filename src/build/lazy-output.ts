// serve's output stage: nothing rendered up front; the sink keeps how to make the pages, extra files and static files,
// each made when it is asked for.
import type { ClientBundle } from '../assets/bundle-client.ts';
import type { OutputSink } from '../output/sink.ts';
import { machineReadableFiles } from '../render/files/machine-readable.ts';
import { extraFiles } from '../render/files/site-files.ts';
import type { RenderContext } from '../render/render-context.ts';
import type { SiteModel } from './model.ts';
import type { OutputReport } from './plan.ts';
import type { StageTimer } from './stage-timer.ts';

/** What the lazy output is made from. */
export interface LazyOutputInput {
  model: SiteModel;
  client: ClientBundle;
  context: RenderContext;
  timer: StageTimer;
  sink: OutputSink;
  /** serve runs the link checks itself once the new site is served. */
  leavesChecks: boolean;
}

/** Prepares the output that serve reads from: each file is made the first time it is asked for. */
export async function lazyOutput(
  input: LazyOutputInput,
  report: (ok: boolean) => OutputReport,
): Promise<OutputReport> {
  const { model, client, context, sink } = input;
  await input.timer.run('prepare', async () => {
    await sink.begin();
    for (const [relPath, make] of extraFiles(model.site, model.config, client, context, 'lazy'))
      await sink.file(relPath, make);
    for (const [relPath, make] of machineReadableFiles(model.site)) await sink.file(relPath, make);
    for (const asset of model.scan.staticAssets) await sink.copy(asset.relPath, asset.absPath);
    // Serve answers for every file beside the content (build writes the linked ones): no page has to render first.
    for (const asset of model.scan.contentAssets) await sink.copy(asset.outputPath, asset.absPath);
    await sink.finish();
  });
  const checks = input.leavesChecks ? { all: model.checks, inSlices: model.checksInSlices } : undefined;
  return { ...report(true), checks };
}
