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

/** What a build did. */
export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Number of HTML pages written. */
  pageCount: number;
  /** Check builds (`output: 'none'`): the routes whose links were checked, every locale's and version's, and in how many locales. */
  checked?: { routes: number; locales: number } | undefined;
  /** Absolute output folder (disk builds). */
  outDir: string;
  /** The files, for memory builds. */
  memory: MemoryWriter | undefined;
  /** The output, for lazy builds. */
  lazy?: LazyOutput | undefined;
  site: Site | undefined;
  timings: StageTiming[];
  /**
   * Pages rendered by this build and pages taken unchanged from the last one (the build cache), and how many markdown
   * bodies were rendered (the others came from the cache).
   */
  pageStats?: {
    rendered: number;
    reused: number;
    markdown: number;
    /** The slowest pages to render, slowest first (at most three). */
    slowest: { route: string; ms: number }[];
  };
  /** The content scan. */
  scan?: ContentScan | undefined;
  /** With `deferChecks`: runs the link checks and returns every diagnostic of the build. */
  checks?: (() => Diagnostic[]) | undefined;
  /** `checks` a few milliseconds at a time; undefined once `stillWanted` says the result is moot. */
  checksInSlices?: ((stillWanted: () => boolean) => Promise<Diagnostic[] | undefined>) | undefined;
  /** True when a failed build had put its output in place already (a plugin's `postBuild` failed after that). */
  committed?: boolean | undefined;
  /** A locale's build: how much of it is translated. */
  translation?: TranslationStatus | undefined;
  /** A build of several locales: how much of each other locale is translated. */
  translations?: TranslationStatus[] | undefined;
}
