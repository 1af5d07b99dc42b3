// Bundles the CLI into dist/ once per test run, before any test file spawns `bin/docsgen.js`, so parallel test
// files never rebuild it under each other.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Vitest global setup: runs once in the main process. */
export default function setup(): void {
  const repo = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repo, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bundling the CLI failed:\n${result.stderr}`);
}
