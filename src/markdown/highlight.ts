import { hash } from 'node:crypto';
import Prism from 'prismjs';
// Grammars beyond the core's (markup, css, clike, javascript), after those they extend.
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-shell-session.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-markdown.js';
import 'prismjs/components/prism-diff.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-rust.js';
import 'prismjs/components/prism-go.js';
import { createLruCache } from '../shared/lru.ts';
import { findPrismGrammar, loadPrismGrammar, type GrammarRef } from './prism-languages.ts';
import { escapeHtml } from '../shared/html-escape.ts';
import { ownString } from '../base/own-string.ts';

/*
 * Code is coloured at build time with Prism's grammars (about twice as fast as highlight.js here). Its tokens become
 * spans with one class per colour role (`tok-keyword`, `tok-string`, …), never inline styles, so pages pass a strict
 * `style-src 'self'` policy and the stylesheet colours tokens for light and dark mode alike; tokens without a colour
 * (punctuation, operators) stay plain text, which keeps pages small.
 */

// Grammars docsgen ships, by every name a fence may use for them (the first name goes in the `language-*` class).
const GRAMMARS: Record<string, GrammarRef> = {};
for (const [grammar, names] of [
  ['typescript', ['ts', 'typescript', 'tsx', 'mts', 'cts']],
  ['javascript', ['js', 'javascript', 'jsx', 'mjs', 'cjs']],
  ['json', ['json', 'jsonc', 'json5']],
  ['bash', ['bash', 'sh', 'zsh']],
  ['shell-session', ['shell', 'console', 'shellsession']],
  ['yaml', ['yaml', 'yml']],
  ['markdown', ['md', 'markdown', 'mdx']],
  ['css', ['css']],
  ['markup', ['html', 'xml', 'svg']],
  ['diff', ['diff', 'patch']],
  ['ini', ['ini']],
  ['toml', ['toml']],
  ['python', ['python', 'py']],
  ['rust', ['rust', 'rs']],
  ['go', ['go', 'golang']],
] as const) {
  for (const alias of names) GRAMMARS[alias] = { name: names[0], grammar };
}

// Prism token types (and aliases) → colour role; a token of no role is written as plain text.
const ROLES: Record<string, string> = {};
for (const [role, types] of Object.entries({
  keyword: ['keyword', 'important', 'atrule', 'rule', 'doctype', 'selector'],
  string: ['string', 'template-string', 'char', 'regex', 'attr-value', 'url'],
  number: ['number', 'boolean', 'constant', 'symbol', 'entity'],
  comment: ['comment', 'prolog', 'cdata', 'shebang'],
  title: ['function', 'title', 'section'],
  type: ['class-name', 'builtin', 'namespace', 'lifetime-annotation', 'macro'],
  attr: ['attr-name', 'property', 'variable', 'parameter', 'tag', 'key'],
  deletion: ['deleted'],
  addition: ['inserted'],
  strong: ['bold'],
  emphasis: ['italic'],
})) {
  for (const type of types) ROLES[type] = role;
}

function roleOf(token: Prism.Token): string | undefined {
  const role = ROLES[token.type];
  if (role !== undefined || token.alias === undefined) return role;
  for (const alias of typeof token.alias === 'string' ? [token.alias] : token.alias) {
    if (ROLES[alias] !== undefined) return ROLES[alias];
  }
  return undefined;
}

/**
 * The markup of each line of a token stream. Token spans may cross line ends (block comments, template strings, diff
 * lines): each line closes the spans still open and the next line reopens them, so every line is balanced on its own.
 * A span is written only once text comes inside it, so no line holds an empty one (a token that ended with its line).
 */
function tokensToLines(stream: Prism.TokenStream): string[] {
  const lines: string[] = [];
  let line = '';
  // The spans in effect, and how many of them this line has opened so far.
  const open: string[] = [];
  let written = 0;
  const text = (value: string): void => {
    let from = 0;
    for (let end = value.indexOf('\n'); ; end = value.indexOf('\n', from)) {
      const part = end === -1 ? value.slice(from) : value.slice(from, end);
      if (part !== '') {
        while (written < open.length) line += open[written++];
        line += escapeHtml(part);
      }
      if (end === -1) return;
      lines.push(line + '</span>'.repeat(written));
      line = '';
      written = 0;
      from = end + 1;
    }
  };
  const walk = (part: Prism.TokenStream): void => {
    if (typeof part === 'string') return text(part);
    if (Array.isArray(part)) {
      for (const item of part) walk(item);
      return;
    }
    const role = roleOf(part);
    if (role === undefined) return walk(part.content);
    open.push(`<span class="tok-${role}">`);
    walk(part.content);
    if (written === open.length) {
      line += '</span>';
      written--;
    }
    open.pop();
  };
  walk(stream);
  lines.push(line + '</span>'.repeat(written));
  return lines;
}

