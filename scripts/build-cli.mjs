// Bundles the CLI (src/ and templates/, with its dependencies) into dist/ so that `npx docsgen` runs on plain Node.
//
// Start-up time is module loading, so the dependencies are bundled too: a few ESM files load faster than Node
// resolving, compiling and (for CommonJS packages) lexing each package's files. Each command's code is loaded with a
// dynamic import() and lands in its own chunk (`splitting`): `--version` and `--help` read only cli.js (commander), and
// the build's worker threads, which load the chunk holding src/render/worker-pool.ts, skip the dev server's code.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const outdir = 'dist';

/**
 * esbuild stays outside the bundle (it runs a native binary found from its own package), and is loaded with
 * `require`: imported from ESM, Node would run its CommonJS export lexer over esbuild's main file (~50 ms of CPU).
 */
const esbuildByRequire = {
  name: 'esbuild-by-require',
  setup(build) {
    build.onResolve({ filter: /^esbuild$/ }, (args) =>
      args.kind === 'require-call'
        ? { path: 'esbuild', external: true }
        : { path: 'esbuild', namespace: 'esbuild-by-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'esbuild-by-require' }, () => ({
      contents: "module.exports = require('esbuild');",
      loader: 'js',
    }));
  },
};

/**
 * Leaves out package code docsgen never runs but would compile on every start (and in every worker):
 * - `react-dom/server` for Node also loads React's streaming renderer (~300 kB); docsgen renders with
 *   renderToStaticMarkup, from the legacy renderer alone. Importing anything else from it fails this build.
 * - zod's `locales` namespace holds every language's error messages (~370 kB); zod itself uses English only, and so
 *   does docsgen, so `z.locales` keeps just `en`.
 */
const trimPackages = {
  name: 'trim-packages',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({
      path: 'react-dom/server',
      namespace: 'trimmed',
    }));
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(args.importer)
        ? {
            path: 'zod/v4/locales',
            namespace: 'trimmed',
            pluginData: path.join(args.resolveDir, '../locales'),
          }
        : undefined,
    );
    build.onLoad({ filter: /^react-dom\/server$/, namespace: 'trimmed' }, () => ({
      contents:
        "export { renderToStaticMarkup, renderToString, version } from 'react-dom/cjs/react-dom-server-legacy.node.production.js';",
      loader: 'js',
      resolveDir: process.cwd(),
    }));
    build.onLoad({ filter: /^zod\/v4\/locales$/, namespace: 'trimmed' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      loader: 'js',
      resolveDir: args.pluginData,
    }));
    // The legacy renderer is not among react-dom's package exports; read it by its path.
    build.onResolve({ filter: /^react-dom\/cjs\// }, async (args) => {
      const manifest = await build.resolve('react-dom/package.json', {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      if (manifest.errors.length > 0) return { errors: manifest.errors };
      return { path: path.join(path.dirname(manifest.path), args.path.slice('react-dom/'.length)) };
    });
  },
};

const result = await esbuild.build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // React (and others) pick their production code from NODE_ENV: decided here, the development code is left out.
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS packages `require()` Node built-ins (and esbuild); an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __docsgenCreateRequire } from 'node:module';\nconst require = __docsgenCreateRequire(import.meta.url);",
  },
  plugins: [esbuildByRequire, trimPackages],
  jsx: 'automatic',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

// What identifies this build's code (the build cache's renderer key): a hash of the code files it wrote (source maps
// change nothing that runs), so that older chunks still in dist/ (see below) are not part of it.
const buildHash = createHash('sha256');
for (const file of Object.keys(result.metafile.outputs).sort()) {
  if (file.endsWith('.js')) buildHash.update(file).update(await readFile(file));
}
await writeFile(path.join(outdir, 'build-id.tmp'), `${buildHash.digest('hex')}\n`);
await rename(path.join(outdir, 'build-id.tmp'), path.join(outdir, 'build-id'));

// Chunk names carry a content hash, so each build adds files. Remove the ones this build did not write once they are
// an hour old: a docsgen process started from the previous bundle may still import its chunks lazily.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(file)));
const chunkDir = path.join(outdir, 'chunks');
for (const name of await readdir(chunkDir).catch(() => [])) {
  const file = path.resolve(chunkDir, name);
  if (written.has(file)) continue;
  const { mtimeMs } = await stat(file);
  if (Date.now() - mtimeMs > 60 * 60 * 1000) await rm(file, { force: true });
}

// The browser code is docsgen's own and the same for every site: bundle it once here, not in every site build.
const builder = path.join(outdir, '.client-builder.mjs');
await esbuild.build({
  entryPoints: ['src/render/bundle-client.ts'],
  outfile: builder,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
try {
  const { createClientBundle, PREBUILT_CLIENT } = await import(pathToFileURL(builder).href);
  // Renamed into place: a docsgen process started meanwhile reads the old file or the new one, never half of one.
  await writeFile(`${PREBUILT_CLIENT}.tmp`, JSON.stringify(await createClientBundle()));
  await rename(`${PREBUILT_CLIENT}.tmp`, PREBUILT_CLIENT);
} finally {
  await rm(builder, { force: true });
}
