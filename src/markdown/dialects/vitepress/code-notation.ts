// VitePress' code fences: `ts:line-numbers=5`, `:no-line-numbers` and `js-vue` in the info string, and the Shiki
// notation comments `// [!code highlight]`, `[!code focus]`, `[!code ++]`, `[!code --]`, `[!code error]` and
// `[!code warning]` (with an optional `:n` for the next n lines): the comment is taken out and its line gets classes.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** Per 1-based line, the classes a notation comment gives it (read by the code block renderer). */
export type LineClasses = Record<number, string>;

const NOTATION =
  /[ \t]*(?:\/\/|#|<!--|\/\*|--|;|%|')[ \t]*\[!code (highlight|hl|focus|f|\+\+|--|error|warning)(?::(\d+))?\][ \t]*(?:-->|\*\/)?[ \t]*$/;
const CLASSES: Record<string, string> = {
  highlight: 'highlighted',
  hl: 'highlighted',
  focus: 'focused',
  f: 'focused',
  '++': 'diff add',
  '--': 'diff remove',
  error: 'highlighted error',
  warning: 'highlighted warning',
};
const LANG_OPTIONS = /^([^\s{[]*?)(?::(no-)?line-numbers(?:=(\d+))?)?(?=[\s{[]|$)/;

/** The info string with VitePress' language options written as docsgen reads them. */
export function vitepressFenceInfo(info: string): string {
  const match = LANG_OPTIONS.exec(info);
  if (!match) return info;
  const [whole, lang = '', off, start] = match;
  const plain = lang.replace(/-vue$/i, '');
  const numbers = off || whole === lang ? '' : ` showLineNumbers${start ? `=${start}` : ''}`;
  return `${plain}${info.slice(whole.length)}${numbers}`;
}

/** Takes the notation comments out of `code`; the classes of each marked line, or undefined when there are none. */
export function takeCodeNotation(code: string): { code: string; classes: LineClasses } | undefined {
  if (!code.includes('[!code ')) return undefined;
  const lines = code.split('\n');
  const classes: LineClasses = {};
  lines.forEach((line, index) => {
    const match = NOTATION.exec(line);
    if (!match) return;
    lines[index] = line.slice(0, match.index);
    const count = Math.min(Number(match[2] ?? 1), lines.length - index);
    for (let i = 0; i < count; i++) {
      const at = index + i + 1;
      classes[at] = [classes[at], CLASSES[match[1]!]].filter(Boolean).join(' ');
    }
  });
  return { code: lines.join('\n'), classes };
}

/** Registers the core rule that rewrites VitePress fences. */
export function useVitepressCodeNotation(md: MarkdownIt): void {
  md.core.ruler.after('block', 'vitepress_code', (state: StateCore) => {
    for (const token of state.tokens) if (token.type === 'fence') rewriteFence(token);
  });
}

function rewriteFence(token: Token): void {
  token.info = vitepressFenceInfo(token.info);
  const marked = takeCodeNotation(token.content);
  if (!marked) return;
  token.content = marked.code;
  token.meta = { ...(token.meta as object | null), lineClasses: marked.classes };
}
