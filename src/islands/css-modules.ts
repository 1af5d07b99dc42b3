// CSS modules in the browser bundle, compiled on their own without minifying: minified, esbuild would give their
// classes short names, and the server HTML (compiled apart, src/config/theme-components.ts) names them by file.
import path from 'node:path';
import * as esbuild from 'esbuild';

const NAMESPACE = 'docsgen-css-module';

/** The plugin that compiles each `*.module.css` file alone, for names that match the server HTML's. */
export function cssModulesAsOnServer(rootDir: string): esbuild.Plugin {
  const compiled = new Map<string, string>();
  return {
    name: 'docsgen-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/, namespace: 'file' }, async (args) => {
        const file = JSON.stringify(args.path);
        const result = await esbuild.build({
          stdin: {
            contents: `export * from ${file};\nexport { default } from ${file};\n`,
            resolveDir: path.dirname(args.path),
            loader: 'js',
          },
          absWorkingDir: rootDir,
          outdir: path.join(rootDir, '.docsgen-css-module'),
          bundle: true,
          write: false,
          format: 'esm',
          logLevel: 'silent',
        });
        const js = result.outputFiles.find((out) => out.path.endsWith('.js'))?.text ?? '';
        // Named from the project root: esbuild hashes a virtual module's name into its chunk's file name, and an
        // absolute one would make the output depend on where the project lies.
        const key = path.relative(rootDir, args.path).split(path.sep).join('/');
        compiled.set(key, result.outputFiles.find((out) => out.path.endsWith('.css'))?.text ?? '');
        return {
          contents: `${js}\nimport ${JSON.stringify(`${NAMESPACE}:${key}`)};\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: compiled.get(args.path) ?? '',
        loader: 'css',
        resolveDir: path.dirname(path.resolve(rootDir, args.path)),
      }));
    },
  };
}
