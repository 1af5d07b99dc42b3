// The string methods an MDX prop may call on a known string without running code: `code.replace(/\t/g, '  ')` (as
// Starlight sites tidy an imported `?raw` file), `replaceAll`, `trim`, `trimStart`, `trimEnd`.
import { MdxError, type AstNode } from './ast.ts';
import type { LiteralValue } from './scope.ts';

type Evaluate = (node: AstNode, what: string) => LiteralValue;

const TRIMS = new Set(['trim', 'trimStart', 'trimEnd']);

// A pattern: a string, or a regex literal (its flags as written; `replaceAll` needs `g`, as JavaScript's does).
function patternOf(node: AstNode, evaluate: Evaluate, what: string): string | RegExp {
  const regex =
    node.type === 'Literal' ? (node['regex'] as { pattern: string; flags: string } | undefined) : undefined;
  if (regex) {
    try {
      return new RegExp(regex.pattern, regex.flags);
    } catch {
      throw new MdxError(
        `the pattern /${regex.pattern}/${regex.flags} in ${what} is not a valid one`,
        node.start,
      );
    }
  }
  const value = evaluate(node, what);
  if (typeof value !== 'string')
    throw new MdxError(`the pattern in ${what} must be a string or a /regex/`, node.start);
  return value;
}

/** The value of `<string>.method(…)` for the methods above, or undefined when the call is not one of them. */
export function stringCallOf(node: AstNode, evaluate: Evaluate, what: string): string | undefined {
  const callee = node['callee'] as AstNode;
  if (callee.type !== 'MemberExpression' || callee['computed']) return undefined;
  const method = String((callee['property'] as AstNode)['name']);
  const args = node['arguments'] as AstNode[];
  const isReplace = (method === 'replace' || method === 'replaceAll') && args.length === 2;
  if (!isReplace && !(TRIMS.has(method) && args.length === 0)) return undefined;
  const target = evaluate(callee['object'] as AstNode, what);
  if (typeof target !== 'string') return undefined;
  if (!isReplace)
    return method === 'trim' ? target.trim() : method === 'trimStart' ? target.trimStart() : target.trimEnd();
  const pattern = patternOf(args[0]!, evaluate, what);
  const replacement = evaluate(args[1]!, what);
  if (typeof replacement !== 'string')
    throw new MdxError(
      `the replacement in ${what} must be a string (a function would run code)`,
      args[1]!.start,
    );
  if (method === 'replaceAll' && pattern instanceof RegExp && !pattern.global)
    throw new MdxError(`replaceAll in ${what} needs a /regex/ with the g flag`, args[0]!.start);
  return method === 'replace'
    ? target.replace(pattern, replacement)
    : target.replaceAll(pattern, replacement);
}
