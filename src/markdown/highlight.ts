import hljs from 'highlight.js/lib/core';
import type { LanguageFn } from 'highlight.js';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeHtml } from './text.ts';

/*
 * highlight.js output: token spans carry classes (`hljs-keyword`, `hljs-string`, …), never inline styles, so pages
 * pass a strict `style-src 'self'` policy and the stylesheet colours tokens for light and dark mode alike.
 */

// Grammars docsgen ships, by every name a fence may use for them.
const GRAMMARS: Record<string, { name: string; grammar: LanguageFn }> = {};
for (const [grammar, names] of [
  [typescript, ['ts', 'typescript', 'tsx', 'mts', 'cts']],
  [javascript, ['js', 'javascript', 'jsx', 'mjs', 'cjs']],
  [json, ['json', 'jsonc', 'json5']],
  [bash, ['bash', 'sh', 'zsh']],
  [shell, ['shell', 'console', 'shellsession']],
  [yaml, ['yaml', 'yml']],
  [markdown, ['md', 'markdown', 'mdx']],
  [css, ['css']],
  [xml, ['html', 'xml', 'svg']],
  [diff, ['diff', 'patch']],
  [ini, ['ini', 'toml']],
  [python, ['python', 'py']],
  [rust, ['rust', 'rs']],
  [go, ['go', 'golang']],
] as const) {
  for (const alias of names) GRAMMARS[alias] = { name: names[0], grammar };
}

// Languages that are plain text by definition: no highlighting and no warning.
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);
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
export type LanguageSupport = 'highlighted' | 'plain' | 'not-loaded' | 'unknown';

/** The build-time highlighter of one renderer: highlight.js with the configured languages and a result cache. */
export interface CodeHighlighter {
  /** Whether a fence language is highlighted, plain text, a known language left out of the config, or unknown. */
  supportOf(lang: string): LanguageSupport;
  /** Highlights (or escapes, for plain languages) code; the same (lang, code) is only highlighted once. */
  highlight(code: string, lang: string): HighlightedCode;
}

/** Creates the highlighter for the given languages (unknown names are skipped; blocks using them get a warning). */
export async function createCodeHighlighter(
  languages: readonly string[],
  { maxCachedChars = MAX_CACHED_CHARS }: { maxCachedChars?: number } = {},
): Promise<CodeHighlighter> {
  // One private instance per renderer, so configured languages never leak between builds.
  const engine = hljs.newInstance();
  const enabled = new Set<string>();
  for (const lang of languages.map((l) => l.toLowerCase())) {
    const entry = GRAMMARS[lang];
    if (!entry) continue;
    engine.registerLanguage(entry.name, entry.grammar);
    // Configuring a language enables every name for it (`ts` also allows `typescript` fences).
    for (const [alias, other] of Object.entries(GRAMMARS)) if (other.name === entry.name) enabled.add(alias);
  }
  const cache = new Map<string, HighlightedCode>();
  let cachedChars = 0;

  const supportOf = (lang: string): LanguageSupport => {
    const key = lang.toLowerCase();
    if (PLAIN_LANGUAGES.has(key)) return 'plain';
    if (enabled.has(key)) return 'highlighted';
    return GRAMMARS[key] ? 'not-loaded' : 'unknown';
  };

  return {
    supportOf,
    highlight(code, lang) {
      if (supportOf(lang) !== 'highlighted') return renderPlain(code);
      if (code.split('\n').some((line) => line.length > MAX_TOKENIZED_LINE_LENGTH)) return renderPlain(code);
      const key = `${lang}\u0000${code}`;
      const hit = cache.get(key);
      if (hit) {
        // Least recently used goes first: re-inserting moves the entry to the end of the Map's order.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      let highlighted: HighlightedCode;
      try {
        const html = engine.highlight(code, {
          language: GRAMMARS[lang.toLowerCase()]!.name,
          ignoreIllegals: true,
        }).value;
        highlighted = {
          preClass: `hljs language-${GRAMMARS[lang.toLowerCase()]!.name}`,
          lines: splitHtmlLines(html),
        };
      } catch {
        // A grammar failure must not fail the page: the code is still shown, just without colours.
        return renderPlain(code);
      }
      cachedChars += sizeOf(key, highlighted);
      cache.set(key, highlighted);
      for (const [oldKey, old] of cache) {
        if (cachedChars <= maxCachedChars) break;
        cache.delete(oldKey);
        cachedChars -= sizeOf(oldKey, old);
      }
      return highlighted;
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

const TAG = /<span class="[^"]*">|<\/span>/g;

/**
 * Splits highlight.js markup into lines. Token spans may cross line ends (block comments, template strings):
 * each line closes the spans still open and the next line reopens them, so every line is balanced on its own.
 */
export function splitHtmlLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  for (const raw of html.split('\n')) {
    let line = open.join('') + raw;
    for (const match of raw.matchAll(TAG)) {
      if (match[0] === '</span>') open.pop();
      else open.push(match[0]);
    }
    line += '</span>'.repeat(open.length);
    lines.push(line);
  }
  return lines;
}
