import { bundledLanguages, createHighlighter, type BundledLanguage, type ThemedToken } from 'shiki';
import { escapeHtml } from './text.ts';

/*
 * Shiki dual-theme output, for the theme's CSS. Every token span carries CSS variables instead of colours:
 *   --shiki-light, --shiki-dark                         token colour per theme
 *   --shiki-light-font-style, --shiki-dark-font-style   (and -font-weight, -text-decoration) when a theme sets them
 * and the <pre class="shiki shiki-themes github-light github-dark"> carries
 *   --shiki-light, --shiki-dark, --shiki-light-bg, --shiki-dark-bg
 * Suggested CSS:
 *   .shiki, .shiki span { color: var(--shiki-light); background-color: var(--shiki-light-bg); }
 *   [data-theme='dark'] .shiki, [data-theme='dark'] .shiki span { color: var(--shiki-dark); background-color: var(--shiki-dark-bg); }
 * (a span has no -bg variable, so its background stays transparent.)
 */

/** The light and dark code themes; CSS switches between them with `[data-theme=dark]`. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

// Languages that are plain text by definition: no highlighting and no warning.
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);
// Longer lines are left unhighlighted: tokenizing them costs more than the colours are worth.
const MAX_TOKENIZED_LINE_LENGTH = 2000;
// Shiki's default (500 ms per line) includes compiling the grammar on first use: on a busy machine the first line
// came out half-coloured, so the same build gave different HTML. A wide limit keeps output deterministic while a
// hostile line (at most MAX_TOKENIZED_LINE_LENGTH long) still can't hang the build.
const TOKENIZE_TIME_LIMIT_MS = 5000;
// An upper bound on cached markup, so a large site's distinct blocks can't grow memory without limit.
const MAX_CACHED_CHARS = 32 * 1024 * 1024;

/** Code as `<pre>` attributes plus the inner HTML of each line. */
export interface HighlightedCode {
  preClass: string;
  preStyle: string;
  lines: string[];
}

/** How a fence's language is handled. */
export type LanguageSupport = 'highlighted' | 'plain' | 'not-loaded' | 'unknown';

/** The build-time highlighter of one renderer: shiki with the configured languages and a result cache. */
export interface CodeHighlighter {
  /** Whether a fence language is highlighted, plain text, a shiki language left out of the config, or unknown. */
  supportOf(lang: string): LanguageSupport;
  /** Highlights (or escapes, for plain languages) code; the same (lang, code) is only highlighted once. */
  highlight(code: string, lang: string): HighlightedCode;
}

/** Loads shiki once with the given languages (unknown names are skipped; blocks using them get a warning). */
export async function createCodeHighlighter(
  languages: readonly string[],
  { maxCachedChars = MAX_CACHED_CHARS }: { maxCachedChars?: number } = {},
): Promise<CodeHighlighter> {
  const requested = [...new Set(languages.map((lang) => lang.toLowerCase()))];
  const langs = requested.filter(
    (lang) => !PLAIN_LANGUAGES.has(lang) && Object.hasOwn(bundledLanguages, lang),
  );
  const shiki = await createHighlighter({ themes: Object.values(CODE_THEMES), langs });
  const loaded = new Set(shiki.getLoadedLanguages());
  const cache = new Map<string, HighlightedCode>();
  let cachedChars = 0;

  const supportOf = (lang: string): LanguageSupport => {
    if (PLAIN_LANGUAGES.has(lang)) return 'plain';
    if (loaded.has(lang)) return 'highlighted';
    return Object.hasOwn(bundledLanguages, lang) ? 'not-loaded' : 'unknown';
  };

  const tokenize = (code: string, lang: string): HighlightedCode => {
    const result = shiki.codeToTokens(code, {
      // supportOf() has checked that the language is loaded.
      lang: lang as BundledLanguage,
      themes: CODE_THEMES,
      defaultColor: false,
      tokenizeMaxLineLength: MAX_TOKENIZED_LINE_LENGTH,
      tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
    });
    return {
      preClass: typeof result.themeName === 'string' ? `shiki ${result.themeName}` : 'shiki',
      preStyle: typeof result.rootStyle === 'string' ? result.rootStyle : '',
      lines: result.tokens.map(renderLine),
    };
  };

  return {
    supportOf,
    highlight(code, lang) {
      if (supportOf(lang) !== 'highlighted') return renderPlain(code);
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
        highlighted = tokenize(code, lang);
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
  return { preClass: 'code-plain', preStyle: '', lines: code.split('\n').map(escapeHtml) };
}

// Whitespace-only tokens join the next token, and neighbours with the same style share one span.
function renderLine(tokens: ThemedToken[]): string {
  let html = '';
  let pending = '';
  let openStyle: string | undefined;
  let openText = '';
  const flush = (): void => {
    if (openStyle !== undefined) html += spanOf(openStyle, openText);
    openStyle = undefined;
    openText = '';
  };
  for (const token of tokens) {
    if (token.content.trim() === '') {
      pending += token.content;
      continue;
    }
    const style = styleOf(token);
    if (style !== openStyle) flush();
    openStyle = style;
    openText += pending + token.content;
    pending = '';
  }
  if (pending) {
    if (openStyle === undefined) html += escapeHtml(pending);
    else openText += pending;
  }
  flush();
  return html;
}

function spanOf(style: string, text: string): string {
  return style
    ? `<span style="${escapeHtml(style)}">${escapeHtml(text)}</span>`
    : `<span>${escapeHtml(text)}</span>`;
}

function styleOf(token: ThemedToken): string {
  if (!token.htmlStyle) return '';
  let style = '';
  for (const name in token.htmlStyle) style += `${style ? ';' : ''}${name}:${token.htmlStyle[name]}`;
  return style;
}
