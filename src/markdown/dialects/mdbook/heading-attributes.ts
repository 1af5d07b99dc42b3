// Heading attributes as pulldown-cmark reads them in mdBook books: `# Title { #id .class1 .class2 }`. The id becomes
// docsgen's explicit heading id (`{#id}`, made unique as any other) and the classes go on the heading; other
// `key=value` attributes are left out (an attribute named by the page could be an event handler).
import type { MarkdownIt, StateCore } from 'markdown-it';

const ATTRIBUTES =
  /\s*\{\s*((?:[#.][^\s{}]+|[\w-]+=[^\s{}]*)(?:\s+(?:[#.][^\s{}]+|[\w-]+=[^\s{}]*))*)\s*\}\s*$/;

/** Registers the rule that reads heading attributes (before docsgen's heading ids are given). */
export function useMdbookHeadingAttributes(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'mdbook_heading_attributes', (state: StateCore) => {
    const tokens = state.tokens;
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (tokens[i]!.type !== 'heading_open') continue;
      const last = tokens[i + 1]!.children?.at(-1);
      const match = last?.type === 'text' ? ATTRIBUTES.exec(last.content) : null;
      if (!last || !match) continue;
      const parts = match[1]!.split(/\s+/);
      const id = parts.find((part) => part.startsWith('#'));
      const classes = parts.filter((part) => part.startsWith('.')).map((part) => part.slice(1));
      last.content = `${last.content.slice(0, match.index)}${id ? ` {${id}}` : ''}`;
      if (classes.length > 0) tokens[i]!.attrJoin('class', classes.join(' '));
    }
  });
}
