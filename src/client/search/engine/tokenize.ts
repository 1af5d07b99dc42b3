// Words of a text with their offsets, and their normal form (lower case, no diacritics) for matching.
import { MAX_QUERY_TERMS } from '../../../shared/search-protocol.ts';

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
// Scripts written without spaces between words: a run of them is cut into words by `Intl.Segmenter`.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

// Pure memo: the word segmenter, made on the first text that needs it (ICU's dictionaries load then).
let segmenterMemo: Intl.Segmenter | undefined;

/** The words of a run of an unspaced script (Japanese, Chinese, Thai…), with their offsets in the run. */
function segmentWords(run: string): { index: number; segment: string }[] {
  segmenterMemo ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const words: { index: number; segment: string }[] = [];
  for (const piece of segmenterMemo.segment(run)) {
    if (piece.isWordLike === true) words.push({ index: piece.index, segment: piece.segment });
  }
  return words;
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
  const word = WORD;
  word.lastIndex = 0;
  for (let match = word.exec(text); match; match = word.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!ascii && UNSPACED.test(match[0])) {
      for (const piece of segmentWords(match[0])) {
        const pieceNorm = normalizeWord(piece.segment);
        if (pieceNorm !== '')
          visit(start + piece.index, start + piece.index + piece.segment.length, pieceNorm);
      }
      continue;
    }
    const norm = ascii ? lower.slice(start, end) : normalizeWord(match[0]);
    if (norm === '') continue;
    visit(start, end, norm);
    if (!mayHaveParts || !HAS_PARTS.test(match[0])) continue;
    for (const part of match[0].matchAll(PART)) {
      const partNorm = normalizeWord(part[0]);
      if (partNorm === '' || part[0].length === match[0].length) continue;
      const partStart = start + part.index;
      visit(partStart, partStart + part[0].length, partNorm);
    }
  }
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
  for (const match of query.matchAll(WORD)) {
    const words = UNSPACED.test(match[0]) ? segmentWords(match[0]).map((w) => w.segment) : [match[0]];
    for (const word of words) {
      const norm = normalizeWord(word);
      if (norm !== '' && !terms.includes(norm)) terms.push(norm);
      if (terms.length === MAX_QUERY_TERMS) return terms;
    }
  }
  return terms;
}
