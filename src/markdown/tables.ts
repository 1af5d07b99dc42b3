import type { StateCore } from 'markdown-it';

const ALIGN_STYLE = /^text-align:(left|center|right)$/;

/** Core rule: table cell alignment as a class (`text-left|center|right`) instead of an inline style, for a strict CSP. */
export function tableAlignmentRule(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const style = token.attrGet('style');
    if (style === null) continue;
    const match = ALIGN_STYLE.exec(style);
    if (!match) continue;
    token.attrs = token.attrs?.filter(([name]) => name !== 'style') ?? null;
    token.attrJoin('class', `text-${match[1]}`);
  }
}
