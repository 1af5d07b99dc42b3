// Helpers of the tests that build synthetic sites with the bundled CLI (the global test setup bundles it).
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

const bin = path.resolve(import.meta.dirname, '../../../bin/docsgen.js');

/** Runs `docsgen build --quiet` with `args` in `cwd` and `env` added; expects it to succeed without a word. */
export function buildWithCli(cwd: string, args: string[] = [], env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, [bin, 'build', '--quiet', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

/** Every file under `dir`, by its slash-separated path relative to `dir`. */
export async function outputFiles(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full));
  }
  return out;
}
