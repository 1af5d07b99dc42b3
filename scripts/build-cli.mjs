// Bundles the CLI (src/ and templates/, with its dependencies) into dist/ so that `npx docsgen` runs on plain Node.
//
// Start-up time is module loading, so the dependencies are bundled too: a few files load faster than Node resolving,
// compiling and (for CommonJS packages) lexing each package's files. The outputs:
// - dist/cli.js (ES module): commander and the launcher; `--version`, `--help` and usage errors read only this.
// - dist/engine-<hash>.cjs (CommonJS, one file): everything the commands run, loaded by src/cli/launch/engine.ts with V8's
//   code cache (a script can be given one, an ES module can't on Node 20). The hash in its name keeps a cache on the
//   code it was made for.
// - dist/worker-engine-<hash>.cjs: what a build worker thread runs (src/parallel/worker-serve.ts and the tasks), without
//   the commands, the dev server, the checks or esbuild: a worker loads it in about 20% less time than the engine. The
//   engine names it, so a worker started by a running docsgen loads the code that docsgen was built with.
// - dist/worker.cjs: where a build worker thread starts; it loads the worker bundle with the workers' code cache.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const outdir = 'dist';

/**
 * Leaves out package code docsgen never runs but would compile on every start (and in every worker):
 * - `react-dom/server` for Node also loads React's streaming renderer (~300 kB); docsgen renders with
 *   renderToStaticMarkup, from the legacy renderer alone. Importing anything else from it fails this build.
 * - gray-matter's own js-yaml 3 (see the js-yaml rule below).
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
    // gray-matter requires its own js-yaml 3 (about 140 kB) for engines docsgen replaces (front matter goes through
    // docsgen's js-yaml 4): it gets docsgen's copy, whose `safeLoad` and `safeDump` are kept as stubs that only throw.
    build.onResolve({ filter: /^js-yaml$/ }, (args) =>
      /[\\/]gray-matter[\\/]/.test(args.importer)
        ? build.resolve('js-yaml', { kind: 'import-statement', resolveDir: process.cwd() })
        : undefined,
    );
  },
};

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // React (and others) pick their production code from NODE_ENV: decided here, the development code is left out.
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
};

/** A CommonJS bundle named `<name>-<hash>.cjs`, and its file name. */
async function hashedBundle(name, entry, define = {}) {
  const result = await esbuild.build({
    ...shared,
    entryPoints: { [name]: entry },
    outdir,
    entryNames: '[name]-[hash]',
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    define: { ...shared.define, ...define, 'import.meta.url': '__docsgenModuleUrl' },
    banner: { js: "var __docsgenModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    // esbuild runs a native binary found from its own package.
    external: ['esbuild'],
    plugins: [trimPackages],
  });
  const file = Object.keys(result.metafile.outputs).find((output) => output.endsWith('.cjs'));
  return { result, file };
}

const workerEngine = await hashedBundle('worker-engine', 'src/parallel/worker-serve.ts');
const engine = await hashedBundle('engine', 'src/cli/engine.ts', {
  DOCSGEN_WORKER_BUNDLE: JSON.stringify(path.basename(workerEngine.file)),
});

// Where a build worker thread starts: it loads the worker bundle the pool names, with the code cache.
const worker = await esbuild.build({
  ...shared,
  entryPoints: { worker: 'src/cli/launch/worker.ts' },
  outdir,
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
});

const cli = await esbuild.build({
  ...shared,
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  format: 'esm',
  define: { ...shared.define, DOCSGEN_ENGINE_FILE: JSON.stringify(path.basename(engine.file)) },
  // commander (CommonJS) `require()`s Node built-ins; an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __docsgenCreateRequire } from 'node:module';\nconst require = __docsgenCreateRequire(import.meta.url);",
  },
});
// The parent process of the commands that run a site's code (src/cli/launch/supervisor.ts): small, loaded first.
const supervisor = await esbuild.build({
  ...shared,
  entryPoints: { supervisor: 'src/cli/launch/supervisor.ts' },
  outdir,
  format: 'esm',
});
const outputs = [workerEngine.result, engine.result, worker, cli, supervisor].flatMap((result) =>
  Object.keys(result.metafile.outputs),
);

// What identifies this build's code (the build cache's renderer key): a hash of the code files it wrote (source maps
// change nothing that runs), so that older chunks still in dist/ (see below) are not part of it.
const buildHash = createHash('sha256');
for (const file of outputs.sort()) {
  if (/\.c?js$/.test(file)) buildHash.update(file).update(await readFile(file));
}
await writeFile(path.join(outdir, 'build-id.tmp'), `${buildHash.digest('hex')}\n`);
await rename(path.join(outdir, 'build-id.tmp'), path.join(outdir, 'build-id'));

