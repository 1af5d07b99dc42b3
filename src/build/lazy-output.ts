// serve's output mode: nothing rendered up front; the pages, extra files and static files are made when asked for.
import { readFileSync } from 'node:fs';
import type { ClientBundle } from '../assets/bundle-client.ts';
import { configFileName } from '../config/resolve.ts';
import { LazyOutput } from '../output/lazy.ts';
import { htmlTransformOf } from '../plugins/hooks.ts';
import { machineReadableFiles } from '../render/files/machine-readable.ts';
import { extraFiles } from '../render/files/site-files.ts';
import type { RenderContext } from '../render/render-context.ts';
import type { SiteModel } from './model.ts';
import type { BuildOptions, BuildResult } from './options.ts';
import type { StageTimer } from './stage-timer.ts';

/** What the lazy output is made from. */
export interface LazyOutputInput {
  model: SiteModel;
  client: ClientBundle;
  context: RenderContext;
  timer: StageTimer;
  options: BuildOptions;
  /** The build's result so far. */
  result: BuildResult;
}

/** Prepares the output that serve reads from: each file is made the first time it is asked for. */
export async function lazyOutput(input: LazyOutputInput): Promise<BuildResult> {
  const { model, client, context, options } = input;
  const lazy = await input.timer.run('prepare', () => {
    const files = new Map(
      extraFiles(model.site, model.config, client, context, 'lazy').map(
        ([relPath, make]) => [relPath, make] as const,
      ),
    );
    for (const [relPath, make] of machineReadableFiles(model.site)) files.set(relPath, make);
    for (const asset of model.scan.staticAssets) files.set(asset.relPath, () => readFileSync(asset.absPath));
    // Serve answers for every file beside the content (build writes the linked ones): no page has to render first.
    for (const asset of model.scan.contentAssets)
      files.set(asset.outputPath, () => readFileSync(asset.absPath));
    const transform = htmlTransformOf(model.config.plugins, configFileName(model.config));
    return new LazyOutput(context, files, transform);
  });
  return {
    ...input.result,
    pageCount: lazy.pageCount,
    lazy,
    checks: options.deferChecks ? model.checks : undefined,
    checksInSlices: options.deferChecks ? model.checksInSlices : undefined,
  };
}
