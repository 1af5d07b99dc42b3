import { report, useFeature, type RenderEnv } from './env.ts';
import { escapeHtml } from '../shared/html-escape.ts';

// Past this a diagram is not drawn: real diagrams are a few hundred to a few thousand characters.
const MAX_DIAGRAM_CHARS = 50_000;

/**
 * A ```` ```mermaid ```` fence: its source in a `<pre>` (what readers without JavaScript see), drawn in the browser by
 * the Mermaid script, which the page links because of it.
 */
export function renderMermaidFence(env: RenderEnv, source: string, line?: number): string {
  if (source.length > MAX_DIAGRAM_CHARS) {
    const message =
      `this diagram is ${source.length.toLocaleString('en')} characters long, over the limit of ` +
      `${MAX_DIAGRAM_CHARS.toLocaleString('en')} (the reader's browser would draw it for seconds); it is shown as ` +
      'its source: split it.';
    report(env, 'warning', 'diagram-too-large', message, line);
    return `<pre class="mermaid-source">${escapeHtml(source)}</pre>\n`;
  }
  useFeature(env, 'mermaid');
  return `<div class="mermaid-diagram" data-mermaid><pre class="mermaid-source">${escapeHtml(source)}</pre></div>\n`;
}
