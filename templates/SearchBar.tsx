// The search box: a plain GET form to the /search page, so it works without JS. The navbar has one, the drawer another.
import type { JSX } from 'react';
import type { SiteChrome } from './props.ts';
import type { ThemeStrings } from '../src/strings/theme-strings.ts';
import { SearchIcon } from './icons.tsx';
import { cx } from './Link.tsx';

/** The strings the search box reads. */
export type SearchBarStrings = Pick<
  ThemeStrings,
  'search' | 'searchSite' | 'searchSiteMenu' | 'searchSubmit' | 'searchShortcutCtrl'
>;

/** The search box's strings out of the page's (only those: they are part of its cached markup's key). */
export function searchBarStrings(strings: ThemeStrings): SearchBarStrings {
  const { search, searchSite, searchSiteMenu, searchSubmit, searchShortcutCtrl } = strings;
  return { search, searchSite, searchSiteMenu, searchSubmit, searchShortcutCtrl };
}

/** Renders a search form; `placement="drawer"` is the mobile drawer's copy (its own label, no key hint). */
export function SearchBar(props: {
  search: SiteChrome['search'];
  strings: SearchBarStrings;
  placement?: 'navbar' | 'drawer';
}): JSX.Element {
  const { search, strings } = props;
  const drawer = props.placement === 'drawer';
  // Two search landmarks can be on screen at once (navbar and open drawer); their names must differ.
  const label = drawer ? strings.searchSiteMenu : strings.searchSite;
  return (
    <form
      className={cx('navbar-search', drawer && 'navbar-search--drawer')}
      role="search"
      aria-label={label}
      action={search.pageHref}
      method="get"
      data-search-form=""
    >
      <input
        className="navbar-search__input"
        type="search"
        name="q"
        aria-label={strings.search}
        placeholder={strings.search}
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts={search.shortcutHint ? 'Control+K Meta+K' : undefined}
        data-search-input=""
      />
      <button className="navbar-search__submit" type="submit" aria-label={strings.searchSubmit}>
        <SearchIcon />
      </button>
      {search.shortcutHint && !drawer ? (
        <kbd className="navbar-search__hint" aria-hidden="true" data-search-hint="">
          <kbd data-search-hint-mod="">{strings.searchShortcutCtrl}</kbd>
          <kbd>K</kbd>
        </kbd>
      ) : null}
    </form>
  );
}
