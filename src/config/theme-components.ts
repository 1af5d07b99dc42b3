// Compiling the site's theme components (`theme.components`) with esbuild, as the config itself is: each file becomes
// one CommonJS module with React and `docsgen/theme/*` left as `require` calls, which the render stage answers with
// docsgen's own React and original components (src/render/theme-overrides.ts). A missing file or a file that does not
// compile is a config error.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ThemeComponentName } from '../shared/theme-component-names.ts';
import { locateConfigValue } from './locate.ts';
import type { ResolvedConfig, ThemeComponentSource } from './types.ts';
import { siteJsx } from '../islands/site-jsx.ts';

/** Module ids a theme component imports from docsgen's own copy, never from a bundle of its own. */
export const THEME_EXTERNALS = ['react', 'react/*', 'react-dom', 'react-dom/*', 'docsgen', 'docsgen/*'];

/** The absolute paths of `theme.components`, by name. */
export function themeComponentPaths(
  config: Pick<ResolvedConfig, 'rootDir' | 'theme'>,
): [ThemeComponentName, string][] {
  return Object.entries(config.theme.components).map(([name, file]) => [
    name as ThemeComponentName,
    path.resolve(config.rootDir, file),
  ]);
}

/** A compiled theme component and the local files it was compiled from (serve watches them). */
interface Compiled {
  source: ThemeComponentSource;
  inputs: string[];
}

/**
 * Compiles every `theme.components` file; throws a config error (exit 2) naming the field, the path and the config line
 * of each missing file, and the file, line and column of each compile error. Returns the compiled modules and the
 * local files they were made from.
 */
export async function compileThemeComponents(
  config: Pick<ResolvedConfig, 'rootDir' | 'theme'>,
  configFile: string,
  configSource: string | undefined,
): Promise<{ sources: ThemeComponentSource[]; inputs: string[] }> {
  const diagnostics: Diagnostic[] = [];
  const present = themeComponentPaths(config).filter(([name, file]) => {
    if (existsSync(file) && statSync(file).isFile()) return true;
    const entry = config.theme.components[name]!;
    const { line, column } = locateConfigValue(configSource, entry, name);
    diagnostics.push(
      createDiagnostic(
        'error',
        'config-invalid',
        configFile,
        `config field theme.components.${name}: ${entry} is not a file (paths are relative to the project root)`,
        line,
        column,
      ),
    );
    return false;
  });
  const compiled = await Promise.all(
    present.map(([name, file]) =>
      compileOne(name, file, config.rootDir).catch((error: unknown) => {
        diagnostics.push(compileDiagnostic(error, file, config.rootDir));
        return undefined;
      }),
    ),
  );
  if (diagnostics.length > 0) throw new DiagnosticError(diagnostics, 2);
  const done = compiled.filter((c): c is Compiled => c !== undefined);
  return { sources: done.map((c) => c.source), inputs: [...new Set(done.flatMap((c) => c.inputs))] };
}

async function compileOne(name: ThemeComponentName, file: string, rootDir: string): Promise<Compiled> {
  const { code, map, inputs } = await compileComponentModule(file, rootDir);
  return { source: { name, file, code, map }, inputs };
}

/** Compiles one component file to a CommonJS module with React (and docsgen) left as `require` calls. */
export async function compileComponentModule(
  file: string,
  rootDir: string,
): Promise<{ code: string; map: string; inputs: string[] }> {
  const result = await esbuild.build({
    entryPoints: [file],
    absWorkingDir: rootDir,
    outdir: path.dirname(file),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'external',
    sourcesContent: false,
    external: THEME_EXTERNALS,
    plugins: [siteJsx()],
    logLevel: 'silent',
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text;
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text;
  if (code === undefined || map === undefined) throw new Error(`esbuild wrote no module for ${file}`);
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules'))
    .map((input) => path.resolve(rootDir, input));
  return { code, map, inputs };
}

/** The diagnostic of a component file esbuild could not compile, at its file, line and column. */
export function compileDiagnostic(
  error: unknown,
  file: string,
  rootDir: string,
  what = 'the theme component',
): Diagnostic {
  const first = (error as Partial<esbuild.BuildFailure>).errors?.[0];
  const where = first?.location;
  const relFile = (where ? where.file : path.relative(rootDir, file)).split(path.sep).join('/');
  return createDiagnostic(
    'error',
    'config-syntax',
    relFile,
    `cannot compile ${what}: ${first?.text ?? String(error)}`,
    where?.line,
    where ? where.column + 1 : undefined,
  );
}
