// The 404 page.
import type { JSX } from 'react';
import type { NotFoundPageProps } from './props.ts';
import { MAIN_ID } from './Layout.tsx';

/** Renders the body of the not-found page. */
export function NotFoundPage(props: NotFoundPageProps): JSX.Element {
  const { chrome } = props;
  return (
    <div className="main-wrapper" data-page-root="">
      <main id={MAIN_ID} tabIndex={-1} className="container container--narrow status-page">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p>
          We could not find what you were looking for. The page may have moved, or the link may be mistyped.
        </p>
        <p className="status-page__actions">
          <a className="button button--primary" href={chrome.homeHref}>
            Go to the home page
          </a>
          <a className="button button--outline" href={chrome.search.pageHref}>
            Search the documentation
          </a>
        </p>
      </main>
    </div>
  );
}
