import { slug as githubSlug } from 'github-slugger';

// Characters that are invisible or reorder text: an id holding one can't be typed or matched by a reader.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const HAS_INVISIBLE = new RegExp(INVISIBLE.source, 'u');
// Joiners are legitimate between letters (Persian, Indic scripts) and inside emoji sequences.
const SUSPICIOUS_INVISIBLE =
  /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?<![\p{L}\p{M}\p{Extended_Pictographic}\uFE0F])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;
const WHITESPACE = /\s+/gu;
const ASCII_PUNCTUATION = /[!-,./:-@[-^`{-~]/g;
// A slug without any of these (only dashes, underscores or a variation selector) says nothing.
const MEANINGFUL = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/** The id of one text without uniqueness (github-slugger rules, never empty; emoji-only text keeps its emoji). */
export function slugify(text: string): string {
  const visible = HAS_INVISIBLE.test(text) ? text.replace(INVISIBLE, '') : text;
  const slug = githubSlug(visible);
  if (MEANINGFUL.test(slug)) return slug;
  const fallback = visible.trim().toLowerCase().replace(ASCII_PUNCTUATION, '').replace(WHITESPACE, '-');
  return MEANINGFUL.test(fallback) ? fallback : 'section';
}

/** The text without the invisible and bidi control characters that `slugify` drops (safe to print in messages). */
export function removeInvisibleChars(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Code points (as `U+XXXX`) of invisible or bidi control characters that `slugify` drops and a reader can't see. */
export function findInvisibleChars(text: string): string[] {
  if (!HAS_INVISIBLE.test(text)) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(SUSPICIOUS_INVISIBLE)) {
    found.add(`U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...found];
}
