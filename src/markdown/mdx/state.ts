// What the MDX rules of one document share: the elements open at block level, the tab sets, the site's components.
import type { Token } from 'markdown-it';
import type { LiteralValue } from './props.ts';
import type { SiteComponent } from './components.ts';
import { BUILTIN_COMPONENTS } from './components.ts';
import { HTML_ELEMENTS } from './builtins.ts';
import type { IslandContext, IslandDirective } from '../../islands/types.ts';
import type { MdxRoots } from '../../config/types.ts';
import { MdxScope, type ScopeHost } from './scope.ts';

/** An MDX partial a page imports: its file and its markdown. */
export interface PartialSource {
  abs: string;
  /** Project-relative, as diagnostics name it. */
  file: string;
  body: string;
  bodyLineOffset: number;
  frontMatter: Readonly<Record<string, unknown>>;
}

/** Where an element starts: a 0-based body line and a 1-based column. */
export interface MdxPosition {
  bodyLine: number;
  column: number;
}

/** What an MDX document's imports read through, bound to its render (src/markdown/mdx/host.ts). */
export interface MdxHost extends ScopeHost {
  /** The URL of an imported file (an image), recorded at `position`; throws an MdxError at `offset` when it is missing. */
  assetUrl(from: string, offset: number, position: MdxPosition): string;
  /** An image URL a prop gives as text, resolved as a markdown image is at `position`. */
  imageUrl(raw: string, position: MdxPosition): string;
  /** Reads a partial; throws an MdxError at `offset` when it is missing, outside the site, or a cycle. */
  partial(from: string, offset: number): PartialSource;
  /** Reads the file of a Vite `?raw` import; undefined where the renderer was given no folders to read from. */
  readRaw(target: string): { ok: true; text: string } | { ok: false; problem: string } | undefined;
}

/** How an element renders. */
export type ElementKind =
  | 'tabs'
  | 'tab'
  | 'admonition'
  | 'details'
  | 'summary'
  | 'site'
  | 'html'
  | 'toc'
  | 'partial'
  | 'cards'
  | 'refused';

/** One MDX element of the page (the meta of its open and close tokens). */
export interface MdxElement {
  name: string;
  kind: ElementKind;
  props: Record<string, LiteralValue>;
  selfClosing: boolean;
  /** 0-based body line and 1-based column of its `<`, for diagnostics raised while it renders. */
  bodyLine: number;
  column: number;
  /** Tabs: its id and its items; a tab: its set and index; details: whether a summary was given. */
  tabSet?: {
    id: string;
    items: { label: string; value: string; isDefault: boolean }[];
    defaultValue?: string;
  };
  tabIndex?: number;
  parentTabs?: MdxElement;
  hasSummary?: boolean;
  inDetails?: boolean;
  component?: SiteComponent;
  /** A site component that is an island here: how it loads in the browser (src/markdown/mdx/islands.ts). */
  island?: IslandDirective;
  /** An MDX partial: the file it renders (its HTML, made by the partials rule, is `parts[0]`), and its tokens. */
  partial?: PartialSource;
  partialTokens?: Token[];
  /** A site component's or an HTML element's HTML around its children, made when its open token renders. */
  parts?: [before: string, after: string];
}

/** Per-document MDX state, present in the render env only when the page may hold MDX (the cheap pre-check). */
export interface MdxState {
  /** An `.mdx` file: every capitalised tag, `{…}` and ESM line is MDX; in `.md` only known components are. */
  isMdxFile: boolean;
  /** `markdown.html`: when on, HTML in an `.md` page stays raw HTML (CommonMark); in `.mdx` HTML elements are JSX. */
  htmlAllowed: boolean;
  /** An `.md` page made MDX only by a `{frontMatter.key}`: its HTML elements are not JSX. */
  expressionsOnly: boolean;
  components: ReadonlyMap<string, SiteComponent>;
  /** The site's islands (set by the renderer on sites with components). */
  islands?: IslandContext | undefined;
  /** Names the page imports from `.astro` files: known, rendered as their children only. */
  astroComponents: Set<string>;
  stack: MdxElement[];
  tabSets: number;
  /** The line range of the inline token being parsed (positions of inline errors). */
  inlineMap: [number, number] | null;
  /** The block element the inline token being parsed sits in, when the MDX block rule made that token. */
  inlineParent: MdxElement | undefined;
  /** How many inline elements the one being parsed sits in (bounded by MAX_INLINE_DEPTH). */
  inlineDepth: number;
  /**
   * The names props and `{expressions}` may read: the page's `export const name = literal` values (`style={size}`,
   * `{...size}`), imported images (their URL), `frontMatter`, and in a partial its `props`.
   */
  constants: MdxScope;
  /** The site's folders, for imports (`@site/…`, partials, images); undefined where the renderer was given none. */
  roots?: MdxRoots | undefined;
  /** What imports and `require` read through (files, the front matter), bound to the page's env by the renderer. */
  host?: MdxHost | undefined;
  /** The MDX partials the page imports, by the name it gives each. */
  partials: Map<string, PartialSource>;
  /** The files this one sits in, the page first, as absolute paths: a partial importing one of them is a cycle. */
  chain: readonly string[];
  /** The URLs of imported files (images), each with the image's size when known: resolved already. */
  assets: Map<string, { width?: number; height?: number }>;
  /** Where the element whose props are read (or the `{expression}` being read) starts: what they record and report. */
  position: MdxPosition;
  /** Starlight sites: a component of an npm package is an Astro one (warned about, its children shown), not an error. */
  npmComponentsAreAstro?: boolean | undefined;
}