// Languages that are plain text by definition: no highlighting and no warning.
// `ansi` is Shiki's name for terminal output (its colour codes are not drawn here).
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'ansi']);
// Longer lines are left unhighlighted: tokenizing them costs more than the colours are worth.
const MAX_TOKENIZED_LINE_LENGTH = 2000;
// An upper bound on cached markup, so a large site's distinct blocks can't grow memory without limit.
const MAX_CACHED_CHARS = 32 * 1024 * 1024;

/** Code as the `<pre>` class plus the inner HTML of each line. */
export interface HighlightedCode {
  preClass: string;
  lines: string[];
}

/** How a fence's language is handled. */
export type LanguageSupport = 'highlighted' | 'plain' | 'unknown';

/** The build-time highlighter of one renderer: every Prism grammar, loaded on first use, and a result cache. */
export interface CodeHighlighter {
  /** Whether a fence language is highlighted, plain text, or unknown to Prism. */
  supportOf(lang: string): LanguageSupport;
  /**
   * Highlights (or escapes, for plain and unknown languages) code; the same (lang, code) is highlighted once while it
   * stays in the cache (keyed by a hash of both).
   */
  highlight(code: string, lang: string): HighlightedCode;
}

/** The grammar of a fence language: docsgen's own names first, then every Prism grammar and alias. */
function grammarOf(lang: string): GrammarRef | undefined {
  return GRAMMARS[lang] ?? findPrismGrammar(lang);
}

/**
 * Creates the highlighter. Every language Prism knows highlights when a fence names it; `preload` (the config's
 * `markdown.codeLanguages`) only loads those grammars before the first page instead of on first use.
 */
export async function createCodeHighlighter(
  preload: readonly string[],
  { maxCachedChars = MAX_CACHED_CHARS }: { maxCachedChars?: number } = {},
): Promise<CodeHighlighter> {
  for (const lang of preload) {
    const ref = grammarOf(lang.toLowerCase());
    if (ref) loadPrismGrammar(ref.grammar);
  }
  const cache = createLruCache<string, HighlightedCode>(maxCachedChars, sizeOf);

  const supportOf = (lang: string): LanguageSupport => {
    const key = lang.toLowerCase();
    if (PLAIN_LANGUAGES.has(key)) return 'plain';
    const ref = grammarOf(key);
    return ref && loadPrismGrammar(ref.grammar) ? 'highlighted' : 'unknown';
  };

  return {
    supportOf,
    highlight(code, lang) {
      if (supportOf(lang) !== 'highlighted') return renderPlain(code);
      if (code.split('\n').some((line) => line.length > MAX_TOKENIZED_LINE_LENGTH)) return renderPlain(code);
      const key = hash('sha1', `${lang}\u0000${code}`, 'base64');
      const hit = cache.get(key);
      if (hit) return hit;
      let highlighted: HighlightedCode;
      try {
        const { name, grammar } = grammarOf(lang.toLowerCase())!;
        const lines = tokensToLines(Prism.tokenize(code, Prism.languages[grammar]!));
        highlighted = { preClass: `tokens language-${name}`, lines };
      } catch {
        // A grammar failure must not fail the page: the code is still shown, just without colours.
        return renderPlain(code);
      }
      // Kept as made, each line was a chain of its pieces and the pieces slices of the page's source, which they kept
      // alive: the budget counted a fraction of what the cache held, and a 100,000-page build's worker thread grew by
      // some 3 KB a page until it was full. The lines kept are cut from one string of their own.
      const kept: HighlightedCode = {
        preClass: highlighted.preClass,
        lines: ownString(highlighted.lines.join('\n')).split('\n'),
      };
      cache.set(key, kept);
      return kept;
    },
  };
}

function sizeOf(key: string, code: HighlightedCode): number {
  let size = key.length;
  for (const line of code.lines) size += line.length;
  return size;
}

/** Plain code: escaped lines in a `<pre class="code-plain">`. */
export function renderPlain(code: string): HighlightedCode {
  return { preClass: 'code-plain', lines: code.split('\n').map(escapeHtml) };
}
