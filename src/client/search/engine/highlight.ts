// Highlight ranges ([start, length] in UTF-16 code units), snippets cut around the first one, and the
// text/marked segments the page turns into text nodes and <mark> elements.
import type { Highlight } from '../../../shared/search-protocol.ts';
import { tokenize } from './tokenize.ts';

/** What a query matches: its words (as whole words or prefixes) and the vocabulary words it matched fuzzily. */
export interface TermMatcher {
  terms: readonly string[];
  fuzzyWords: ReadonlySet<string>;
}

/** A piece of a highlighted text. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Sorts ranges and joins the ones that overlap or touch. */
export function mergeHighlights(ranges: readonly Highlight[]): Highlight[] {
  const sorted = ranges.filter(([, length]) => length > 0).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Highlight[] = [];
  for (const [start, length] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[0] + last[1]) last[1] = Math.max(last[1], start + length - last[0]);
    else merged.push([start, length]);
  }
  return merged;
}

/** The ranges of `text` that the query matched: whole words, or the typed part of a word it starts. */
export function findHighlights(text: string, matcher: TermMatcher): Highlight[] {
  const ranges: Highlight[] = [];
  for (const token of tokenize(text)) {
    const whole = token.end - token.start;
    let length = 0;
    for (const term of matcher.terms) {
      if (token.norm === term) length = whole;
      else if (token.norm.startsWith(term)) {
        // The prefix maps onto the original only when normalising kept the length (no stripped accents).
        let prefix = whole === token.norm.length ? term.length : whole;
        if (isHighSurrogate(text.charCodeAt(token.start + prefix - 1))) prefix++;
        length = Math.max(length, prefix);
      }
    }
    if (length < whole && matcher.fuzzyWords.has(token.norm)) length = whole;
    if (length > 0) ranges.push([token.start, length]);
  }
  return mergeHighlights(ranges);
}

/** The highlight that starts the window of `length` code units holding the most distinct matched words. */
export function densestHighlight(text: string, highlights: readonly Highlight[], length: number): number {
  let best = 0;
  let bestCount = 0;
  // Bounded: a one-letter query can highlight hundreds of words in a long section.
  for (let i = 0; i < highlights.length && i < 64; i++) {
    const words = new Set<string>();
    const limit = highlights[i]![0] + length;
    for (let j = i; j < highlights.length && highlights[j]![0] + highlights[j]![1] <= limit; j++) {
      const [start, size] = highlights[j]!;
      words.add(text.slice(start, start + size).toLowerCase());
    }
    if (words.size > bestCount) [best, bestCount] = [i, words.size];
  }
  return best;
}

/**
 * Cuts `text` to at most `length` code units around its densest group of highlights, at word boundaries when it
 * can, never inside a surrogate pair, with `…` where text was cut; the highlights are moved and clipped to match.
 */
export function cutSnippet(
  text: string,
  highlights: readonly Highlight[],
  length: number,
): { text: string; highlights: Highlight[] } {
  if (text.length <= length) return { text, highlights: highlights.map(([s, l]) => [s, l]) };
  const focus = densestHighlight(text, highlights, length);
  const matchStart = highlights[focus]?.[0] ?? 0;
  let matchEnd = matchStart;
  for (const [s, l] of highlights.slice(focus)) {
    if (s + l > matchStart + length) break;
    matchEnd = s + l;
  }
  if (highlights[focus] && matchEnd === matchStart) matchEnd = matchStart + length;
  let start = Math.max(
    0,
    Math.min(matchStart - Math.floor((length - (matchEnd - matchStart)) / 2), text.length - length),
  );
  let end = start + length;
  if (start > 0 && text.charAt(start - 1) !== ' ') {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < matchStart) start = space + 1;
  }
  if (end < text.length && text.charAt(end) !== ' ') {
    const space = text.lastIndexOf(' ', end);
    if (space >= matchEnd && space > start) end = space;
  }
  if (isLowSurrogate(text.charCodeAt(start))) start++;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--;
  while (start < end && text.charAt(start) === ' ') start++;
  while (end > start && text.charAt(end - 1) === ' ') end--;
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const moved: Highlight[] = [];
  for (const [s, l] of highlights) {
    const from = Math.max(s, start);
    const to = Math.min(s + l, end);
    if (to > from) moved.push([from - start + prefix.length, to - from]);
  }
  return { text: prefix + text.slice(start, end) + suffix, highlights: moved };
}

/** The distinct lower-cased highlighted words of a text, for the target page highlighter. */
export function highlightedWords(text: string, highlights: readonly Highlight[], max = 5): string[] {
  const words: string[] = [];
  for (const [start, length] of highlights) {
    const word = text.slice(start, start + length).toLowerCase();
    if (word.trim() !== '' && !words.includes(word)) words.push(word);
    if (words.length === max) break;
  }
  return words;
}

/** Splits a text into plain and marked segments; bad ranges (overlapping, outside the text) are clipped. */
export function splitHighlighted(text: string, highlights: readonly Highlight[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const sorted = [...highlights].sort((a, b) => a[0] - b[0]);
  for (const [rawStart, rawLength] of sorted) {
    if (!Number.isInteger(rawStart) || !Number.isInteger(rawLength)) continue;
    const start = Math.max(cursor, Math.min(rawStart, text.length));
    const end = Math.min(text.length, rawStart + rawLength);
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}
