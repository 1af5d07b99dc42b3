import type { HeadingIdRules } from '../../headings.ts';

// Python-Markdown's toc slugify: decompose, keep ASCII, drop what is not a word character, space or dash, then join
// runs of spaces and dashes with one dash. A repeated id gets `_1`, `_2`, … as its `unique` helper gives.
const NON_ASCII = /[^\x00-\x7f]/g;
const NOT_WORD = /[^\w\s-]/g;
const SEPARATORS = /[-\s]+/g;

/** The id Python-Markdown's toc extension gives a heading's text (`Caret, Mark & Tilde` → `caret-mark-tilde`). */
export function pythonMarkdownSlug(text: string): string {
  const ascii = text.normalize('NFKD').replace(NON_ASCII, '');
  return ascii.replace(NOT_WORD, '').trim().toLowerCase().replace(SEPARATORS, '-');
}

/** Heading ids as MkDocs makes them. */
export const MKDOCS_HEADING_IDS: HeadingIdRules = { slugify: pythonMarkdownSlug, separator: '_' };
