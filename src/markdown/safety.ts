import type { Token } from 'markdown-it';
import { report, type RenderEnv } from './env.ts';

// NUL and lone surrogates. Not U+FFFD: what the decoder left for invalid UTF-8 was reported when the file was read
// (one warning per file, binary files included).
const INVALID_CHAR = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INVALID_CHARS = new RegExp(INVALID_CHAR.source, 'g');

/** Replaces NUL and lone surrogates with U+FFFD, warning once, at the first one. */
export function replaceInvalidChars(body: string, env: RenderEnv): string {
  const first = INVALID_CHAR.exec(body);
  if (!first) return body;
  let line = 0;
  let lineStart = 0;
  for (let i = body.indexOf('\n'); i !== -1 && i < first.index; i = body.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  report(
    env,
    'warning',
    'invalid-characters',
    'The file contains NUL bytes or lone surrogates; they are shown as U+FFFD (�). Save the file as UTF-8.',
    line,
    first.index - lineStart + 1,
  );
  return body.replace(INVALID_CHARS, '\uFFFD');
}

/**
 * Warns when the block structure reached markdown-it's nesting limit, where it stops parsing the rest silently; true
 * when it did.
 */
export function checkNesting(tokens: readonly Token[], maxNesting: number, env: RenderEnv): boolean {
  let map: [number, number] | null = null;
  for (const token of tokens) {
    if (token.map) map = token.map;
    if (token.nesting === 1 && token.level >= maxNesting - 1) {
      report(
        env,
        'warning',
        'markdown-max-nesting',
        `${env.context.file} nests blocks (quotes, lists, containers) ${maxNesting} levels deep; content past that depth is left out.`,
        map?.[0],
      );
      return true;
    }
  }
  return false;
}
