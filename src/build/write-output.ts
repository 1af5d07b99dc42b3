// The output stage of a build that renders every page now (disk, memory): the sink is opened, the pages rendered into
// it with the checks, the search index and the markdown cache alongside, the other files written, the output put in
// place. Any failure before that leaves the last output as it was.
import { BuildAbortedError } from '../diagnostics/diagnostic.ts';
import { appendAll } from '../shared/append-all.ts';
import { appendLocaleDiagnostics } from './locales.ts';
import { OutputSteps, type WriteOutputInput } from './output-steps.ts';
import type { OutputReport } from './plan.ts';

/** Renders every page, writes the other files and puts the output in place; `report` is what the build has so far. */
export async function writeOutput(
  input: WriteOutputInput,
  report: (ok: boolean) => OutputReport,
): Promise<OutputReport> {
  await input.sink.begin();
  const steps = new OutputSteps(input);
  try {
    const alongside = steps.alongside();
    // One thread: its other steps run before the pages, so that a check error stops the build before any is rendered.
    if (!steps.threaded) for (const run of alongside.splice(0)) run();
    if (!steps.threaded && steps.failed) return await dropped(steps, report);
    const rendered = await steps.renderPages(alongside);
    if (steps.failed) return await dropped(steps, report);
    await steps.writeFiles();
    if (input.options.signal?.aborted) throw new BuildAbortedError();
    const postBuilt = await steps.commit();
    const { diagnostics } = input.model;
    appendAll(diagnostics, postBuilt);
    if (input.locales) appendLocaleDiagnostics(diagnostics, input.locales.diagnostics);
    return {
      ...report(postBuilt.length === 0),
      committed: postBuilt.length > 0,
      translations: input.locales?.translations,
      pageCount: rendered.pageCount + (input.locales?.pageCount ?? 0),
      pageStats: {
        rendered: rendered.pageCount - rendered.reused,
        reused: rendered.reused,
        markdown: await input.model.markdown.done,
        slowest: rendered.slowest,
      },
    };
  } catch (error) {
    await steps.abort();
    throw error;
  }
}

/** A build that failed before its output was in place: the output is dropped, the last one stays. */
async function dropped(steps: OutputSteps, report: (ok: boolean) => OutputReport): Promise<OutputReport> {
  await steps.abort();
  return report(false);
}
