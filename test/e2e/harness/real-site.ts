// The real (Maar World) site for browser tests: the build the global setup made for this run, or a fresh one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../../src/build/build.ts';

/** The repository root (the real site's sources and config). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A built copy of the real site, read-only for the tests. */
export interface RealSiteBuild {
  dir: string;
  /** Removes the folder when this build made it (the global setup removes its own). */
  close(): Promise<void>;
}

/** The real site's output: the run's shared build (DOCSGEN_E2E_SITE_DIR) when set, else a build into a temp folder. */
export async function realSiteBuild(): Promise<RealSiteBuild> {
  const shared = process.env.DOCSGEN_E2E_SITE_DIR;
  if (shared) return { dir: shared, close: async () => undefined };
  const tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-real-site-'));
  const dir = path.join(tmp, 'site');
  const close = () => rm(tmp, { recursive: true, force: true });
  const result = await build({ cwd: REPO_ROOT, outDir: dir });
  if (!result.ok) {
    await close();
    throw new Error(`The site build failed:\n${result.diagnostics.map((d) => d.message).join('\n')}`);
  }
  return { dir, close };
}
