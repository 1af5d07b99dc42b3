import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locateConfigValue } from './locate.ts';
import type { ResolvedConfig } from './types.ts';

/** The absolute paths of `theme.customCss`, in order. */
export function customCssPaths(config: Pick<ResolvedConfig, 'rootDir' | 'theme'>): string[] {
  return config.theme.customCss.map((file) => path.resolve(config.rootDir, file));
}

/** The config error for a `theme.customCss` entry that is not a readable file. */
export function missingCustomCssDiagnostic(
  entry: string,
  configFile: string,
  at: { line: number; column: number },
): Diagnostic {
  const { line, column } = at;
  return createDiagnostic(
    'error',
    'config-invalid',
    configFile,
    `config field theme.customCss: ${entry} is not a file (paths are relative to the project root)`,
    line,
    column,
  );
}

/** Throws a config error (exit 2) naming every `theme.customCss` entry that is not a file. */
export function assertCustomCssFiles(config: ResolvedConfig, configFile: string, source: string): void {
  const missing = config.theme.customCss.filter((entry) => {
    const file = path.resolve(config.rootDir, entry);
    return !existsSync(file) || !statSync(file).isFile();
  });
  if (missing.length === 0) return;
  throw new DiagnosticError(
    missing.map((entry) => missingCustomCssDiagnostic(entry, configFile, locateConfigValue(source, entry))),
    2,
  );
}
