// Rust code blocks as mdBook shows them: a line that is `#` or starts with `# ` (after its indentation) is hidden
// code that makes the example compile; `##` at its start stands for a `#` that is shown. mdBook shows hidden lines
// on a toggle; here they are left out of the block (and of what its copy button copies).
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { parseFenceInfo } from '../../fence-info.ts';

const HIDDEN = /^\s*#(?:\s|$)/;
const ESCAPED = /^(\s*)##/;

/** The code without its hidden lines, with `##` written `#`. */
export function withoutHiddenLines(code: string): string {
  return code
    .split('\n')
    .filter((line, i, lines) => !HIDDEN.test(line) || (i === lines.length - 1 && line === ''))
    .map((line) => line.replace(ESCAPED, '$1#'))
    .join('\n');
}

/** Registers the rule that takes the hidden lines out of Rust fences. */
export function useMdbookHiddenLines(md: MarkdownIt): void {
  md.core.ruler.after('block', 'mdbook_hidden_lines', (state: StateCore) => {
    for (const token of state.tokens) if (token.type === 'fence') rewrite(token);
  });
}

function rewrite(token: Token): void {
  if (parseFenceInfo(token.info).lang !== 'rust' || !token.content.includes('#')) return;
  token.content = withoutHiddenLines(token.content);
}
