/** Largest front matter block accepted, in UTF-16 code units (about 64 KB). */
export const MAX_FRONT_MATTER_CHARS = 64 * 1024;

const OPEN_FENCE = /^---[ \t]*([A-Za-z][A-Za-z0-9_+-]*)?[ \t]*$/;
const BLANK = /^[ \t]*$/;

/** Where a front matter block opened on line 1 ends (gray-matter's rule: at the next line starting with `---`). */
export type FenceEnd =
  /** `header` is the text up to the end of the closing line; `yamlChars` counts what lies between the fences. */
  | { kind: 'closed'; header: string; yamlChars: number; body: string; bodyLineOffset: number }
  | { kind: 'unclosed' }
  /** The first later line starting with `---` has more text after it (1-based `line`), so it closes nothing cleanly. */
  | { kind: 'stray'; line: number };

/** Strips a leading BOM and turns CRLF and lone CR line ends into LF, so lines count the same everywhere. */
export function normaliseText(text: string): string {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return withoutBom.includes('\r') ? withoutBom.replace(/\r\n?/g, '\n') : withoutBom;
}

/** The language after an opening `---` on line 1 (`''` for none), or `undefined` when line 1 opens no front matter. */
export function readOpeningFence(text: string): string | undefined {
  const newline = text.indexOf('\n');
  const open = OPEN_FENCE.exec(newline === -1 ? text : text.slice(0, newline));
  return open ? (open[1] ?? '') : undefined;
}

/** Finds the closing fence of a block opened on line 1, so that gray-matter is only ever given the header. */
// gray-matter would read an unclosed block to the end of the file, and its comment-stripping regex takes quadratic time
// on long blank runs: bounding its input here keeps both the size limit and the speed.
export function findClosingFence(text: string): FenceEnd {
  const openEnd = text.indexOf('\n');
  const closeStart = openEnd === -1 ? -1 : text.indexOf('\n---', openEnd);
  if (closeStart === -1) return { kind: 'unclosed' };
  const newline = text.indexOf('\n', closeStart + 1);
  const closeEnd = newline === -1 ? text.length : newline;
  if (!BLANK.test(text.slice(closeStart + 4, closeEnd))) {
    return { kind: 'stray', line: lineNumberAt(text, closeStart + 1) };
  }
  return {
    kind: 'closed',
    header: text.slice(0, closeEnd),
    yamlChars: closeStart - openEnd,
    body: text.slice(closeEnd + 1),
    bodyLineOffset: lineNumberAt(text, closeEnd),
  };
}

// 1-based number of the line holding `index`.
function lineNumberAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The 1-based line of a cleanly closed `---` block that follows blank lines (so it is read as page text). */
// Such a block renders as a rule plus a setext heading: worth a warning.
export function findMisplacedFence(text: string): number | undefined {
  const leading = /^(?:[ \t]*\n)+/.exec(text);
  if (!leading) return undefined;
  const rest = text.slice(leading[0].length);
  if (readOpeningFence(rest) === undefined || findClosingFence(rest).kind !== 'closed') return undefined;
  return leading[0].split('\n').length;
}
