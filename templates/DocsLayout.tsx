// The three-column docs layout: sidebar | content | table of contents.
import type { JSX, ReactNode } from 'react';
import type { SidebarProps } from './props.ts';
import type { DocItemFooterProps } from './theme-components.ts';
import { Sidebar } from './Sidebar.tsx';
import { MAIN_ID } from './Layout.tsx';
import { NavAnchor, SiteLink } from './Link.tsx';
import { EditIcon } from './icons.tsx';

/** Renders the docs sidebar column and `<main>` around a docs page body. */
export function DocsLayout(props: {
  sidebar: SidebarProps;
  children: ReactNode;
  toc?: ReactNode;
}): JSX.Element {
  return (
    <div className="main-wrapper docs-wrapper" data-page-root="">
      <div className="docs-sidebar" data-sidebar-container="">
        <Sidebar sidebar={props.sidebar} idPrefix="sb" />
      </div>
      <main id={MAIN_ID} tabIndex={-1} className="docs-main" data-doc-page="">
        <div className="docs-main__row">
          <div className="docs-main__content">{props.children}</div>
          {props.toc}
        </div>
      </main>
    </div>
  );
}

/** Tags, the edit link and the last update under a doc or a blog post; renders nothing when there is none. */
export function ContentFooter(props: DocItemFooterProps): JSX.Element | null {
  const { lastUpdate } = props;
  if (props.tags.length === 0 && !props.editUrl && !lastUpdate) return null;
  return (
    <footer className="content-footer">
      {props.tags.length > 0 ? (
        <div className="tags">
          <span className="tags__label">Tags:</span>
          <ul className="tags__list">
            {props.tags.map((tag) => (
              <li key={tag.href}>
                <NavAnchor link={tag} className="tag" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.editUrl ? (
        <SiteLink href={props.editUrl} external className="edit-link" hideIcon>
          <EditIcon />
          Edit this page
        </SiteLink>
      ) : null}
      {lastUpdate ? (
        <p className="last-update">
          Last updated on <time dateTime={lastUpdate.isoDate}>{lastUpdate.date}</time>
          {lastUpdate.author === undefined ? null : <> by {lastUpdate.author}</>}
        </p>
      ) : null}
    </footer>
  );
}
