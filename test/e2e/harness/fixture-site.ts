// A test fixture built in memory, written to a temporary folder (`<dir>/out`) and served as a static host serves it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../../src/build/build.ts';
import { serveStatic } from './serve.ts';

/** A served fixture build: its origin, the temporary folder holding `out/`, and how to stop it. */
export interface ServedFixture {
  origin: string;
  dir: string;
  close(): Promise<void>;
}

/** Builds `test/fixtures/<name>` in memory, writes its output into a temporary folder and serves it. */
export async function serveFixtureBuild(name: string): Promise<ServedFixture> {
  const fixture = path.resolve(import.meta.dirname, '../../fixtures', name);
  const result = await build({ cwd: fixture, output: 'memory' });
  if (!result.ok || !result.memory) throw new Error(`the ${name} fixture did not build`);
  const dir = await mkdtemp(path.join(tmpdir(), `docsgen-${name}-`));
  const out = path.join(dir, 'out');
  for (const [file, contents] of result.memory.files) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), contents);
  }
  const server = await serveStatic(out);
  return {
    origin: server.origin,
    dir,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
