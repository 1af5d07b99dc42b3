import type { Token } from 'markdown-it';

// JavaScript's \s includes U+FEFF, an invisible character that the heading check must still see. Only runs that change
// are matched (two or more characters, or one that isn't a space): text is mostly single spaces, and replacing each of
// them with itself made this a large part of the markdown stage.
const WHITESPACE_TO_COLLAPSE = /(?: |[^\S \uFEFF])[^\S\uFEFF]+|[^\S \uFEFF]/g;
const SPACE = 0x20;
// CJK scripts are written without spaces: each ideograph or kana counts as a word.
const WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}_]+(?:['’.-][\p{L}\p{N}\p{M}_]+)*/gu;

/** Collapses runs of whitespace to one space and trims. */
export function normalizeWhitespace(text: string): string {
  const collapsed = text.replace(WHITESPACE_TO_COLLAPSE, ' ');
  const start = collapsed.charCodeAt(0) === SPACE ? 1 : 0;
  const trailing = collapsed.length > start && collapsed.charCodeAt(collapsed.length - 1) === SPACE;
  return collapsed.slice(start, trailing ? -1 : undefined);
}

/** Counts words, counting each CJK ideograph or kana as one word. */
export function countWords(text: string): number {
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) count++;
  return count;
}

/** Plain text of inline tokens: text, code and image alt text, with breaks as spaces and no markup. */
export function inlineTokensToText(tokens: readonly Token[] | null): string {
  if (!tokens) return '';
  let text = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'code_inline':
      case 'text_special':
      case 'math_inline':
      case 'math_inline_display':
        text += token.content;
        break;
      case 'image':
        text += inlineTokensToText(token.children);
        break;
      case 'softbreak':
      case 'hardbreak':
        text += ' ';
        break;
      default:
        break;
    }
  }
  return text;
}
