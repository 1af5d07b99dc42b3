import type Katex from 'katex';
import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';
import { getRenderEnv, report, useFeature, type RenderEnv } from './env.ts';
import { escapeHtml } from '../shared/html-escape.ts';
import { readVendorFile } from './vendor-files.ts';

/*
 * Math: `$...$` inline and `$$...$$` (inline or as a block of its own lines), rendered to HTML and MathML at build time
 * with KaTeX; the page then links KaTeX's stylesheet and fonts. TeX that KaTeX rejects is an error at its line, and
 * the source is shown as code.
 */

const DOLLAR = 0x24;

// Pure memo: KaTeX, evaluated the first time a page has math. It is read as a file rather than imported, so that
// docsgen (and each of its worker threads) starts without it: pages without math cost nothing.
let katexMemo: typeof Katex | undefined;

function loadKatex(): typeof Katex {
  if (katexMemo) return katexMemo;
  const source = readVendorFile('katex', 'dist/katex.min.js').toString('utf8');
  const module = { exports: {} as Record<string, unknown> };
  // The file is a UMD bundle: given `module` and `exports`, it sets `module.exports`.
  new Function('module', 'exports', source)(module, module.exports);
  katexMemo = (module.exports.default ?? module.exports) as unknown as typeof Katex;
  return katexMemo;
}
const BACKSLASH = 0x5c;

/** Registers the math rules and their renderers. */
export function useMath(md: MarkdownIt): void {
  md.inline.ruler.after('escape', 'math_inline', mathInlineRule);
  md.block.ruler.after('blockquote', 'math_block', mathBlockRule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.core.ruler.after('inline', 'docsgen_math_lines', mathLinesRule);
  useMathRenderers(md);
}

/** Registers only the renderers of `math_inline`, `math_inline_display` and `math_block` tokens (a dialect's own delimiters make them). */
export function useMathRenderers(md: MarkdownIt): void {
  md.renderer.rules.math_inline = (tokens, idx, _options, env) =>
    renderMath(getRenderEnv(env), tokens[idx]!, false);
  md.renderer.rules.math_inline_display = (tokens, idx, _options, env) =>
    renderMath(getRenderEnv(env), tokens[idx]!, true);
  md.renderer.rules.math_block = (tokens, idx, _options, env) =>
    `<div class="math-display">${renderMath(getRenderEnv(env), tokens[idx]!, true)}</div>\n`;
}

// Bounds that keep one page's math from taking the build's time and memory (5 MB of TeX once took 2.5 GB): far past
// what documentation writes (the longest expressions seen on real sites are a few hundred characters).
const MAX_EXPRESSION_CHARS = 20_000;
const MAX_PAGE_MATH_CHARS = 500_000;
const MAX_BRACE_DEPTH = 100;
const mathCharsOfPage = new WeakMap<RenderEnv, number>();

/**
 * Why the TeX is not typeset (too long, too deep, past the page's budget), or undefined when it may be; '' past the
 * page's budget once that was reported (one warning a page, not one a formula).
 */
function mathLimitProblem(env: RenderEnv, tex: string): string | undefined {
  if (tex.length > MAX_EXPRESSION_CHARS) {
    return `this math expression is ${tex.length.toLocaleString('en')} characters long, over the limit of ${MAX_EXPRESSION_CHARS.toLocaleString('en')}: split it`;
  }
  const before = mathCharsOfPage.get(env) ?? 0;
  const total = before + tex.length;
  mathCharsOfPage.set(env, total);
  if (total > MAX_PAGE_MATH_CHARS) {
    if (before > MAX_PAGE_MATH_CHARS) return '';
    return `the page holds over ${MAX_PAGE_MATH_CHARS.toLocaleString('en')} characters of math; the rest is not typeset: split the page`;
  }
  let depth = 0;
  for (let i = 0; i < tex.length; i++) {
    const code = tex.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === 0x7b && ++depth > MAX_BRACE_DEPTH) {
      return `this math nests braces more than ${MAX_BRACE_DEPTH} levels deep: simplify it`;
    } else if (code === 0x7d) depth--;
  }
  return undefined;
}

