// The site's theme components for a build: compiled by the config stage (or here, for a config made from an object)
// and loaded into this thread for the render context.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { configFileName } from '../config/resolve.ts';
import { compileThemeComponents } from '../config/theme-components.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { createDiagnostic, DiagnosticError } from '../diagnostics/diagnostic.ts';
import { loadTheme, ThemeComponentError, type LoadedTheme } from './theme-overrides.ts';

/**
 * Loads the config's `theme.components` in this thread (undefined when it names none); a component file that fails
 * to compile or to load is a config error (exit 2) at its file and line.
 */
export async function loadSiteTheme(config: ResolvedConfig): Promise<LoadedTheme | undefined> {
  if (Object.keys(config.theme.components).length === 0) return undefined;
  const sources =
    config.theme.componentSources ??
    (await compileThemeComponents(config, configFileName(config), configSource(config))).sources;
  try {
    return loadTheme(sources);
  } catch (error) {
    if (!(error instanceof ThemeComponentError)) throw error;
    const file =
      error.at?.file ?? path.resolve(config.rootDir, config.theme.components[error.component] ?? '');
    const relFile = path.relative(config.rootDir, file).split(path.sep).join('/');
    throw new DiagnosticError(
      [
        createDiagnostic(
          'error',
          'config-load',
          relFile,
          `the theme component ${error.component} failed to load: ${(error.thrown as Error | undefined)?.message ?? String(error.thrown)}`,
          error.at?.line,
          error.at?.column,
        ),
      ],
      2,
    );
  }
}

function configSource(config: ResolvedConfig): string | undefined {
  try {
    return config.configFile ? readFileSync(config.configFile, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}
