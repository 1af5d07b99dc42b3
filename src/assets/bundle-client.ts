import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot, runsBundled } from '../base/package-root.ts';
import { contentHash, type OutputFile } from '../base/output-file.ts';
import { bundleMainScript } from './bundle-main-script.ts';

export type { OutputFile } from '../base/output-file.ts';

/** The browser assets of the theme: hashed files, plus the inline pre-paint script. */
export interface ClientBundle {
  files: OutputFile[];
  /** Output-relative paths. */
  stylesheet: string;
  script: string;
  /** Output-relative path of the search worker, when the theme ships one. */
  searchWorker: string | undefined;
  themeScript: string;
}

/** Output path of the site's stylesheet, named by the hash of its contents. */
export function stylesheetPath(css: string): string {
  return `assets/css/styles.${contentHash(css)}.css`;
}

async function bundle(entry: string, options: esbuild.BuildOptions): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    ...options,
  });
  return result.outputFiles![0]!.text;
}

/** The client bundle docsgen's own build made (scripts/build-cli.mjs), in the package folder. */
export const PREBUILT_CLIENT = 'dist/client-bundle.json';

// Pure memo: the bundle is docsgen's own browser code, the same for every site, session and build in this process.
let clientBundleMemo: Promise<ClientBundle> | undefined;

/**
 * The browser script, the search worker, the stylesheet and the pre-paint script: the bundled CLI reads the ones made
 * with it; run from sources, they are bundled with esbuild, once per process.
 */
export function bundleClient(): Promise<ClientBundle> {
  clientBundleMemo ??= (readPrebuiltClient() ?? createClientBundle()).catch((error: unknown) => {
    clientBundleMemo = undefined;
    throw error;
  });
  return clientBundleMemo;
}

function readPrebuiltClient(): Promise<ClientBundle> | undefined {
  if (!runsBundled()) return undefined;
  const file = path.join(packageRoot(), PREBUILT_CLIENT);
  if (!existsSync(file)) return undefined;
  return readFile(file, 'utf8').then((text) => JSON.parse(text) as ClientBundle);
}

/** Bundles the browser code with esbuild. */
export async function createClientBundle(): Promise<ClientBundle> {
  const root = packageRoot();
  const browser: esbuild.BuildOptions = { format: 'iife', target: 'es2020', platform: 'browser' };
  const workerEntry = path.join(root, 'src/client/search-worker.ts');
  const [script, css, themeScript, worker] = await Promise.all([
    bundleMainScript(root),
    bundle(path.join(root, 'templates/styles/main.css'), { loader: { '.svg': 'dataurl' } }),
    bundle(path.join(root, 'src/client/theme-init.ts'), browser),
    existsSync(workerEntry) ? bundle(workerEntry, browser) : Promise.resolve(undefined),
  ]);
  const cssPath = stylesheetPath(css);
  const files: OutputFile[] = [...script.files, { path: cssPath, contents: css }];
  let workerPath: string | undefined;
  if (worker !== undefined) {
    workerPath = `assets/js/search-worker.${contentHash(worker)}.js`;
    files.push({ path: workerPath, contents: worker });
  }
  return {
    files,
    stylesheet: cssPath,
    script: script.script,
    searchWorker: workerPath,
    themeScript: themeScript.trim(),
  };
}
