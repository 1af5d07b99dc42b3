// The navbar search box: a plain GET form to the /search page, so it works without JS.
import type { JSX } from 'react';
import type { SiteChrome } from './props.ts';
import { SearchIcon } from './icons.tsx';

/** Renders the navbar search form. */
export function SearchBar(props: { search: SiteChrome['search'] }): JSX.Element {
  const { search } = props;
  return (
    <form
      className="navbar-search"
      role="search"
      aria-label="Site search"
      action={search.pageHref}
      method="get"
      data-search-form=""
    >
      <input
        className="navbar-search__input"
        type="search"
        name="q"
        aria-label="Search"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts={search.shortcutHint ? 'Control+K Meta+K' : undefined}
        data-search-input=""
      />
      <button className="navbar-search__submit" type="submit" aria-label="Submit search">
        <SearchIcon />
      </button>
      {search.shortcutHint ? (
        <kbd className="navbar-search__hint" aria-hidden="true" data-search-hint="">
          <kbd data-search-hint-mod="">Ctrl</kbd>
          <kbd>K</kbd>
        </kbd>
      ) : null}
    </form>
  );
}
