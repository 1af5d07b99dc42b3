// The mobile navigation drawer: rendered hidden on the server, opened by the menu button (below 996 px).
import type { JSX, ReactNode } from 'react';
import type { NavLink, SiteChrome } from './props.ts';
import { NavAnchor, cx } from './Link.tsx';
import { Brand, DRAWER_ID, localesWithHoles } from './Navbar.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { SearchBar, searchBarStrings } from './SearchBar.tsx';
import { CloseIcon, iconHtml } from './icons.tsx';

// As an entity: the pages of an ASCII site stay ASCII, which V8 hashes, encodes and writes several times faster.
const LARR = { __html: '&larr; ' };
import { cachedMarkup, fillUrlHoles } from './markup-cache.ts';
import { themeComponent } from './theme-components.ts';

function DrawerGroup(props: {
  id: string;
  label: string;
  active: boolean;
  links: NavLink[];
  swapLabel?: true | undefined;
}): JSX.Element {
  const listId = `${props.id}-items`;
  return (
    <li className="menu__list-item menu__list-item--category menu__list-item--collapsed" data-collapsible="">
      <div
        className={cx('menu__list-item-collapsible', props.active && 'menu__list-item-collapsible--active')}
      >
        <button
          type="button"
          className="menu__link menu__link--sublist menu__link--sublist-caret"
          aria-expanded="false"
          aria-controls={listId}
          data-collapse-toggle=""
        >
          {props.swapLabel ? <span data-swap-text="">{props.label}</span> : props.label}
        </button>
      </div>
      <ul className="menu__list" id={listId}>
        {props.links.map((link) => (
          <li className="menu__list-item" key={link.href}>
            <NavAnchor link={link} className="menu__link" activeClassName="menu__link--active" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main menu's entries: the navbar items, then the locale links. */
function DrawerMenuItems(props: {
  chrome: Pick<SiteChrome, 'navItems' | 'locales'>;
  languages: string;
}): JSX.Element {
  const { navItems, locales } = props.chrome;
  return (
    <>
      {navItems.map((item, index) =>
        item.type === 'html' ? (
          <li
            className="menu__list-item menu__html"
            key={index}
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        ) : item.type === 'link' ? (
          <li className="menu__list-item" key={index}>
            <NavAnchor link={item.link} className="menu__link" activeClassName="menu__link--active" />
          </li>
        ) : (
          <DrawerGroup
            key={index}
            id={`drawer-group-${index}`}
            label={item.label}
            active={item.active}
            links={item.items}
            swapLabel={item.swapLabel}
          />
        ),
      )}
      {locales.items.length > 1 ? (
        <DrawerGroup
          id="drawer-locales"
          label={props.languages}
          active={false}
          links={locales.items.map((item) => ({
            label: item.label,
            href: item.href,
            external: false,
            active: item.locale === locales.current,
          }))}
        />
      ) : null}
    </>
  );
}

/**
 * Renders the drawer: brand, search box, then `secondary` (the page's own docs or blog sidebar, shown first) and the
 * main menu. The search box and the main menu are the same on every page of a section (but for the locale links, filled
 * into holes): they are rendered once. The brand row stays in the page's render, for its logo image (see Navbar).
 */
export function MobileDrawer(props: { chrome: SiteChrome; secondary: ReactNode | undefined }): JSX.Element {
  const { chrome, secondary } = props;
  const NavbarBrand = themeComponent('NavbarBrand', Brand);
  const menu = fillUrlHoles(
    cachedMarkup(DrawerMenuItems, {
      chrome: { navItems: chrome.navItems, locales: localesWithHoles(chrome.locales) },
      languages: chrome.strings.languages,
    }),
    chrome.locales.items.map((item) => item.href),
  );
  return (
    <>
      <div
        className="navbar-sidebar"
        id={DRAWER_ID}
        role="dialog"
        aria-modal="true"
        aria-label={chrome.strings.navigationMenu}
        hidden
        data-drawer=""
        data-drawer-panel={secondary ? 'secondary' : 'primary'}
        data-drawer-has-secondary={secondary ? 'true' : undefined}
      >
        <div className="navbar-sidebar__brand">
          <NavbarBrand chrome={chrome} />
          {chrome.colorMode.disableSwitch ? null : (
            <ColorModeToggle defaultMode={chrome.colorMode.defaultMode} strings={chrome.strings} />
          )}
          <button
            type="button"
            className="navbar-sidebar__close"
            aria-label={chrome.strings.closeNavigation}
            data-drawer-close=""
            dangerouslySetInnerHTML={iconHtml(CloseIcon)}
          />
        </div>
        <div
          className="navbar-sidebar__search"
          dangerouslySetInnerHTML={{
            __html: cachedMarkup(SearchBar, {
              search: chrome.search,
              strings: searchBarStrings(chrome.strings),
              placement: 'drawer',
            }),
          }}
        />
        <div className="navbar-sidebar__items">
          <div className="navbar-sidebar__panel navbar-sidebar__panel--primary menu" data-drawer-primary="">
            <ul className="menu__list" dangerouslySetInnerHTML={{ __html: menu }} />
          </div>
          {secondary ? (
            <div className="navbar-sidebar__panel navbar-sidebar__panel--secondary" data-drawer-secondary="">
              <button type="button" className="navbar-sidebar__back" data-drawer-back="">
                <span aria-hidden="true" dangerouslySetInnerHTML={LARR} />
                {chrome.strings.backToMainMenu}
              </button>
              {secondary}
            </div>
          ) : null}
        </div>
      </div>
      <div className="navbar-sidebar__backdrop" hidden data-drawer-backdrop=""></div>
    </>
  );
}
