// What a build is asked to do, and what it reports.
import type { ResolvedConfig } from '../config/types.ts';
import type { ContentScan } from '../content/types.ts';
import type { TranslationStatus } from '../content/translations.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Site } from '../model/site-types.ts';
import type { LazyOutput } from '../output/lazy.ts';
import type { MemoryWriter } from '../output/memory.ts';

/**
 * Where the output goes: `disk` (default) writes a staging folder and swaps it in; `memory` keeps the files in the
 * returned writer; `lazy` (serve) renders nothing up front and returns an output that makes each file when asked for;
 * `none` (`docsgen check`) stops after the checks, with no code colouring, rendering or writing.
 */
export type OutputMode = 'disk' | 'memory' | 'lazy' | 'none';

/** Options of one build. */
export interface BuildOptions {
  /** Project root (where docsgen.config.ts lives). */
  cwd: string;
  configPath?: string | undefined;
  /** Output folder, overriding the config's `outDir`. */
  outDir?: string | undefined;
  /** Where the output goes. Default: `disk`. */
  output?: OutputMode;
  /** A config already loaded (serve reuses it between rebuilds). */
  config?: ResolvedConfig;
  includeDrafts?: boolean;
  signal?: AbortSignal;
  /** Called after each stage with its duration. */
  onStage?: (stage: string, ms: number) => void;
  /** Called when a stage starts (`done` and `total` 0) and as the render stage makes pages; never with terminal code. */
  onProgress?: ProgressListener | undefined;
  /** serve: leave the link checks to `BuildResult.checks`, to run after the new site is served. Default: false. */
  deferChecks?: boolean;
  /** `--strict`: every warning is an error (the build fails and the previous output stays). Default: false. */
  strict?: boolean | undefined;
  /** `--locale`: build (or serve) this locale only, under its own URL prefix. Default: every locale of the config. */
  locale?: string | undefined;
  /**
   * Content files from which a build that owns its model keeps its source bodies, and its workers their cache forms, in
   * temporary files rather than memory. Default: `HOLD_FROM_FILES` (src/model/held-sources.ts); tests set less.
   */
  holdFromFiles?: number | undefined;
}

/** Where a build is: the stage running and, for the render stage, the pages done out of `total`. */
export interface BuildProgress {
  stage: string;
  done: number;
  total: number;
}

/** Receives a build's progress. */
export type ProgressListener = (progress: BuildProgress) => void;

/** One stage's name and duration. */
export interface StageTiming {
  stage: string;
  ms: number;
}

/** How long a build took to render its pages, and how many it rendered or took unchanged from the last build. */
export interface PageStats {
  /** Pages rendered by this build. */
  rendered: number;
  /** Pages taken unchanged from the last build (the build cache). */
  reused: number;
  /** Markdown bodies rendered (the others came from the cache). */
  markdown: number;
  /** The slowest pages to render, slowest first (at most three). */
  slowest: { route: string; ms: number }[];
}

/** The routes a check build checked, every locale's and version's, and in how many locales. */
export interface CheckedRoutes {
  routes: number;
  locales: number;
}

/** What every build reports, whatever its output. */
export interface BuildResultBase {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Number of HTML pages written (or, lazy, that the output holds). */
  pageCount: number;
  /** Absolute output folder (where a disk build writes). */
  outDir: string;
  site: Site | undefined;
  timings: StageTiming[];
  /** The content scan. */
  scan: ContentScan | undefined;
  /** A locale's build: how much of it is translated. */
  translation: TranslationStatus | undefined;
  /** A build of several locales: how much of each other locale is translated. */
  translations: TranslationStatus[] | undefined;
}

/** What a disk build did (`docsgen build`). */
export interface DiskBuildResult extends BuildResultBase {
  output: 'disk';
  /** The pages rendered and reused (a build that wrote its output). */
  pageStats: PageStats | undefined;
  /** True when a failed build had put its output in place already (a plugin's `postBuild` failed after that). */
  committed: boolean;
}

/** What a memory build did (tests, the other locales of a build). */
export interface MemoryBuildResult extends BuildResultBase {
  output: 'memory';
  /** The pages rendered (a build that made its output). */
  pageStats: PageStats | undefined;
  /** The files, when the build succeeded. */
  memory: MemoryWriter | undefined;
}

/** What a lazy build did (`serve`). */
export interface LazyBuildResult extends BuildResultBase {
  output: 'lazy';
  /** The output, which makes each file when asked for, when the build succeeded. */
  lazy: LazyOutput | undefined;
  /** With `deferChecks`: runs the link checks and returns every diagnostic of the build. */
  checks: (() => Diagnostic[]) | undefined;
  /** `checks` a few milliseconds at a time; undefined once `stillWanted` says the result is moot. */
  checksInSlices: ((stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>) | undefined;
}

/** What a check build did (`docsgen check`). */
export interface CheckBuildResult extends BuildResultBase {
  output: 'none';
  /** The routes whose links were checked, when the model was made. */
  checked: CheckedRoutes | undefined;
}

/** What a build did, by its output mode. */
export type BuildResult = DiskBuildResult | MemoryBuildResult | LazyBuildResult | CheckBuildResult;

/** The result of a build with `options` (of `output: 'disk'` when they name no output). */
export type BuildResultOf<O extends BuildOptions> = Extract<BuildResult, { output: ModeOf<O> }>;

type ModeOf<O extends BuildOptions> = 'output' extends keyof O
  ? O['output'] extends infer M
    ? M extends undefined
      ? 'disk'
      : M
    : never
  : 'disk';
