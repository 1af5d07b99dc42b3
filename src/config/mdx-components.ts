// Compiling the site's MDX components (`markdown.mdxComponents`) with esbuild, as `theme.components` are. A missing
// file or one that does not compile is a config error.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locateConfigValue } from './locate.ts';
import { MISSING_PACKAGE_DIR } from './component-path.ts';
import { compileComponentModule, compileDiagnostic } from './theme-components.ts';
import type { MdxComponentSource, ResolvedConfig } from './types.ts';
import { bundleIslands } from '../islands/bundle.ts';
import type { IslandBundle } from '../islands/types.ts';
import { importsCss, markdownUsesClientDirective } from '../islands/needs-bundle.ts';

/**
 * Compiles every `markdown.mdxComponents` file; throws a config error (exit 2) at each missing file (with its config
 * line) and each compile error. Returns the modules and the local files they were made from (serve watches them).
 */
export async function compileMdxComponents(
  config: Pick<ResolvedConfig, 'rootDir' | 'markdown' | 'contentDir' | 'outDir'>,
  configFile: string,
  configSource: string | undefined,
): Promise<{ sources: MdxComponentSource[]; inputs: string[]; islandBundle: IslandBundle | undefined }> {
  const diagnostics: Diagnostic[] = [];
  const entries = Object.entries(config.markdown.mdxComponents);
  const bundle = () =>
    bundleIslands(Object.fromEntries(entries.filter(([, file]) => existsSync(file))), config.rootDir);
  // Made alongside when some page may use an island (esbuild runs the builds in its own process); otherwise only if
  // a component turns out to import CSS.
  const early = mayUseIslands(config) ? bundle() : undefined;
  early?.catch(() => undefined);
  const compiled = await Promise.all(
    entries.map(async ([name, file]) => {
      if (!existsSync(file) || !statSync(file).isFile()) {
        const relative = path.relative(config.rootDir, file).split(path.sep).join('/');
        const pkg = relative.startsWith(`${MISSING_PACKAGE_DIR}/`)
          ? relative.slice(MISSING_PACKAGE_DIR.length + 1)
          : undefined;
        const written = pkg ?? [`./${relative}`, relative].find((p) => configSource?.includes(p)) ?? relative;
        const { line, column } = locateConfigValue(configSource, written, name);
        const message = pkg
          ? `config field markdown.mdxComponents.${name}: the package ${pkg} is not installed here (npm install ${pkg})`
          : `config field markdown.mdxComponents.${name}: ${written} is not a file (paths are relative to the project root)`;
        diagnostics.push(createDiagnostic('error', 'config-invalid', configFile, message, line, column));
        return undefined;
      }
      try {
        const { code, inputs } = await compileComponentModule(file, config.rootDir);
        return { source: { name, file, code }, inputs };
      } catch (error) {
        diagnostics.push(compileDiagnostic(error, file, config.rootDir, `the MDX component ${name}`));
        return undefined;
      }
    }),
  );
  if (diagnostics.length > 0) throw new DiagnosticError(diagnostics, 2);
  const done = compiled.filter((c) => c !== undefined);
  const inputs = [...new Set(done.flatMap((c) => c.inputs))];
  return {
    sources: done.map((c) => c.source),
    inputs,
    islandBundle: await (early ?? (importsCss(inputs) ? bundle() : undefined)),
  };
}

// An island in the config, or a client: directive in some markdown file of the project.
function mayUseIslands(
  config: Pick<ResolvedConfig, 'rootDir' | 'markdown' | 'contentDir' | 'outDir'>,
): boolean {
  if (Object.keys(config.markdown.islands ?? {}).length > 0) return true;
  const dirs = [config.rootDir, path.resolve(config.rootDir, config.contentDir)];
  return markdownUsesClientDirective(dirs, [path.resolve(config.rootDir, config.outDir)]);
}
