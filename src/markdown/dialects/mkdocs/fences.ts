import type { MarkdownIt, StateCore } from 'markdown-it';
import { parseAttrList } from './attr-lists.ts';

/*
 * Code fences as pymdownx.superfences and pymdownx.highlight write them: the info as an attribute list
 * (```` ``` { .yaml .annotate title="mkdocs.yml" } ````), `linenums="1"` and `hl_lines="2 4-5"`, rewritten into
 * docsgen's fence info (`yaml title="mkdocs.yml" showLineNumbers=1 {2,4-5}`) before the code rules read it.
 */

const LINENUMS = /\blinenums=(?:"(\d+)[^"]*"|'(\d+)[^']*'|(\d+))/;
const HL_LINES = /\bhl_lines=(?:"([^"]*)"|'([^']*)')/;

/** Registers the rule that rewrites MkDocs fence info strings. */
export function useMkdocsFences(md: MarkdownIt): void {
  md.core.ruler.after('block', 'mkdocs_fences', fencesRule);
}

function fencesRule(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type === 'fence' && /[{=]/.test(token.info)) token.info = fenceInfoOf(token.info);
  }
}

/** The docsgen fence info of an MkDocs one (`{ .py title="a.py" }` → `py title="a.py"`). */
export function fenceInfoOf(info: string): string {
  let text = info.trim();
  const braced = /^\{(.*)\}$/.exec(text);
  if (braced) {
    const parsed = parseAttrList(braced[1]!);
    const [lang = '', ...rest] = parsed.classes;
    const attrs = parsed.attrs.map(([name, value]) => `${name}="${value.replace(/"/g, '')}"`);
    text = [lang, ...attrs].join(' ').trim();
    if (rest.length > 0 && lang === '') text = rest[0]!;
  }
  const numbers = LINENUMS.exec(text);
  if (numbers) text = text.replace(numbers[0], `showLineNumbers=${numbers[1] ?? numbers[2] ?? numbers[3]}`);
  const lines = HL_LINES.exec(text);
  if (lines) {
    const ranges = (lines[1] ?? lines[2] ?? '').trim().split(/\s+/).filter(Boolean).join(',');
    text = text.replace(lines[0], ranges ? `{${ranges}}` : '');
  }
  return text.trim();
}
