// MDX's common subset in markdown-it: the block and inline rules, the render rules, and the core inline pass that tells
// the inline rule where its token sits.
import type { MarkdownIt, StateBlock, StateCore, Token } from 'markdown-it';
import { getRenderEnv } from '../env.ts';
import { balanceMdxRule } from './balance.ts';
import { mdxBlockRule } from './block.ts';
import { checkMarkdownInHtmlRule } from './html.ts';
import { mdxInlineRule } from './inline.ts';
import { useMdxRenderer } from './render.ts';
import type { MdxElement } from './state.ts';

type RuleBlock = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

export { createMdxState } from './state.ts';
export { reportUnclosed } from './block-report.ts';
export { loadSiteComponents, MdxComponentLoadError, type SiteComponent } from './components.ts';

/** Adds the MDX rules; they act only on documents whose env has MDX state. */
export function useMdx(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'mdx_block', mdxBlockRule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  withoutIndentedCodeInMdx(md);
  withDeepFencesInMdx(md);
  md.inline.ruler.before('html_inline', 'mdx_inline', mdxInlineRule);
  md.core.ruler.after('block', 'mdx_balance', balanceMdxRule);
  md.core.ruler.after('mdx_balance', 'mdx_html_nesting', checkMarkdownInHtmlRule);
  md.core.ruler.at('inline', inlinePass);
  md.core.ruler.after('inline', 'mdx_comment_paragraphs', dropCommentParagraphs);
  useMdxRenderer(md);
}

// A paragraph that held only `<!-- comments -->` renders nothing, not an empty <p>.
function dropCommentParagraphs(state: StateCore): void {
  if (!getRenderEnv(state.env).mdx?.isMdxFile) return;
  const isCommentOnly = (token: Token | undefined): boolean =>
    token?.type === 'inline' && token.children?.length === 0 && token.content.startsWith('<!--');
  if (!state.tokens.some(isCommentOnly)) return;
  // One pass that keeps the rest (a splice per paragraph would be quadratic on a page of many).
  state.tokens = state.tokens.filter((token, i, all) => {
    if (isCommentOnly(token)) return all[i - 1]?.type !== 'paragraph_open';
    if (token.type === 'paragraph_open') return !isCommentOnly(all[i + 1]);
    if (token.type === 'paragraph_close')
      return !(isCommentOnly(all[i - 1]) && all[i - 2]?.type === 'paragraph_open');
    return true;
  });
}

// MDX has no indented code: JSX is indented freely in `.mdx`, and its indented lines are tags and text. markdown-it
// has no public getter for a rule, so its own code rule is read from the ruler's list to be wrapped.
function withoutIndentedCodeInMdx(md: MarkdownIt): void {
  const rules = (md.block.ruler as unknown as { __rules__: { name: string; fn: RuleBlock }[] }).__rules__;
  const code = rules.find((rule) => rule.name === 'code')?.fn;
  if (!code) return;
  md.block.ruler.at('code', (state, startLine, endLine, silent) =>
    getRenderEnv(state.env).mdx?.isMdxFile ? false : code(state, startLine, endLine, silent),
  );
}

// With no indented code, MDX reads a fence however deep it is indented (Starlight's docs indent fences inside
// <TabItem> by 8 spaces); markdown-it's fence rule refuses 4 or more, so for such a fence the block indent is raised
// to 3 below it while the rule runs. Its content keeps losing the fence's own indentation, as in MDX.
function withDeepFencesInMdx(md: MarkdownIt): void {
  const rules = (md.block.ruler as unknown as { __rules__: { name: string; fn: RuleBlock; alt: string[] }[] })
    .__rules__;
  const rule = rules.find((r) => r.name === 'fence');
  if (!rule) return;
  const fence = rule.fn;
  // `at` would forget which rules a fence interrupts (a paragraph): they are given again.
  const alt = { alt: rule.alt.slice() };
  md.block.ruler.at(
    'fence',
    (state, startLine, endLine, silent) => {
      const deep = state.sCount[startLine]! - state.blkIndent >= 4;
      if (!deep || !getRenderEnv(state.env).mdx?.isMdxFile) return fence(state, startLine, endLine, silent);
      const blkIndent = state.blkIndent;
      state.blkIndent = state.sCount[startLine]! - 3;
      try {
        return fence(state, startLine, endLine, silent);
      } finally {
        state.blkIndent = blkIndent;
      }
    },
    alt,
  );
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
