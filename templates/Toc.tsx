// The table of contents: a nested list built from flat entries, on the right (desktop) and in a <details> (mobile).
import type { JSX } from 'react';
import type { TocEntry } from './props.ts';

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

function TocList(props: { nodes: TocNode[]; root: boolean }): JSX.Element {
  return (
    <ul className={props.root ? 'toc__list' : 'toc__list toc__list--nested'}>
      {props.nodes.map((node) => (
        <li key={node.entry.id} className="toc__item">
          <a className="toc__link" href={`#${node.entry.id}`} data-toc-link="">
            {node.entry.text}
          </a>
          {node.children.length > 0 ? <TocList nodes={node.children} root={false} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The desktop TOC column; renders nothing when there are no entries. */
export function DesktopToc(props: { toc: TocEntry[] }): JSX.Element | null {
  if (props.toc.length === 0) return null;
  return (
    <div className="toc-desktop">
      <nav className="toc" aria-label="On this page" data-toc="">
        <p className="toc__title">On this page</p>
        <TocList nodes={nestToc(props.toc)} root />
      </nav>
    </div>
  );
}

/** The collapsible mobile TOC shown above the content below the desktop breakpoint. */
export function MobileToc(props: { toc: TocEntry[] }): JSX.Element | null {
  if (props.toc.length === 0) return null;
  return (
    <details className="toc-mobile" data-toc-mobile="">
      <summary className="toc-mobile__summary">On this page</summary>
      <div className="toc toc-mobile__body">
        <TocList nodes={nestToc(props.toc)} root />
      </div>
    </details>
  );
}
