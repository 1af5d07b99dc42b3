// The plan of a build, made once from its output mode: what the model keeps, what the output makes, and the result
// each mode reports.
import { describe, expect, it } from 'vitest';
import { planBuild, type OutputReport } from '../../../src/build/plan.ts';
import type { BuildOptions, OutputMode } from '../../../src/build/options.ts';
import { DiskSink } from '../../../src/output/disk-sink.ts';
import { LazySink } from '../../../src/output/lazy-sink.ts';
import { MemorySink } from '../../../src/output/memory.ts';
import { NoneSink } from '../../../src/output/none-sink.ts';
import { createRenderContext } from '../../../src/render/render-context.ts';
import { createTestSite } from '../search/site-helpers.ts';

const plan = (output: OutputMode | undefined, ownsModel = true, more: Partial<BuildOptions> = {}) =>
  planBuild({ cwd: '/virtual/project', output, ...more }, ownsModel);

/** The traits of a plan, without its functions. */
const traitsOf = (output: OutputMode | undefined, ownsModel = true, more: Partial<BuildOptions> = {}) => {
  const { openSink: _open, result: _result, ...traits } = plan(output, ownsModel, more);
  return traits;
};

/** A report of a build that got as far as its output. */
const reportOf = (ok: boolean, extra: Partial<OutputReport> = {}): OutputReport => ({
  ok,
  diagnostics: [],
  pageCount: 3,
  outDir: '/virtual/project/build',
  site: undefined,
  timings: [],
  scan: undefined,
  translation: undefined,
  translations: undefined,
  sink: undefined,
  ...extra,
});

describe('the plan of a build', () => {
  it('build (disk, the default): renders now, keeps the markdown cache, writes a folder, owns its bodies', () => {
    expect(traitsOf(undefined)).toEqual(traitsOf('disk'));
    expect(traitsOf('disk')).toEqual({
      output: 'disk',
      plainMarkdown: false,
      markdownCache: true,
      memoizeInputs: false,
      rendersNow: true,
      streamMarkdown: true,
      deferChecks: true,
      dropSources: true,
      showsPages: true,
      onDisk: true,
      releasesBodies: true,
      otherLocales: 'memory',
    });
  });

  it('a build with a session that outlives it keeps its model whole', () => {
    expect(traitsOf('disk', false)).toMatchObject({ dropSources: false, releasesBodies: false });
    expect(traitsOf('memory', true)).toMatchObject({ dropSources: true, releasesBodies: false });
  });

  it('memory (tests, other locales): renders now, but no cache, no folder', () => {
    expect(traitsOf('memory')).toMatchObject({
      rendersNow: true,
      streamMarkdown: true,
      markdownCache: false,
      onDisk: false,
      memoizeInputs: false,
    });
  });

  it('serve (lazy): renders nothing now, memoizes its inputs, leaves the checks to serve only when asked', () => {
    expect(traitsOf('lazy', false, { deferChecks: true })).toMatchObject({
      rendersNow: false,
      streamMarkdown: false,
      memoizeInputs: true,
      markdownCache: false,
      showsPages: true,
      deferChecks: true,
      dropSources: false,
    });
    expect(traitsOf('lazy', false).deferChecks).toBe(false);
  });

  it('check (none): plain markdown, no pages, its other locales checked only', () => {
    expect(traitsOf('none')).toMatchObject({
      plainMarkdown: true,
      showsPages: false,
      rendersNow: false,
      markdownCache: false,
      otherLocales: 'none',
      deferChecks: false,
    });
  });

  it('only disk keeps a markdown cache, only serve memoizes, only check renders plain markdown', () => {
    const modes: OutputMode[] = ['disk', 'memory', 'lazy', 'none'];
    const which = (trait: 'markdownCache' | 'memoizeInputs' | 'plainMarkdown' | 'onDisk') =>
      modes.filter((mode) => traitsOf(mode)[trait]);
    expect(which('markdownCache')).toEqual(['disk']);
    expect(which('onDisk')).toEqual(['disk']);
    expect(which('memoizeInputs')).toEqual(['lazy']);
    expect(which('plainMarkdown')).toEqual(['none']);
  });
});

describe('the sink and the result of each mode', () => {
  const site = createTestSite([]);
  const context = createRenderContext(site, {
    stylesheet: '/assets/style.css',
    script: '/assets/main.js',
    themeScript: '',
    clientConfig: '{}',
  });
  const target = { config: site.config, outDir: '/virtual/project/build', context };

  it('opens the sink of its mode', () => {
    expect(plan('disk').openSink(target)).toBeInstanceOf(DiskSink);
    expect(plan('memory').openSink(target)).toBeInstanceOf(MemorySink);
    expect(plan('lazy').openSink(target)).toBeInstanceOf(LazySink);
    expect(plan('none').openSink(target)).toBeInstanceOf(NoneSink);
  });

  it('memory: the files of a build that succeeded, none of one that failed', () => {
    const memory = plan('memory');
    const sink = memory.openSink(target) as MemorySink;
    expect(memory.result(reportOf(true, { sink }))).toMatchObject({ output: 'memory', memory: sink.writer });
    expect(memory.result(reportOf(false, { sink }))).toMatchObject({ output: 'memory', memory: undefined });
  });

  it('disk: committed only when a failed build had put its output in place', () => {
    const disk = plan('disk');
    expect(disk.result(reportOf(true))).toMatchObject({ output: 'disk', committed: false });
    expect(disk.result(reportOf(false, { committed: true }))).toMatchObject({ committed: true });
  });

  it('lazy: the output once finished, with the checks serve runs after', async () => {
    const lazy = plan('lazy', false, { deferChecks: true });
    const sink = lazy.openSink(target) as LazySink;
    await sink.finish();
    const all = () => [];
    const inSlices = async () => [];
    const result = lazy.result(reportOf(true, { sink, checks: { all, inSlices } }));
    expect(result).toMatchObject({
      output: 'lazy',
      lazy: sink.output,
      checks: all,
      checksInSlices: inSlices,
    });
    // The output's pages (none here), not the report's count.
    expect(result.pageCount).toBe(0);
    expect(lazy.result(reportOf(false, { sink }))).toMatchObject({ lazy: undefined, pageCount: 3 });
  });

  it('none: the routes checked', () => {
    const checked = { routes: 12, locales: 2 };
    expect(plan('none').result(reportOf(true, { checked }))).toMatchObject({ output: 'none', checked });
  });
});
