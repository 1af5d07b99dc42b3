// Vitest global setup: builds the real site once per run, so the browser tests check what is deployed, not only the
// sample pages. The test workers find it through DOCSGEN_E2E_SITE_DIR and DOCSGEN_E2E_PATHS (see harness/site.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/build/build.ts';
import { realSitePaths } from './harness/real-site.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** True when this run includes a browser test (a `vitest run test/unit` needs no site build). */
async function runsBrowserTests(project: TestProject): Promise<boolean> {
  // The file filters of the command line are not public API; without them, assume every test runs.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  const e2e = path.join(ROOT, 'test', 'e2e') + path.sep;
  return testFiles.some((file) => path.resolve(file).startsWith(e2e));
}

/** Builds the site into a temp folder and points the workers at it; returns the teardown that removes the folder. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // A folder given by the caller (for example an existing `build/`) is used as it is.
  if (process.env.DOCSGEN_E2E_SITE_DIR || !(await runsBrowserTests(project))) return undefined;
  const tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-e2e-site-'));
  const outDir = path.join(tmp, 'site');
  try {
    const result = await build({ cwd: ROOT, outDir });
    if (!result.ok || !result.site) {
      const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
      throw new Error(`The site build for the browser tests failed:\n${errors.join('\n')}`);
    }
    process.env.DOCSGEN_E2E_SITE_DIR = outDir;
    process.env.DOCSGEN_E2E_PATHS = JSON.stringify(realSitePaths(result));
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    delete process.env.DOCSGEN_E2E_SITE_DIR;
    delete process.env.DOCSGEN_E2E_PATHS;
    await rm(tmp, { recursive: true, force: true });
  };
}
