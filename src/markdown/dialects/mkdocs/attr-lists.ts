import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { appendAll } from '../../../shared/append-all.ts';
import { getRenderEnv, report, type RenderEnv } from '../../env.ts';

/*
 * Python-Markdown's attribute lists: `{ #id .class key="value" }` (the colon of `{: … }` optional). At the end of a
 * heading it sets the heading's attributes (its id through docsgen's explicit-id rule); on the last line of a
 * paragraph, alone, the paragraph's; right after a link, image, emphasis, code span or icon, that element's.
 */

const LIST = /\{:?[ \t]*([^{}\n \t][^{}\n]*?)[ \t]*\}/;
const AT_END = new RegExp(`[ \\t]+${LIST.source}[ \\t]*$`);
const ALONE = new RegExp(`^${LIST.source}[ \\t]*$`);
const AT_START = new RegExp(`^${LIST.source}`);
const ITEM = /#([^\s#.]+)|\.([^\s#.]+)|([\w:.-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;
// Attributes that could run script or point the element elsewhere stay with docsgen's own link and image handling.
const REFUSED = /^(?:on|href$|src$|srcset$|formaction$|action$|xlink:href$)/i;

interface Parsed {
  id?: string;
  classes: string[];
  attrs: [string, string][];
}

/** Registers the attribute-list rule. */
export function useMkdocsAttrLists(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'mkdocs_attr_lists', attrListsRule);
}

/** Reads `#id .class key="value"` into its parts. */
export function parseAttrList(list: string): Parsed {
  const parsed: Parsed = { classes: [], attrs: [] };
  for (const item of list.matchAll(ITEM)) {
    if (item[1] !== undefined) parsed.id = item[1];
    else if (item[2] !== undefined) parsed.classes.push(item[2]);
    else if (item[3] === 'id') parsed.id = item[4] ?? item[5] ?? item[6] ?? '';
    else if (item[3] === 'class')
      appendAll(parsed.classes, (item[4] ?? item[5] ?? item[6] ?? '').split(/\s+/));
    else parsed.attrs.push([item[3]!, item[4] ?? item[5] ?? item[6] ?? '']);
  }
  return parsed;
}

function apply(env: RenderEnv, token: Token, parsed: Parsed, line: number, withId = true): void {
  if (withId && parsed.id) token.attrSet('id', parsed.id);
  for (const name of parsed.classes.filter(Boolean)) token.attrJoin('class', name);
  for (const [name, value] of parsed.attrs) {
    if (REFUSED.test(name)) {
      const message = `The attribute "${name}" of an attribute list is left out: it could run script or change the element's target.`;
      report(env, 'warning', 'markdown-unsafe-attribute', message, line);
    } else token.attrSet(name, value);
  }
}

function attrListsRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  const tokens = state.tokens;
  for (let i = 1; i < tokens.length; i++) {
    const inline = tokens[i]!;
    if (inline.type !== 'inline' || !inline.children || !inline.content.includes('{')) continue;
    const open = tokens[i - 1]!;
    const line = inline.map?.[0] ?? 0;
    if (open.type === 'heading_open') onHeading(env, open, inline.children, line);
    else if (open.type === 'paragraph_open') onParagraph(env, open, inline.children, line);
    onInlineElements(env, inline.children, line);
  }
}

function onHeading(env: RenderEnv, open: Token, children: Token[], line: number): void {
  const last = children[children.length - 1];
  const match = last?.type === 'text' ? AT_END.exec(last.content) : null;
  if (!last || !match) return;
  const parsed = parseAttrList(match[1]!);
  last.content = last.content.slice(0, match.index);
  // docsgen's heading rule takes a trailing `{#id}`: it keeps the id unique and lists it among the page's anchors.
  if (parsed.id && /^[^\s{}]+$/.test(parsed.id)) last.content += ` {#${parsed.id}}`;
  apply(env, open, parsed, line, false);
}

function onParagraph(env: RenderEnv, open: Token, children: Token[], line: number): void {
  const last = children[children.length - 1];
  const before = children[children.length - 2];
  if (last?.type !== 'text' || (before?.type !== 'softbreak' && before?.type !== 'hardbreak')) return;
  const match = ALONE.exec(last.content);
  if (!match) return;
  children.splice(children.length - 2, 2);
  apply(env, open, parseAttrList(match[1]!), line);
}

const CLOSES: Record<string, string> = {
  link_close: 'link_open',
  em_close: 'em_open',
  strong_close: 'strong_open',
};

function onInlineElements(env: RenderEnv, children: Token[], line: number): void {
  for (let k = 1; k < children.length; k++) {
    const text = children[k]!;
    if (text.type !== 'text' || text.content[0] !== '{') continue;
    const match = AT_START.exec(text.content);
    const target = match ? targetOf(children, k - 1) : undefined;
    if (!match || !target) continue;
    apply(env, target, parseAttrList(match[1]!), line);
    text.content = text.content.slice(match[0].length);
  }
}

// The element an attribute list right after `children[at]` belongs to: an image or code span, or the opening token of
// the link or emphasis that closes there.
function targetOf(children: Token[], at: number): Token | undefined {
  const before = children[at]!;
  if (before.type === 'image' || before.type === 'code_inline' || before.type === 'mkdocs_icon')
    return before;
  const openType = CLOSES[before.type];
  if (!openType) return undefined;
  for (let j = at - 1, depth = 0; j >= 0; j--) {
    const token = children[j]!;
    if (token.type === before.type) depth++;
    else if (token.type === openType && depth-- === 0) return token;
  }
  return undefined;
}
