// `{expressions}` in MDX text that name a value: `{frontMatter.title}`, `{props.label}` in a partial, an
// `export const` of the page, `{' '}`. The value is looked up (never run) and shown as text, as React shows it:
// strings and numbers as text, `true`, `false`, `null` and undefined as nothing.
import { MdxError, tryParseExpressionAt } from './ast.ts';
import { literalOf, type LiteralValue } from './props.ts';
import type { MdxScope } from './scope.ts';

/** In `.md` (where a brace is text), the expressions read as MDX: a member of `frontMatter` or of `props`. */
export const MD_EXPRESSION =
  /^\{(?:frontMatter|props)(?:\.[A-Za-z_$][\w$]*|\[(?:'[^'\n]*'|"[^"\n]*"|\d+)\])+\}/;

/** A text expression read: where it ends (past its `}`) and the text it shows. */
export interface TextExpression {
  end: number;
  text: string;
}

/**
 * Reads the `{expression}` at `pos` of `src`: undefined when it is not one that names a value (the caller refuses it);
 * throws an MdxError when it names a list or an object, which text cannot show.
 */
export function readTextExpression(src: string, pos: number, scope: MdxScope): TextExpression | undefined {
  const node = tryParseExpressionAt(src, pos + 1);
  if (!node) return undefined;
  const close = /^\s*\}/.exec(src.slice(node.end));
  if (!close) return undefined;
  let value: LiteralValue;
  try {
    value = literalOf(node, 'this expression', scope);
  } catch (error) {
    if (error instanceof MdxError) return undefined;
    throw error;
  }
  if (value !== null && typeof value === 'object') {
    const what = Array.isArray(value) ? 'a list' : 'an object';
    throw new MdxError(
      `the expression ${src.slice(pos, node.end + close[0].length)} is ${what}, which text cannot show: name one of its values`,
      pos,
    );
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return { end: node.end + close[0].length, text };
}
