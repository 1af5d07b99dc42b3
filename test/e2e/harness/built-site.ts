// A site written into a temporary folder by the test, built with the bundled CLI and served from its output.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './real-site.ts';
import { serveSite, type SiteUnderTest } from './site.ts';

/** Builds the site in `work` with `docsgen build` and serves its output; the doc path is `doc`; closing removes `work`. */
export async function buildAndServe(work: string, doc: string): Promise<SiteUnderTest> {
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/docsgen.js'), 'build', '--quiet'], {
    cwd: work,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  return serveSite(path.join(work, 'build'), { doc } as SiteUnderTest['paths'], false, () =>
    rm(work, { recursive: true, force: true }),
  );
}
