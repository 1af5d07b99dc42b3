// mdBook's `{{#…}}` expressions, which it replaces in the chapter's text before the markdown is read (inside code
// fences too): `{{#include file:…}}`, `{{#rustdoc_include file:…}}`, `{{#playground file attrs}}` (a Rust code block
// of the file), `{{#title text}}` (the page's <title>) and `\{{#…}}` (written as is, without the backslash). Files are
// read from the page's folder (an included file's includes from its own), nested up to ten deep. The text is
// replaced before markdown-it's block stage, with a map from each line of the result to the line of the page it came
// from: every token and diagnostic of the block stage is moved back to the page's line (an included line is at its
// `{{#include}}`), so positions stay true to the file.
import type { MarkdownIt, StateCore } from 'markdown-it';
import path from 'node:path';
import { getRenderEnv, report, type RenderEnv } from '../../env.ts';
import { readIncludedFile, type IncludeRoots } from '../include-files.ts';
import { parseSelection, takeLines, takeRustdocLines } from './lines.ts';

const EXPRESSION = /\\\{\{#[^}]*\}\}|\{\{\s*#(\w+)\s+([^}]+?)\s*\}\}/g;
const MAX_DEPTH = 10;

/** What the expansion of a page left for the rule after the block stage. */
interface Expansion {
  lineOrigins: number[];
  diagnosticsBefore: number;
}

const expansions = new WeakMap<object, Expansion>();

/** The text after the expressions are replaced, and where in the page each of its lines came from. */
interface Output {
  text: string;
  origins: number[];
  line: number;
}

interface Scope {
  env: RenderEnv;
  roots: IncludeRoots | undefined;
  /** The folder relative paths are read from: undefined for the page's own. */
  dir: string | undefined;
  depth: number;
  /** The page line and column of the outermost expression (what a problem inside an included file is reported at). */
  at: { line: number; column: number } | undefined;
}

/** Registers the rule that replaces the expressions, and the one that moves line numbers back to the page's. */
export function useMdbookLinks(md: MarkdownIt, roots: IncludeRoots | undefined): void {
  md.core.ruler.before('block', 'mdbook_links', (state: StateCore) => {
    if (!state.src.includes('{{')) return;
    const env = getRenderEnv(state.env);
    const out: Output = { text: '', origins: [0], line: 0 };
    expand(state.src, out, { env, roots, dir: undefined, depth: 0, at: undefined }, true);
    env.replacedLines = replacedLines(state.src, out);
    state.src = out.text;
    // The expansion's own problems are at the page's lines already.
    expansions.set(state.env as object, {
      lineOrigins: out.origins,
      diagnosticsBefore: env.diagnostics.length,
    });
  });
  md.core.ruler.after('block', 'mdbook_lines', (state: StateCore) => {
    const expansion = expansions.get(state.env as object);
    if (expansion) restoreLines(state, expansion);
  });
}

// Appends text of the page (`own`: its newlines are the page's) or inserted text (its lines stay at the page's line).
function append(out: Output, text: string, own: boolean): void {
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (own) out.line++;
    out.origins.push(out.line);
  }
  out.text += text;
}

function expand(text: string, out: Output, scope: Scope, own: boolean): void {
  let last = 0;
  for (const match of text.matchAll(EXPRESSION)) {
    const index = match.index;
    append(out, text.slice(last, index), own);
    last = index + match[0].length;
    if (match[0].startsWith('\\')) {
      append(out, match[0].slice(1), own);
      continue;
    }
    const at = scope.at ?? { line: out.line, column: index - text.lastIndexOf('\n', index - 1) };
    const replaced = replacement(match[1]!, match[2]!, { ...scope, at });
    if (replaced === undefined) {
      append(out, match[0], own);
      continue;
    }
    // mdBook puts what was on the line before the expression (indentation, `> `) in front of each inserted line.
    const prefix = out.text.slice(out.text.lastIndexOf('\n') + 1);
    const inserted = replaced.text.split('\n').join(`\n${prefix}`);
    if (replaced.dir === undefined) append(out, inserted, false);
    else expand(inserted, out, { ...scope, dir: replaced.dir, depth: scope.depth + 1, at }, false);
    // The expression's own line breaks (an expression written over two lines) are the page's.
    if (own) for (const ch of match[0]) if (ch === '\n') out.line++;
  }
  append(out, text.slice(last), own);
}

function replacement(
  kind: string,
  args: string,
  scope: Scope & { at: { line: number; column: number } },
): { text: string; dir: string | undefined } | undefined {
  if (kind === 'title') {
    scope.env.headTitle = args.trim();
    return { text: '', dir: undefined };
  }
  if (kind !== 'include' && kind !== 'rustdoc_include' && kind !== 'playground' && kind !== 'playpen')
    return undefined;
  const [target = '', ...attributes] = args.trim().split(/\s+/);
  const colon = kind.endsWith('include') ? target.indexOf(':') : -1;
  const file = colon === -1 ? target : target.slice(0, colon);
  const fail = (problem: string): { text: string; dir: undefined } => {
    report(
      scope.env,
      'error',
      'markdown-missing-include',
      `{{#${kind} ${target}}}: ${problem}.`,
      scope.at.line,
      scope.at.column,
    );
    return { text: '', dir: undefined };
  };
  if (scope.depth >= MAX_DEPTH)
    return fail(`includes nest deeper than ${MAX_DEPTH} (does a file include itself?)`);
  const read = readIncludedFile(scope.env, scope.roots, file, false, scope.dir);
  if (!read.ok) return fail(read.problem);
  const selection = parseSelection(colon === -1 ? undefined : target.slice(colon + 1));
  const taken =
    kind === 'include'
      ? takeLines(read.text, selection)
      : takeRustdocLines(
          read.text,
          kind === 'playground' || kind === 'playpen' ? parseSelection(undefined) : selection,
        );
  if (taken === undefined)
    return fail(`${file} has no anchor "${selection.kind === 'anchor' ? selection.name : ''}"`);
  const dir = path.dirname(read.path);
  if (kind !== 'playground' && kind !== 'playpen') return { text: taken, dir };
  const info = ['rust', ...attributes].join(',');
  return { text: `\`\`\`${info}\n${taken}\n\`\`\``, dir: undefined };
}

// Per page line whose text the expansion changed, what stands for it in the expanded text.
function replacedLines(page: string, out: Output): [number, string][] {
  const pageLines = page.split('\n');
  const grouped = new Map<number, string[]>();
  out.text.split('\n').forEach((line, i) => {
    const origin = out.origins[i] ?? 0;
    const group = grouped.get(origin);
    if (group) group.push(line);
    else grouped.set(origin, [line]);
  });
  const replaced: [number, string][] = [];
  pageLines.forEach((line, i) => {
    const text = grouped.get(i)?.join('\n') ?? '';
    if (text !== line) replaced.push([i, text]);
  });
  return replaced;
}

function restoreLines(state: StateCore, expansion: Expansion): void {
  const origins = expansion.lineOrigins;
  const origin = (line: number): number => origins[Math.min(line, origins.length - 1)] ?? line;
  for (const token of state.tokens)
    if (token.map) token.map = [origin(token.map[0]), origin(Math.max(token.map[1] - 1, token.map[0])) + 1];
  // What the block stage reported is at a line of the expanded text: moved to the page's line too.
  const env = getRenderEnv(state.env);
  const offset = env.context.bodyLineOffset + 1;
  for (const diagnostic of env.diagnostics.slice(expansion.diagnosticsBefore))
    diagnostic.line = origin(diagnostic.line - offset) + offset;
}
