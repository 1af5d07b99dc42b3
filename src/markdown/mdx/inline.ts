// The inline rule of MDX: `{/* comments */}` are dropped, `{expressions}` refused, and a JSX element inside text is
// parsed whole with acorn-jsx; its children are parsed again as inline markdown.
import { appendAll } from '../../shared/append-all.ts';
import type { StateInline, Token } from 'markdown-it';
import { getRenderEnv, getSourceLine, report, type RenderEnv } from '../env.ts';
import { describeNode, MdxError, type AstNode, type JsxElementNode } from './ast.ts';
import { VOID_ELEMENTS } from './builtins.ts';
import { parseInlineElementAt, parseVoidAt } from './inline-elements.ts';
import { prepareHtmlElement } from './html.ts';
import { createElement } from './elements.ts';
import { literalOf } from './props.ts';
import { MD_EXPRESSION, readTextExpression, type TextExpression } from './expressions.ts';
import { isMdxName, MAX_INLINE_DEPTH, type MdxElement, type MdxState } from './state.ts';

const TAG_START = /^<\/?([A-Za-z][\w.-]*)(?=[\s/>]|$)/;

/** markdown-it inline rule; does nothing on pages without MDX state. */
export function mdxInlineRule(state: StateInline, silent: boolean): boolean {
  const env = getRenderEnv(state.env);
  const mdx = env.mdx;
  if (!mdx) return false;
  const { src, pos } = state;
  const first = src.charCodeAt(pos);
  if (first === 0x7b /* { */) return expression(state, env, mdx, silent);
  if (first !== 0x3c /* < */) return false;
  // Docusaurus 3 reads `<!-- comments -->` in MDX as comments (its `mdx1Compat.comments`, on by default): so here.
  if (mdx.isMdxFile && !mdx.htmlAllowed && src.startsWith('<!--', pos) && !silent) {
    const close = src.indexOf('-->', pos);
    if (close === -1) fail(state, env, new MdxError('this <!-- comment is never closed with "-->"', pos));
    state.pos = close === -1 ? src.length : close + 3;
    return true;
  }
  const match = TAG_START.exec(src.slice(pos, pos + 100));
  if (!match || !isMdxName(mdx, match[1]!)) return false;
  if (silent) return false;
  if (mdx.inlineDepth + openDepthAt(src, pos, MAX_INLINE_DEPTH) > MAX_INLINE_DEPTH) {
    const message = `elements nest more than ${MAX_INLINE_DEPTH} levels deep here; the rest of the paragraph is left out`;
    fail(state, env, new MdxError(message, pos));
    // One diagnostic, and no parse of what follows: each inner element would be refused again, in quadratic time.
    state.pos = src.length;
    return true;
  }
  try {
    if (src.charCodeAt(pos + 1) === 0x2f) {
      throw new MdxError(
        `the closing tag </${match[1]}> must be on a line of its own (or close an element opened on the same line)`,
        pos,
      );
    }
    const node = VOID_ELEMENTS.has(match[1]!) ? parseVoidAt(src, pos) : parseInlineElementAt(src, pos);
    // Past the whole element even when it is refused: one diagnostic per construct.
    state.pos = node.end;
    element(state, env, mdx, node);
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    // In `.md`, HTML that is not JSX stays what CommonMark makes of it (text, or raw HTML).
    if (!mdx.isMdxFile && /^[a-z]/.test(match[1]!) && state.pos === pos) return false;
    fail(state, env, error);
    if (state.pos === pos) state.pos = Math.min(src.length, Math.max(pos + 1, error.offset + 1));
  }
  return true;
}

function expression(state: StateInline, env: RenderEnv, mdx: MdxState, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.startsWith('{/*', pos)) {
    const close = src.indexOf('*/}', pos);
    if (close === -1) return false;
    if (!silent) state.pos = close + 3;
    return true;
  }
  // Heading ids (`{#id}`) are markdown; elsewhere in `.md` a brace is text, but for `{frontMatter.key}`, `{props.key}`.
  if (src.startsWith('{#', pos) || silent) return false;
  if (!mdx.isMdxFile && !MD_EXPRESSION.test(src.slice(pos, pos + 200))) return false;
  mdx.position = positionOf(state, env, pos);
  let read: TextExpression | undefined;
  try {
    read = readTextExpression(src, pos, mdx.constants);
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    fail(state, env, error);
    state.pos = src.indexOf('}', pos) + 1 || src.length;
    return true;
  }
  if (read) {
    if (read.text !== '') state.push('text', '', 0).content = read.text;
    state.pos = read.end;
    return true;
  }
  const close = src.indexOf('}', pos);
  // An empty expression (`Default: {}`) renders nothing in MDX.
  if (close !== -1 && src.slice(pos + 1, close).trim() === '') {
    state.pos = close + 1;
    return true;
  }
  const shown = src.slice(pos, close === -1 ? pos + 20 : Math.min(close + 1, pos + 40));
  fail(
    state,
    env,
    new MdxError(
      `the JavaScript expression ${shown} is not supported (pages run no code): write the value as text, ` +
        'or escape the brace as \\{ to show it',
      pos,
    ),
  );
  state.pos = close === -1 ? src.length : close + 1;
  return true;
}

