import type { MarkdownLabels } from '../config/types.ts';
import { admonitionTitle } from './containers.ts';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { appendAll } from '../shared/append-all.ts';
import { createTitleTokens, type TitledContainerMeta } from './containers.ts';

/*
 * GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`
 * becomes the theme's admonition of that kind (the same markup as `:::note`).
 */

const ALERT_MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

/** Registers the core rule that turns alert block quotes into admonitions. */
export function useAlerts(md: MarkdownIt, labels?: MarkdownLabels): void {
  md.core.ruler.after('docsgen_containers', 'docsgen_alerts', (state) => alertsRule(state, labels));
}

function alertsRule(state: StateCore, labels: MarkdownLabels | undefined): void {
  const source = state.tokens;
  let tokens: Token[] | undefined;
  // The block quotes turned into admonitions whose close is still ahead, by level.
  const open: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const token = source[i]!;
    if (token.type === 'blockquote_close' && open.at(-1) === token.level) {
      open.pop();
      token.type = 'container_admonition_close';
    }
    tokens?.push(token);
    if (token.type !== 'blockquote_open') continue;
    const inline = source[i + 2];
    const marker =
      source[i + 1]?.type === 'paragraph_open' && inline?.type === 'inline'
        ? ALERT_MARKER.exec(inline.content)
        : null;
    if (!marker || !inline) continue;
    tokens ??= source.slice(0, i + 1);
    const type = marker[1]!.toLowerCase();
    const title = admonitionTitle(type, labels);
    token.type = 'container_admonition_open';
    token.meta = { type, title } satisfies TitledContainerMeta;
    appendAll(tokens, createTitleTokens(state, token, 'admonition_title', title));
    open.push(token.level);
    const rest = inline.content.slice(marker[0].length);
    // A marker alone in its paragraph leaves no paragraph behind.
    if (rest.trim() === '') i += 3;
    else inline.content = rest;
  }
  if (tokens) state.tokens = tokens;
}
