import type { MarkdownIt, StateCore } from 'markdown-it';
import { getRenderEnv, getSourceLine, report, type RenderEnv } from '../../env.ts';
import { forEachMappedToken } from '../markup-tokens.ts';

/*
 * What MkDocs plugins and hooks would expand, and docsgen does not run: comments such as `<!-- md:option name -->`
 * (a site's Python hook; Material's own docs have one), Jinja code of the macros plugin (`{{ … }}`, `{% … %}`), file
 * includes (`{! file !}`, `{* file *}`). Each is reported once per page (a hook
 * shortcode once per name) where it is first used, instead of being shipped as text or dropped without a word.
 */

const MACRO = /<!--\s*md:([\w-]+)/g;
const TEXT_CONSTRUCTS: { kind: string; pattern: RegExp; what: string }[] = [
  { kind: 'jinja', pattern: /\{\{.*?\}\}|\{%.*?%\}/, what: 'Jinja code of the macros plugin' },
  { kind: 'include', pattern: /\{!.*?!\}|\{\*.*?\*\}/, what: 'a file include' },
];

/** Registers the rule that reports what MkDocs plugins and hooks would expand. */
export function useMkdocsMacroWarnings(md: MarkdownIt): void {
  md.core.ruler.push('mkdocs_macros', macrosRule);
}

function macrosRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  const seen = new Set<string>();
  forEachMappedToken(state.tokens, (token, map) => {
    const html = token.type === 'html_block' || token.type === 'html_inline';
    if (html) reportMacros(env, token.content, map, seen);
    if (html || token.type === 'text') reportConstructs(env, token.content, map, seen);
  });
}

function reportConstructs(env: RenderEnv, text: string, map: [number, number], seen: Set<string>): void {
  if (!/[{}]/.test(text)) return;
  for (const { kind, pattern, what } of TEXT_CONSTRUCTS) {
    const match = seen.has(kind) ? null : pattern.exec(text);
    if (!match) continue;
    seen.add(kind);
    const [line, column] = locate(env, map, match[0]);
    const shown = match[0].length > 60 ? `${match[0].slice(0, 57)}...` : match[0];
    const message = `"${shown}" is ${what}, which docsgen does not run: it shows as written (further ones on this page are not reported).`;
    report(env, 'warning', 'markdown-unknown-macro', message, line, column);
  }
}

function reportMacros(env: RenderEnv, html: string, map: [number, number], seen: Set<string>): void {
  if (!html.includes('md:')) return;
  for (const match of html.matchAll(MACRO)) {
    const name = match[1]!;
    if (seen.has(name)) continue;
    seen.add(name);
    const [line, column] = locate(env, map, match[0]);
    const message = `The shortcode "<!-- md:${name} -->" is made by a Python hook of MkDocs, which docsgen does not run: nothing is shown for it.`;
    report(env, 'warning', 'markdown-unknown-macro', message, line, column);
  }
}

function locate(env: RenderEnv, map: [number, number], text: string): [number, number] {
  for (let line = map[0]; line < map[1]; line++) {
    const at = getSourceLine(env, line).indexOf(text);
    if (at !== -1) return [line, at + 1];
  }
  return [map[0], 1];
}
