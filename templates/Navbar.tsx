// The sticky navbar: brand, items, locale switcher, colour-mode toggle and search.
import type { JSX } from 'react';
import type { NavItem, SiteChrome } from './props.ts';
import { NavAnchor, cx } from './Link.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { ColorModeToggle, type ColorModeStrings } from './ColorModeToggle.tsx';
import { fillString } from '../src/shared/fill-string.ts';
import type { ThemeStrings } from '../src/strings/theme-strings.ts';
import { SearchBar, searchBarStrings, type SearchBarStrings } from './SearchBar.tsx';
import { GlobeIcon, MenuIcon, iconHtml } from './icons.tsx';
import { cachedMarkup, fillUrlHoles, urlHole } from './markup-cache.ts';
import { themeComponent, type NavbarBrandProps } from './theme-components.ts';

/** Id of the mobile drawer, referenced by the menu button. */
export const DRAWER_ID = 'docsgen-drawer';

/** The locale switcher's entries with their URLs (the current page in each locale) taken out as `urlHole`s. */
export function localesWithHoles(locales: SiteChrome['locales']): SiteChrome['locales'] {
  return {
    current: locales.current,
    items: locales.items.map((item, index) => ({
      locale: item.locale,
      label: item.label,
      href: urlHole(index),
    })),
  };
}

/** The logo and title linking home; used in the navbar and the drawer. */
export function Brand(props: NavbarBrandProps): JSX.Element {
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
  if (item.type === 'html')
    return <div className="navbar__item navbar__html" dangerouslySetInnerHTML={{ __html: item.html }} />;
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
      label={item.swapLabel ? <span data-swap-text="">{item.label}</span> : item.label}
      active={item.active}
      items={item.items.map((link) => ({ link }))}
    />
  );
}

/** The locale switcher as a dropdown; every entry keeps the current path. */
export function LocaleDropdown(props: { locales: SiteChrome['locales']; ariaLabel: string }): JSX.Element {
  const { locales } = props;
  const current = locales.items.find((item) => item.locale === locales.current);
  const label = current?.label ?? locales.current;
  return (
    <NavDropdown
      id="navbar-locale"
      className="navbar__item navbar__locale"
      ariaLabel={fillString(props.ariaLabel, { label })}
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

/**
 * Renders the navbar. The right-hand items are the same on every page of a section but for the locale links (each the
 * current page in that locale): they are rendered once with holes in their place, and each page fills them. The left
 * side stays in the page's render: React announces the logo image in the `<head>` (a preload link) only when it renders
 * the `<img>` itself.
 */
export function Navbar(props: { chrome: SiteChrome }): JSX.Element {
  const { chrome } = props;
  const NavbarBrand = themeComponent('NavbarBrand', Brand);
  const left = chrome.navItems.filter((item) => item.position === 'left');
  const right: NavbarRight = {
    items: chrome.navItems.filter((item) => item.position === 'right'),
    locales: localesWithHoles(chrome.locales),
    colorMode: chrome.colorMode,
    search: chrome.search,
    strings: {
      ...searchBarStrings(chrome.strings),
      languageLabel: chrome.strings.languageLabel,
      colorModeToggle: chrome.strings.colorModeToggle,
      colorModeLight: chrome.strings.colorModeLight,
      colorModeDark: chrome.strings.colorModeDark,
    },
  };
  const rightHtml = fillUrlHoles(
    cachedMarkup(NavbarRightItems, { right }),
    chrome.locales.items.map((item) => item.href),
  );
  return (
    <nav
      className="navbar"
      aria-label={chrome.strings.mainNavigation}
      data-navbar=""
      data-hide-on-scroll={chrome.hideOnScroll ? 'true' : undefined}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle"
            aria-label={chrome.strings.toggleNavigation}
            aria-expanded="false"
            aria-controls={DRAWER_ID}
            data-drawer-toggle=""
            dangerouslySetInnerHTML={iconHtml(MenuIcon)}
          />
          <NavbarBrand chrome={chrome} />
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} id={`navbar-left-${index}`} />
          ))}
          {chrome.search.position === 'left' ? (
            <SearchBar search={chrome.search} strings={searchBarStrings(chrome.strings)} />
          ) : null}
        </div>
        <div className="navbar__items navbar__items--right" dangerouslySetInnerHTML={{ __html: rightHtml }} />
      </div>
    </nav>
  );
}

/** What the right side of the navbar reads. */
interface NavbarRight {
  items: NavItem[];
  locales: SiteChrome['locales'];
  colorMode: SiteChrome['colorMode'];
  search: SiteChrome['search'];
  strings: SearchBarStrings & ColorModeStrings & Pick<ThemeStrings, 'languageLabel'>;
}

/** The right side of the navbar: its items, the locale switcher, the colour-mode toggle and the search box. */
function NavbarRightItems(props: { right: NavbarRight }): JSX.Element {
  const { right } = props;
  return (
    <>
      {right.items.map((item, index) => (
        <NavbarItem key={index} item={item} id={`navbar-right-${index}`} />
      ))}
      {/* A site in one language has no language to switch to. */}
      {right.locales.items.length > 1 ? (
        <LocaleDropdown locales={right.locales} ariaLabel={right.strings.languageLabel} />
      ) : null}
      {right.colorMode.disableSwitch ? null : (
        <ColorModeToggle
          defaultMode={right.colorMode.defaultMode}
          className="navbar__item"
          strings={right.strings}
        />
      )}
      {right.search.position === 'right' ? <SearchBar search={right.search} strings={right.strings} /> : null}
    </>
  );
}
