import type { StateCore } from 'markdown-it';

const TRUNCATE = /^<!--\s*truncate\s*-->$/;

/**
 * Core rule: a paragraph holding only `<!-- truncate -->` (the blog excerpt marker) becomes that HTML comment, even
 * when raw HTML is off, so it is never shown as text and the excerpt ends on a closed element.
 */
export function truncateMarkerRule(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const open = tokens[i]!;
    const inline = tokens[i + 1]!;
    if (
      open.type !== 'paragraph_open' ||
      inline.type !== 'inline' ||
      tokens[i + 2]!.type !== 'paragraph_close'
    )
      continue;
    if (!inline.content.includes('truncate') || !TRUNCATE.test(inline.content.trim())) continue;
    const marker = new state.Token('html_block', '', 0);
    marker.content = '<!-- truncate -->\n';
    marker.block = true;
    marker.map = open.map;
    marker.level = open.level;
    tokens.splice(i, 3, marker);
  }
}
