// The block rule of MDX: ESM lines, `{/* comments */}`, and JSX tags that stand on their own lines. An opening tag
// alone on its line opens an element whose children are markdown until its closing tag's line (as MDX reads them).
import type { StateBlock } from 'markdown-it';
import { getRenderEnv, report, type RenderEnv } from '../env.ts';
import { fail, lineOf, positionAt } from './block-report.ts';
import {
  MdxError,
  parseElementAt,
  parseModuleBlock,
  parseOpeningTagAt,
  tryParseModuleBlock,
  type JsxElementNode,
} from './ast.ts';
import { prepareHtmlElement } from './html.ts';
import { createElement } from './elements.ts';
import { checkImports } from './esm.ts';
import { isMdxName, type MdxElement, type MdxState } from './state.ts';

// A tag's name ends at a space, `>` or `/`: `<https://…>` and `<me@example.org>` are autolinks, not tags.
const TAG_START = /^<([A-Za-z][\w.-]*)(?=[\s/>]|$)/;
const CLOSING_TAG = /^<\/([A-Za-z][\w.:-]*)\s*>/;
const ESM_START = /^(?:import|export)\b/;
const BLANK_EXPRESSIONS = /^(?:\{\s*(?:'\s*'|"\s*"|`\s*`|\/\*[^]*?\*\/)\s*\}\s*)+$/;

/** markdown-it block rule; does nothing on pages without MDX state. */
export function mdxBlockRule(
  state: StateBlock,
  startLine: number,
  _endLine: number,
  silent: boolean,
): boolean {
  const env = getRenderEnv(state.env);
  const mdx = env.mdx;
  // MDX has no indented code: in `.mdx` a tag is a tag however deep it is indented.
  if (!mdx || (!mdx.isMdxFile && state.sCount[startLine]! - state.blkIndent >= 4)) return false;
  const pos = state.bMarks[startLine]! + state.tShift[startLine]!;
  const src = state.src;
  const first = src.charCodeAt(pos);
  if (first === 0x7b /* { */) return commentBlock(state, env, startLine, pos, silent);
  if (first === 0x3c /* < */) {
    if (src.charCodeAt(pos + 1) === 0x2f /* / */) return closingTags(state, env, mdx, startLine, pos, silent);
    const name = TAG_START.exec(src.slice(pos, pos + 100))?.[1];
    if (name === undefined || !isMdxName(mdx, name)) return false;
    if (silent) return true;
    return tagBlock(state, env, mdx, startLine, pos);
  }
  if (!silent && state.sCount[startLine] === 0 && ESM_START.test(src.slice(pos, pos + 7))) {
    return esmBlock(state, env, mdx, startLine, pos);
  }
  return false;
}

function commentBlock(
  state: StateBlock,
  env: RenderEnv,
  line: number,
  pos: number,
  silent: boolean,
): boolean {
  if (!state.src.startsWith('{/*', pos)) return false;
  const close = state.src.indexOf('*/}', pos);
  if (close === -1) {
    if (!silent) fail(state, env, new MdxError('this {/* comment */} is never closed with "*/}"', pos));
    return false;
  }
  const endLine = lineOf(state, close);
  if (state.src.slice(close + 3, state.eMarks[endLine]).trim() !== '') return false;
  if (!silent) state.line = endLine + 1;
  return true;
}

function closingTags(
  state: StateBlock,
  env: RenderEnv,
  mdx: MdxState,
  line: number,
  pos: number,
  silent: boolean,
): boolean {
  let rest = state.src.slice(pos, state.eMarks[line]);
  const names: string[] = [];
  for (let match = CLOSING_TAG.exec(rest); match; match = CLOSING_TAG.exec(rest)) {
    names.push(match[1]!);
    rest = rest.slice(match[0].length).trimStart();
  }
  // `</Tabs>{' '}`: an expression of only blank text after the closing tags renders nothing (Starlight's docs have it).
  if (names.length > 0) rest = rest.replace(BLANK_EXPRESSIONS, '');
  if (names.length === 0 || rest !== '' || !names.every((name) => isMdxName(mdx, name))) return false;
  // In `.md`, `</div>` that closes no JSX element closes raw HTML (or is text), as CommonMark reads it.
  if (
    !mdx.isMdxFile &&
    names.some((name) => /^[a-z]/.test(name) && !mdx.stack.some((e) => e.name === name))
  ) {
    return false;
  }
  if (silent) return true;
  for (const name of names) {
    const open = mdx.stack.at(-1);
    if (open?.name !== name) {
      const what = open
        ? `<${open.name}> (line ${open.bodyLine + env.context.bodyLineOffset + 1}) is still open`
        : 'no element is open';
      fail(state, env, new MdxError(`the closing tag </${name}> matches no opening tag: ${what}`, pos));
      continue;
    }
    mdx.stack.pop();
    const token = state.push('mdx_close', '', -1);
    token.meta = open;
    token.map = [line, line + 1];
  }
  state.line = line + 1;
  return true;
}

