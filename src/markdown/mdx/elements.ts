// From a parsed JSX element to what renders it: its kind, its literal props, and the checks of each built-in's props.
import { elementName, MdxError, type JsxElementNode } from './ast.ts';
import { BUILTIN_COMPONENTS } from './components.ts';
import { CURRENT_CATEGORY_ITEMS, readProps, type LiteralValue } from './props.ts';
import { VOID_ELEMENTS } from './builtins.ts';
import { checkHtmlAttributes } from './html.ts';
import {
  isHtmlElement,
  isKnownComponent,
  type ElementKind,
  type MdxElement,
  type MdxState,
} from './state.ts';
import { ADMONITION_TYPES } from '../containers.ts';
import { takeIsland } from './islands.ts';

const KINDS: Record<string, ElementKind> = {
  Tabs: 'tabs',
  TabItem: 'tab',
  Admonition: 'admonition',
  Details: 'details',
  details: 'details',
  summary: 'summary',
  TOCInline: 'toc',
  DocCardList: 'cards',
};

/** Where an element starts, for diagnostics raised when it renders. */
export interface ElementPosition {
  bodyLine: number;
  column: number;
}

/**
 * Makes the element of a parsed tag and links it to the open element it sits in (`parent`); throws an MdxError at
 * anything outside the subset (an unknown component, a prop that is not a literal, a tab outside `<Tabs>`, an event
 * handler on an HTML element).
 */
export function createElement(
  state: MdxState,
  node: JsxElementNode,
  position: ElementPosition,
  parent: MdxElement | undefined,
): MdxElement {
  const name = elementName(node);
  if (/^[a-z]/.test(name) && !Object.hasOwn(KINDS, name)) checkHtmlAttributes(node, name);
  if (!isKnownComponent(state, name)) {
    const known = [...Object.keys(BUILTIN_COMPONENTS), ...state.components.keys()].join(', ');
    throw new MdxError(
      `the component <${name}> is unknown: register the site's own components in the config under ` +
        `markdown.mdxComponents ({ ${name}: './components/${name}.tsx' }), or use one of: ${known}`,
      node.start,
    );
  }
  // What the props record (an image they require) and report (a value that is missing) is at the element.
  state.position = position;
  // An Astro component does not run (only its children show): its props, code as often as not, are not read.
  const astro = state.astroComponents.has(name) && !state.components.has(name);
  const props = astro ? {} : readProps(node, name, state.constants);
  if (name === 'IdealImage') return idealImage(state, node, props, position);
  const element: MdxElement = {
    name,
    kind: kindOf(state, name),
    props,
    selfClosing: node.openingElement.selfClosing || VOID_ELEMENTS.has(name),
    ...position,
  };
  if (element.kind === 'site') element.component = state.components.get(name);
  if (element.kind === 'partial') element.partial = state.partials.get(name);
  takeIsland(element, node, state.islands);
  if (element.kind === 'admonition') checkAdmonition(node, props);
  if (element.kind === 'cards' && props['items'] !== undefined && props['items'] !== CURRENT_CATEGORY_ITEMS) {
    throw new MdxError(
      '<DocCardList> shows the cards of its sidebar category: leave out items, or write items={useCurrentSidebarCategory().items}',
      node.start,
    );
  }
  if (element.kind === 'tabs') startTabSet(state, element, node);
  if (element.kind === 'tab') addTab(element, node, parent);
  if (element.kind === 'summary' && parent?.kind === 'details' && !parent.hasSummary) {
    parent.hasSummary = true;
    element.inDetails = true;
  }
  return element;
}

function kindOf(state: MdxState, name: string): ElementKind {
  if (state.partials.has(name)) return 'partial';
  if (state.components.has(name)) return 'site';
  if (Object.hasOwn(KINDS, name)) return KINDS[name]!;
  return isHtmlElement(state, name) ? 'html' : 'refused';
}

// Docusaurus' <IdealImage img={require('./x.png')} alt="…" />: here the plain <img> of that image, with its size.
function idealImage(
  state: MdxState,
  node: JsxElementNode,
  props: Record<string, LiteralValue>,
  position: ElementPosition,
): MdxElement {
  const { img, ...rest } = props;
  const nested = img !== null && typeof img === 'object' && !Array.isArray(img) ? img['src'] : undefined;
  const given = typeof img === 'string' ? img : typeof nested === 'string' ? nested : undefined;
  if (given === undefined) {
    const message = '<IdealImage> needs its image: write img={require(\'./x.png\')} or img="/img/x.png"';
    throw new MdxError(message, node.start);
  }
  const src = state.assets.has(given) || !state.host ? given : state.host.imageUrl(given, position);
  const size = state.assets.get(src);
  const sized = size?.width !== undefined && size.height !== undefined && rest['width'] === undefined;
  const element: MdxElement = {
    name: 'img',
    kind: 'html',
    props: { ...rest, src, ...(sized ? { width: size.width!, height: size.height! } : {}) },
    selfClosing: true,
    ...position,
  };
  return element;
}

function checkAdmonition(node: JsxElementNode, props: Record<string, LiteralValue>): void {
  const type = props['type'] ?? 'note';
  if (typeof type !== 'string' || !ADMONITION_TYPES.includes(type)) {
    throw new MdxError(
      `<Admonition type=${JSON.stringify(type)}> is not a known type: use one of ${ADMONITION_TYPES.join(', ')}`,
      node.start,
    );
  }
}

function startTabSet(state: MdxState, element: MdxElement, node: JsxElementNode): void {
  const defaultValue = element.props['defaultValue'];
  element.tabSet = {
    id: `mdx-tabs-${++state.tabSets}`,
    items: [],
    ...(typeof defaultValue === 'string' ? { defaultValue } : {}),
  };
  const values = element.props['values'];
  if (values !== undefined && !isValueList(values)) {
    throw new MdxError(
      'the prop "values" of <Tabs> must be an array of { label, value } objects',
      node.start,
    );
  }
}

function isValueList(values: LiteralValue): values is { label?: string; value: string }[] {
  return (
    Array.isArray(values) &&
    values.every(
      (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v['value'] === 'string',
    )
  );
}

function addTab(element: MdxElement, node: JsxElementNode, parent: MdxElement | undefined): void {
  const set = parent?.kind === 'tabs' ? parent.tabSet : undefined;
  if (!parent || !set) {
    throw new MdxError(
      '<TabItem> must sit directly inside <Tabs>: wrap the tab items in <Tabs> … </Tabs>',
      node.start,
    );
  }
  // Starlight's <TabItem label="npm"> has no value: the label names the tab.
  const own = element.props['value'] ?? element.props['label'];
  const value = typeof own === 'string' ? own : undefined;
  if (typeof value !== 'string' || value === '') {
    throw new MdxError('<TabItem> needs a value: write <TabItem value="name" label="Label">', node.start);
  }
  const values = parent.props['values'];
  const listed = Array.isArray(values)
    ? values.find((v) => v !== null && typeof v === 'object' && !Array.isArray(v) && v['value'] === value)
    : undefined;
  const listedLabel =
    listed && typeof listed === 'object' && !Array.isArray(listed) ? listed['label'] : undefined;
  const label = element.props['label'] ?? listedLabel ?? value;
  element.tabIndex = set.items.length;
  element.parentTabs = parent;
  set.items.push({
    label: String(label),
    value,
    isDefault: element.props['default'] === true || set.defaultValue === value,
  });
}
