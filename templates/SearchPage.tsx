// The /search page shell; the search script fills the results region.
import type { JSX } from 'react';
import type { SearchPageProps } from './props.ts';
import { MAIN_ID } from './Layout.tsx';

/** Renders the search page body. */
export function SearchPage(props: SearchPageProps): JSX.Element {
  const { search, strings } = props.chrome;
  return (
    <div className="main-wrapper" data-page-root="">
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="container container--narrow search-page"
        data-search-page=""
      >
        <h1>{strings.searchPageTitle}</h1>
        <form
          className="search-page__form"
          role="search"
          aria-label={strings.searchPageTitle}
          action={search.pageHref}
          method="get"
          data-search-page-form=""
        >
          <div className="search-page__row">
            <label className="visually-hidden" htmlFor="search-page-q">
              {strings.search}
            </label>
            <input
              id="search-page-q"
              className="search-page__input"
              type="search"
              name="q"
              placeholder={strings.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              data-search-page-input=""
            />
            {props.contexts.length > 0 ? (
              <>
                <label className="visually-hidden" htmlFor="search-page-ctx">
                  {strings.searchIn}
                </label>
                <select
                  id="search-page-ctx"
                  className="search-page__select"
                  name="ctx"
                  data-search-page-context=""
                >
                  {props.contexts.map((context) => (
                    <option key={context.value} value={context.value}>
                      {context.label}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
            {props.allVersionsToggle ? (
              <label className="search-page__versions">
                <input type="checkbox" name="allVersions" value="1" data-search-page-all-versions="" />
                {` ${strings.searchAllVersions}`}
              </label>
            ) : null}
            <button className="button button--primary" type="submit">
              {strings.search}
            </button>
          </div>
        </form>
        <div className="search-page__results" aria-live="polite" data-search-results=""></div>
        <noscript>
          <p className="search-page__noscript">{strings.searchNoScript}</p>
        </noscript>
      </main>
    </div>
  );
}
