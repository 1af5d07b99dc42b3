import type { Token } from 'markdown-it';
import type { TextSection } from './types.ts';
import { takeHighlightComments } from './highlight-comments.ts';
import { countWords, inlineTokensToText, normalizeWhitespace } from './text.ts';

// `id="x"` or `name="x"` in raw HTML (only parsed when markdown.html is on).
const HTML_ID_ATTRIBUTE = /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** Plain text of the intro (before the first h2, only when it has text) and of each h2/h3 section; deeper headings fold into their section. */
export function collectSections(tokens: readonly Token[]): TextSection[] {
  const sections: TextSection[] = [];
  let current = { id: null as string | null, heading: '', depth: 1, parts: [] as string[] };
  const finish = (): void => {
    const text = normalizeWhitespace(current.parts.join(' '));
    if (current.id !== null || text !== '') {
      sections.push({ id: current.id, heading: current.heading, depth: current.depth, text });
    }
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const depth = token.type === 'heading_open' ? Number(token.tag.slice(1)) : 0;
    if (depth >= 1 && depth <= 3) {
      finish();
      const heading = normalizeWhitespace(inlineTokensToText(tokens[i + 1]?.children ?? null));
      current = { id: token.attrGet('id') ?? '', heading, depth, parts: [] };
      i++;
    } else if (token.type === 'inline') {
      current.parts.push(inlineTokensToText(token.children));
    } else if (token.type === 'code_block' || token.type === 'math_block') {
      current.parts.push(token.content);
    } else if (token.type === 'fence' && !isMermaidFence(token)) {
      // The highlight markers are instructions to docsgen, not code the reader sees.
      current.parts.push(
        token.content.includes('highlight-') ? takeHighlightComments(token.content).code : token.content,
      );
    }
  }
  finish();
  return sections;
}

// A diagram's source is drawing instructions, not text a reader searches for.
function isMermaidFence(token: Token): boolean {
  return /^\s*mermaid(?:\s|$)/i.test(token.info);
}

/** Words in the sections' headings and text. */
export function countSectionWords(sections: readonly TextSection[]): number {
  let words = 0;
  for (const section of sections) words += countWords(section.heading) + countWords(section.text);
  return words;
}

/** Ids and names declared in raw HTML blocks and inline HTML, for the anchor check. */
export function collectHtmlAnchors(tokens: readonly Token[]): string[] {
  const anchors: string[] = [];
  const scan = (html: string): void => {
    for (const match of html.matchAll(HTML_ID_ATTRIBUTE)) {
      const value = match[1] ?? match[2] ?? match[3];
      if (value) anchors.push(value);
    }
  };
  for (const token of tokens) {
    if (token.type === 'html_block') scan(token.content);
    else if (token.type === 'inline' && token.children) {
      for (const child of token.children) if (child.type === 'html_inline') scan(child.content);
    }
  }
  return anchors;
}
