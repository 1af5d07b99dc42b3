// The search box: a plain GET form to the /search page, so it works without JS. The navbar has one, the drawer another.
import type { JSX } from 'react';
import type { SiteChrome } from './props.ts';
import { SearchIcon } from './icons.tsx';
import { cx } from './Link.tsx';

/** Renders a search form; `placement="drawer"` is the mobile drawer's copy (its own label, no key hint). */
export function SearchBar(props: {
  search: SiteChrome['search'];
  placement?: 'navbar' | 'drawer';
}): JSX.Element {
  const { search } = props;
  const drawer = props.placement === 'drawer';
  // Two search landmarks can be on screen at once (navbar and open drawer); their names must differ.
  const label = drawer ? 'Site search (menu)' : 'Site search';
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
      {search.shortcutHint && !drawer ? (
        <kbd className="navbar-search__hint" aria-hidden="true" data-search-hint="">
          <kbd data-search-hint-mod="">Ctrl</kbd>
          <kbd>K</kbd>
        </kbd>
      ) : null}
    </form>
  );
}