function element(state: StateInline, env: RenderEnv, mdx: MdxState, node: JsxElementNode): void {
  const parent = mdx.inlineParent;
  const made = createElement(mdx, node, positionOf(state, env, node.start), parent);
  if (made.kind === 'html') {
    prepareHtmlElement(env, made, node, parent, (offset) => positionOf(state, env, offset));
  }
  if (made.name === 'CodeBlock') return codeBlock(state, made, node);
  const inner = childrenSource(state.src, node, mdx);
  if (made.name === 'Link') return link(state, made, inner, node);
  const open = state.push('mdx_open', '', 1);
  open.meta = made;
  // The children's own elements (a summary in details) see this one as their parent.
  mdx.inlineParent = made;
  mdx.inlineDepth++;
  pushChildren(state, inner);
  mdx.inlineDepth--;
  mdx.inlineParent = parent;
  state.push('mdx_close', '', -1).meta = made;
}

const TAG = /<(\/?)[A-Za-z][\w.-]*[^<>]*?(\/?)>/g;

/** The deepest the elements from `pos` on nest (tags counted, not parsed), up to just past `limit`. */
function openDepthAt(src: string, pos: number, limit: number): number {
  let depth = 0;
  let deepest = 0;
  TAG.lastIndex = pos;
  for (let match = TAG.exec(src); match !== null; match = TAG.exec(src)) {
    if (match[1]) depth--;
    else if (!match[2]) depth++;
    deepest = Math.max(deepest, depth);
    if (depth <= 0 || deepest > limit) break;
  }
  return deepest;
}

function codeBlock(state: StateInline, made: MdxElement, node: JsxElementNode): void {
  const children = node.children.filter((c) => !(c.type === 'JSXText' && String(c['value']).trim() === ''));
  let code = '';
  if (children.length === 1 && children[0]!.type === 'JSXExpressionContainer') {
    const value = literalOf(children[0]!['expression'] as AstNode, 'the code of <CodeBlock>');
    if (typeof value !== 'string') throw new MdxError('the code of <CodeBlock> must be text', node.start);
    code = value;
  } else if (children.every((c) => c.type === 'JSXText')) {
    code = children.map((c) => String(c['raw'] ?? c['value'])).join('');
  } else {
    throw new MdxError('the code of <CodeBlock> must be text or a {`template literal`}', node.start);
  }
  const { language, title, showLineNumbers } = made.props;
  const info = [
    typeof language === 'string' ? language : '',
    typeof title === 'string' ? `title=${JSON.stringify(title)}` : '',
    showLineNumbers === true ? 'showLineNumbers' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const token = state.push('mdx_code', 'code', 0);
  token.info = info;
  token.content = code.replace(/^\n/, '').replace(/\n\s*$/, '') + '\n';
  token.meta = made;
}

function link(state: StateInline, made: MdxElement, inner: string, node: JsxElementNode): void {
  const target = made.props['to'] ?? made.props['href'];
  if (typeof target !== 'string') {
    throw new MdxError('<Link> needs a target: write <Link to="/docs/page">', node.start);
  }
  // A plain markdown link token: the links rule resolves, records and checks it like [text](target).
  const open = state.push('link_open', 'a', 1);
  open.attrs = [['href', target]];
  pushChildren(state, inner);
  state.push('link_close', 'a', -1);
}

function pushChildren(state: StateInline, inner: string): void {
  if (inner === '') return;
  const children: Token[] = [];
  state.md.inline.parse(inner, state.md, state.env, children);
  appendAll(state.tokens, children);
}

// Children are markdown again: their source, not acorn's text nodes (so `**bold**` and links work). A child that is a
// literal (`{'text'}`, {`a template`} without `${}`) is its text, escaped so that markdown shows it as written.
function childrenSource(src: string, node: JsxElementNode, mdx: MdxState): string {
  if (!node.closingElement) return '';
  let inner = '';
  let from = node.openingElement.end;
  for (const child of node.children) {
    if (child.type === 'JSXExpressionContainer') {
      const expression = child['expression'] as AstNode;
      if (expression.type === 'JSXEmptyExpression') continue;
      const value = literalChild(expression, mdx);
      inner += src.slice(from, child.start) + value.replace(/[!-/:-@[-`{-~]/g, '\\$&');
      from = child.end;
    } else if (child.type === 'JSXSpreadChild') {
      throw new MdxError('a spread child is not supported', child.start);
    }
  }
  return (inner + src.slice(from, node.closingElement.start)).trim();
}

function literalChild(expression: AstNode, mdx: MdxState): string {
  let value: unknown;
  try {
    value = literalOf(expression, 'a child', mdx.constants);
  } catch {
    value = undefined;
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new MdxError(
    `${describeNode(expression)} as a child is not supported (pages run no code)`,
    expression.start,
  );
}

function fail(state: StateInline, env: RenderEnv, error: MdxError): void {
  const { bodyLine, column } = positionOf(state, env, error.offset);
  report(env, 'error', error.code, `${error.message}.`, bodyLine, column);
}

function positionOf(
  state: StateInline,
  env: RenderEnv,
  offset: number,
): { bodyLine: number; column: number } {
  const map = env.mdx?.inlineMap;
  const before = state.src.slice(0, offset);
  const lines = before.split('\n');
  const bodyLine = (map?.[0] ?? 0) + lines.length - 1;
  const indent = /^\s*/.exec(getSourceLine(env, bodyLine))![0].length;
  const column =
    lines.at(-1)!.length + 1 + (lines.length === 1 ? columnOfContent(env, bodyLine, state.src) : indent);
  return { bodyLine, column };
}

// Where the inline content starts on its first line (after indentation, list markers or an opening tag).
function columnOfContent(env: RenderEnv, bodyLine: number, content: string): number {
  const line = getSourceLine(env, bodyLine);
  const head = content.split('\n', 1)[0]!;
  const at = line.indexOf(head);
  return at === -1 ? 0 : at;
}
