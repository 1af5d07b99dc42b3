// The site's own Admonition and CodeBlockTitle (theme.components). The markdown renderer writes these parts as HTML
// (and caches it), whatever the theme: a page rendered with such a component has each part's markup, as the renderer
// wrote it, replaced by what the component renders from the same props. Pages of a site without one are left as they are.
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type {
  AdmonitionProps,
  CodeBlockTitleProps,
  ThemeComponents,
} from '../../templates/theme-components.ts';

const CODE_TITLE = /<div class="code-block-title">([^<]*)<\/div>/g;
const ADMONITION_OPEN = '<div class="admonition admonition-';
const ADMONITION_HEAD =
  /^<div class="admonition admonition-(\w+)" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"><\/span>([\s\S]*?)<\/p><div class="admonition-content">/;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/** `html` with its admonitions and code block titles rendered by the site's components, where it gave them. */
export function renderMarkdownParts(html: string, components: ThemeComponents | undefined): string {
  let out = html;
  const title = components?.CodeBlockTitle;
  if (title) {
    out = out.replace(CODE_TITLE, (_, text: string) =>
      render(title, { title: text.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]!) }),
    );
  }
  const admonition = components?.Admonition;
  if (admonition && out.includes(ADMONITION_OPEN)) out = renderAdmonitions(out, admonition);
  return out;
}

function render<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}

// Each admonition, outermost first, with the ones inside it rendered before it gets its content.
function renderAdmonitions(html: string, component: FunctionComponent<AdmonitionProps>): string {
  let out = '';
  let from = 0;
  for (let start = html.indexOf(ADMONITION_OPEN); start !== -1; start = html.indexOf(ADMONITION_OPEN, from)) {
    const end = closingDiv(html, start);
    const head = end === -1 ? null : ADMONITION_HEAD.exec(html.slice(start, end));
    if (!head) {
      // Not markup the renderer wrote (raw HTML in a page): left as it is.
      out += html.slice(from, start + ADMONITION_OPEN.length);
      from = start + ADMONITION_OPEN.length;
      continue;
    }
    // The content ends where the admonition's two closing tags begin.
    const content = html.slice(start + head[0].length, end - '</div></div>'.length);
    const props = { type: head[1]!, titleHtml: head[2]!, contentHtml: renderAdmonitions(content, component) };
    out += html.slice(from, start) + render(component, props);
    from = end;
  }
  return out + html.slice(from);
}

/** The index just after the `</div>` that closes the `<div` at `start`, or -1 when it is not closed. */
function closingDiv(html: string, start: number): number {
  let depth = 0;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}
