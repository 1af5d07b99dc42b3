import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { getRenderEnv, getSourceLine, report, toFileLine, type RenderEnv } from './env.ts';
import { executableScheme } from '../base/url-policy.ts';
import { refuseUnsafeUrl } from './link-safety.ts';
import type { LinkRef } from './types.ts';

const URL_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HTTP_URL = /^(?:https?:)?\/\//i;
const MARKDOWN_FILE = /\.mdx?$/i;
const QUERY_OR_HASH = /[?#]/;

/** Where the next search for a link target starts, so repeated targets map to successive places. */
export interface SourceCursor {
  /** First line of the block (where an unfound target is reported). */
  start: number;
  line: number;
  column: number;
  /** First line after the block (exclusive). */
  end: number;
  /** Targets already known to be absent after the cursor (reference links), so each is searched once. */
  absent: Set<string>;
}

// Bounds the search for one target, so a huge paragraph of reference links stays linear.
const MAX_SEARCH_CHARS = 200_000;

/** Creates the core rule that rewrites internal links and images and records every target as a `LinkRef`. */
export function createLinksRule(md: MarkdownIt): (state: StateCore) => void {
  return (state) => {
    const env = getRenderEnv(state.env);
    let map: [number, number] | null = null;
    for (const token of state.tokens) {
      if (token.map) map = token.map;
      if (token.type !== 'inline' || !token.children || !map) continue;
      const cursor = createCursor(map);
      // A link's target follows its text in the source, so it is handled at link_close, after the text's images.
      const openLinks: Token[] = [];
      for (const child of token.children) {
        if (child.type === 'link_open') openLinks.push(child);
        else if (child.type === 'link_close') rewriteLink(md, env, openLinks.pop()!, cursor);
        else if (child.type === 'image') rewriteImage(md, env, child, cursor);
      }
    }
  };
}

/** True for targets that leave the site: a URL scheme (`https:`, `mailto:`, `data:`…) or a protocol-relative `//`. */
export function isExternalTarget(target: string): boolean {
  return URL_SCHEME.test(target) || target.startsWith('//');
}

/** Starts a search cursor at the first line of a block (`map` is the block token's line range). */
export function createCursor(map: readonly [number, number]): SourceCursor {
  return { start: map[0], line: map[0], column: 0, end: map[1], absent: new Set() };
}

/** A 0-based body line and 1-based column. */
export interface SourcePosition {
  bodyLine: number;
  column: number;
}

/** True when the text at `index` of `line` follows `(`, `<` or `:` (spaces between): a link destination, not prose. */
function followsDestinationStart(line: string, index: number): boolean {
  let at = index - 1;
  while (at >= 0 && (line[at] === ' ' || line[at] === '\t')) at--;
  const before = line[at];
  return before === '(' || before === '<' || before === ':';
}

/** The first place of `raw` (or `encoded`) in `text` from `from`: one in a link destination when `destination`. */
function findIn(text: string, from: number, raw: string, encoded: string, destination: boolean): number {
  for (const target of encoded !== raw && encoded !== '' ? [raw, encoded] : [raw]) {
    for (let index = text.indexOf(target, from); index !== -1; index = text.indexOf(target, index + 1)) {
      if (!destination || followsDestinationStart(text, index)) return index;
    }
  }
  return -1;
}

/**
 * Finds the target in the block's source from the cursor on (then moves the cursor past it); else the block start.
 * A place in a link destination (`](a.png)`, `]: a.png`) comes first, so that the same text earlier on the line (in
 * prose or in an image's alt text) is not taken for it. `asText`: the target is the text itself (a linkified URL).
 */
export function locateTarget(
  env: RenderEnv,
  cursor: SourceCursor,
  raw: string,
  encoded: string,
  asText = false,
): SourcePosition {
  const notFound = { bodyLine: cursor.start, column: 1 };
  if (raw === '' || cursor.absent.has(raw)) return notFound;
  const end = Math.max(cursor.end, cursor.line + 1);
  for (const destination of asText ? [false] : [true, false]) {
    let scanned = 0;
    for (let line = cursor.line; line < end && scanned < MAX_SEARCH_CHARS; line++) {
      const text = getSourceLine(env, line);
      const from = line === cursor.line ? cursor.column : 0;
      const index = findIn(text, from, raw, encoded, destination);
      if (index !== -1) {
        cursor.line = line;
        cursor.column = index + 1;
        return { bodyLine: line, column: index + 1 };
      }
      scanned += text.length - from;
    }
  }
  cursor.absent.add(raw);
  return notFound;
}

/** Adds a LinkRef at a located position. */
export function recordLink(
  env: RenderEnv,
  kind: LinkRef['kind'],
  raw: string,
  href: string,
  position: SourcePosition,
): void {
  env.links.push({ kind, raw, href, line: toFileLine(env, position.bodyLine), column: position.column });
}

function rewriteLink(md: MarkdownIt, env: RenderEnv, token: Token, cursor: SourceCursor): void {
  const original = token.attrGet('href') ?? '';
  const raw = md.normalizeLinkText(original);
  const position = locateTarget(env, cursor, raw, original, token.markup === 'linkify');
  if (refuseUnsafeUrl(env, token, 'href', position)) return;
  let href = original;
  if (isExternalTarget(original) || isExternalTarget(raw)) {
    if (HTTP_URL.test(original)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
  } else if (!original.startsWith('#')) {
    const resolved = env.context.resolveLink(raw);
    if (resolved !== undefined) {
      href = safeHref(md, resolved) ?? original;
      token.attrSet('href', href);
    } else if (MARKDOWN_FILE.test(raw.split(QUERY_OR_HASH, 1)[0] ?? '')) {
      report(
        env,
        'warning',
        'broken-markdown-link',
        `The link "${raw}" does not name a page; check the path relative to this file.`,
        position.bodyLine,
        position.column,
      );
    }
  }
  recordLink(env, 'link', raw, href, position);
}

function rewriteImage(md: MarkdownIt, env: RenderEnv, token: Token, cursor: SourceCursor): void {
  const original = token.attrGet('src') ?? '';
  const raw = md.normalizeLinkText(original);
  const position = locateTarget(env, cursor, raw, original);
  if (refuseUnsafeUrl(env, token, 'src', position)) return;
  let src = original;
  if (!isExternalTarget(original) && !isExternalTarget(raw)) {
    const image = env.context.resolveImage(raw);
    if (image) {
      src = safeHref(md, image.src) ?? original;
      token.attrSet('src', src);
      // A size the page set itself (an MkDocs attribute list) is kept: half of one with half of another would distort.
      const sized = token.attrGet('width') !== null || token.attrGet('height') !== null;
      if (!sized && image.width !== undefined) token.attrSet('width', String(image.width));
      if (!sized && image.height !== undefined) token.attrSet('height', String(image.height));
    } else {
      report(
        env,
        'warning',
        'missing-image',
        `The image "${raw}" was not found; check the path relative to this file.`,
        position.bodyLine,
        position.column,
      );
    }
  }
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  recordLink(env, 'image', raw, src, position);
}

// A resolver is site code fed by content: its answer passes the same URL policy as an author's link.
function safeHref(md: MarkdownIt, href: string): string | undefined {
  const normalized = md.normalizeLink(href);
  return executableScheme(normalized) === undefined ? normalized : undefined;
}
