// Times the stages of a build and stops it between stages once it is interrupted.
import { performance } from 'node:perf_hooks';
import { BuildAbortedError } from '../diagnostics/diagnostic.ts';
import type { ProgressListener, StageTiming } from './options.ts';

/** Runs one named stage, timing it. */
export type StageRunner = <T>(name: string, run: () => Promise<T> | T) => Promise<T>;

/** The timings of one build, and the runner of its stages. */
export class StageTimer {
  readonly timings: StageTiming[] = [];

  constructor(
    private readonly signal: AbortSignal | undefined,
    private readonly onStage: ((stage: string, ms: number) => void) | undefined,
    private readonly onProgress?: ProgressListener | undefined,
  ) {}

  /** Records a stage that took `ms`. */
  record(stage: string, ms: number): void {
    this.timings.push({ stage, ms });
    this.onStage?.(stage, ms);
  }

  /** Runs a stage (unless the build was interrupted) and records its time. */
  readonly run: StageRunner = async (name, run) => {
    if (this.signal?.aborted) throw new BuildAbortedError();
    this.onProgress?.({ stage: name, done: 0, total: 0 });
    const start = performance.now();
    const value = await run();
    this.record(name, performance.now() - start);
    return value;
  };

  /** The steps of one stage run apart (alongside the render stage), timed together once the last one has run. */
  steps(name: string, steps: (() => void)[]): (() => void)[] {
    let ms = 0;
    return steps.map((run, i) => () => {
      const start = performance.now();
      run();
      ms += performance.now() - start;
      if (i === steps.length - 1) this.record(name, ms);
    });
  }
}
