// The 404 page.
import type { JSX } from 'react';
import type { NotFoundPageProps } from './props.ts';
import { MAIN_ID } from './Layout.tsx';

/** Renders the body of the not-found page. */
export function NotFoundPage(props: NotFoundPageProps): JSX.Element {
  const { chrome } = props;
  const strings = chrome.strings;
  return (
    <div className="main-wrapper" data-page-root="">
      <main id={MAIN_ID} tabIndex={-1} className="container container--narrow status-page">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1>{strings.notFoundTitle}</h1>
        <p>{strings.notFoundText}</p>
        <p className="status-page__actions">
          <a className="button button--primary" href={chrome.homeHref}>
            {strings.goHome}
          </a>
          <a className="button button--outline" href={chrome.search.pageHref}>
            {strings.searchPageTitle}
          </a>
        </p>
      </main>
    </div>
  );
}
