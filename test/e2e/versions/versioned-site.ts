// The site-versions fixture built into a temp folder and served, for the browser tests of versions.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/build/build.ts';
import { serveStatic } from '../harness/serve.ts';
import { fixtureFiles } from '../../fixture-files.ts';

/** Builds the fixture into a temp folder and serves the output. */
export async function startVersionedSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-versions-e2e-'));
  await cp(path.resolve(import.meta.dirname, '../../fixtures/site-versions'), path.join(dir, 'site'), {
    recursive: true,
  });
  const outDir = path.join(dir, 'out');
  const built = await build({ cwd: path.join(dir, 'site'), outDir, output: 'disk' });
  if (!built.ok) throw new Error(`the fixture did not build: ${JSON.stringify(built.diagnostics)}`);
  const server = await serveStatic(outDir);
  return {
    origin: server.origin,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
