// What a build makes, decided once from the command: `build` writes the output folder (disk), `serve` makes each file
// when it is asked for (lazy), `check` stops after the checks (none), tests keep the files in memory. Every choice
// that depends on the output mode is read from the plan: no other module asks which mode a build is in.
import path from 'node:path';
import { configFileName } from '../config/resolve.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { DiskSink } from '../output/disk-sink.ts';
import { LazySink } from '../output/lazy-sink.ts';
import { MemorySink } from '../output/memory.ts';
import { NoneSink } from '../output/none-sink.ts';
import type { OutputSink } from '../output/sink.ts';
import { htmlTransformOf } from '../plugins/hooks.ts';
import type { RenderContext } from '../render/render-context.ts';
import type {
  BuildOptions,
  BuildResult,
  BuildResultBase,
  CheckedRoutes,
  OutputMode,
  PageStats,
} from './options.ts';

/** What a build keeps and makes, by output mode. */
export interface BuildPlan {
  readonly output: OutputMode;
  /** Markdown is rendered without code colouring (check: only its links and anchors matter). */
  readonly plainMarkdown: boolean;
  /** Rendered markdown is kept in the build cache, so that the next build renders only what changed. */
  readonly markdownCache: boolean;
  /** The session keeps the parses, git history and site of this build, so that a rebuild reads only what changed. */
  readonly memoizeInputs: boolean;
  /** Every page is rendered during the build, while the link checks and the search index run alongside. */
  readonly rendersNow: boolean;
  /** The model comes back while worker threads still render markdown bodies (the pages wait for their own). */
  readonly streamMarkdown: boolean;
  /** The link checks are left to the output stage (alongside the pages) or to the caller (serve). */
  readonly deferChecks: boolean;
  /** Source bodies leave memory once rendered (a build that owns its model and renders now). */
  readonly dropSources: boolean;
  /** The client bundle and the render context are made (every mode that shows pages). */
  readonly showsPages: boolean;
  /** The output is a folder of the disk: unchanged pages are linked from the last one, plugins' postBuild run on it. */
  readonly onDisk: boolean;
  /** Bodies are dropped from the model once the pages showing them are made and the cache has its copies. */
  readonly releasesBodies: boolean;
  /** How the other locales of the site are built: into memory (then written under `<locale>/`), or checked only. */
  readonly otherLocales: 'memory' | 'none';
  /** The sink the output goes to, made once the render context is (serve's renders its pages with it). */
  openSink(target: SinkTarget): OutputSink;
  /** The build's result: what every mode reports, and what this mode's output made. */
  result(report: OutputReport): BuildResult;
}

/** What a sink is made from. */
export interface SinkTarget {
  config: ResolvedConfig;
  /** Absolute output folder. */
  outDir: string;
  context: RenderContext;
}

/** What the output stages report, for the plan to shape into its mode's result. */
export interface OutputReport extends BuildResultBase {
  /** Where the output went; undefined when the build stopped before it had one. */
  sink: OutputSink | undefined;
  /** Builds that render now: the pages rendered and reused. */
  pageStats?: PageStats | undefined;
  /** The output was put in place, though the build failed after (a plugin's postBuild). */
  committed?: boolean | undefined;
  /** Check builds: the routes checked. */
  checked?: CheckedRoutes | undefined;
  /** serve: the link checks it runs once the new site is served. */
  checks?:
    | {
        all: () => Diagnostic[];
        inSlices: (stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>;
      }
    | undefined;
}

/** The result fields every mode shares, from a report. */
function baseOf(report: OutputReport): BuildResultBase {
  const { ok, diagnostics, pageCount, outDir, site, timings, scan, translation, translations } = report;
  return { ok, diagnostics, pageCount, outDir, site, timings, scan, translation, translations };
}

/** The folders a disk output must stay out of: the content folder, or (a Docusaurus layout) each source folder. */
function diskSinkOf(target: SinkTarget): DiskSink {
  const { config, outDir, context } = target;
  const contentDir = path.resolve(config.rootDir, config.contentDir);
  const sourceDirs = [
    config.docs.path,
    config.pages.path,
    ...(config.blog ? [config.blog.path] : []),
    config.staticDir,
  ].map((sub) => path.resolve(contentDir, sub));
  return new DiskSink({
    outDir,
    rootDir: config.rootDir,
    contentDir,
    sourceDirs,
    variant: context.theme?.key,
  });
}

type ModeTraits = Omit<BuildPlan, 'output' | 'deferChecks' | 'dropSources' | 'releasesBodies'>;

// The one table of what each output mode does.
const MODES: Record<OutputMode, ModeTraits> = {
  disk: {
    plainMarkdown: false,
    markdownCache: true,
    memoizeInputs: false,
    rendersNow: true,
    streamMarkdown: true,
    showsPages: true,
    onDisk: true,
    otherLocales: 'memory',
    openSink: diskSinkOf,
    result: (report) => ({
      ...baseOf(report),
      output: 'disk',
      pageStats: report.pageStats,
      committed: report.committed ?? false,
    }),
  },
  memory: {
    plainMarkdown: false,
    markdownCache: false,
    memoizeInputs: false,
    rendersNow: true,
    streamMarkdown: true,
    showsPages: true,
    onDisk: false,
    otherLocales: 'memory',
    openSink: () => new MemorySink(),
    result: (report) => ({
      ...baseOf(report),
      output: 'memory',
      pageStats: report.pageStats,
      memory: report.ok && report.sink instanceof MemorySink ? report.sink.writer : undefined,
    }),
  },
  lazy: {
    plainMarkdown: false,
    markdownCache: false,
    memoizeInputs: true,
    rendersNow: false,
    streamMarkdown: false,
    showsPages: true,
    onDisk: false,
    otherLocales: 'memory',
    openSink: ({ config, context }) =>
      new LazySink(context, htmlTransformOf(config.plugins, configFileName(config))),
    result: (report) => {
      const lazy = report.ok && report.sink instanceof LazySink ? report.sink.output : undefined;
      return {
        ...baseOf(report),
        // The first page of a route wins, as in a disk build: the output may hold fewer pages than the site.
        pageCount: lazy?.pageCount ?? report.pageCount,
        output: 'lazy',
        lazy,
        checks: report.checks?.all,
        checksInSlices: report.checks?.inSlices,
      };
    },
  },
  none: {
    plainMarkdown: true,
    markdownCache: false,
    memoizeInputs: false,
    rendersNow: false,
    streamMarkdown: false,
    showsPages: false,
    onDisk: false,
    otherLocales: 'none',
    openSink: () => new NoneSink(),
    result: (report) => ({ ...baseOf(report), output: 'none', checked: report.checked }),
  },
};

/** The plan of a build from its options; `ownsModel`: no session outlives the build (its model can be taken apart). */
export function planBuild(options: BuildOptions, ownsModel: boolean): BuildPlan {
  const output = options.output ?? 'disk';
  const traits = MODES[output];
  return {
    output,
    ...traits,
    deferChecks: options.deferChecks === true || traits.rendersNow,
    dropSources: ownsModel && traits.rendersNow,
    releasesBodies: ownsModel && traits.rendersNow && traits.onDisk,
  };
}
