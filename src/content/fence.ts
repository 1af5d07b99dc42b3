/** Largest front matter block accepted, in UTF-16 code units (about 64 KB). */
export const MAX_FRONT_MATTER_CHARS = 64 * 1024;

const OPEN_FENCE = /^---[ \t]*([A-Za-z][A-Za-z0-9_+-]*)?[ \t]*$/;
const CLOSE_FENCE = /^---[ \t]*$/;

/** How a text starts: with a front matter block, without one, or with a broken one. */
export type FenceSplit =
  /** No front matter; `misplacedLine` is the 1-based line of a `---` block found after blank lines. */
  | { kind: 'none'; body: string; misplacedLine: number | undefined }
  /** A block: `yaml` starts on file line `firstLine` (1-based); the body starts after `bodyLineOffset` lines. */
  | { kind: 'block'; language: string; yaml: string; firstLine: number; body: string; bodyLineOffset: number }
  | { kind: 'unclosed'; language: string }
  | { kind: 'too-large'; language: string; chars: number };

/** Strips a leading BOM and turns CRLF and lone CR line ends into LF, so lines count the same everywhere. */
export function normaliseText(text: string): string {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return withoutBom.includes('\r') ? withoutBom.replace(/\r\n?/g, '\n') : withoutBom;
}

// Index of the `\n` that ends the closing fence line (or text.length), scanning lines after `from`.
function findClosingFence(text: string, from: number): { start: number; end: number } | undefined {
  let lineStart = from;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    if (text.charCodeAt(lineStart) === 0x2d && CLOSE_FENCE.test(text.slice(lineStart, lineEnd))) {
      return { start: lineStart, end: lineEnd };
    }
    if (newline === -1) return undefined;
    lineStart = newline + 1;
  }
  return undefined;
}

function firstLineOf(text: string): string {
  const newline = text.indexOf('\n');
  return newline === -1 ? text : text.slice(0, newline);
}

/** Splits a normalised text into front matter and body; never parses the front matter itself. */
export function splitFrontMatter(text: string): FenceSplit {
  const open = OPEN_FENCE.exec(firstLineOf(text));
  if (!open) return { kind: 'none', body: text, misplacedLine: findMisplacedFence(text) };
  const language = open[1] ?? '';
  const afterOpen = text.indexOf('\n');
  if (afterOpen === -1) return { kind: 'unclosed', language };
  const close = findClosingFence(text, afterOpen + 1);
  if (!close) return { kind: 'unclosed', language };
  const yaml = text.slice(afterOpen + 1, close.start);
  if (yaml.length > MAX_FRONT_MATTER_CHARS) return { kind: 'too-large', language, chars: yaml.length };
  const bodyLineOffset = countLines(text, close.end);
  const body = close.end >= text.length ? '' : text.slice(close.end + 1);
  return { kind: 'block', language, yaml, firstLine: 2, body, bodyLineOffset };
}

// Number of lines up to and including the one that ends at `end`.
function countLines(text: string, end: number): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

// A `---` block after leading blank lines renders as a rule plus a setext heading: worth a warning.
function findMisplacedFence(text: string): number | undefined {
  const leading = /^(?:[ \t]*\n)+/.exec(text);
  if (!leading) return undefined;
  const rest = text.slice(leading[0].length);
  if (!OPEN_FENCE.test(firstLineOf(rest)) || rest.indexOf('\n') === -1) return undefined;
  if (!findClosingFence(rest, rest.indexOf('\n') + 1)) return undefined;
  return leading[0].split('\n').length;
}
