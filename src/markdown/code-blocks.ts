import type { MarkdownLabels } from '../config/types.ts';
import type { MarkdownIt, Token } from 'markdown-it';
import { getRenderEnv, report, type RenderEnv } from './env.ts';
import { isLineInRanges, parseFenceInfo, type FenceInfo } from './fence-info.ts';
import type { CodeHighlighter } from './highlight.ts';
import { takeHighlightComments } from './highlight-comments.ts';
import { renderMermaidFence } from './mermaid.ts';
import { escapeHtml } from '../shared/html-escape.ts';

const COPY_BUTTON =
  '<button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button>';
const NO_INFO: FenceInfo = parseFenceInfo('');

/** Renders fenced and indented code blocks with the build-time highlighter, a title, line marks and a copy button. */
export function useCodeBlocks(md: MarkdownIt, highlighter: CodeHighlighter, labels?: MarkdownLabels): void {
  const copyButton = labels
    ? `<button type="button" class="copy-button" aria-label="${escapeHtml(labels.copyLabel)}" data-copy>${escapeHtml(labels.copy)}</button>`
    : COPY_BUTTON;
  md.renderer.rules.fence = (tokens, idx, _options, env) => {
    const token = tokens[idx]!;
    const info = parseFenceInfo(token.info);
    if (info.lang === 'mermaid') return renderMermaidFence(getRenderEnv(env), token.content, token.map?.[0]);
    return renderCodeBlock(highlighter, getRenderEnv(env), token, info, copyButton);
  };
  md.renderer.rules.code_block = (tokens, idx, _options, env) =>
    renderCodeBlock(highlighter, getRenderEnv(env), tokens[idx]!, NO_INFO, copyButton);
}

function renderCodeBlock(
  highlighter: CodeHighlighter,
  env: RenderEnv,
  token: Token,
  info: FenceInfo,
  copyButton: string,
): string {
  const content = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
  const support = highlighter.supportOf(info.lang);
  if (support === 'unknown') {
    report(
      env,
      'warning',
      'code-unknown-language',
      `The code language "${info.lang}" is unknown; its blocks are shown as plain text (check the spelling, for example "ts", "bash", "json"). Further blocks in "${info.lang}" are not reported.`,
      token.map?.[0],
    );
  }
  // Comment markers are only looked for when the block has the word: most blocks have none.
  const marked = content.includes('highlight-') ? takeHighlightComments(content) : undefined;
  const code = marked?.code ?? content;
  const { preClass, lines } = highlighter.highlight(code, info.lang);
  const numbered = info.showLineNumbers;
  // Classes a dialect gave lines (VitePress' `// [!code focus]`); undefined for every other block.
  const own = (token.meta as { lineClasses?: Record<number, string> } | null)?.lineClasses;
  let body = '';
  for (let i = 0; i < lines.length; i++) {
    const highlighted =
      (info.highlightLines.length > 0 && isLineInRanges(i + 1, info.highlightLines)) ||
      (marked?.lines.has(i + 1) ?? false);
    const number = numbered ? ` data-line="${info.firstLineNumber + i}"` : '';
    const extra = own?.[i + 1];
    const marks = extra ? ` ${highlighted ? extra.replace(/\bhighlighted\b ?/, '') : extra}` : '';
    body += `${i === 0 ? '' : '\n'}<span class="line${highlighted ? ' highlighted' : ''}${marks.trimEnd()}"${number}>${lines[i]}</span>`;
  }
  const classes = numbered ? 'code-block has-line-numbers' : 'code-block';
  const title = info.title ? `<div class="code-block-title">${escapeHtml(info.title)}</div>` : '';
  return (
    `<div class="${classes}" data-language="${escapeHtml(info.lang || 'text')}">${title}` +
    `<pre class="${escapeHtml(preClass)}" tabindex="0"><code>${body}</code></pre>${copyButton}</div>\n`
  );
}
