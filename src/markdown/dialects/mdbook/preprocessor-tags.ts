// Tags a book's own preprocessors turn into HTML (`<Listing number="2-1" caption="…">` of The Rust Programming
// Language): HTML names no element with a capital letter, so such a tag is markup for a preprocessor docsgen does not
// run. Browsers show only its content; each name is reported once per page where it is first used.
import type { MarkdownIt, StateCore } from 'markdown-it';
import { getRenderEnv, getSourceLine, report, type RenderEnv } from '../../env.ts';
import { forEachMappedToken } from '../markup-tokens.ts';

const TAG = /<([A-Z][\w-]*)(?=[\s/>])/g;

/** Registers the rule that reports preprocessor tags. */
export function useMdbookPreprocessorTags(md: MarkdownIt): void {
  md.core.ruler.push('mdbook_preprocessor_tags', (state: StateCore) => {
    const env = getRenderEnv(state.env);
    const seen = new Set<string>();
    forEachMappedToken(state.tokens, (token, map) => {
      if (token.type === 'html_block' || token.type === 'html_inline')
        reportTags(env, token.content, map, seen);
    });
  });
}

function reportTags(env: RenderEnv, html: string, map: [number, number], seen: Set<string>): void {
  // A capital inside an attribute's value (`caption="an Option<T>"`) is text, not a tag.
  const tags = html.includes('=') ? html.replace(/"[^"]*"|'[^']*'/g, '""') : html;
  for (const match of tags.matchAll(TAG)) {
    const name = match[1]!;
    if (seen.has(name)) continue;
    seen.add(name);
    let [line, column] = [map[0], 1];
    for (let l = map[0]; l < map[1]; l++) {
      const at = getSourceLine(env, l).indexOf(match[0]);
      if (at !== -1) {
        [line, column] = [l, at + 1];
        break;
      }
    }
    const message = `<${name}> is not HTML but markup for one of the book's mdBook preprocessors, which docsgen does not run: browsers show only what it holds (further <${name}> tags on this page are not reported).`;
    report(env, 'warning', 'markdown-unknown-macro', message, line, column);
  }
}
