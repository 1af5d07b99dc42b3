import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { createDiagnostic, DiagnosticError } from '../diagnostics/diagnostic.ts';
import { assertCustomCssFiles, customCssPaths } from './custom-css-files.ts';
import { importBundledConfig } from './module-import.ts';
import { compileThemeComponents } from './theme-components.ts';
import { compileMdxComponents } from './mdx-components.ts';
import { resolveConfig, validateUserConfig } from './resolve.ts';
import type { ResolvedConfig } from './types.ts';
import { appendAll } from '../shared/append-all.ts';

export { setModuleImporter } from './module-import.ts';

/** Config file names looked up in the project root, in order. */
export const CONFIG_FILE_NAMES = [
  'docsgen.config.ts',
  'docsgen.config.mts',
  'docsgen.config.js',
  'docsgen.config.mjs',
];

/** A loaded config and the local files it was built from (for watch mode). */
export interface LoadedConfig {
  config: ResolvedConfig;
  /** The config file, the local files it imports and the files it names that the build reads (`theme.customCss`, `theme.components`). */
  dependencies: string[];
}

/** Finds, bundles, imports and validates the config file; throws a DiagnosticError (exit 2) on problems. */
export async function loadConfig(options: {
  cwd: string;
  configPath?: string | undefined;
}): Promise<LoadedConfig> {
  const file = findConfigFile(options.cwd, options.configPath);
  const relFile = path.relative(options.cwd, file).split(path.sep).join('/') || file;
  const source = await readFile(file, 'utf8');
  let bundled: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    bundled = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // JSX in the files a config imports (a plugin's page component) needs no React import, as in React 17 and later.
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [selfReferencePlugin()],
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    const first = failure.errors?.[0];
    throw new DiagnosticError(
      [
        createDiagnostic(
          'error',
          'config-syntax',
          first?.location?.file ?? relFile,
          `cannot compile the config: ${first?.text ?? String(error)}`,
          first?.location?.line,
          (first?.location?.column ?? 0) + 1,
        ),
      ],
      2,
    );
  }
  const code = bundled.outputFiles[0]!.text;
  let exported: unknown;
  try {
    exported = (await importBundledConfig(file, code)).default;
  } catch (error) {
    throw new DiagnosticError(
      [
        createDiagnostic(
          'error',
          'config-load',
          relFile,
          `the config threw while loading: ${(error as Error).message}`,
        ),
      ],
      2,
    );
  }
  if (exported === undefined) {
    throw new DiagnosticError(
      [
        createDiagnostic(
          'error',
          'config-invalid',
          relFile,
          'the config has no default export; add `export default defineConfig({ … })`',
        ),
      ],
      2,
    );
  }
  const user = validateUserConfig(exported, relFile, source);
  // Local files only: not packages, and not virtual modules (the `docsgen` import is `docsgen-self:docsgen`).
  const dependencies = Object.keys(bundled.metafile.inputs)
    .filter((input) => !input.includes('node_modules'))
    .map((input) => path.resolve(input))
    .filter((input) => existsSync(input));
  const config = resolveConfig(user, { configFile: file, rootDir: path.dirname(file), bundledCode: code });
  assertCustomCssFiles(config, relFile, source);
  // serve watches these: a change to a custom stylesheet reloads the config and rebuilds.
  appendAll(
    dependencies,
    customCssPaths(config).filter((css) => !dependencies.includes(css)),
  );
  const withMdx = await withMdxComponents(config, relFile, source, dependencies);
  if (Object.keys(config.theme.components).length === 0) return { config: withMdx, dependencies };
  // The theme components too: a change to one of them (or a file it imports) reloads the config and rebuilds.
  const components = await compileThemeComponents(config, relFile, source);
  appendAll(
    dependencies,
    components.inputs.filter((input) => !dependencies.includes(input)),
  );
  return {
    config: { ...withMdx, theme: { ...config.theme, componentSources: components.sources } },
    dependencies,
  };
}

/** Compiles `markdown.mdxComponents` (serve then watches their files too). */
async function withMdxComponents(
  config: ResolvedConfig,
  relFile: string,
  source: string | undefined,
  dependencies: string[],
): Promise<ResolvedConfig> {
  if (Object.keys(config.markdown.mdxComponents).length === 0) return config;
  const compiled = await compileMdxComponents(config, relFile, source);
  appendAll(
    dependencies,
    compiled.inputs.filter((input) => !dependencies.includes(input)),
  );
  return {
    ...config,
    markdown: {
      ...config.markdown,
      mdxComponentSources: compiled.sources,
      islandBundle: compiled.islandBundle,
    },
  };
}

function findConfigFile(cwd: string, configPath: string | undefined): string {
  if (configPath) {
    const file = path.resolve(cwd, configPath);
    if (!existsSync(file)) {
      throw new DiagnosticError(
        [
          createDiagnostic(
            'error',
            'config-missing',
            configPath,
            'config file not found; check the --config path',
          ),
        ],
        2,
      );
    }
    return file;
  }
  for (const name of CONFIG_FILE_NAMES) {
    const file = path.join(cwd, name);
    if (existsSync(file)) return file;
  }
  throw new DiagnosticError(
    [
      createDiagnostic(
        'error',
        'config-missing',
        CONFIG_FILE_NAMES[0]!,
        'no docsgen.config.ts in this folder; run docsgen from the project root or pass --config <file>',
      ),
    ],
    2,
  );
}

// `import { defineConfig } from 'docsgen'` needs no installed copy: defineConfig is the identity function.
function selfReferencePlugin(): esbuild.Plugin {
  return {
    name: 'docsgen-self-reference',
    setup(build) {
      build.onResolve({ filter: /^docsgen$/ }, () => ({ path: 'docsgen', namespace: 'docsgen-self' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-self' }, () => ({
        contents: 'export function defineConfig(config) { return config; }',
        loader: 'js',
      }));
    },
  };
}
