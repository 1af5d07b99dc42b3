// Links and images written as raw HTML (`markdown.html`): each URL attribute is found with a real HTML parser
// (angular-html-parser, the tokenizer Prettier formats HTML with), resolved like a markdown link or image, rewritten
// in place, and recorded for the link checks. The rest of the markup is left exactly as written.
import type { StateCore, Token } from 'markdown-it';
import type { Ast, parseHtml } from 'angular-html-parser';
import { isUrlName, unsafeUrlIn, unsafeUrlMessage, URL_ATTRIBUTES as URL_NAMES } from '../base/url-policy.ts';
import { directoryUrlTarget } from './dialects/mkdocs/directory-urls.ts';
import { getRenderEnv, report, type RenderEnv } from './env.ts';
import { createCursor, locateTarget, type SourceCursor } from './links.ts';
import { isUnresolvedUrl, resolveUrlAt, type ResolvedUrl, type UrlKind } from './resolve-url.ts';

// Which attribute of which element holds a URL, and whether it is shown as an image (then its size is known).
const URL_ATTRIBUTES: Record<string, Record<string, UrlKind | 'srcset'>> = {
  a: { href: 'link' },
  img: { src: 'image', srcset: 'srcset' },
  source: { src: 'link', srcset: 'srcset' },
  video: { src: 'link', poster: 'image' },
  audio: { src: 'link' },
  track: { src: 'link' },
};

interface Edit {
  start: number;
  end: number;
  text: string;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

type ParseHtml = typeof parseHtml;

// HTML worth parsing: an element with a URL attribute (resolved, or judged by the URL policy) or a style.
const MAY_HOLD_URL = new RegExp(`(?:${[...URL_NAMES, 'style', 'url', 'href', 'src'].join('|')})\\s*=`, 'i');

// Pure memo: the parser module, imported when the first renderer with raw HTML is made (most sites never load it).
let parserMemo: Promise<ParseHtml> | undefined;

/**
 * Loads the HTML parser and gives the core rule that resolves, rewrites and records raw HTML URLs; with
 * `directoryUrls` (MkDocs sites) a relative URL is first read from the page's directory URL, as MkDocs serves it.
 */
export async function loadRawHtmlRule(directoryUrls = false): Promise<(state: StateCore) => void> {
  parserMemo ??= import('angular-html-parser').then((m) => m.parseHtml);
  const parse = await parserMemo;
  return (state) => rawHtmlRule(state, { parse, directoryUrls });
}

interface RawHtmlSettings {
  parse: ParseHtml;
  directoryUrls: boolean;
}

function rawHtmlRule(state: StateCore, settings: RawHtmlSettings): void {
  const env = getRenderEnv(state.env);
  let map: [number, number] | null = null;
  for (const token of state.tokens) {
    if (token.map) map = token.map;
    if (!map) continue;
    if (token.type === 'html_block') {
      rewriteHtml(env, token, createCursor(map), settings);
    } else if (token.type === 'inline' && token.children?.some((c) => c.type === 'html_inline')) {
      const cursor = createCursor(map);
      for (const child of token.children) {
        if (child.type === 'html_inline') rewriteHtml(env, child, cursor, settings);
      }
    }
  }
}

function rewriteHtml(env: RenderEnv, token: Token, cursor: SourceCursor, settings: RawHtmlSettings): void {
  const html = token.content;
  if (!MAY_HOLD_URL.test(html)) return;
  const edits: Edit[] = [];
  const visit = (nodes: readonly Ast.Node[]): void => {
    for (const node of nodes) {
      if (node.kind !== 'element') continue;
      const refused = refuseUnsafeAttributes(env, node, cursor, edits);
      const attributes = URL_ATTRIBUTES[node.name.toLowerCase()];
      if (attributes) rewriteElement(env, node, attributes, { cursor, edits, refused, settings });
      visit(node.children);
    }
  };
  visit(settings.parse(html, { canSelfClose: true }).rootNodes);
  if (edits.length === 0) return;
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  token.content = out;
}

interface ElementEdit {
  cursor: SourceCursor;
  edits: Edit[];
  refused: ReadonlySet<string>;
  settings: RawHtmlSettings;
}

function rewriteElement(
  env: RenderEnv,
  element: Ast.Element,
  attributes: Record<string, UrlKind | 'srcset'>,
  { cursor, edits, refused, settings }: ElementEdit,
): void {
  let size: { width?: number; height?: number } | undefined;
  for (const attribute of element.attrs) {
    const kind = attributes[attribute.name.toLowerCase()];
    const span = attribute.valueSpan;
    if (!kind || !span || refused.has(attribute.name)) continue;
    const value = attribute.value;
    const candidates = kind === 'srcset' ? splitSrcset(value) : [{ url: value.trim(), rest: '' }];
    let changed = false;
    const written = candidates.map(({ url, rest }) => {
      const urlKind = kind === 'link' ? 'link' : 'image';
      const resolved = resolveUrl(env, url, urlKind, cursor, settings.directoryUrls);
      if (resolved.href !== url) changed = true;
      if (kind === 'image' && element.name.toLowerCase() === 'img') size = resolved.size;
      return resolved.href + rest;
    });
    if (changed) {
      edits.push({
        start: span.start.offset,
        end: span.end.offset,
        text: `"${escapeAttribute(written.join(', '))}"`,
      });
    }
  }
  const has = (name: string) => element.attrs.some((a) => a.name.toLowerCase() === name);
  if (size?.width !== undefined && size.height !== undefined && !has('width') && !has('height')) {
    const at = element.startSourceSpan.start.offset + 1 + element.name.length;
    edits.push({ start: at, end: at, text: ` width="${size.width}" height="${size.height}"` });
  }
}

/** Empties each attribute of `element` that holds an executable URL (an error at the URL); gives their names. */
function refuseUnsafeAttributes(
  env: RenderEnv,
  element: Ast.Element,
  cursor: SourceCursor,
  edits: Edit[],
): Set<string> {
  const refused = new Set<string>();
  for (const attribute of element.attrs) {
    const name = attribute.name;
    if (!attribute.valueSpan || (!isUrlName(name) && name.toLowerCase() !== 'style')) continue;
    const url = unsafeUrlIn(name, attribute.value);
    if (url === undefined) continue;
    refused.add(name);
    edits.push({ start: attribute.valueSpan.start.offset, end: attribute.valueSpan.end.offset, text: '""' });
    const position = locateTarget(env, cursor, url, url, true);
    const where = `The attribute ${name} of <${element.name}>`;
    report(
      env,
      'error',
      'url-unsafe',
      `${unsafeUrlMessage(url, where)}.`,
      position.bodyLine,
      position.column,
    );
  }
  return refused;
}

/** `a.png 1x, b.png 2x` → each URL with what follows it (the descriptor, kept as written). */
function splitSrcset(value: string): { url: string; rest: string }[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const space = part.search(/\s/);
      return space === -1 ? { url: part, rest: '' } : { url: part.slice(0, space), rest: part.slice(space) };
    });
}

function resolveUrl(
  env: RenderEnv,
  raw: string,
  kind: UrlKind,
  cursor: SourceCursor,
  directoryUrls: boolean,
): ResolvedUrl {
  if (isUnresolvedUrl(raw)) return { href: raw };
  const served = directoryUrls ? directoryUrlTarget(env.context.file, raw) : undefined;
  return resolveUrlAt(env, raw, kind, locateTarget(env, cursor, raw, raw), served);
}
