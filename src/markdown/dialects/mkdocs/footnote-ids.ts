import type { MarkdownIt, Token } from 'markdown-it';
import { getRenderEnv } from '../../env.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';

/*
 * Python-Markdown's footnote ids: a note labelled `[^name]` is `fn:name`, its first reference `fnref:name` and the
 * n-th one after it `fnref<n+1>:name`, so links written for MkDocs (`#fn:1`) keep their targets.
 */

interface FootnoteMeta {
  id: number;
  subId?: number;
  label?: string;
}

function nameOf(token: Token): string {
  const meta = token.meta as FootnoteMeta;
  return meta.label ?? String(meta.id + 1);
}

function refId(token: Token): string {
  const subId = (token.meta as FootnoteMeta).subId ?? 0;
  return subId > 0 ? `fnref${subId + 1}:${nameOf(token)}` : `fnref:${nameOf(token)}`;
}

/** Gives footnotes and their references Python-Markdown's ids (after docsgen's footnote rules). */
export function useMkdocsFootnoteIds(md: MarkdownIt): void {
  const rules = md.renderer.rules;
  rules.footnote_ref = (tokens, idx, _options, env) => {
    const token = tokens[idx]!;
    const id = refId(token);
    getRenderEnv(env).anchors.push(id);
    const number = (token.meta as FootnoteMeta).id + 1;
    const href = escapeHtml(`#fn:${nameOf(token)}`);
    return `<sup class="footnote-ref" id="${escapeHtml(id)}"><a href="${href}">${number}</a></sup>`;
  };
  rules.footnote_open = (tokens, idx, _options, env) => {
    const id = `fn:${nameOf(tokens[idx]!)}`;
    getRenderEnv(env).anchors.push(id);
    return `<li id="${escapeHtml(id)}" class="footnote-item">`;
  };
  rules.footnote_anchor = (tokens, idx) => {
    const token = tokens[idx]!;
    const number = (token.meta as FootnoteMeta).id + 1;
    return ` <a href="#${escapeHtml(refId(token))}" class="footnote-backref" aria-label="Back to reference ${number}">\u21a9\uFE0E</a>`;
  };
}
