// The real (Maar World) site for browser tests: the build the global setup made for this run, or a fresh one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../../src/build/build.ts';
import { routeHref } from '../../../src/shared/urls.ts';

/** The repository root (the real site's sources and config). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A built copy of the real site, read-only for the tests. */
export interface RealSiteBuild {
  dir: string;
  /** URL paths of page kinds that depend on the content (`blog-post`: the newest post), as `realSitePaths` gives. */
  paths: Record<string, string>;
  /** Removes the folder when this build made it (the global setup removes its own). */
  close(): Promise<void>;
}

/** URL paths, by page kind, that only the build knows: the newest blog post's. */
export function realSitePaths(result: BuildResult): Record<string, string> {
  const newest = result.site?.posts[0];
  return newest && result.site ? { 'blog-post': routeHref(newest.entry.route, result.site.config) } : {};
}

/** The real site's output: the run's shared build (DOCSGEN_E2E_SITE_DIR) when set, else a build into a temp folder. */
export async function realSiteBuild(): Promise<RealSiteBuild> {
  const shared = process.env.DOCSGEN_E2E_SITE_DIR;
  if (shared) {
    const paths = JSON.parse(process.env.DOCSGEN_E2E_PATHS ?? '{}') as Record<string, string>;
    return { dir: shared, paths, close: async () => undefined };
  }
  const tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-real-site-'));
  const dir = path.join(tmp, 'site');
  const close = () => rm(tmp, { recursive: true, force: true });
  const result = await build({ cwd: REPO_ROOT, outDir: dir });
  if (!result.ok) {
    await close();
    throw new Error(`The site build failed:\n${result.diagnostics.map((d) => d.message).join('\n')}`);
  }
  return { dir, paths: realSitePaths(result), close };
}
