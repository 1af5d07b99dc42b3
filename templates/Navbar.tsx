// The sticky navbar: brand, items, locale switcher, colour-mode toggle and search.
import type { JSX } from 'react';
import type { NavItem, SiteChrome } from './props.ts';
import { NavAnchor, cx } from './Link.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { SearchBar } from './SearchBar.tsx';
import { GlobeIcon, MenuIcon } from './icons.tsx';

/** Id of the mobile drawer, referenced by the menu button. */
export const DRAWER_ID = 'docsgen-drawer';

/** The logo and title linking home; used in the navbar and the drawer. */
export function Brand(props: { chrome: SiteChrome }): JSX.Element {
  const { chrome } = props;
  const logo = chrome.logo;
  return (
    <a className="navbar__brand" href={chrome.homeHref}>
      {logo ? (
        <>
          <img
            className={cx('navbar__logo', logo.srcDark && 'themed--light')}
            src={logo.src}
            alt={logo.alt}
            width={32}
            height={32}
          />
          {logo.srcDark ? (
            <img
              className="navbar__logo themed--dark"
              src={logo.srcDark}
              alt={logo.alt}
              width={32}
              height={32}
            />
          ) : null}
        </>
      ) : null}
      <span className="navbar__title">{chrome.navbarTitle}</span>
    </a>
  );
}

function NavbarItem(props: { item: NavItem; id: string }): JSX.Element {
  const { item } = props;
  if (item.type === 'link') {
    return (
      <NavAnchor
        link={item.link}
        className="navbar__item navbar__link"
        activeClassName="navbar__link--active"
      />
    );
  }
  return (
    <NavDropdown
      id={props.id}
      className="navbar__item"
      label={item.label}
      active={item.active}
      items={item.items.map((link) => ({ link }))}
    />
  );
}

/** The locale switcher as a dropdown; every entry keeps the current path. */
export function LocaleDropdown(props: { locales: SiteChrome['locales'] }): JSX.Element {
  const { locales } = props;
  const current = locales.items.find((item) => item.locale === locales.current);
  const label = current?.label ?? locales.current;
  return (
    <NavDropdown
      id="navbar-locale"
      className="navbar__item navbar__locale"
      ariaLabel={`Language: ${label}`}
      label={
        <>
          <GlobeIcon size={18} />
          <span className="navbar__locale-label">{label}</span>
        </>
      }
      active={false}
      items={locales.items.map((item) => ({
        lang: item.locale,
        link: {
          label: item.label,
          href: item.href,
          external: false,
          active: item.locale === locales.current,
        },
      }))}
    />
  );
}

/** Renders the navbar. */
export function Navbar(props: { chrome: SiteChrome }): JSX.Element {
  const { chrome } = props;
  const left = chrome.navItems.filter((item) => item.position === 'left');
  const right = chrome.navItems.filter((item) => item.position === 'right');
  const search = <SearchBar search={chrome.search} />;
  return (
    <nav
      className="navbar"
      aria-label="Main"
      data-navbar=""
      data-hide-on-scroll={chrome.hideOnScroll ? 'true' : undefined}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle"
            aria-label="Toggle navigation bar"
            aria-expanded="false"
            aria-controls={DRAWER_ID}
            data-drawer-toggle=""
          >
            <MenuIcon />
          </button>
          <Brand chrome={chrome} />
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} id={`navbar-left-${index}`} />
          ))}
          {chrome.search.position === 'left' ? search : null}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <NavbarItem key={index} item={item} id={`navbar-right-${index}`} />
          ))}
          <LocaleDropdown locales={chrome.locales} />
          {chrome.colorMode.disableSwitch ? null : (
            <ColorModeToggle defaultMode={chrome.colorMode.defaultMode} className="navbar__item" />
          )}
          {chrome.search.position === 'right' ? search : null}
        </div>
      </div>
    </nav>
  );
}
