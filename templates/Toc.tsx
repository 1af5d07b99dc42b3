// The table of contents: a nested list built from flat entries, on the right (desktop) and in a <details> (mobile).
import type { JSX } from 'react';
import type { TocEntry } from './props.ts';
import { escapeHtml, safeHref } from '../src/shared/html-escape.ts';

/** A TOC entry with the entries nested under it. */
export interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** Nests flat entries by depth: an entry goes under the closest earlier entry with a smaller depth. */
export function nestToc(entries: TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.entry.depth >= entry.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

// The entries are written as a string (the markup React would write, attribute for attribute: a unit test holds the
// two equal): a doc page has two copies of its TOC, a good part of its elements.
function renderItems(nodes: TocNode[]): string {
  let html = '';
  for (const node of nodes) {
    const { id, text } = node.entry;
    html += `<li class="toc__item"><a class="toc__link" href="${escapeHtml(safeHref(`#${id}`))}" data-toc-link="">`;
    html += `${escapeHtml(text)}</a>`;
    if (node.children.length > 0)
      html += `<ul class="toc__list toc__list--nested">${renderItems(node.children)}</ul>`;
    html += '</li>';
  }
  return html;
}

function TocList(props: { toc: TocEntry[] }): JSX.Element {
  return <ul className="toc__list" dangerouslySetInnerHTML={{ __html: renderItems(nestToc(props.toc)) }} />;
}

/** The desktop TOC column; renders nothing when there are no entries. */
export function DesktopToc(props: { toc: TocEntry[]; title: string }): JSX.Element | null {
  if (props.toc.length === 0) return null;
  return (
    <div className="toc-desktop">
      <nav className="toc" aria-label={props.title} data-toc="">
        <p className="toc__title">{props.title}</p>
        <TocList toc={props.toc} />
      </nav>
    </div>
  );
}

/** The collapsible mobile TOC shown above the content below the desktop breakpoint. */
export function MobileToc(props: { toc: TocEntry[]; title: string }): JSX.Element | null {
  if (props.toc.length === 0) return null;
  return (
    <details className="toc-mobile" data-toc-mobile="">
      <summary className="toc-mobile__summary">{props.title}</summary>
      <div className="toc toc-mobile__body">
        <TocList toc={props.toc} />
      </div>
    </details>
  );
}
