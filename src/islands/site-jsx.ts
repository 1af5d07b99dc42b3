// Docusaurus sites write JSX in their own .js files (its bundler reads them so): an esbuild plugin that reads the
// site's .js files as JSX, and leaves packages' files as they are (their bytes must not change).
import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';

/** Reads every .js file outside node_modules with esbuild's JSX loader. */
export function siteJsx(): esbuild.Plugin {
  return {
    name: 'docsgen-site-jsx',
    setup(build) {
      build.onLoad({ filter: /\.js$/, namespace: 'file' }, async (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        return { contents: await readFile(args.path, 'utf8'), loader: 'jsx' };
      });
    },
  };
}