/** How deep inline elements may nest: as deep as markdown-it lets blocks nest. */
export const MAX_INLINE_DEPTH = 100;

/** Whether a body has `<Name`, `</Name`, `{/*` or an ESM line: what a page without MDX never has. */
export function mayHoldMdx(body: string): boolean {
  // indexOf scans are much faster than one regex over the whole body, and most pages have few `<`.
  if (body.includes('{/*')) return true;
  if (/^(?:import|export)\s/.test(body) || body.includes('\nimport ') || body.includes('\nexport '))
    return true;
  for (let at = body.indexOf('<'); at !== -1; at = body.indexOf('<', at + 1)) {
    let code = body.charCodeAt(at + 1);
    if (code === 0x2f /* / */) code = body.charCodeAt(at + 2);
    if (code >= 0x41 && code <= 0x5a /* A-Z */) return true;
  }
  return false;
}

/**
 * The MDX state of a page, or undefined when it cannot hold MDX (most pages: then MDX costs one regex test); `always`
 * makes one whatever the body holds (a partial's).
 */
export function createMdxState(
  file: string,
  body: string,
  components: ReadonlyMap<string, SiteComponent>,
  htmlAllowed: boolean,
  always = false,
): MdxState | undefined {
  const isMdxFile = file.toLowerCase().endsWith('.mdx');
  // An `.md` page whose only MDX is `{frontMatter.key}` keeps its HTML as it was (text or raw HTML, not JSX).
  const expressionsOnly =
    !isMdxFile &&
    !always &&
    !mayHoldMdx(body) &&
    (body.includes('{frontMatter.') || body.includes('{props.'));
  if (!isMdxFile && !always && !expressionsOnly && !mayHoldMdx(body)) return undefined;
  return {
    isMdxFile,
    htmlAllowed,
    expressionsOnly,
    components,
    astroComponents: new Set(),
    stack: [],
    tabSets: 0,
    inlineMap: null,
    inlineParent: undefined,
    inlineDepth: 0,
    constants: new MdxScope(),
    partials: new Map(),
    chain: [],
    assets: new Map(),
    position: { bodyLine: 0, column: 1 },
  };
}

/** Whether `name` is an element this page's MDX handles (unknown capitalised names count in `.mdx` files: refused). */
export function isMdxName(state: MdxState, name: string): boolean {
  return isKnownComponent(state, name) || (state.isMdxFile && /^[A-Z]/.test(name));
}

/** Whether a name is one MDX pages may use: a component, or an HTML element where HTML is JSX. */
export function isKnownComponent(state: MdxState, name: string): boolean {
  return (
    Object.hasOwn(BUILTIN_COMPONENTS, name) ||
    state.components.has(name) ||
    state.astroComponents.has(name) ||
    state.partials.has(name) ||
    isHtmlElement(state, name)
  );
}

/**
 * Whether a lowercase name is a JSX HTML element here: any in `.mdx`; in `.md`, the HTML elements, unless
 * `markdown.html` is on (then they are raw HTML, as CommonMark reads them).
 */
export function isHtmlElement(state: MdxState, name: string): boolean {
  if (!/^[a-z]/.test(name) || state.expressionsOnly) return false;
  return state.isMdxFile || (!state.htmlAllowed && HTML_ELEMENTS.has(name));
}
