import { appendAll } from '../shared/append-all.ts';
/**
 * The parts of a code fence's info string, `lang[,attrs] key=value key="v" {ranges} [label]`:
 * ```` ```ts title="a.ts" {1,3-5} showLineNumbers=10 ````, ```` ```rust,ignore ````, ```` ```js [config.js] ````.
 */
export interface FenceInfo {
  /** Language as written, lower-cased; `''` when none. */
  lang: string;
  /** Words after the language, split on commas (`rust,ignore` → `['ignore']`). */
  langAttributes: string[];
  title: string | undefined;
  /** A `[label]` (VitePress code groups name their tabs so); `undefined` when none. */
  label: string | undefined;
  /** Inclusive 1-based line ranges to highlight. */
  highlightLines: [number, number][];
  showLineNumbers: boolean;
  /** The number of the first line when line numbers show (`showLineNumbers=5`); 1 by default. */
  firstLineNumber: number;
  /** Every other `key=value` or bare word of the info string, as written. */
  meta: Record<string, string | true>;
}

// One part after the language: `key="v"`, `key='v'`, `key=v`, `{ranges}`, `[label]` or a bare word.
const PART = /(\{[^}]*\})|\[([^\]]*)\]|([^\s=]+)=(?:"([^"]*)"|'([^']*)'|(\S*))|(\S+)/g;
const LANG = /^[^\s{[]+/;
const LINE_RANGE = /^(\d+)(?:-(\d+))?$/;
// Keeps a hostile `{1-999999999}` from costing anything.
const MAX_LINE = 1_000_000;

/** Parses a fence info string (already entity-decoded by markdown-it; untrusted). */
export function parseFenceInfo(info: string): FenceInfo {
  const text = info.trim();
  let first = LANG.exec(text)?.[0] ?? '';
  // A first word that is an option (`title=x`, `showLineNumbers`) means the fence has no language.
  if (first.includes('=') || first === 'showLineNumbers') first = '';
  const [lang = '', ...langAttributes] = first.split(',');
  const result: FenceInfo = {
    lang: lang.toLowerCase(),
    langAttributes: langAttributes.filter((part) => part !== ''),
    title: undefined,
    label: undefined,
    highlightLines: [],
    showLineNumbers: false,
    firstLineNumber: 1,
    meta: {},
  };
  PART.lastIndex = 0;
  const rest = text.slice(first.length);
  for (let match = PART.exec(rest); match !== null; match = PART.exec(rest)) {
    const [, ranges, label, key, double, single, bare, word] = match;
    if (ranges !== undefined) appendAll(result.highlightLines, parseLineRanges(ranges.slice(1, -1)));
    else if (label !== undefined) result.label ??= label.trim();
    else if (key !== undefined) applyOption(result, key, double ?? single ?? bare ?? '');
    else if (word === 'showLineNumbers') result.showLineNumbers = true;
    else if (word !== undefined) result.meta[word] = true;
  }
  return result;
}

function applyOption(info: FenceInfo, key: string, value: string): void {
  if (key === 'title') info.title ??= value;
  else if (key === 'showLineNumbers') {
    info.showLineNumbers = true;
    const start = Number(value);
    if (Number.isInteger(start) && start >= 0 && start <= MAX_LINE) info.firstLineNumber = start;
  } else info.meta[key] = value;
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
