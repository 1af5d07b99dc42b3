// JSX and ESM of MDX pages, parsed with acorn and acorn-jsx: the exact AST of one tag, element or statement, and where
// it ends. Values are read from the AST as literals only; no code of a page is ever run.
import { Parser, type Options } from 'acorn';
import jsx from 'acorn-jsx';

const JsxParser = Parser.extend(jsx());
const OPTIONS: Options = { ecmaVersion: 'latest', sourceType: 'module' };
// An opening tag longer than this is not looked for further (a page of attributes is not a tag).
const MAX_TAG_CHARS = 8000;
const TAG_NAME = /^<([A-Za-z][\w.:-]*)/;

/** The part of an ESTree or JSX node this module reads. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A JSX attribute, an element name or a child, as acorn-jsx gives it. */
export interface JsxElementNode extends AstNode {
  openingElement: AstNode & { name: AstNode; attributes: AstNode[]; selfClosing: boolean };
  closingElement: AstNode | null;
  children: AstNode[];
}

/** A construct outside the supported subset, or a syntax error, at an offset of the parsed text. */
export class MdxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    /** The diagnostic's code: `mdx-unsupported` unless the construct is refused for another reason. */
    readonly code: 'mdx-unsupported' | 'url-unsafe' = 'mdx-unsupported',
  ) {
    super(message);
    this.name = 'MdxError';
  }
}

/**
 * Parses the complete element (tag, children, closing tag) that starts at `pos`; throws an MdxError. acorn reads a
 * whole expression, so text after the element (`<X />.` or `</X>'s`) is cut off at each `>` in turn until it parses.
 */
export function parseElementAt(source: string, pos: number): JsxElementNode {
  let first: unknown;
  try {
    const node = JsxParser.parseExpressionAt(source, pos, OPTIONS) as unknown as AstNode;
    if (node.type === 'JSXElement') return node as JsxElementNode;
  } catch (error) {
    first = error;
  }
  for (let gt = source.indexOf('>', pos); gt !== -1; gt = source.indexOf('>', gt + 1)) {
    try {
      const node = JsxParser.parseExpressionAt(source.slice(0, gt + 1), pos, OPTIONS) as unknown as AstNode;
      if (node.type === 'JSXElement' && node.end === gt + 1) return node as JsxElementNode;
    } catch {
      // Not the element's end yet.
    }
  }
  if (first !== undefined) throw syntaxError(first, pos);
  throw new MdxError('expected a JSX element here', pos);
}

/**
 * Parses only the opening tag at `pos` (its children are markdown and need not be JSX): tries each `>` in turn as the
 * tag's end, completing the element with a matching closing tag. Returns the element (no children) and the tag's end.
 */
export function parseOpeningTagAt(source: string, pos: number): { element: JsxElementNode; end: number } {
  const name = TAG_NAME.exec(source.slice(pos, pos + 200))?.[1];
  if (name !== undefined) {
    const limit = Math.min(source.length, pos + MAX_TAG_CHARS);
    for (let gt = source.indexOf('>', pos); gt !== -1 && gt < limit; gt = source.indexOf('>', gt + 1)) {
      const tag = source.slice(pos, gt + 1);
      const text = tag.endsWith('/>') ? tag : `${tag}</${name}>`;
      try {
        const node = JsxParser.parseExpressionAt(text, 0, OPTIONS) as unknown as JsxElementNode;
        if (node.type === 'JSXElement' && node.openingElement.end === tag.length) {
          return { element: shift(node, pos), end: gt + 1 };
        }
      } catch {
        // Not the end of the tag yet (a `>` inside an attribute value): try the next one.
      }
    }
  }
  // No end found: acorn's own error on the rest of the block says what is wrong and where.
  const blockEnd = source.indexOf('\n\n', pos);
  parseElementAt(source.slice(0, blockEnd === -1 ? source.length : blockEnd), pos);
  throw new MdxError('this JSX tag has no end (">" or "/>")', pos);
}

/** The JavaScript expression that starts at `pos`, or undefined when none parses there. */
export function tryParseExpressionAt(source: string, pos: number): AstNode | undefined {
  try {
    return JsxParser.parseExpressionAt(source, pos, OPTIONS) as unknown as AstNode;
  } catch {
    return undefined;
  }
}

/** Parses the ESM statements (`import`, `export`) of one block; throws an MdxError. */
export function parseModuleBlock(source: string, pos: number, end: number): AstNode[] {
  // Blanks before the block keep acorn's offsets those of the page.
  const text = ' '.repeat(pos) + source.slice(pos, end);
  try {
    const program = JsxParser.parse(text, OPTIONS) as unknown as { body: AstNode[] };
    return program.body;
  } catch (error) {
    throw syntaxError(error, pos);
  }
}

/** Tries to parse an ESM block; undefined when it is not JavaScript (prose that starts with "import"). */
export function tryParseModuleBlock(source: string, pos: number, end: number): AstNode[] | undefined {
  try {
    return parseModuleBlock(source, pos, end);
  } catch {
    return undefined;
  }
}

/** The JSX name of an element as written (`Tabs`, `details`); member and namespaced names are refused. */
export function elementName(element: JsxElementNode): string {
  const name = element.openingElement.name;
  if (name.type === 'JSXIdentifier') return name['name'] as string;
  throw new MdxError(
    `the component name "${describeName(name)}" is not supported: use a plain component name such as <Tabs>`,
    name.start,
  );
}

function describeName(name: AstNode): string {
  if (name.type === 'JSXMemberExpression')
    return `${describeName(name['object'] as AstNode)}.${describeName(name['property'] as AstNode)}`;
  if (name.type === 'JSXNamespacedName')
    return `${describeName(name['namespace'] as AstNode)}:${describeName(name['name'] as AstNode)}`;
  return String(name['name']);
}

/** A short, human name of a node's kind, for messages ("the expression `props.x`"). */
export function describeNode(node: AstNode): string {
  switch (node.type) {
    case 'Identifier':
      return `the variable "${String(node['name'])}"`;
    case 'MemberExpression':
      return 'a member expression';
    case 'CallExpression':
      return 'a function call';
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return 'a function';
    case 'TemplateLiteral':
      return 'a template literal with ${…} parts';
    case 'SpreadElement':
    case 'JSXSpreadAttribute':
    case 'JSXSpreadChild':
      return 'a spread ("...")';
    case 'JSXElement':
    case 'JSXFragment':
      return 'a JSX element';
    default:
      return `a ${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
  }
}

function shift<T>(node: T, by: number): T {
  if (Array.isArray(node)) {
    for (const item of node) shift(item, by);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record['start'] === 'number') record['start'] += by;
    if (typeof record['end'] === 'number') record['end'] += by;
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'start' && key !== 'end' && value && typeof value === 'object') shift(value, by);
    }
  }
  return node;
}

function syntaxError(error: unknown, fallback: number): MdxError {
  const acornError = error as { message?: string; raisedAt?: number; pos?: number };
  if (typeof acornError.message !== 'string') throw error;
  // acorn ends its message with "(line:column)" of its own input: the diagnostic carries the page's.
  const message = acornError.message.replace(/\s*\(\d+:\d+\)$/, '');
  return new MdxError(`JSX syntax error: ${message}`, acornError.pos ?? acornError.raisedAt ?? fallback);
}
