import type { StateCore, Token } from 'markdown-it';
import { getRenderEnv, report, type RenderEnv } from './env.ts';
import { findInvisibleChars, removeInvisibleChars } from './slugger.ts';
import { escapeHtml, inlineTokensToText, normalizeWhitespace } from './text.ts';

// Docusaurus explicit heading ids: `## Title {#custom-id}` (no leading `\s*`: it would backtrack on long space runs).
const EXPLICIT_ID = /\{#([^\s{}]+)\}$/;

/** Core rule: takes a leading h1 out as the title, gives every heading an id and collects headings and anchors. */
export function headingsRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  const tokens = state.tokens;
  const first = tokens[0];
  if (first?.type === 'heading_open' && first.tag === 'h1') {
    const inline = tokens[1];
    if (inline) takeExplicitId(inline);
    env.title = normalizeWhitespace(inlineTokensToText(inline?.children ?? null)) || undefined;
    tokens.splice(0, 3);
  }

  const pending: { open: Token; text: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i]!;
    if (open.type !== 'heading_open') continue;
    const inline = tokens[i + 1];
    const explicitId = inline ? takeExplicitId(inline) : undefined;
    const text = normalizeWhitespace(inlineTokensToText(inline?.children ?? null));
    if (explicitId !== undefined) claimExplicitId(env, open, explicitId);
    pending.push({ open, text });
  }

  for (const { open, text } of pending) {
    let id = open.attrGet('id');
    if (id === null) {
      warnInvisibleChars(env, open, text);
      id = env.slugger.slug(text);
      open.attrSet('id', id);
    }
    env.anchors.push(id);
    const depth = Number(open.tag.slice(1));
    if (depth >= 2) env.headings.push({ depth, text, id });
  }
}

/** Render rule for `heading_close`: a hover link to the heading's own id before the closing tag. */
export function renderHeadingClose(tokens: Token[], idx: number): string {
  const close = tokens[idx]!;
  // The matching open token is two back: heading_open, inline, heading_close.
  const id = tokens[idx - 2]?.attrGet('id');
  const link = id
    ? `<a class="heading-anchor" href="#${escapeHtml(id)}" aria-hidden="true" tabindex="-1">#</a>`
    : '';
  return `${link}</${close.tag}>\n`;
}

/** Removes a trailing `{#id}` from a heading's inline token and returns the id. */
function takeExplicitId(inline: Token): string | undefined {
  const children = inline.children;
  const last = children?.[children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const content = last.content.trimEnd();
  if (!content.endsWith('}')) return undefined;
  const match = EXPLICIT_ID.exec(content);
  if (!match) return undefined;
  last.content = content.slice(0, match.index).trimEnd();
  return match[1];
}

function claimExplicitId(env: RenderEnv, open: Token, id: string): void {
  if (env.slugger.reserve(id)) {
    open.attrSet('id', id);
    return;
  }
  const unique = env.slugger.unique(id);
  open.attrSet('id', unique);
  report(
    env,
    'warning',
    'duplicate-heading-id',
    `The heading id "${id}" is used twice on this page; this one became "${unique}".`,
    open.map?.[0],
  );
}

function warnInvisibleChars(env: RenderEnv, open: Token, text: string): void {
  const found = findInvisibleChars(text);
  if (found.length === 0) return;
  report(
    env,
    'warning',
    'heading-invisible-chars',
    `The heading "${removeInvisibleChars(text)}" contains invisible characters (${found.join(', ')}); they were left out of its id.`,
    open.map?.[0],
  );
}