function renderMath(env: RenderEnv, token: Token, displayMode: boolean): string {
  const problem = mathLimitProblem(env, token.content);
  if (problem !== undefined) {
    const message = `${problem} (the math is shown as its TeX source).`;
    if (problem !== '') report(env, 'warning', 'math-too-large', message, token.map?.[0]);
    return `<code class="math-error">${escapeHtml(token.content)}</code>`;
  }
  try {
    const html = loadKatex().renderToString(token.content, {
      displayMode,
      throwOnError: true,
      output: 'htmlAndMathml',
      strict: 'ignore',
    });
    useFeature(env, 'math');
    return html;
  } catch (error) {
    // KaTeX recurses per nesting level: what the brace bound does not catch (`\\left` chains) may still overflow.
    const message =
      error instanceof RangeError
        ? 'this math nests too deeply to typeset'
        : error instanceof Error
          ? error.message
          : String(error);
    report(
      env,
      'error',
      'math-invalid',
      `${message} (the math is shown as its TeX source; fix the TeX, or escape a literal dollar sign as \\$).`,
      token.map?.[0],
    );
    return `<code class="math-error">${escapeHtml(token.content)}</code>`;
  }
}

/** Inline `$tex$` (no space inside either dollar, no digit right after the closing one) and inline `$$tex$$`. */
function mathInlineRule(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const display = src.charCodeAt(pos + 1) === DOLLAR;
  const start = pos + (display ? 2 : 1);
  const first = src.charCodeAt(start);
  if (start >= posMax || (!display && (first === 0x20 || first === 0x09 || first === 0x0a))) return false;
  let end = start;
  for (;;) {
    end = src.indexOf(display ? '$$' : '$', end);
    if (end === -1 || end >= posMax) return false;
    if (src.charCodeAt(end - 1) === BACKSLASH) {
      end++;
      continue;
    }
    break;
  }
  if (end === start) return false;
  if (!display) {
    const before = src.charCodeAt(end - 1);
    const after = src.charCodeAt(end + 1);
    // `$5 and $6`: prices, not math.
    if (before === 0x20 || before === 0x09 || before === 0x0a || (after >= 0x30 && after <= 0x39))
      return false;
  }
  if (!silent) {
    const token = state.push(display ? 'math_inline_display' : 'math_inline', 'math', 0);
    token.content = src.slice(start, end);
    token.markup = display ? '$$' : '$';
  }
  state.pos = end + (display ? 2 : 1);
  return true;
}

/** Core rule: gives inline math the line it is on (inline tokens have none), for its diagnostics. */
function mathLinesRule(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'inline' || !token.map || !token.content.includes('$')) continue;
    let line = token.map[0];
    for (const child of token.children ?? []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
      else if (child.type === 'math_inline' || child.type === 'math_inline_display')
        child.map = [line, line + 1];
    }
  }
}

/** A block that starts with `$$` at the start of a line and ends at a line ending with `$$`. */
function mathBlockRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let pos = state.bMarks[startLine]! + state.tShift[startLine]!;
  let max = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (pos + 2 > max || state.src.slice(pos, pos + 2) !== '$$') return false;
  pos += 2;
  let firstLine = state.src.slice(pos, max);
  let lastLine = '';
  let next = startLine;
  let found = false;
  if (firstLine.trim().endsWith('$$')) {
    firstLine = firstLine.trim().slice(0, -2);
    found = true;
  }
  while (!found) {
    next++;
    if (next >= endLine) break;
    pos = state.bMarks[next]! + state.tShift[next]!;
    max = state.eMarks[next]!;
    if (pos < max && state.sCount[next]! < state.blkIndent) break;
    const line = state.src.slice(pos, max).trim();
    if (line.endsWith('$$')) {
      lastLine = line.slice(0, -2);
      found = true;
    }
  }
  if (!found) return false;
  if (silent) return true;
  state.line = next + 1;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  const middle =
    next > startLine + 1 ? state.getLines(startLine + 1, next, state.tShift[startLine]!, true) : '';
  token.content = [firstLine, middle, next > startLine ? lastLine : ''].join('\n').trim();
  token.map = [startLine, state.line];
  token.markup = '$$';
  return true;
}
