// Code fences as mdBook books write them. Rust blocks: a line that is `#` or starts with `# ` (after its indentation)
// is hidden code that makes the example compile, and `##` at its start stands for a shown `#`; a block of another
// language hides the lines that start with its `hidelines=<prefix>` attribute. mdBook shows hidden lines on a toggle;
// here they are left out of the block (and of what its copy button copies). rustdoc's words as the first word of the
// info string (```` ```ignore ````, ```` ```should_panic ````) name a Rust block, `notrust` a plain one.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { parseFenceInfo } from '../../fence-info.ts';

const HIDDEN = /^\s*#(?:\s|$)/;
const ESCAPED = /^(\s*)##/;
const HIDELINES = /(^|\s)?,?hidelines=([^\s,]+)/;
const RUSTDOC_WORDS =
  /^(?:ignore|no_run|should_panic|compile_fail|editable|noplayground|mdbook-runnable|test_harness|edition20\d\d)$/;

/** The Rust code without its hidden lines, with `##` written `#`. */
export function withoutHiddenLines(code: string): string {
  return code
    .split('\n')
    .filter((line, i, lines) => !HIDDEN.test(line) || (i === lines.length - 1 && line === ''))
    .map((line) => line.replace(ESCAPED, '$1#'))
    .join('\n');
}

/** The fence info with rustdoc's first words read as mdBook does: `ignore` → `rust,ignore`, `notrust` → `text`. */
export function mdbookFenceInfo(info: string): string {
  const first = /^[^\s{[]*/.exec(info)![0];
  const lang = first.split(',')[0] ?? '';
  if (lang === 'notrust') return `text${info.slice(lang.length)}`;
  if (RUSTDOC_WORDS.test(lang)) return `rust,${first}${info.slice(first.length)}`;
  return info;
}

/** Registers the rule that rewrites fence info strings and takes hidden lines out. */
export function useMdbookFences(md: MarkdownIt): void {
  md.core.ruler.after('block', 'mdbook_fences', (state: StateCore) => {
    for (const token of state.tokens) if (token.type === 'fence') rewrite(token);
  });
}

function rewrite(token: Token): void {
  // `python,hidelines=~`: docsgen's fence rules would read a first word with `=` as an option, so it is taken out.
  const hidelines = HIDELINES.exec(token.info);
  token.info = mdbookFenceInfo(hidelines ? token.info.replace(hidelines[0], hidelines[1] ?? '') : token.info);
  const prefix = hidelines?.[2];
  if (prefix) {
    token.content = token.content
      .split('\n')
      .filter((line) => !line.trimStart().startsWith(prefix))
      .join('\n');
  } else if (parseFenceInfo(token.info).lang === 'rust' && token.content.includes('#')) {
    token.content = withoutHiddenLines(token.content);
  }
}
