// The browser script and its parts that only some pages use (tab sets, diagrams, "Copy page", the search box and
// page, the search-term highlighter). Each part is an ES module of its own, bundled whole; the script (a classic
// script, as before) imports one by its hashed name where a page needs it, relative to the script's own URL. A part
// bundles its own copy of the small helpers it shares with the script (strings, storage): they hold no state that
// two copies could disagree on, and every page then loads one file, not a graph of shared chunks.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { contentHash, type OutputFile } from '../base/output-file.ts';

const SCRIPT_DIR = 'assets/js';
// The parts loaded on demand, as modules of src/client.
const LAZY_PARTS = ['tabs', 'diagrams', 'copy-page', 'search/session', 'search/target-highlight'];

/** The browser script and its parts: their files, and the script's path. */
export interface MainScript {
  files: OutputFile[];
  script: string;
}

const COMMON: esbuild.BuildOptions = {
  bundle: true,
  minify: true,
  write: false,
  logLevel: 'silent',
  legalComments: 'none',
  target: 'es2020',
  platform: 'browser',
};

async function bundleOne(entry: string, options: esbuild.BuildOptions): Promise<string> {
  const result = await esbuild.build({ entryPoints: [entry], ...COMMON, ...options });
  return result.outputFiles![0]!.text;
}

/** Bundles src/client/main.ts and its parts; each file is named by the hash of its contents. */
export async function bundleMainScript(root: string): Promise<MainScript> {
  const client = path.join(root, 'src/client');
  const files: OutputFile[] = [];
  const byModule = new Map<string, string>();
  await Promise.all(
    LAZY_PARTS.map(async (part) => {
      const module = path.join(client, `${part}.ts`);
      const code = await bundleOne(module, { format: 'esm' });
      const file = `${SCRIPT_DIR}/${path.basename(part)}.${contentHash(code)}.js`;
      files.push({ path: file, contents: code });
      byModule.set(module, `./${path.basename(file)}`);
    }),
  );
  const script = await bundleOne(path.join(client, 'main.ts'), {
    format: 'iife',
    plugins: [partsAsFiles(byModule)],
  });
  const scriptPath = `${SCRIPT_DIR}/main.${contentHash(script)}.js`;
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files: [{ path: scriptPath, contents: script }, ...files], script: scriptPath };
}

// `import('./tabs.ts')` in the script becomes `import('./tabs.<hash>.js')`, left for the browser to load.
function partsAsFiles(byModule: ReadonlyMap<string, string>): esbuild.Plugin {
  return {
    name: 'docsgen-lazy-parts',
    setup(build) {
      build.onResolve({ filter: /\.ts$/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const file = byModule.get(path.resolve(args.resolveDir, args.path));
        if (file === undefined) throw new Error(`${args.path} is imported on demand but is not a lazy part`);
        return { path: file, external: true };
      });
    },
  };
}
