// Islands in MDX: a site component used with `client:load` (or another strategy), or declared an island in the config,
// renders its server HTML inside a <docsgen-island> that names its chunk, its strategy and its props (JSON), with its
// markdown children in a <docsgen-slot>. The islands loader (src/client/islands/) hydrates it in the browser.
import path from 'node:path';
import { escapeHtml } from '../../shared/html-escape.ts';
import { componentFeature, islandFeature, ISLAND_STRATEGIES } from '../../islands/types.ts';
import type { IslandBundle, IslandContext, IslandDirective, IslandStrategy } from '../../islands/types.ts';
import { useFeature, type RenderEnv } from '../env.ts';
import { MdxError, type AstNode, type JsxElementNode } from './ast.ts';
import type { LiteralValue } from './props.ts';
import type { MdxElement } from './state.ts';

// Keys that would reach an object's prototype where the props are read back.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The island context of the markdown options, or undefined for a site without components. */
export function islandContextOf(options: {
  islands?: Record<string, IslandDirective> | undefined;
  islandBundle?: IslandBundle | undefined;
}): IslandContext | undefined {
  if (!options.islandBundle && !options.islands) return undefined;
  return { defaults: options.islands ?? {}, bundle: options.islandBundle };
}

/**
 * Takes the `client:*` directives out of an element's props and, for a site component that is an island (by its use
 * or by the config), sets `element.island`; throws an MdxError at a directive on anything else, an unknown or second
 * directive, a prop that cannot cross to the browser, or a component that did not bundle for the browser.
 */
export function takeIsland(
  element: MdxElement,
  node: JsxElementNode,
  context: IslandContext | undefined,
): void {
  const directives = Object.keys(element.props).filter((key) => key.startsWith('client:'));
  for (const key of directives) delete element.props[key];
  const written = directives[0];
  if (written !== undefined && element.kind !== 'site') {
    throw new MdxError(
      `${written} makes a site component an island (markdown.mdxComponents); <${element.name}> is not one`,
      node.start,
    );
  }
  if (directives.length > 1) {
    throw new MdxError(
      `<${element.name}> has ${directives.join(' and ')}: give one client: directive`,
      node.start,
    );
  }
  if (element.kind !== 'site') return;
  const island = written === undefined ? context?.defaults[element.name] : directiveOf(written, node);
  if (!island) return;
  checkBundled(element.name, context?.bundle, node);
  checkProps(element.props, element.name, node);
  element.island = island;
}

function directiveOf(written: string, node: JsxElementNode): IslandDirective {
  const strategy = written.slice('client:'.length) as IslandStrategy;
  if (!ISLAND_STRATEGIES.includes(strategy)) {
    const known = ISLAND_STRATEGIES.map((s) => `client:${s}`).join(', ');
    throw new MdxError(`${written} is not an island strategy: use one of ${known}`, node.start);
  }
  const value = attributeOf(node, written);
  const given = value?.['value'] as AstNode | null | undefined;
  if (strategy === 'media') {
    const query = given?.type === 'Literal' ? given['value'] : undefined;
    if (typeof query !== 'string' || query.trim() === '') {
      throw new MdxError('client:media needs a media query: client:media="(max-width: 50em)"', node.start);
    }
    return { strategy, media: query };
  }
  if (given) throw new MdxError(`${written} takes no value`, given.start);
  return { strategy };
}

function attributeOf(node: JsxElementNode, written: string): AstNode | undefined {
  return node.openingElement.attributes.find((attribute) => {
    const name = attribute['name'] as AstNode | undefined;
    if (name?.type !== 'JSXNamespacedName') return false;
    return `client:${String((name['name'] as AstNode)['name'])}` === written;
  });
}

function checkBundled(name: string, bundle: IslandBundle | undefined, node: JsxElementNode): void {
  if (bundle?.chunks[name] !== undefined && bundle.renderer && bundle.loader) return;
  const why =
    bundle?.failures[name] ??
    (bundle === undefined
      ? 'no component was bundled for the browser (no page used a client: directive when the config was loaded)'
      : 'it was not bundled for the browser');
  throw new MdxError(`the island <${name}> cannot run in the browser: ${why}`, node.start);
}

function checkProps(props: Record<string, LiteralValue>, name: string, node: JsxElementNode): void {
  const visit = (value: LiteralValue, where: string): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${where}[${index}]`));
    for (const [key, item] of Object.entries(value)) {
      if (PROTOTYPE_KEYS.has(key)) {
        throw new MdxError(
          `the key "${key}" in ${where} of the island <${name}> is refused: it would reach an object's prototype`,
          node.start,
        );
      }
      visit(item, `${where}.${key}`);
    }
  };
  for (const [prop, value] of Object.entries(props)) {
    if (PROTOTYPE_KEYS.has(prop)) {
      throw new MdxError(
        `the prop "${prop}" of the island <${name}> is refused: it would reach an object's prototype`,
        node.start,
      );
    }
    visit(value, `the prop "${prop}"`);
  }
}

/** A site component's open HTML: an island's wrapper around its server HTML, or the server HTML alone. */
export function renderSite(
  element: MdxElement,
  env: RenderEnv,
  context: IslandContext | undefined,
  serverOpen: (element: MdxElement, env: RenderEnv, slot: boolean) => string,
): string {
  const island = element.island;
  const bundle = context?.bundle;
  if (!island || !bundle) {
    if (bundle?.styled.includes(element.name)) useFeature(env, componentFeature(element.name));
    return serverOpen(element, env, false);
  }
  useFeature(env, islandFeature(element.name));
  const open = wrapperTag(element, island, bundle);
  const slotted = !element.selfClosing;
  if (island.strategy === 'only') {
    element.parts = [
      open + (slotted ? '<docsgen-slot>' : ''),
      (slotted ? '</docsgen-slot>' : '') + '</docsgen-island>',
    ];
    return element.parts[0];
  }
  const before = serverOpen(element, env, slotted);
  element.parts = [open + before, `${element.parts?.[1] ?? ''}</docsgen-island>`];
  return element.parts[0];
}

function wrapperTag(element: MdxElement, island: IslandDirective, bundle: IslandBundle): string {
  // `<` written as \u003c too: the JSON stays inert wherever a copy of it lands.
  const json = JSON.stringify(element.props).replace(/</g, '\\u003c');
  const attributes: [string, string | undefined][] = [
    ['data-component', element.name],
    ['data-client', island.strategy],
    ['data-media', island.media],
    ['data-chunk', path.posix.basename(bundle.chunks[element.name]!)],
    ['data-renderer', path.posix.basename(bundle.renderer!)],
    ['data-props', json],
  ];
  const written = attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<docsgen-island${written}>`;
}
