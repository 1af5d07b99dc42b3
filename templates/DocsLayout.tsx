// The three-column docs layout: sidebar | content | table of contents.
import { fillString } from '../src/shared/fill-string.ts';
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
  /** The sidebar's accessible name. */
  sidebarLabel: string;
  /** The category toggle's accessible name, `{label}` the category. */
  toggleLabel?: string;
  /** The hidden hint of an external link in the sidebar. */
  newTabLabel?: string;
  children: ReactNode;
  toc?: ReactNode;
}): JSX.Element {
  return (
    <div className="main-wrapper docs-wrapper" data-page-root="">
      <div className="docs-sidebar" data-sidebar-container="">
        <Sidebar
          sidebar={props.sidebar}
          idPrefix="sb"
          label={props.sidebarLabel}
          toggleLabel={props.toggleLabel}
          newTabLabel={props.newTabLabel}
        />
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
          <span className="tags__label">{props.strings.tags}</span>
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
        <SiteLink
          href={props.editUrl}
          external
          className="edit-link"
          hideIcon
          newTabLabel={props.strings.opensInNewTab}
        >
          <EditIcon />
          {props.strings.editThisPage}
        </SiteLink>
      ) : null}
      {lastUpdate ? (
        <p className="last-update">
          <LastUpdated lastUpdate={lastUpdate} strings={props.strings} />
        </p>
      ) : null}
    </footer>
  );
}

/** "Last updated on <date> by <author>" in the page's words, the date in a `<time>` wherever the string puts it. */
function LastUpdated(props: {
  lastUpdate: NonNullable<DocItemFooterProps['lastUpdate']>;
  strings: DocItemFooterProps['strings'];
}): JSX.Element {
  const { lastUpdate, strings } = props;
  const [before = '', after = ''] = strings.lastUpdatedOn.split('{date}');
  const by =
    lastUpdate.author === undefined ? '' : fillString(strings.lastUpdatedBy, { author: lastUpdate.author });
  return (
    <>
      {before}
      <time dateTime={lastUpdate.isoDate}>{lastUpdate.date}</time>
      {after}
      {by}
    </>
  );
}
