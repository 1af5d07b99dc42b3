// MDX's common subset in markdown-it: the block and inline rules, the render rules, and the core inline pass that tells
// the inline rule where its token sits.
import type { MarkdownIt, StateCore } from 'markdown-it';
import { getRenderEnv } from '../env.ts';
import { balanceMdxRule } from './balance.ts';
import { mdxBlockRule } from './block.ts';
import { mdxInlineRule } from './inline.ts';
import { useMdxRenderer } from './render.ts';
import type { MdxElement } from './state.ts';

export { createMdxState } from './state.ts';
export { reportUnclosed } from './block.ts';
export { loadSiteComponents, MdxComponentLoadError, type SiteComponent } from './components.ts';

/** Adds the MDX rules; they act only on documents whose env has MDX state. */
export function useMdx(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'mdx_block', mdxBlockRule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.inline.ruler.before('html_inline', 'mdx_inline', mdxInlineRule);
  md.core.ruler.after('block', 'mdx_balance', balanceMdxRule);
  md.core.ruler.at('inline', inlinePass);
  useMdxRenderer(md);
}

// markdown-it's own inline pass, and for MDX pages the line range and parent element of each inline token.
function inlinePass(state: StateCore): void {
  const mdx = getRenderEnv(state.env).mdx;
  for (const token of state.tokens) {
    if (token.type !== 'inline') continue;
    if (mdx) {
      mdx.inlineMap = token.map;
      mdx.inlineParent = (token.meta as { mdxParent?: MdxElement } | null)?.mdxParent;
    }
    state.md.inline.parse(token.content, state.md, state.env, token.children ?? (token.children = []));
  }
}
