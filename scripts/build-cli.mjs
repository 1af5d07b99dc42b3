// Bundles the CLI (src/ and templates/) into dist/ so that `npx docsgen` runs on plain Node.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