// Engine and chunk names carry a content hash, so each build adds files. Remove the ones this build did not write once
// they are an hour old (a docsgen process started from the previous bundle may still load them: its chunks lazily, the
// worker bundle in its worker threads), then the code caches of engines that are gone (src/cli/launch/cached-module.ts).
// `--clean` (the package's prepack) removes them at once, with every code cache and the old declarations: a tarball
// holds this build alone.
const clean = process.argv.includes('--clean');
const written = new Set(outputs.map((file) => path.resolve(file)));
const removeOld = async (dir, pattern) => {
  for (const name of await readdir(dir).catch(() => [])) {
    const file = path.resolve(dir, name);
    if (written.has(file) || !pattern.test(name)) continue;
    const { mtimeMs } = await stat(file);
    if (clean || Date.now() - mtimeMs > 60 * 60 * 1000) await rm(file, { force: true });
  }
};
if (clean) {
  await rm(path.join(outdir, '.code-cache'), { recursive: true, force: true });
  await rm(path.join(outdir, 'types'), { recursive: true, force: true });
}
await removeOld(path.join(outdir, 'chunks'), /./);
await removeOld(outdir, /^(worker-)?engine-.*\.cjs(\.map)?$/);
const codeCacheDir = path.join(outdir, '.code-cache');
for (const name of await readdir(codeCacheDir).catch(() => [])) {
  const engineName = name.slice(0, name.indexOf('.cjs.') + '.cjs'.length);
  if (!existsSync(path.join(outdir, engineName))) await rm(path.join(codeCacheDir, name), { force: true });
}

// `docsgen/theme/<Name>` has types only: inside a build the site's theme components get docsgen's own component from
// its loader (src/render/theme-overrides.ts). Imported anywhere else, it says so.
await writeFile(
  path.join(outdir, 'theme.js'),
  "throw new Error('docsgen/theme/* is answered by docsgen while it builds a site (theme.components); it cannot be imported on its own');\n",
);

// The browser code is docsgen's own and the same for every site: bundle it once here, not in every site build.
const builder = path.join(outdir, '.client-builder.mjs');
await esbuild.build({
  entryPoints: ['src/assets/bundle-client.ts'],
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

// The Starlight components' stylesheet (src/assets/markdown-assets.ts): only pages of Starlight sites link it.
// The same files, in the same order, as STARLIGHT_CSS_FILES there.
const starlightSource = (
  await Promise.all(
    ['links.css', 'lists.css'].map((name) => readFile(`templates/styles/starlight/${name}`, 'utf8')),
  )
).join('\n');
const starlightCss = await esbuild.transform(starlightSource, {
  loader: 'css',
  minify: true,
  legalComments: 'none',
});
await writeFile(path.join(outdir, 'starlight.css'), starlightCss.code);

// The islands loader (src/client/islands/): each site with islands bundles it with its components, from this copy.
await esbuild.build({
  entryPoints: ['src/client/islands/loader.ts'],
  outfile: path.join(outdir, 'islands-loader.js'),
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2020',
  logLevel: 'warning',
});

// Package files docsgen reads at run time (src/markdown/vendor-files.ts): Prism's grammars, KaTeX (its code, loaded
// on the first page with math, its stylesheet and fonts), the Mermaid script. One JSON archive per package keeps the
// tarball to a few files; binary files are base64.
const vendorDir = path.join(outdir, 'vendor');
await mkdir(vendorDir, { recursive: true });
const packageDir = (name) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const vendorArchives = {
  prismjs: async (dir) => {
    const map = await readFile(path.join(dir, 'components.json'), 'utf8');
    const archive = { 'components.json': map };
    for (const id of Object.keys(JSON.parse(map).languages)) {
      if (id === 'meta') continue;
      // The minified grammar is the same code, smaller; it is stored under the name the loader asks for.
      const min = path.join(dir, 'components', `prism-${id}.min.js`);
      const file = existsSync(min) ? min : path.join(dir, 'components', `prism-${id}.js`);
      archive[`components/prism-${id}.js`] = await readFile(file, 'utf8');
    }
    return archive;
  },
  katex: async (dir) => {
    const archive = {
      'dist/katex.min.js': await readFile(path.join(dir, 'dist/katex.min.js'), 'utf8'),
      'dist/katex.min.css': await readFile(path.join(dir, 'dist/katex.min.css'), 'utf8'),
    };
    for (const name of await readdir(path.join(dir, 'dist/fonts'))) {
      if (!name.endsWith('.woff2')) continue;
      archive[`dist/fonts/${name}`] =
        `base64:${(await readFile(path.join(dir, 'dist/fonts', name))).toString('base64')}`;
    }
    return archive;
  },
  mermaid: async (dir) => ({
    'dist/mermaid.min.js': await readFile(path.join(dir, 'dist/mermaid.min.js'), 'utf8'),
  }),
};
for (const [name, make] of Object.entries(vendorArchives)) {
  const file = path.join(vendorDir, `${name}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(await make(packageDir(name))));
  await rename(`${file}.tmp`, file);
}
