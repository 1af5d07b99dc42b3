import type { MarkdownIt } from 'markdown-it';
import footnotePlugin from 'markdown-it-footnote';
import { getRenderEnv } from './env.ts';

/**
 * Footnotes (markdown-it-footnote): `text[^1]` and `[^1]: note`. docsgen names the notes' section and back-links for
 * screen readers and lists the ids they write (`fn1`, `fnref1`), so links to them pass the anchor check.
 */
export function useFootnotes(md: MarkdownIt): void {
  md.use(footnotePlugin);
  const rules = md.renderer.rules;
  const renderRef = rules.footnote_ref!;
  const renderOpen = rules.footnote_open!;
  const anchorName = rules.footnote_anchor_name!;
  rules.footnote_ref = (tokens, idx, options, env, self) => {
    const html = renderRef(tokens, idx, options, env, self);
    const id = / id="([^"]+)"/.exec(html)?.[1];
    if (id) getRenderEnv(env).anchors.push(id);
    return html;
  };
  rules.footnote_open = (tokens, idx, options, env, self) => {
    const html = renderOpen(tokens, idx, options, env, self);
    const id = / id="([^"]+)"/.exec(html)?.[1];
    if (id) getRenderEnv(env).anchors.push(id);
    return html;
  };
  rules.footnote_block_open = () =>
    '<hr class="footnotes-sep">\n<section class="footnotes" aria-label="Footnotes">\n<ol class="footnotes-list">\n';
  rules.footnote_anchor = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const name = anchorName(tokens, idx, options, env, self);
    const subId = (token.meta as { subId: number }).subId;
    const id = subId > 0 ? `${name}:${subId}` : name;
    return ` <a href="#fnref${id}" class="footnote-backref" aria-label="Back to reference ${name}">\u21a9\uFE0E</a>`;
  };
}
