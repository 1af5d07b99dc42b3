// A generated category index: a grid of cards linking to the category's items.
import type { JSX } from 'react';
import type { CategoryPageProps } from './props.ts';
import { DocsLayout } from './DocsLayout.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Pager } from './Pager.tsx';
import { CardGrid } from './CardGrid.tsx';

/** Renders the body of a category index page. */
export function CategoryPage(props: CategoryPageProps): JSX.Element {
  return (
    <DocsLayout
      sidebar={props.sidebar}
      sidebarLabel={props.chrome.strings.docsSidebar}
      toggleLabel={props.chrome.strings.toggleCategory}
      newTabLabel={props.chrome.strings.opensInNewTab}
    >
      <div className="docs-main__meta">
        <Breadcrumbs
          crumbs={props.breadcrumbs}
          homeHref={props.chrome.homeHref}
          label={props.chrome.strings.breadcrumbs}
          homeLabel={props.chrome.strings.homePage}
        />
      </div>
      <article className="doc">
        <header className="doc__header">
          <h1 className="doc__title">{props.title}</h1>
          {props.description ? <p className="doc__description">{props.description}</p> : null}
        </header>
        <CardGrid cards={props.cards} />
      </article>
      <Pager
        label={props.chrome.strings.docsPages}
        previous={props.previous}
        next={props.next}
        previousText={props.chrome.strings.previous}
        nextText={props.chrome.strings.next}
      />
    </DocsLayout>
  );
}
