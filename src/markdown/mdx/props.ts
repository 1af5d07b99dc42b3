// Props of an MDX element, read from acorn's AST as literal values: strings, numbers, booleans, null, and arrays and
// objects of those. Anything else (a variable, a call, a spread) is refused at its position; nothing is evaluated.
import { stringCallOf } from './string-calls.ts';
import { unsafeUrlDeep, unsafeUrlMessage } from '../../base/url-policy.ts';
import { describeNode, MdxError, type AstNode, type JsxElementNode } from './ast.ts';
import { readTocSelection, TOC_PROP } from './toc-inline.ts';
import { MdxScope, type LiteralValue } from './scope.ts';

export type { LiteralValue } from './scope.ts';

/** The value of `items={useCurrentSidebarCategory().items}`: the doc's sidebar category's items, known when it renders. */
export const CURRENT_CATEGORY_ITEMS = '\0current-category-items';

/** The props of an element by name; an attribute without a value is `true`. */
export function readProps(
  element: JsxElementNode,
  component: string,
  scope?: ReadonlyMap<string, LiteralValue>,
): Record<string, LiteralValue> {
  const props: Record<string, LiteralValue> = Object.create(null) as Record<string, LiteralValue>;
  for (const attribute of element.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute') {
      throw new MdxError(
        `${describeNode(attribute)} in <${component}> is not supported: write each prop out, like title="…"`,
        attribute.start,
      );
    }
    const nameNode = attribute['name'] as AstNode;
    const directive = clientDirectiveName(nameNode);
    if (directive !== undefined) {
      const value = attribute['value'] as AstNode | null;
      props[directive] = value === null ? true : attributeValue(value, component, directive, scope);
      continue;
    }
    if (nameNode.type !== 'JSXIdentifier') {
      throw new MdxError(
        `the prop name in <${component}> is not supported: use a plain name`,
        nameNode.start,
      );
    }
    const name = nameNode['name'] as string;
    const value = attribute['value'] as AstNode | null;
    props[name] = value === null ? true : attributeValue(value, component, name, scope);
    const unsafe = unsafeUrlDeep(name, props[name]);
    if (unsafe !== undefined) {
      const where = `the prop "${name}" of <${component}>`;
      throw new MdxError(unsafeUrlMessage(unsafe, where), attribute.start, 'url-unsafe');
    }
  }
  return props;
}

// `client:load` and the other island directives: kept as props named so, which the element takes out (islands.ts).
function clientDirectiveName(node: AstNode): string | undefined {
  if (node.type !== 'JSXNamespacedName') return undefined;
  const namespace = node['namespace'] as AstNode;
  const name = node['name'] as AstNode;
  return namespace['name'] === 'client' ? `client:${String(name['name'])}` : undefined;
}

function attributeValue(
  value: AstNode,
  component: string,
  prop: string,
  scope: ReadonlyMap<string, LiteralValue> | undefined,
): LiteralValue {
  if (value.type === 'Literal') return value['value'] as string;
  if (value.type === 'JSXExpressionContainer') {
    const expression = value['expression'] as AstNode;
    if (expression.type === 'JSXEmptyExpression') {
      throw new MdxError(`the prop "${prop}" of <${component}> is empty: give it a value`, value.start);
    }
    if (component === 'TOCInline' && prop === 'toc') return readTocSelection(expression);
    // `toc={toc}` for another component: the page's headings, known once the page is parsed (render.ts).
    if (isTocExpression(expression)) return { [TOC_PROP]: readTocSelection(expression) };
    if (isCurrentCategoryItems(expression)) return CURRENT_CATEGORY_ITEMS;
    if (isCallOf(expression, 'useBaseUrl'))
      return baseUrlPath(expression, `the prop "${prop}" of <${component}>`);
    return literalOf(expression, `the prop "${prop}" of <${component}>`, scope);
  }
  throw new MdxError(
    `${describeNode(value)} as the prop "${prop}" of <${component}> is not supported: use a string or {literal}`,
    value.start,
  );
}

