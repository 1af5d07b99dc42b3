// Words of a text with their offsets, and their normal form (lower case, no diacritics) for matching. The build
// indexes with it and the worker searches with it. Scripts written without spaces (Chinese, Japanese, Thai, …) are cut
// into words by Intl.Segmenter first; elsewhere a word is a run of letters, digits and marks, as the segmenter's own
// word-like segments would be, split further at punctuation inside them (`don't`, `x_y`, `3.14`).
import { MAX_QUERY_TERMS } from './search-protocol.ts';

/** A word (or a camelCase / letter-digit part of one) found in a text. */
export interface TextToken {
  /** Offset of the first code unit in the original text. */
  start: number;
  /** Offset after the last code unit. */
  end: number;
  /** Lower-cased, without diacritics. */
  norm: string;
}

// Letters, digits and combining marks; everything else (spaces, punctuation, emoji) separates words.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
// A word worth splitting: a lower→upper step (drawKnob), an acronym before a word (XMLHttp), a letter↔digit step.
const HAS_PARTS = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|\p{L}\p{N}|\p{N}\p{L}/u;
const PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}\p{Lt}\p{M}]+|[\p{Lu}\p{M}]+|[\p{N}\p{M}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const MARKS = /\p{M}/gu;
// Scripts whose words are not separated by spaces: their text goes through Intl.Segmenter.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// Pure memo: one segmenter (the default locale's rules cover every script it knows) made on first use.
const segmenterMemo: { value?: Intl.Segmenter } = {};

/** Calls `visit` with each run of letters, digits and marks of `text` (word-like segments, for unspaced scripts). */
function forEachRun(text: string, visit: (start: number, run: string) => void): void {
  if (!UNSPACED.test(text)) {
    const word = WORD;
    word.lastIndex = 0;
    for (let match = word.exec(text); match; match = word.exec(text)) visit(match.index, match[0]);
    return;
  }
  segmenterMemo.value ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  for (const segment of segmenterMemo.value.segment(text)) {
    if (!segment.isWordLike) continue;
    for (const match of segment.segment.matchAll(WORD)) visit(segment.index + match.index, match[0]);
  }
}

/** The matching form of a word: lower case, diacritics removed. */
export function normalizeWord(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/**
 * Calls `visit` for each word of `text` in order. A camelCase or letter-digit word is followed by its parts
 * (`drawKnob` → `drawknob`, `draw`, `knob`), so that a search for `knob` finds it.
 */
export function forEachToken(text: string, visit: (start: number, end: number, norm: string) => void): void {
  // Checked once per text: most texts are ASCII and have no camelCase, which skips the per-word work.
  const ascii = ASCII.test(text);
  const lower = ascii ? text.toLowerCase() : '';
  const mayHaveParts = HAS_PARTS.test(text);
  // One shared expression (compiling a Unicode-property RegExp per text is slow); visitors never tokenize.
  forEachRun(text, (start, run) => {
    const end = start + run.length;
    const norm = ascii ? lower.slice(start, end) : normalizeWord(run);
    if (norm === '') return;
    visit(start, end, norm);
    if (!mayHaveParts || !HAS_PARTS.test(run)) return;
    for (const part of run.matchAll(PART)) {
      const partNorm = normalizeWord(part[0]);
      if (partNorm === '' || part[0].length === run.length) continue;
      const partStart = start + part.index;
      visit(partStart, partStart + part[0].length, partNorm);
    }
  });
}

/** The words of `text` (and the parts of camelCase words) with their offsets, in order. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  forEachToken(text, (start, end, norm) => tokens.push({ start, end, norm }));
  return tokens;
}

/** The distinct normalised words of a query, at most MAX_QUERY_TERMS, in order. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  forEachRun(query, (_start, run) => {
    const norm = normalizeWord(run);
    if (norm !== '' && !terms.includes(norm) && terms.length < MAX_QUERY_TERMS) terms.push(norm);
  });
  return terms;
}
