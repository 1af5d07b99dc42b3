/** The parts of a code fence's info string: ```` ```ts title="a.ts" {1,3-5} showLineNumbers ````. */
export interface FenceInfo {
  /** Language as written, lower-cased; `''` when none. */
  lang: string;
  title: string | undefined;
  /** Inclusive 1-based line ranges to highlight. */
  highlightLines: [number, number][];
  showLineNumbers: boolean;
}

const LANG = /^[^\s{]+/;
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_RANGES = /\{([\d\s,-]*)\}/;
const LINE_RANGE = /^(\d+)(?:-(\d+))?$/;
const SHOW_LINE_NUMBERS = /(?:^|\s)showLineNumbers(?=\s|$)/;
// Keeps a hostile `{1-999999999}` from costing anything.
const MAX_LINE = 1_000_000;

/** Parses a fence info string (already entity-decoded by markdown-it; untrusted). */
export function parseFenceInfo(info: string): FenceInfo {
  const text = info.trim();
  const first = LANG.exec(text)?.[0] ?? '';
  const isOption = first.startsWith('title=') || first === 'showLineNumbers';
  const title = TITLE.exec(text);
  return {
    lang: isOption ? '' : first.toLowerCase(),
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines: parseLineRanges(LINE_RANGES.exec(text)?.[1] ?? ''),
    showLineNumbers: SHOW_LINE_NUMBERS.test(text),
  };
}

/** True when the 1-based line is in one of the ranges. */
export function isLineInRanges(line: number, ranges: readonly [number, number][]): boolean {
  for (const [from, to] of ranges) if (line >= from && line <= to) return true;
  return false;
}

function parseLineRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of text.split(',')) {
    const match = LINE_RANGE.exec(part.trim());
    if (!match) continue;
    const from = Math.min(Number(match[1]), MAX_LINE);
    const to = Math.min(Number(match[2] ?? match[1]), MAX_LINE);
    ranges.push(from <= to ? [from, to] : [to, from]);
  }
  return ranges;
}