function tagBlock(state: StateBlock, env: RenderEnv, mdx: MdxState, line: number, pos: number): boolean {
  const src = state.src;
  try {
    const { element: node, end } = parseTag(mdx, src, pos);
    if (!node) return false;
    const tagEndLine = lineOf(state, end - 1);
    const rest = src.slice(end, state.eMarks[tagEndLine]);
    const name = TAG_START.exec(src.slice(pos, pos + 100))![1]!;
    if (name === 'CodeBlock' || (rest.trim() !== '' && !node.openingElement.selfClosing)) {
      // The whole element on its own lines: its children are inline (or code), handled by the inline rule.
      const whole = tryWhole(src, pos);
      const endLine = whole ? lineOf(state, whole.end - 1) : tagEndLine;
      if (whole && src.slice(whole.end, state.eMarks[endLine]).trim() === '') {
        pushInline(state, src.slice(pos, state.eMarks[endLine]), line, endLine + 1, mdx.stack.at(-1));
        return true;
      }
      if (name === 'CodeBlock') parseElementAt(src, pos);
      if (!isContainer(name)) return false;
    }
    // `<Badge /> and text`: a paragraph, whose inline rule renders the element.
    if (node.openingElement.selfClosing && rest.trim() !== '') return false;
    const position = { bodyLine: line, column: pos - state.bMarks[line]! + 1 };
    let element: MdxElement;
    try {
      element = createElement(mdx, node, position, mdx.stack.at(-1));
      if (element.kind === 'html') {
        prepareHtmlElement(env, element, node, mdx.stack.at(-1), (offset) => positionAt(state, offset));
      }
    } catch (error) {
      if (!(error instanceof MdxError)) throw error;
      fail(state, env, error);
      // Still an element, so that its closing tag closes it: one diagnostic per construct.
      const selfClosing = node.openingElement.selfClosing;
      element = { name, kind: 'refused', props: {}, selfClosing, ...position };
    }
    pushOpen(state, element, line, tagEndLine + 1);
    if (element.selfClosing) pushClose(state, element, tagEndLine);
    else mdx.stack.push(element);
    // Text after the opening tag on its line (`<details><summary>…</summary>`) is inline content of the element.
    if (rest.trim() !== '') pushInline(state, rest.trim(), tagEndLine, tagEndLine + 1, element);
    state.line = tagEndLine + 1;
    return true;
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    fail(state, env, error);
    state.line = lineOf(state, Math.max(pos, error.offset)) + 1;
    return true;
  }
}

// In `.md`, an HTML tag that is not JSX (`<a href=x>`, unquoted) stays what CommonMark makes of it.
function parseTag(
  mdx: MdxState,
  src: string,
  pos: number,
): { element: JsxElementNode | undefined; end: number } {
  try {
    return parseOpeningTagAt(src, pos);
  } catch (error) {
    if (!(error instanceof MdxError) || mdx.isMdxFile || !/^<[a-z]/.test(src.slice(pos, pos + 2)))
      throw error;
    return { element: undefined, end: pos };
  }
}

function tryWhole(src: string, pos: number): { end: number } | undefined {
  try {
    return parseElementAt(src, pos);
  } catch {
    return undefined;
  }
}

function isContainer(name: string): boolean {
  return ['Tabs', 'TabItem', 'Admonition', 'Details', 'details'].includes(name);
}

function esmBlock(state: StateBlock, env: RenderEnv, mdx: MdxState, line: number, pos: number): boolean {
  const endLine = mdx.isMdxFile ? statementEnd(state, line, pos) : paragraphEnd(state, line);
  const end = state.eMarks[endLine - 1]!;
  try {
    const statements = mdx.isMdxFile
      ? parseModuleBlock(state.src, pos, end)
      : tryParseModuleBlock(state.src, pos, end);
    // In `.md`, a paragraph that merely starts with "import" is prose.
    if (!statements) return false;
    checkImports(
      mdx,
      statements,
      (warning) => {
        const { bodyLine, column } = positionAt(state, warning.offset);
        report(env, 'warning', 'mdx-astro-component', `${warning.message}.`, bodyLine, column);
      },
      (offset) => positionAt(state, offset),
      (error) => fail(state, env, error),
    );
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    fail(state, env, error);
  }
  state.line = endLine;
  return true;
}

// As in MDX, an ESM block goes on past a blank line while its statement is unfinished (a template literal of several
// paragraphs): up to MAX_ESM_PARAGRAPHS; a block that never parses is its first paragraph (its error is reported there).
const MAX_ESM_PARAGRAPHS = 50;

function statementEnd(state: StateBlock, line: number, pos: number): number {
  const first = paragraphEnd(state, line);
  if (tryParseModuleBlock(state.src, pos, state.eMarks[first - 1]!)) return first;
  let next = first;
  for (let count = 0; count < MAX_ESM_PARAGRAPHS; count++) {
    const start = nextFilledLine(state, next);
    if (start >= state.lineMax) break;
    next = paragraphEnd(state, start);
    if (tryParseModuleBlock(state.src, pos, state.eMarks[next - 1]!)) return next;
  }
  return first;
}

function paragraphEnd(state: StateBlock, line: number): number {
  let end = line + 1;
  while (end < state.lineMax && !state.isEmpty(end)) end++;
  return end;
}

function nextFilledLine(state: StateBlock, line: number): number {
  let at = line;
  while (at < state.lineMax && state.isEmpty(at)) at++;
  return at;
}

function pushOpen(state: StateBlock, element: MdxElement, line: number, end: number): void {
  const token = state.push('mdx_open', '', 1);
  token.meta = element;
  token.block = true;
  token.map = [line, end];
}

function pushClose(state: StateBlock, element: MdxElement, line: number): void {
  const token = state.push('mdx_close', '', -1);
  token.meta = element;
  token.block = true;
  token.map = [line, line + 1];
}

function pushInline(
  state: StateBlock,
  content: string,
  line: number,
  end: number,
  parent: MdxElement | undefined,
): void {
  const token = state.push('inline', '', 0);
  token.meta = { mdxParent: parent };
  token.content = content;
  token.map = [line, end];
  token.children = [];
  state.line = end;
}
