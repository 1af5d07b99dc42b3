import type { MarkdownIt, StateCore } from 'markdown-it';
import { getRenderEnv, getSourceLine, report, type RenderEnv } from '../../env.ts';

/*
 * Comments such as `<!-- md:option name -->` are shortcodes that a site's Python hook (Material's own docs have one)
 * turns into markup; docsgen runs no hooks, so each such name is reported once per page where it is first used
 * instead of disappearing without a word.
 */

const MACRO = /<!--\s*md:([\w-]+)/g;

/** Registers the rule that reports `<!-- md:… -->` shortcodes. */
export function useMkdocsMacroWarnings(md: MarkdownIt): void {
  md.core.ruler.push('mkdocs_macros', macrosRule);
}

function macrosRule(state: StateCore): void {
  const env = getRenderEnv(state.env);
  const seen = new Set<string>();
  let map: [number, number] | null = null;
  for (const token of state.tokens) {
    if (token.map) map = token.map;
    if (!map) continue;
    if (token.type === 'html_block') reportMacros(env, token.content, map, seen);
    else if (token.type === 'inline')
      for (const child of token.children ?? [])
        if (child.type === 'html_inline') reportMacros(env, child.content, map, seen);
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
