// What a build makes, decided once from the command: `build` writes the output folder (disk), `serve` makes each file
// when it is asked for (lazy), `check` stops after the checks (none), tests keep the files in memory. Every choice
// that depends on the output mode is read from the plan: no other module asks which mode a build is in.
import type { BuildOptions, OutputMode } from './options.ts';

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
