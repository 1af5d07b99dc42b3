import type { MarkdownIt, Token } from 'markdown-it';
import { getRenderEnv, report, type RenderEnv } from './env.ts';
import { isLineInRanges, parseFenceInfo, type FenceInfo } from './fence-info.ts';
import type { CodeHighlighter } from './highlight.ts';
import { escapeHtml } from './text.ts';

const COPY_BUTTON =
  '<button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button>';
const NO_INFO: FenceInfo = { lang: '', title: undefined, highlightLines: [], showLineNumbers: false };

/** Renders fenced and indented code blocks with the build-time highlighter, a title, line marks and a copy button. */
export function useCodeBlocks(md: MarkdownIt, highlighter: CodeHighlighter): void {
  md.renderer.rules.fence = (tokens, idx, _options, env) =>
    renderCodeBlock(highlighter, getRenderEnv(env), tokens[idx]!, parseFenceInfo(tokens[idx]!.info));
  md.renderer.rules.code_block = (tokens, idx, _options, env) =>
    renderCodeBlock(highlighter, getRenderEnv(env), tokens[idx]!, NO_INFO);
}

function renderCodeBlock(
  highlighter: CodeHighlighter,
  env: RenderEnv,
  token: Token,
  info: FenceInfo,
): string {
  const code = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
  const support = highlighter.supportOf(info.lang);
  if (support === 'not-loaded' || support === 'unknown') {
    const message =
      support === 'not-loaded'
        ? `The code language "${info.lang}" is not loaded; add it to markdown.codeLanguages in the config. The block is shown as plain text.`
        : `The code language "${info.lang}" is unknown; the block is shown as plain text (check the spelling, for example "ts", "bash", "json").`;
    report(env, 'warning', 'code-unknown-language', message, token.map?.[0]);
  }
  const { preClass, lines } = highlighter.highlight(code, info.lang);
  let body = '';
  for (let i = 0; i < lines.length; i++) {
    const marked = info.highlightLines.length > 0 && isLineInRanges(i + 1, info.highlightLines);
    body += `${i === 0 ? '' : '\n'}<span class="line${marked ? ' highlighted' : ''}">${lines[i]}</span>`;
  }
  const classes = info.showLineNumbers ? 'code-block has-line-numbers' : 'code-block';
  const title = info.title ? `<div class="code-block-title">${escapeHtml(info.title)}</div>` : '';
  return (
    `<div class="${classes}" data-language="${escapeHtml(info.lang || 'text')}">${title}` +
    `<pre class="${escapeHtml(preClass)}" tabindex="0"><code>${body}</code></pre>${COPY_BUTTON}</div>\n`
  );
}
