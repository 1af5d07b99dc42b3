// Docusaurus' `<TOCInline toc={toc} />`: the page's own table of contents, in the page. `toc` is the page's headings
// (h2 to h6, in order); a page may pass a part of it, written as Docusaurus sites write it: `toc.slice(2)`,
// `toc.slice(1, 4)`, `toc.filter((node) => node.level === 2)` (or `<=`, `<`, `>=`, `>`). Nothing else runs.
import { escapeHtml } from '../../shared/html-escape.ts';
import type { Heading } from '../types.ts';
import { describeNode, MdxError, type AstNode } from './ast.ts';

/** What part of the headings a `toc` prop takes, as a literal prop value. */
interface TocSelection {
  [key: string]: string | number | null;
  start: number;
  end: number | null;
  op: string | null;
  level: number;
}

/** The key of a prop value that stands for (a part of) the page's `toc`, filled in when the element renders. */
export const TOC_PROP = '\0toc';

const COMPARISONS = new Set(['===', '==', '<=', '<', '>=', '>']);
const WHAT = 'the prop "toc" of <TOCInline>';

/** Reads a `toc` prop expression; throws an MdxError at anything but `toc`, `toc.slice(…)` and `toc.filter(…)`. */
export function readTocSelection(node: AstNode): TocSelection {
  const all: TocSelection = { start: 0, end: null, op: null, level: 0 };
  if (node.type === 'Identifier' && node['name'] === 'toc') return all;
  const callee = node.type === 'CallExpression' ? (node['callee'] as AstNode) : undefined;
  const object = callee?.type === 'MemberExpression' ? (callee['object'] as AstNode) : undefined;
  const method = callee ? ((callee['property'] as AstNode)['name'] as string) : undefined;
  const args = (node['arguments'] as AstNode[] | undefined) ?? [];
  if (object?.type === 'Identifier' && object['name'] === 'toc') {
    if (method === 'slice' && args.length <= 2 && args.every(isInteger)) {
      return { ...all, start: numberOf(args[0]) ?? 0, end: numberOf(args[1]) ?? null };
    }
    if (method === 'filter' && args.length === 1) {
      const level = levelTest(args[0]!);
      if (level) return { ...all, ...level };
    }
  }
  throw new MdxError(
    `${describeNode(node)} in ${WHAT} is not supported: write toc, toc.slice(n) or ` +
      'toc.filter((node) => node.level === 2), or use minHeadingLevel and maxHeadingLevel',
    node.start,
  );
}

const isInteger = (node: AstNode): boolean => node.type === 'Literal' && Number.isInteger(node['value']);
const numberOf = (node: AstNode | undefined): number | undefined =>
  node === undefined ? undefined : (node['value'] as number);

// `(node) => node.level === 2`: an arrow of one parameter comparing its `level` to a number.
function levelTest(fn: AstNode): { op: string; level: number } | undefined {
  const params = fn['params'] as AstNode[] | undefined;
  const body = fn['body'] as AstNode | undefined;
  if (fn.type !== 'ArrowFunctionExpression' || params?.length !== 1 || body?.type !== 'BinaryExpression')
    return;
  const param = params[0]!['name'];
  const left = body['left'] as AstNode;
  const right = body['right'] as AstNode;
  const op = body['operator'] as string;
  const readsLevel =
    left.type === 'MemberExpression' &&
    (left['object'] as AstNode)['name'] === param &&
    (left['property'] as AstNode)['name'] === 'level';
  if (!readsLevel || !COMPARISONS.has(op) || !isInteger(right)) return;
  return { op, level: right['value'] as number };
}

function kept(selection: TocSelection, depth: number): boolean {
  const { op, level } = selection;
  if (op === null) return true;
  if (op === '===' || op === '==') return depth === level;
  if (op === '<=') return depth <= level;
  if (op === '<') return depth < level;
  if (op === '>=') return depth >= level;
  return depth > level;
}

/**
 * Props with each `toc` value filled in as Docusaurus gives it to components: a list of `{ value, id, level }`, `value`
 * the heading's HTML (here its text, escaped).
 */
export function withToc(
  props: Readonly<Record<string, unknown>>,
  headings: readonly Heading[],
): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...props };
  for (const [key, value] of Object.entries(props)) {
    const selection = (value as Record<string, unknown> | null)?.[TOC_PROP] as TocSelection | undefined;
    if (value === null || typeof value !== 'object' || selection === undefined) continue;
    filled[key] = headings
      .slice(selection.start, selection.end ?? undefined)
      .filter((h) => kept(selection, h.depth))
      .map((h) => ({ value: escapeHtml(h.text), id: h.id, level: h.depth }));
  }
  return filled;
}

/** The HTML of the inline table of contents: the selected headings between the two levels, nested by level. */
export function renderTocInline(
  props: Readonly<Record<string, unknown>>,
  headings: readonly Heading[],
): string {
  const selection = (props['toc'] as TocSelection | undefined) ?? { start: 0, end: null, op: null, level: 0 };
  const min = typeof props['minHeadingLevel'] === 'number' ? props['minHeadingLevel'] : 2;
  const max = typeof props['maxHeadingLevel'] === 'number' ? props['maxHeadingLevel'] : 3;
  const chosen = headings
    .slice(selection.start, selection.end ?? undefined)
    .filter((h) => kept(selection, h.depth) && h.depth >= min && h.depth <= max);
  if (chosen.length === 0) return '';
  return `<nav class="toc-inline" aria-label="On this page">${list(chosen, 0).html}</nav>\n`;
}

// A list of the headings from `from` while they are at least as deep as the first; deeper ones nest under the last.
function list(headings: readonly Heading[], from: number): { html: string; next: number } {
  const depth = headings[from]!.depth;
  let html = '<ul>';
  let i = from;
  while (i < headings.length && headings[i]!.depth >= depth) {
    const heading = headings[i]!;
    html += `<li><a href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a>`;
    i++;
    if (i < headings.length && headings[i]!.depth > depth) {
      const inner = list(headings, i);
      html += inner.html;
      i = inner.next;
    }
    html += '</li>';
  }
  return { html: `${html}</ul>`, next: i };
}
