// Writes the docs site's reference pages (site/content/docs/reference/) from the code: the config schema, the CLI
// program, the diagnostic codes and the theme. `--check` writes nothing and exits 1 when a committed page is stale.
// The generator is TypeScript (scripts/docs-reference/): bundled here with esbuild, its packages left to node_modules.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'node_modules/.cache/docsgen-docs-reference');
mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, 'run.mjs');
await build({
  entryPoints: [path.join(root, 'scripts/docs-reference/run.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  outfile,
  logLevel: 'error',
});
const { run } = await import(pathToFileURL(outfile).href);
process.exitCode = run(root, process.argv.includes('--check'));
