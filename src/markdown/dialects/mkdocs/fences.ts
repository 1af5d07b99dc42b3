import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { getRenderEnv } from '../../env.ts';
import { parseAttrList } from './attr-lists.ts';

/*
 * Code fences as pymdownx.superfences and pymdownx.highlight write them: the info as an attribute list
 * (```` ``` { .yaml .annotate title="mkdocs.yml" } ````), `linenums="1"` and `hl_lines="2 4-5"`, rewritten into
 * docsgen's fence info (`yaml title="mkdocs.yml" showLineNumbers=1 {2,4-5}`) before the code rules read it.
 */

const LINENUMS = /\blinenums=(?:"(\d+)[^"]*"|'(\d+)[^']*'|(\d+))/;
const HL_LINES = /\bhl_lines=(?:"([^"]*)"|'([^']*)')/;

/** Registers the rule that rewrites MkDocs fence info strings, and the anchor of a fence with an `#id`. */
export function useMkdocsFences(md: MarkdownIt): void {
  md.core.ruler.after('block', 'mkdocs_fences', fencesRule);
  md.renderer.rules.mkdocs_fence_anchor = (tokens, idx) => `<span id="${tokens[idx]!.content}"></span>\n`;
}

function fencesRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  let tokens: Token[] | undefined;
  state.tokens.forEach((token, index) => {
    const id = token.type === 'fence' ? fenceIdOf(token.info) : undefined;
    if (id) {
      // The fence's `#id` names a place on the page: an empty element just before it, listed among the anchors.
      tokens ??= state.tokens.slice(0, index);
      const anchor = new state.Token('mkdocs_fence_anchor', '', 0);
      anchor.content = id;
      anchor.block = true;
      anchor.level = token.level;
      tokens.push(anchor);
      env.anchors.push(id);
    }
    if (token.type === 'fence' && /[{=]|^\s*\./.test(token.info)) token.info = fenceInfoOf(token.info);
    tokens?.push(token);
  });
  if (tokens) state.tokens = tokens;
}

function fenceIdOf(info: string): string | undefined {
  const braced = /^\s*\{(.*)\}\s*$/.exec(info);
  const id = braced ? parseAttrList(braced[1]!).id : undefined;
  return id && /^[^\s"'<>&]+$/.test(id) ? id : undefined;
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
  // Python-Markdown also reads ```` ``` .sh ```` as the language `sh`.
  text = text.replace(/^\.(?=\w)/, '');
  const numbers = LINENUMS.exec(text);
  if (numbers) text = text.replace(numbers[0], `showLineNumbers=${numbers[1] ?? numbers[2] ?? numbers[3]}`);
  const lines = HL_LINES.exec(text);
  if (lines) {
    const ranges = (lines[1] ?? lines[2] ?? '').trim().split(/\s+/).filter(Boolean).join(',');
    text = text.replace(lines[0], ranges ? `{${ranges}}` : '');
  }
  return text.trim();
}
