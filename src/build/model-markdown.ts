// How a build renders its markdown bodies: the renderer of this thread, the build cache (disk builds), and the worker
// threads' batches, streamed to the render stage and paced to it on a large site.
import path from 'node:path';
import type { BuildPlan } from './plan.ts';
import type { BuildSession } from './session.ts';
import type { StageRunner } from './stage-timer.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { CACHE_DIR, currentRendererKey } from '../output/page-cache.ts';
import { parallelMarkdown } from '../parallel/markdown.ts';
import type { WorkerPool } from '../parallel/worker-pool.ts';
import { BodyPacer, PACED_FROM_FILES } from '../model/body-pacer.ts';
import { HOLD_FROM_FILES } from '../model/held-sources.ts';
import type { MarkdownRenderer, RenderedMarkdown } from '../markdown/types.ts';
import { loadMarkdownCache, type MarkdownCacheTarget } from '../markdown/cache.ts';
import { markdownRendererFor, type MarkdownBatchRenderer } from '../markdown/jobs.ts';
import { markdownSettingsKey } from '../plugins/markdown.ts';

/** What the markdown of a build is rendered with. */
export interface MarkdownSetup {
  renderer: MarkdownRenderer;
  /** The worker threads' batches (large sites). */
  renderMarkdown: MarkdownBatchRenderer | undefined;
  /** The key of the session's markdown memo for this site and its markdown settings. */
  memoKey: string;
  /** Where the build keeps its rendered markdown (disk builds). */
  cache: MarkdownCacheTarget | undefined;
  /** Where source bodies and the workers' cache forms wait in temporary files (large disk builds). */
  heldDir: string | undefined;
  /** The workers render every body while this thread goes on to render pages as their bodies come back. */
  stream: boolean;
  /** Bodies whose cache form a worker keeps. */
  heldElsewhere: WeakSet<RenderedMarkdown>;
  pacer: BodyPacer | undefined;
}

/** What the markdown setup depends on. */
export interface MarkdownStageInput {
  config: ResolvedConfig;
  plan: BuildPlan;
  session: BuildSession;
  pool: WorkerPool | undefined;
  /** Content files of the site. */
  files: number;
  /** See `BuildOptions.holdFromFiles`. */
  holdFrom: number | undefined;
}

/** Loads the build cache of rendered markdown (when the plan keeps one) and prepares the renderers. */
export async function markdownStage(input: MarkdownStageInput, stage: StageRunner): Promise<MarkdownSetup> {
  const { config, plan, session, pool, files } = input;
  const { rootDir } = config;
  const plain = plan.plainMarkdown;
  const memoKey = `${rootDir}\0${plain}\0${markdownSettingsKey(config.markdown)}`;
  const cache = plan.markdownCache
    ? {
        dir: path.join(rootDir, CACHE_DIR, 'markdown'),
        memoKey,
        rendererKey: currentRendererKey(),
        memory: session.markdown,
      }
    : undefined;
  if (cache) await stage('cache-load', () => loadMarkdownCache(cache));
  const renderer = await stage('markdown-init', () =>
    markdownRendererFor(session.markdown.renderers, config.markdown, plain),
  );
  const stream = plan.streamMarkdown && pool !== undefined;
  const heldElsewhere = new WeakSet<RenderedMarkdown>();
  // Streaming a large site: the workers render bodies only a window ahead of the pages that ask for them.
  const pacer = stream && files >= PACED_FROM_FILES ? new BodyPacer() : undefined;
  const heldDir = files >= (input.holdFrom ?? HOLD_FROM_FILES) ? cache?.dir : undefined;
  const renderMarkdown = pool
    ? parallelMarkdown(session.threads, pool, config.markdown, {
        plain,
        inline: !stream,
        cacheForm: cache !== undefined,
        renderers: session.markdown.renderers,
        heldDir,
        heldElsewhere,
        pacer,
      })
    : undefined;
  return { renderer, renderMarkdown, memoKey, cache, heldDir, stream, heldElsewhere, pacer };
}
