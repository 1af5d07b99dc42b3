// mdBook's MathJax delimiters: `\\( … \\)` inline and `\\[ … \\]` displayed (the doubled backslash is what mdBook
// books write, since markdown takes one backslash away). The TeX is what MathJax would find after markdown is read:
// backslash escapes of punctuation are undone (`\\\\` is TeX's `\\`). It is typeset with docsgen's math (KaTeX).
import type { MarkdownIt, StateCore, StateInline } from 'markdown-it';
import { useMathRenderers } from '../../math.ts';

const BACKSLASH = 0x5c;
const ESCAPED_PUNCTUATION = /\\([!-/:-@[-`{-~])/g;

/** Registers the MathJax delimiters and the math renderers. */
export function useMdbookMathjax(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'mdbook_mathjax', mathjaxRule);
  md.core.ruler.after('inline', 'mdbook_mathjax_lines', linesRule);
  useMathRenderers(md);
}

function mathjaxRule(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== BACKSLASH || src.charCodeAt(pos + 1) !== BACKSLASH) return false;
  const open = src[pos + 2];
  if (open !== '(' && open !== '[') return false;
  const close = src.indexOf(open === '(' ? '\\\\)' : '\\\\]', pos + 3);
  if (close === -1) return false;
  if (!silent) {
    const token = state.push(open === '(' ? 'math_inline' : 'math_inline_display', 'math', 0);
    token.content = src
      .slice(pos + 3, close)
      .replace(ESCAPED_PUNCTUATION, '$1')
      .trim();
    token.markup = `\\\\${open}`;
  }
  state.pos = close + 3;
  return true;
}

// Inline tokens have no line: each formula gets the line it is on, for its diagnostics.
function linesRule(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'inline' || !token.map || !token.content.includes('\\\\')) continue;
    let line = token.map[0];
    for (const child of token.children ?? []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
      else if (child.markup === '\\\\(' || child.markup === '\\\\[') child.map = [line, line + 1];
    }
  }
}
