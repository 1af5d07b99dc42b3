import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from './types.ts';

// Finds where a value sits in the config's source text, so that a problem found after loading (a missing file, a
// broken redirect) is reported at its line like a validation error.

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line and column of a string literal in the config source: preferably the one written as the value of `key`
 * (`from: '/old'`), else the first literal with that value; line 1 when not found.
 */
export function locateConfigValue(
  source: string | undefined,
  value: string,
  key?: string,
): { line: number; column: number } {
  if (source === undefined) return { line: 1, column: 1 };
  const quoted = `(['"\`])${escapeRegExp(value)}\\1`;
  const patterns = key
    ? [new RegExp(`\\b${escapeRegExp(key)}['"]?\\s*:\\s*${quoted}`), new RegExp(quoted)]
    : [new RegExp(quoted)];
  for (const pattern of patterns) {
    const match = pattern.exec(source);
    if (!match) continue;
    const at = match.index + match[0].length - value.length - 2;
    const before = source.slice(0, at);
    const line = before.split('\n').length;
    return { line, column: at - before.lastIndexOf('\n') + 1 };
  }
  return { line: 1, column: 1 };
}

/** Locates values in the config file, reading it only when first asked (a clean site does no I/O for this). */
export function createConfigLocator(
  config: Pick<ResolvedConfig, 'configFile'>,
): (value: string, key?: string) => { line: number; column: number } {
  let source: string | undefined | null = null;
  return (value, key) => {
    if (source === null) {
      try {
        source = config.configFile ? readFileSync(config.configFile, 'utf8') : undefined;
      } catch {
        source = undefined;
      }
    }
    return locateConfigValue(source, value, key);
  };
}