// `toc`, `toc.slice(…)`, `toc.filter(…)`: an expression that starts from the name `toc`.
function isTocExpression(node: AstNode): boolean {
  if (node.type === 'Identifier') return node['name'] === 'toc';
  const callee = node.type === 'CallExpression' ? (node['callee'] as AstNode) : undefined;
  const object = callee?.type === 'MemberExpression' ? (callee['object'] as AstNode) : undefined;
  return object?.type === 'Identifier' && object['name'] === 'toc';
}

// `useCurrentSidebarCategory().items`, as Docusaurus' category pages pass the cards to <DocCardList>.
function isCurrentCategoryItems(node: AstNode): boolean {
  const object = node['object'] as AstNode | undefined;
  const property = node['property'] as AstNode | undefined;
  return (
    node.type === 'MemberExpression' &&
    property?.['name'] === 'items' &&
    object !== undefined &&
    isCallOf(object, 'useCurrentSidebarCategory')
  );
}

function isCallOf(node: AstNode, name: string): boolean {
  const callee = node['callee'] as AstNode | undefined;
  return node.type === 'CallExpression' && callee?.type === 'Identifier' && callee['name'] === name;
}

// Docusaurus' useBaseUrl('img/x.png') is the path under the site's root; docsgen's own URL resolution (a markdown
// image's, for `<img src>`) then adds the base URL and the asset's hash.
function baseUrlPath(call: AstNode, what: string): string {
  const args = call['arguments'] as AstNode[];
  const value = args.length === 1 ? literalOf(args[0]!, `useBaseUrl in ${what}`) : undefined;
  if (typeof value !== 'string') {
    throw new MdxError(`useBaseUrl in ${what} takes one string, like useBaseUrl('/img/x.png')`, call.start);
  }
  return /^([a-z][a-z0-9+.-]*:|\/\/|\/|#)/i.test(value) ? value : `/${value}`;
}

/**
 * The value of a literal expression, where a name is one of the page's `export const` values (`scope`) and an object
 * may spread one; throws an MdxError naming `what` at anything that would need code to run.
 */
export function literalOf(
  node: AstNode,
  what: string,
  scope?: ReadonlyMap<string, LiteralValue>,
): LiteralValue {
  switch (node.type) {
    case 'Identifier': {
      const name = node['name'] as string;
      if (scope?.has(name)) return scope.get(name)!;
      break;
    }
    case 'Literal': {
      const value = node['value'];
      if (node['regex'] || typeof value === 'bigint') break;
      return value as string | number | boolean | null;
    }
    case 'TemplateLiteral':
      return templateOf(node, what, scope);
    case 'BinaryExpression':
      if (node['operator'] === '+') return joinedOf(node, what, scope);
      break;
    case 'UnaryExpression': {
      const argument = node['argument'] as AstNode;
      if (node['operator'] === '-' && argument.type === 'Literal' && typeof argument['value'] === 'number') {
        return -argument['value'];
      }
      break;
    }
    case 'MemberExpression':
      return memberOf(node, what, scope);
    case 'CallExpression':
      if (isCallOf(node, 'require') && scope instanceof MdxScope) return requireOf(node, what, scope);
      {
        const called = stringCallOf(node, (inner, label) => literalOf(inner, label, scope), what);
        if (called !== undefined) return called;
      }
      break;
    case 'ArrayExpression':
      return (node['elements'] as (AstNode | null)[]).map((element, index) => {
        if (element === null) throw new MdxError(`${what} has an empty array slot`, node.start);
        return literalOf(element, `item ${index + 1} of ${what}`, scope);
      });
    case 'ObjectExpression': {
      const object: Record<string, LiteralValue> = Object.create(null) as Record<string, LiteralValue>;
      for (const property of node['properties'] as AstNode[]) {
        if (property.type === 'SpreadElement' && scope) {
          const spread = literalOf(property['argument'] as AstNode, what, scope);
          if (spread === null || typeof spread !== 'object' || Array.isArray(spread)) {
            throw new MdxError(`a spread in ${what} must name an object`, property.start);
          }
          Object.assign(object, spread);
          continue;
        }
        object[propertyKey(property, what)] = literalOf(property['value'] as AstNode, what, scope);
      }
      return object;
    }
  }
  throw new MdxError(
    `${describeNode(node)} in ${what} is not supported: MDX pages here run no code, so use a literal ` +
      '(a string, number, boolean, or an array or object of those)',
    node.start,
  );
}

// `frontMatter.title`, `props.label`, `size.width`, `require('./x.png').default`: a value of the scope, looked up.
function memberOf(
  node: AstNode,
  what: string,
  scope: ReadonlyMap<string, LiteralValue> | undefined,
): LiteralValue {
  const objectNode = node['object'] as AstNode;
  const property = node['property'] as AstNode;
  const key = node['computed']
    ? property.type === 'Literal' && typeof property['value'] !== 'object'
      ? String(property['value'])
      : undefined
    : String(property['name']);
  if (key === undefined || node['optional']) {
    throw new MdxError(
      `${describeNode(property)} as a key in ${what} is not supported: write .name or ['name']`,
      property.start,
    );
  }
  const object = literalOf(objectNode, what, scope);
  // A required file is its URL, as `.default` of the module Docusaurus' loaders make.
  if (key === 'default' && isCallOf(objectNode, 'require')) return object;
  if (typeof object === 'string' && key === 'length') return object.length;
  if (Array.isArray(object) && key === 'length') return object.length;
  if (object !== null && typeof object === 'object' && Object.hasOwn(object, key)) {
    return (object as Record<string, LiteralValue>)[key]!;
  }
  if (scope instanceof MdxScope) scope.host?.missing(expressionText(node));
  return null;
}

function requireOf(node: AstNode, what: string, scope: MdxScope): LiteralValue {
  const args = node['arguments'] as AstNode[];
  const from = args.length === 1 ? literalOf(args[0]!, `require in ${what}`) : undefined;
  if (typeof from !== 'string' || !scope.host) {
    throw new MdxError(`require in ${what} takes one file path, like require('./img/x.png')`, node.start);
  }
  return scope.host.requireAsset(from, args[0]!.start + 1);
}

// `frontMatter.title` as written, for messages.
function expressionText(node: AstNode): string {
  if (node.type === 'Identifier') return String(node['name']);
  if (node.type !== 'MemberExpression') return describeNode(node);
  const property = node['property'] as AstNode;
  const key = node['computed'] ? `[${JSON.stringify(property['value'])}]` : `.${String(property['name'])}`;
  return `${expressionText(node['object'] as AstNode)}${key}`;
}

// A template whose parts are literals or the page's constants (`ins="${meta}"`) is that text.
function templateOf(node: AstNode, what: string, scope?: ReadonlyMap<string, LiteralValue>): string {
  const quasis = node['quasis'] as AstNode[];
  const parts = (node['expressions'] as AstNode[]).map((part) => textOf(part, what, scope));
  return quasis.map((quasi, i) => (quasi['value'] as { cooked: string }).cooked + (parts[i] ?? '')).join('');
}

// `'```js ' + meta + code`: text joined from literals and constants, as JavaScript joins them.
function joinedOf(node: AstNode, what: string, scope?: ReadonlyMap<string, LiteralValue>): string | number {
  const left = literalOf(node['left'] as AstNode, what, scope);
  const right = literalOf(node['right'] as AstNode, what, scope);
  if (typeof left === 'number' && typeof right === 'number') return left + right;
  if (typeof left === 'string' || typeof right === 'string')
    return textOf(node['left'] as AstNode, what, scope) + textOf(node['right'] as AstNode, what, scope);
  throw new MdxError(`"+" in ${what} joins only text and numbers`, node.start);
}

function textOf(node: AstNode, what: string, scope?: ReadonlyMap<string, LiteralValue>): string {
  const value = literalOf(node, what, scope);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  throw new MdxError(`${describeNode(node)} in ${what} is not text`, node.start);
}

function propertyKey(property: AstNode, what: string): string {
  if (
    property.type !== 'Property' ||
    property['computed'] ||
    property['kind'] !== 'init' ||
    property['method']
  ) {
    throw new MdxError(
      `${describeNode(property)} in ${what} is not supported: write "key: literal" pairs`,
      property.start,
    );
  }
  const key = property['key'] as AstNode;
  if (key.type === 'Identifier') return key['name'] as string;
  if (key.type === 'Literal') return String(key['value']);
  throw new MdxError(`the key in ${what} is not supported: use a name or a string`, key.start);
}
