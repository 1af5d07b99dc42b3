// Bundling the site's components for the browser: one esbuild build with code splitting (ES modules) over every
// component, React's entry and the loader, so React and react-dom land in one shared chunk and each component in a
// chunk of its own. The CSS they import (plain files, CSS modules, a package's CSS) becomes one stylesheet. A
// component that does not bundle for the browser (it imports `fs`, or a package that is not installed) is left out
// with the reason, which is an error only where a page makes it an island.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { contentHash, type OutputFile } from '../base/output-file.ts';
import { packageRoot, runsBundled } from '../base/package-root.ts';
import type { IslandBundle } from './types.ts';
import { cssModulesAsOnServer } from './css-modules.ts';
import { siteJsx } from './site-jsx.ts';

/** Where the islands' files lie in the output. */
export const ISLANDS_DIR = 'assets/islands';
const RENDERER = 'docsgen-island-renderer';
const NAMESPACE = 'docsgen-islands';
// Always first in the stylesheet: the wrappers take no box of their own, so the page lays out as the component does.
const WRAPPER_CSS = 'docsgen-island,docsgen-slot{display:contents}\n';

/** The component files to bundle, by name. */
export type IslandSources = Record<string, string>;

/** Bundles every component for the browser; never throws for a component's fault (see `failures`). */
export async function bundleIslands(components: IslandSources, rootDir: string): Promise<IslandBundle> {
  const names = Object.keys(components);
  const failures: Record<string, string> = {};
  let result = await tryBuild(components, rootDir);
  if ('error' in result) {
    // One build fails whole: build each component alone to learn which ones fail, then the others together.
    const alone = await Promise.all(
      names.map(async (name) => [name, await tryBuild({ [name]: components[name]! }, rootDir)] as const),
    );
    for (const [name, one] of alone) if ('error' in one) failures[name] = one.error;
    const good = Object.fromEntries(Object.entries(components).filter(([name]) => !failures[name]));
    result = await tryBuild(good, rootDir);
    if ('error' in result) throw new Error(`bundling the islands failed: ${result.error}`);
  }
  return { ...collect(result.build, rootDir), failures };
}

type Attempt = { build: esbuild.BuildResult<{ write: false; metafile: true }> } | { error: string };

async function tryBuild(components: IslandSources, rootDir: string): Promise<Attempt> {
  try {
    return { build: await buildOnce(components, rootDir) };
  } catch (error) {
    return { error: describeFailure(error, rootDir) };
  }
}

function buildOnce(components: IslandSources, rootDir: string) {
  return esbuild.build({
    entryPoints: [
      { in: `${NAMESPACE}:${RENDERER}`, out: 'react' },
      { in: loaderEntry(), out: 'loader' },
      ...Object.entries(components).map(([name, file]) => ({ in: file, out: name })),
    ],
    absWorkingDir: rootDir,
    outdir: path.join(rootDir, ISLANDS_DIR),
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    assetNames: '[name].[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    minify: true,
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: {
      '.png': 'file',
      '.jpg': 'file',
      '.svg': 'file',
      '.woff': 'file',
      '.woff2': 'file',
      '.gif': 'file',
    },
    plugins: [docsgenReact(), cssModulesAsOnServer(rootDir), siteJsx()],
  });
}

// The renderer entry, and React itself from docsgen's own copy: the one the build renders the server HTML with.
function docsgenReact(): esbuild.Plugin {
  const resolve = createRequire(path.join(packageRoot(), 'package.json')).resolve;
  return {
    name: 'docsgen-react',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents:
          "export { createElement, Component } from 'react';\n" +
          "export { hydrateRoot, createRoot } from 'react-dom/client';\n",
        loader: 'js',
        resolveDir: packageRoot(),
      }));
      build.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, (args) => ({ path: resolve(args.path) }));
    },
  };
}

// The browser loader: its TypeScript source, or the copy the bundled CLI ships (scripts/build-cli.mjs).
function loaderEntry(): string {
  const root = packageRoot();
  return runsBundled()
    ? path.join(root, 'dist/islands-loader.js')
    : path.join(root, 'src/client/islands/loader.ts');
}

function collect(
  build: esbuild.BuildResult<{ write: false; metafile: true }>,
  rootDir: string,
): Omit<IslandBundle, 'failures'> {
  const outdir = path.join(rootDir, ISLANDS_DIR);
  const relative = (file: string): string =>
    `${ISLANDS_DIR}/${path.relative(outdir, file).split(path.sep).join('/')}`;
  const files: OutputFile[] = [];
  const chunks: Record<string, string> = {};
  const styled: string[] = [];
  let css = '';
  let loader: string | undefined;
  let renderer: string | undefined;
  for (const file of build.outputFiles) {
    const out = relative(file.path);
    const meta = build.metafile.outputs[path.relative(rootDir, file.path).split(path.sep).join('/')];
    const name = path.posix.basename(out).replace(/\.[^.]+\.[a-z0-9]+$/i, '');
    if (out.endsWith('.css')) {
      css += file.text;
      if (name !== 'loader' && name !== 'react') styled.push(name);
      continue;
    }
    if (out.endsWith('.map')) continue;
    files.push({ path: out, contents: file.contents });
    if (!meta?.entryPoint) continue;
    if (name === 'loader') loader = out;
    else if (name === 'react') renderer = out;
    else chunks[name] = out;
  }
  // The stylesheet lies beside the chunks: the url()s esbuild wrote (fonts, images) stay right.
  const text = WRAPPER_CSS + css;
  const stylesheet = `${ISLANDS_DIR}/components.${contentHash(text)}.css`;
  files.push({ path: stylesheet, contents: text });
  return { files, loader, renderer, chunks, stylesheet, styled };
}

/** esbuild's first error as `file:line:col: message`, with the file relative to the project root. */
function describeFailure(error: unknown, rootDir: string): string {
  const first = (error as Partial<esbuild.BuildFailure>).errors?.[0];
  if (!first) return (error as Error).message ?? String(error);
  const where = first.location;
  if (!where) return first.text;
  const file = path.relative(rootDir, path.resolve(rootDir, where.file)).split(path.sep).join('/');
  return `${file}:${where.line}:${where.column + 1}: ${first.text}`;
}
