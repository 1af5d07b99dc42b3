// A site's own UI strings for one locale: `content/i18n/<locale>/theme.json` (or `theme.yml` / `theme.yaml`), a flat
// map of string keys to text, laid over the theme's table for that locale.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closestName } from '../config/did-you-mean.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { localeContentDir } from './translations.ts';
import { loadYamlSafely } from './yaml.ts';

const FILE_NAMES = ['theme.json', 'theme.yml', 'theme.yaml'];

/** The overrides read, and what was wrong with the file. */
export interface ThemeStringsFile {
  strings: Record<string, string> | undefined;
  diagnostics: Diagnostic[];
}

/** 1-based line and column of a key in a JSON or YAML mapping, or the top of the file. */
function keyPosition(text: string, key: string): { line: number; column: number } {
  const lines = text.split('\n');
  const pattern = new RegExp(`^(\\s*)["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
  for (let i = 0; i < lines.length; i++) {
    const match = pattern.exec(lines[i] ?? '');
    if (match) return { line: i + 1, column: (match[1]?.length ?? 0) + 1 };
  }
  return { line: 1, column: 1 };
}

/** Reads a locale's theme strings file, if any; unknown keys and values that are not text are errors. */
export function readThemeStrings(
  rootDir: string,
  contentDir: string,
  locale: string,
  knownKeys: readonly string[],
): ThemeStringsFile {
  const dir = localeContentDir(contentDir, locale);
  const name = FILE_NAMES.find((n) => existsSync(path.resolve(rootDir, dir, n)));
  if (name === undefined) return { strings: undefined, diagnostics: [] };
  const file = `${dir}/${name}`;
  const fail = (message: string, line = 1, column = 1): ThemeStringsFile => ({
    strings: undefined,
    diagnostics: [createDiagnostic('error', 'theme-strings-invalid', file, message, line, column)],
  });
  let text: string;
  try {
    text = readFileSync(path.resolve(rootDir, file), 'utf8');
  } catch (error) {
    return fail(`cannot read the theme strings (${(error as Error).message}); check the file`);
  }
  const loaded = loadYamlSafely(text);
  if (!loaded.ok) {
    const { problem } = loaded;
    return fail(`${problem.message}; fix the file`, problem.line + 1, problem.column + 1);
  }
  const value = loaded.value ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return fail('expected a map of string keys to text, like { "editThisPage": "Modifier" }');
  }
  const strings: Record<string, string> = {};
  const diagnostics: Diagnostic[] = [];
  for (const [key, text2] of Object.entries(value)) {
    const at = keyPosition(text, key);
    if (!knownKeys.includes(key)) {
      const close = closestName(key, knownKeys);
      const hint = close ? `did you mean ${close}?` : 'remove or rename it';
      const message = `unknown theme string "${key}"; ${hint}`;
      diagnostics.push(createDiagnostic('error', 'theme-strings-invalid', file, message, at.line, at.column));
    } else if (typeof text2 !== 'string') {
      const message = `theme string "${key}" must be text`;
      diagnostics.push(createDiagnostic('error', 'theme-strings-invalid', file, message, at.line, at.column));
    } else {
      strings[key] = text2;
    }
  }
  return { strings, diagnostics };
}
