import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { getRenderEnv, report, type RenderEnv } from './env.ts';
import { findInvisibleChars, removeInvisibleChars, slugify } from './slugger.ts';
import { inlineTokensToText, normalizeWhitespace } from './text.ts';
import { escapeHtml } from '../shared/html-escape.ts';

// Docusaurus explicit heading ids: `## Title {#custom-id}` (no leading `\s*`: it would backtrack on long space runs).
const EXPLICIT_ID = /\{#([^\s{}]+)\}$/;

type CoreRule = (state: StateCore) => void;

/** How heading ids are made: the slug of a heading's text, and what joins a taken id to its number (`install-1`). */
export interface HeadingIdRules {
  slugify: (text: string) => string;
  separator: string;
}

const GITHUB_RULES: HeadingIdRules = { slugify, separator: '-' };

/** Gives every heading an id with markdown-it-anchor (github-slugger slugs by default) and lists headings and anchors in `env`. */
export function useHeadingIds(md: MarkdownIt, rules: HeadingIdRules = GITHUB_RULES): void {
  const anchorRule = createAnchorRule(rules);
  md.core.ruler.push('docsgen_headings', (state) => {
    takeTitleAndExplicitIds(state, rules.separator);
    giveIdsAndListHeadings(state, anchorRule);
  });
}

// markdown-it-anchor's core rule, taken from the plugin rather than added to the chain: after each heading it finds
// the heading again with `tokens.indexOf`, which is quadratic on a page of many headings (100k headings: over 30 s),
// so docsgen runs it on one heading at a time. It keeps its names in `env.markdownItAnchor.slugs`.
function createAnchorRule(idRules: HeadingIdRules): CoreRule {
  const rules: CoreRule[] = [];
  const collector = { core: { ruler: { push: (_name: string, rule: CoreRule) => rules.push(rule) } } };
  anchor(collector as unknown as MarkdownIt, {
    tabIndex: false,
    failOnNonUnique: false,
    getTokensText: headingText,
    slugifyWithState: (text: string, state: StateCore) => uniqueSlug(text, state, idRules),
  });
  const [rule] = rules;
  if (!rule || rules.length !== 1) throw new Error('markdown-it-anchor did not add exactly one core rule');
  return rule;
}

function headingText(children: Token[] | null): string {
  return normalizeWhitespace(inlineTokensToText(children));
}

function takeTitleAndExplicitIds(state: StateCore, separator: string): void {
  const env = getRenderEnv(state.env);
  const tokens = state.tokens;
  const first = tokens[0];
  if (first?.type === 'heading_open' && first.tag === 'h1' && !env.inPartial) {
    const inline = tokens[1];
    if (inline) takeExplicitId(inline);
    env.title = headingText(inline?.children ?? null) || undefined;
    tokens.splice(0, 3);
  }
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i]!;
    const inline = tokens[i + 1];
    if (open.type !== 'heading_open' || !inline) continue;
    const explicitId = takeExplicitId(inline);
    if (explicitId !== undefined) claimExplicitId(env, open, explicitId, separator);
  }
}

function giveIdsAndListHeadings(state: StateCore, anchorRule: CoreRule): void {
  const env = getRenderEnv(state.env);
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i]!;
    const inline = tokens[i + 1];
    if (open.type !== 'heading_open' || !inline) continue;
    anchorRule({ tokens: [open, inline], env: state.env } as StateCore);
    const id = open.attrGet('id') ?? '';
    const text = headingText(inline.children);
    if (!env.explicitIds.has(id)) warnInvisibleChars(env, open, text);
    env.anchors.push(id);
    const depth = Number(open.tag.slice(1));
    if (depth >= 2) env.headings.push({ depth, text, id });
  }
}

// The slug markdown-it-anchor gives a heading without an explicit id, already unique, so that its own numbering never
// runs; it could not give the same ids: it names headings in document order, so it cannot keep a slug off an explicit
// id further down the page (docsgen reserves them first: `## Install` then `## Setup {#install}` gives `install-1`,
// `install`), and it numbers each duplicate by trying `-1`, `-2`, … again (quadratic on many equal headings).
function uniqueSlug(text: string, state: StateCore, rules: HeadingIdRules): string {
  const env = getRenderEnv(state.env);
  const slugs = env.markdownItAnchor.slugs;
  const isTaken = (name: string) => name in slugs || env.explicitIds.has(name);
  return nextFreeName(env, rules.slugify(text), isTaken, rules.separator);
}

// github-slugger's numbering: the first of `base`, `base-1`, `base-2`, … not taken (Python-Markdown's: `base_1`, …).
// Names are never given back, so the count reached for a base is where its next search starts.
function nextFreeName(
  env: RenderEnv,
  base: string,
  isTaken: (name: string) => boolean,
  separator = '-',
): string {
  let count = env.slugCounts.get(base) ?? 0;
  let name = count === 0 ? base : `${base}${separator}${count}`;
  while (isTaken(name)) {
    count++;
    name = `${base}${separator}${count}`;
  }
  env.slugCounts.set(base, count);
  return name;
}

/** Render rule for `heading_close`: a hover link to the heading's own id before the closing tag. */
// docsgen renders this link itself: markdown-it-anchor's permalinks are link tokens inside the heading, which the
// link rule, the search text and the table of contents would then read as part of the heading.
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

function claimExplicitId(env: RenderEnv, open: Token, id: string, separator: string): void {
  const unique = nextFreeName(env, id, (name) => env.explicitIds.has(name), separator);
  env.explicitIds.add(unique);
  open.attrSet('id', unique);
  if (unique === id) return;
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
