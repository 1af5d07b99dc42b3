import { useFeature, type RenderEnv } from './env.ts';
import { escapeHtml } from './text.ts';

/**
 * A ```` ```mermaid ```` fence: its source in a `<pre>` (what readers without JavaScript see), drawn in the browser by
 * the Mermaid script, which the page links because of it.
 */
export function renderMermaidFence(env: RenderEnv, source: string): string {
  useFeature(env, 'mermaid');
  return `<div class="mermaid-diagram" data-mermaid><pre class="mermaid-source">${escapeHtml(source)}</pre></div>\n`;
}
