// The one status line a long build or check shows on a terminal: written over itself on stderr, then cleared. The
// build only calls a typed listener (BuildOptions.onProgress); everything that knows about terminals lives here.
import { clearLine, cursorTo } from 'node:readline';
import type { BuildProgress } from '../build/build.ts';

/** Where the line is drawn: a writable stream that may be a terminal. */
export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/** A status line that follows a build's progress. */
export interface ProgressLine {
  /** Notes where the build is; draws the line once the build has run for `delayMs`. */
  update(progress: BuildProgress): void;
  /** Removes the line before other output; the next update draws it again. */
  clear(): void;
  /** Removes the line for good (the build is over). */
  stop(): void;
}

/** When and where the line is drawn. */
export interface ProgressLineOptions {
  stream?: ProgressStream;
  quiet?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The line shows only for builds longer than this. Default: 1 s. */
  delayMs?: number;
  /** Milliseconds since some fixed point (tests pass their own clock). */
  now?: () => number;
}

// Redraws at most this often: a terminal repainting for every batch of 16 pages would cost more than the build saves.
const REDRAW_EVERY_MS = 80;

const STAGE_LABELS: Record<string, string> = {
  config: 'loading the config',
  scan: 'scanning the content',
  parse: 'reading front matter',
  'cache-load': 'loading the build cache',
  'markdown-init': 'rendering markdown',
  markdown: 'rendering markdown',
  'last-update': 'reading git history',
  site: 'making the site model',
  check: 'checking links',
  'bundle-client': 'bundling the browser script',
  'render-context': 'preparing the pages',
  render: 'rendering',
  'write-extras': 'writing the other files',
  'write-markdown': 'writing the markdown twins',
  commit: 'putting the output in place',
  'post-build': 'running postBuild hooks',
  // Not a build stage: the build summary gzipping the output.
  measure: 'measuring the output',
};

const UNITS: Record<string, string> = { render: ' pages', measure: ' files' };

/** The text of the line: `rendering 4,210/10,000 pages`, or the stage's name. */
export function progressText(progress: BuildProgress): string {
  const label = STAGE_LABELS[progress.stage] ?? progress.stage;
  if (progress.total === 0) return `${label}…`;
  const format = (n: number): string => n.toLocaleString('en-US');
  const unit = UNITS[progress.stage] ?? '';
  return `${label} ${format(progress.done)}/${format(progress.total)}${unit}`;
}

/** True when a status line may be drawn: stderr is a terminal, not `--quiet`, and not under `CI=true`. */
export function progressWanted(stream: ProgressStream, quiet: boolean, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && !quiet && env.CI !== 'true' && env.CI !== '1';
}

/** A status line on `stream` (stderr by default); one that draws nothing where `progressWanted` says no. */
export function createProgressLine(options: ProgressLineOptions = {}): ProgressLine {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? (() => performance.now());
  if (!progressWanted(stream, options.quiet === true, options.env ?? process.env)) {
    return { update: () => undefined, clear: () => undefined, stop: () => undefined };
  }
  const started = now();
  const delay = options.delayMs ?? 1000;
  let shown = false;
  let drawnAt = -Infinity;
  let last: BuildProgress | undefined;
  let stopped = false;
  // A stage that reports no counts (markdown of a large site) still shows once the delay is over.
  const timer = setTimeout(() => {
    if (last && !stopped) draw(last);
  }, delay);
  timer.unref();
  const draw = (progress: BuildProgress): void => {
    // A pseudo-terminal may report 0 columns.
    const width = Math.max(20, (stream.columns || 80) - 1);
    cursorTo(stream, 0);
    stream.write(progressText(progress).slice(0, width));
    clearLine(stream, 1);
    shown = true;
    drawnAt = now();
  };
  const clear = (): void => {
    if (!shown) return;
    clearLine(stream, 0);
    cursorTo(stream, 0);
    shown = false;
    drawnAt = -Infinity;
  };
  return {
    update(progress) {
      if (stopped) return;
      const stageChanged = last?.stage !== progress.stage;
      last = progress;
      const at = now();
      if (at - started < delay) return;
      if (!stageChanged && at - drawnAt < REDRAW_EVERY_MS && progress.done !== progress.total) return;
      draw(progress);
    },
    clear,
    stop() {
      stopped = true;
      clearTimeout(timer);
      clear();
    },
  };
}
