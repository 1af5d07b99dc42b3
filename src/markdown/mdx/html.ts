// JSX HTML elements of MDX (`<div className="x">`, `<img src alt />`): which names they are, the props refused on them,
// the nesting an HTML parser would undo, and their URLs resolved and recorded like markdown links and images.
import type { StateCore, Token } from 'markdown-it';
import { getRenderEnv, report, type RenderEnv } from '../env.ts';
import type { SourcePosition } from '../links.ts';
import { isUnresolvedUrl, resolveUrlAt, type UrlKind } from '../resolve-url.ts';
import { MdxError, type AstNode, type JsxElementNode } from './ast.ts';
import { names } from './builtins.ts';
import type { MdxElement } from './state.ts';

// Elements that end an open <p> in an HTML parser: inside a <p> they would be moved out of it.
const CLOSES_PARAGRAPH = names(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 ' +
    'h6 header hgroup hr main menu nav ol p pre section table ul',
);

// Where table parts, list items and definition terms may sit (an HTML parser moves or drops them elsewhere).
const ALLOWED_PARENTS: Record<string, ReadonlySet<string>> = {
  tr: names('table thead tbody tfoot'),
  td: names('tr'),
  th: names('tr'),
  thead: names('table'),
  tbody: names('table'),
  tfoot: names('table'),
  caption: names('table'),
  colgroup: names('table'),
  li: names('ul ol menu'),
  dt: names('dl div'),
  dd: names('dl div'),
};

// Which attributes hold a URL to resolve, per element.
const URL_PROPS: Record<string, Record<string, UrlKind>> = {
  a: { href: 'link' },
  img: { src: 'image' },
  source: { src: 'link' },
  video: { src: 'link', poster: 'image' },
  audio: { src: 'link' },
  track: { src: 'link' },
};

/** Throws an MdxError at the first attribute a page may not give an HTML element (handlers, raw inner HTML). */
export function checkHtmlAttributes(node: JsxElementNode, name: string): void {
  for (const attribute of node.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute') continue;
    const nameNode = attribute['name'] as AstNode;
    const prop = nameNode.type === 'JSXIdentifier' ? String(nameNode['name']) : '';
    if (/^on/i.test(prop) && prop.length > 2) {
      throw new MdxError(
        `the event handler "${prop}" of <${name}> is not supported: pages run no code in the browser here`,
        attribute.start,
      );
    }
    if (prop === 'dangerouslySetInnerHTML') {
      throw new MdxError(
        `"dangerouslySetInnerHTML" on <${name}> is not supported: write the markup as JSX or markdown children`,
        attribute.start,
      );
    }
    const value = attribute['value'] as AstNode | null;
    if (prop === 'style' && value?.type === 'Literal') {
      throw new MdxError(
        `the style of <${name}> is a string, which JSX does not take: write it as an object, ` +
          "style={{ color: 'red' }}",
        attribute.start,
      );
    }
  }
}

/** Why an element may not sit directly in `parent` (an HTML parser would move it), or undefined when it may. */
export function nestingProblem(name: string, parent: MdxElement | undefined): string | undefined {
  const allowed = ALLOWED_PARENTS[name];
  const parentName = parent?.kind === 'html' ? parent.name : undefined;
  if (allowed && parentName !== undefined && !allowed.has(parentName)) {
    return `<${name}> cannot sit directly inside <${parentName}>: put it in ${[...allowed].map((n) => `<${n}>`).join(' or ')}`;
  }
  if (parentName === 'p' && CLOSES_PARAGRAPH.has(name)) {
    return `<${name}> cannot sit inside <p>: a browser ends the paragraph before it. Use <div> for the outer element`;
  }
  if (parentName === 'a' && name === 'a') return 'a link cannot sit inside another link (<a> in <a>)';
  return undefined;
}

/**
 * What an HTML element needs from the page once made: a warning when its nesting would be undone, its URLs
 * resolved (in its props) and recorded, and its `id` an anchor of the page. `locate` turns a source offset of the
 * parsed text into a position.
 */
export function prepareHtmlElement(
  env: RenderEnv,
  element: MdxElement,
  node: JsxElementNode,
  parent: MdxElement | undefined,
  locate: (offset: number) => SourcePosition,
): void {
  const problem = nestingProblem(element.name, parent);
  if (problem !== undefined) {
    report(env, 'warning', 'mdx-html-nesting', `${problem}.`, element.bodyLine, element.column);
  }
  const id = element.props['id'];
  if (typeof id === 'string' && id !== '') env.anchors.push(id);
  const urlProps = URL_PROPS[element.name];
  if (!urlProps) return;
  let size: { width?: number; height?: number } | undefined;
  for (const attribute of node.openingElement.attributes) {
    const prop = String((attribute['name'] as AstNode | undefined)?.['name'] ?? '');
    const kind = Object.hasOwn(urlProps, prop) ? urlProps[prop] : undefined;
    const raw = element.props[prop];
    if (kind === undefined || typeof raw !== 'string' || isUnresolvedUrl(raw)) continue;
    // An imported file's URL (`src={img}`) is resolved already, and recorded at its import.
    const imported = env.mdx?.assets.get(raw);
    if (imported) {
      if (element.name === 'img' && prop === 'src') size = imported;
      continue;
    }
    const value = attribute['value'] as AstNode;
    // The URL's own place: after the quote of `href="…"`, or the start of `{'…'}`.
    const resolved = resolveUrlAt(env, raw, kind, locate(value.start + 1));
    element.props[prop] = resolved.href;
    if (element.name === 'img' && prop === 'src') size = resolved.size;
  }
  if (size?.width !== undefined && size.height !== undefined) {
    if (element.props['width'] === undefined && element.props['height'] === undefined) {
      element.props['width'] = size.width;
      element.props['height'] = size.height;
    }
  }
}

/**
 * Core rule (after the block rules): warns where a markdown block sits directly in a JSX HTML element that cannot
 * hold it, as `<p>` on its own lines around a paragraph would render `<p><p>`.
 */
export function checkMarkdownInHtmlRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  if (!env.mdx || !state.tokens.some((t) => t.type === 'mdx_open')) return;
  const open: Token[] = [];
  for (const token of state.tokens) {
    if (token.nesting === -1) {
      open.pop();
      continue;
    }
    const parent = open.at(-1);
    if (token.nesting === 1) open.push(token);
    if (parent?.type !== 'mdx_open' || token.type.startsWith('mdx_') || token.hidden || !token.map) continue;
    const tag = token.type === 'fence' || token.type === 'code_block' ? 'pre' : token.tag;
    const problem = tag === '' ? undefined : nestingProblem(tag, parent.meta as MdxElement);
    if (problem !== undefined) {
      const message = `${problem} (markdown blocks inside JSX become HTML elements too).`;
      report(env, 'warning', 'mdx-html-nesting', message, token.map[0], 1);
    }
  }
}

/** The props React is given for an HTML element: HTML's `class` and `for` under their JSX names. */
export function reactProps(element: MdxElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(element.props)) {
    props[key === 'class' ? 'className' : key === 'for' ? 'htmlFor' : key] = value;
  }
  return props;
}
