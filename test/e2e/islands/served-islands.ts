// A fixture with islands built in memory, written to a temporary folder and served with the build's own
// Content Security Policy (csp.txt) on every response, as a strict host would send it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../../src/build/build.ts';
import { serveStatic } from '../harness/serve.ts';

/** A served build: its origin, its output files by path, and how to stop it. */
export interface ServedIslands {
  origin: string;
  files: Map<string, string | Uint8Array>;
  close(): Promise<void>;
}

/** Builds the project at `cwd` and serves its output under its own `csp.txt`. */
export async function serveIslandsBuild(cwd: string): Promise<ServedIslands> {
  const result = await build({ cwd, output: 'memory' });
  if (!result.ok || !result.memory) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    throw new Error(
      `the site did not build: ${errors.map((d) => `${d.file}:${d.line}: ${d.message}`).join('\n')}`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-islands-'));
  const out = path.join(dir, 'out');
  for (const [file, contents] of result.memory.files) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), contents);
  }
  const policy = String(result.memory.files.get('csp.txt')).trim();
  const server = await serveStatic(out, { headers: { 'content-security-policy': policy } });
  return {
    origin: server.origin,
    files: result.memory.files,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
