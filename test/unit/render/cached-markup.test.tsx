// The chrome (navbar, drawer, footer, announcement, icons, TOC) is rendered once and reused as HTML; these tests hold
// it to the markup React writes for the JSX it replaced, and check that cached markup is never reused for other props.
import type { JSX, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnnouncementBar } from '../../../templates/AnnouncementBar.tsx';
import { Breadcrumbs } from '../../../templates/Breadcrumbs.tsx';
import { ColorModeToggle, colorModeLabel } from '../../../templates/ColorModeToggle.tsx';
import { DocPage } from '../../../templates/DocPage.tsx';
import { Footer } from '../../../templates/Footer.tsx';
import { Head } from '../../../templates/Head.tsx';
import { HomePage } from '../../../templates/HomePage.tsx';
import {
  ChevronIcon,
  CloseIcon,
  DocumentIcon,
  EditIcon,
  ExternalLinkIcon,
  FolderIcon,
  GlobeIcon,
  HomeIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  SunIcon,
  iconHtml,
} from '../../../templates/icons.tsx';
import { MAIN_ID } from '../../../templates/Layout.tsx';
import { NavAnchor, SiteLink, cx } from '../../../templates/Link.tsx';
import { fillUrlHoles, MarkupCache, urlHole, withMarkupCache } from '../../../templates/markup-cache.ts';
import { MobileDrawer } from '../../../templates/MobileDrawer.tsx';
import { NavDropdown } from '../../../templates/NavDropdown.tsx';
import { Brand, DRAWER_ID, LocaleDropdown, Navbar } from '../../../templates/Navbar.tsx';
import { Page } from '../../../templates/Page.tsx';
import type {
  DocPageProps,
  HomePageProps,
  NavItem,
  NavLink,
  SiteChrome,
  TocEntry,
} from '../../../templates/props.ts';
import { SearchBar } from '../../../templates/SearchBar.tsx';
import { DesktopToc, MobileToc, nestToc, type TocNode } from '../../../templates/Toc.tsx';
import { link, sampleChrome, samplePage, sampleToc } from '../templates/sample-props.ts';

// The markup cache of the renders below, as a build's render context has one.
const cache = new MarkupCache();
const html = (element: JSX.Element): string => withMarkupCache(cache, () => renderToStaticMarkup(element));

// ---- The JSX the cached markup replaced: the reference for its markup. ----

function ReferenceSvg(props: { className?: string; size?: number; children: ReactNode }): JSX.Element {
  const size = props.size ?? 20;
  return (
    <svg
      className={props.className ? `icon ${props.className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {props.children}
    </svg>
  );
}

function ReferenceToggle(props: { defaultMode: 'light' | 'dark'; className?: string }): JSX.Element {
  const label = colorModeLabel(props.defaultMode);
  return (
    <button
      type="button"
      className={props.className ? `color-mode-toggle ${props.className}` : 'color-mode-toggle'}
      aria-label={label}
      title={label}
      data-color-mode-toggle=""
    >
      <MoonIcon className="color-mode-toggle__icon color-mode-toggle__icon--light" />
      <SunIcon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />
    </button>
  );
}

function ReferenceNavbarItem(props: { item: NavItem; id: string }): JSX.Element {
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
      items={item.items.map((l) => ({ link: l }))}
    />
  );
}

function ReferenceNavbar(props: { chrome: SiteChrome }): JSX.Element {
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
            <ReferenceNavbarItem key={index} item={item} id={`navbar-left-${index}`} />
          ))}
          {chrome.search.position === 'left' ? search : null}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <ReferenceNavbarItem key={index} item={item} id={`navbar-right-${index}`} />
          ))}
          <LocaleDropdown locales={chrome.locales} />
          {chrome.colorMode.disableSwitch ? null : (
            <ReferenceToggle defaultMode={chrome.colorMode.defaultMode} className="navbar__item" />
          )}
          {chrome.search.position === 'right' ? search : null}
        </div>
      </div>
    </nav>
  );
}

function ReferenceDrawerGroup(props: {
  id: string;
  label: string;
  active: boolean;
  links: NavLink[];
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
          {props.label}
        </button>
      </div>
      <ul className="menu__list" id={listId}>
        {props.links.map((l) => (
          <li className="menu__list-item" key={l.href}>
            <NavAnchor link={l} className="menu__link" activeClassName="menu__link--active" />
          </li>
        ))}
      </ul>
    </li>
  );
}

function ReferenceDrawer(props: { chrome: SiteChrome; secondary: ReactNode | undefined }): JSX.Element {
  const { chrome, secondary } = props;
  const locales = chrome.locales;
  return (
    <>
      <div
        className="navbar-sidebar"
        id={DRAWER_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        hidden
        data-drawer=""
        data-drawer-panel={secondary ? 'secondary' : 'primary'}
        data-drawer-has-secondary={secondary ? 'true' : undefined}
      >
        <div className="navbar-sidebar__brand">
          <Brand chrome={chrome} />
          {chrome.colorMode.disableSwitch ? null : (
            <ReferenceToggle defaultMode={chrome.colorMode.defaultMode} />
          )}
          <button
            type="button"
            className="navbar-sidebar__close"
            aria-label="Close navigation bar"
            data-drawer-close=""
          >
            <CloseIcon />
          </button>
        </div>
        <div className="navbar-sidebar__search">
          <SearchBar search={chrome.search} placement="drawer" />
        </div>
        <div className="navbar-sidebar__items">
          <div className="navbar-sidebar__panel navbar-sidebar__panel--primary menu" data-drawer-primary="">
            <ul className="menu__list">
              {chrome.navItems.map((item, index) =>
                item.type === 'link' ? (
                  <li className="menu__list-item" key={index}>
                    <NavAnchor link={item.link} className="menu__link" activeClassName="menu__link--active" />
                  </li>
                ) : (
                  <ReferenceDrawerGroup
                    key={index}
                    id={`drawer-group-${index}`}
                    label={item.label}
                    active={item.active}
                    links={item.items}
                  />
                ),
              )}
              <ReferenceDrawerGroup
                id="drawer-locales"
                label="Languages"
                active={false}
                links={locales.items.map((item) => ({
                  label: item.label,
                  href: item.href,
                  external: false,
                  active: item.locale === locales.current,
                }))}
              />
            </ul>
          </div>
          {secondary ? (
            <div className="navbar-sidebar__panel navbar-sidebar__panel--secondary" data-drawer-secondary="">
              <button type="button" className="navbar-sidebar__back" data-drawer-back="">
                <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: '&larr; ' }} />
                Back to main menu
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

function ReferenceFooter(props: { footer: SiteChrome['footer'] }): JSX.Element {
  const { footer } = props;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {footer.columns.length > 0 ? (
          <div className="footer__columns">
            {footer.columns.map((column) => (
              <div className="footer__col" key={column.title}>
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__items">
                  {column.items.map((l) => (
                    <li key={l.href}>
                      <NavAnchor link={l} className="footer__link" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {footer.copyright ? <p className="footer__copyright">{footer.copyright}</p> : null}
      </div>
    </footer>
  );
}

function ReferenceAnnouncement(props: { announcement: SiteChrome['announcement'] }): JSX.Element | null {
  const { announcement } = props;
  if (!announcement) return null;
  return (
    <section
      className="announcement"
      aria-label="Announcement"
      data-announcement=""
      data-announcement-id={announcement.id}
    >
      <p className="announcement__content">
        {announcement.text}
        {announcement.link ? (
          <>
            {' '}
            <SiteLink
              href={announcement.link.href}
              external={announcement.link.external}
              className="announcement__link"
            >
              {announcement.link.label}
            </SiteLink>
          </>
        ) : null}
      </p>
      {announcement.closeable ? (
        <button type="button" className="announcement__close" aria-label="Close" data-announcement-close="">
          <CloseIcon size={16} />
        </button>
      ) : null}
    </section>
  );
}

function ReferenceTocList(props: { nodes: TocNode[]; root: boolean }): JSX.Element {
  return (
    <ul className={props.root ? 'toc__list' : 'toc__list toc__list--nested'}>
      {props.nodes.map((node, index) => (
        <li key={index} className="toc__item">
          <a className="toc__link" href={`#${node.entry.id}`} data-toc-link="">
            {node.entry.text}
          </a>
          {node.children.length > 0 ? <ReferenceTocList nodes={node.children} root={false} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The whole document as the uncached layout wrote it, around a page body. */
function ReferenceDocument(props: {
  chrome: SiteChrome;
  head: DocPageProps['head'];
  drawerMenu?: ReactNode;
  children: ReactNode;
}): JSX.Element {
  const { chrome, head } = props;
  const colorMode = chrome.colorMode;
  return (
    <html
      lang={chrome.lang}
      dir={chrome.dir}
      className={head.htmlClassName || undefined}
      data-theme={colorMode.defaultMode}
      data-default-theme={colorMode.defaultMode}
      data-respect-prefers={colorMode.respectPrefersColorScheme ? 'true' : 'false'}
      data-disable-switch={colorMode.disableSwitch ? 'true' : undefined}
      data-announcement-id={chrome.announcement?.id}
    >
      <Head head={head} chrome={chrome} />
      <body>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          Skip to main content
        </a>
        <ReferenceAnnouncement announcement={chrome.announcement} />
        <ReferenceNavbar chrome={chrome} />
        <ReferenceDrawer chrome={chrome} secondary={props.drawerMenu} />
        {props.children}
        <ReferenceFooter footer={chrome.footer} />
      </body>
    </html>
  );
}

// ---- Chrome variants: everything the cached parts read, changed one at a time. ----

const tricky = 'Q&A "quoted" <b>it\'s</b>';

function chromeVariants(): [string, SiteChrome][] {
  const variants: [string, (chrome: SiteChrome) => void][] = [
    ['sample', () => {}],
    ['no logo', (c) => (c.logo = undefined)],
    ['dark logo', (c) => (c.logo = { src: '/img/a.svg', alt: tricky, srcDark: '/img/b.svg' })],
    [
      'other active item',
      (c) => {
        c.navItems = c.navItems.map((item) =>
          item.type === 'link'
            ? { ...item, link: { ...item.link, active: false } }
            : { ...item, active: true, items: item.items.map((l, i) => ({ ...l, active: i === 0 })) },
        );
      },
    ],
    ['no navbar items', (c) => (c.navItems = [])],
    [
      'right dropdown with escapes',
      (c) => {
        c.navItems = [
          ...c.navItems,
          {
            type: 'dropdown',
            position: 'right',
            label: tricky,
            active: false,
            items: [link(tricky, 'https://x.example/?a=1&b="2"')],
          },
        ];
      },
    ],
    [
      'three locales',
      (c) => {
        c.locales = {
          current: 'fr',
          items: [
            { locale: 'en', label: 'English', href: '/docs/a&b/"c"' },
            { locale: 'fr', label: tricky, href: '/fr/docs/a&b/"c"' },
            { locale: 'ar', label: 'العربية', href: 'javascript:alert(1)' },
          ],
        };
      },
    ],
    ['other page of the locale', (c) => (c.locales.items[0]!.href = '/docs/other')],
    ['search on the left', (c) => (c.search = { ...c.search, position: 'left' })],
    ['no shortcut hint', (c) => (c.search = { ...c.search, shortcutHint: false })],
    ['other search page', (c) => (c.search = { ...c.search, pageHref: '/base/search/' })],
    ['switch disabled', (c) => (c.colorMode = { ...c.colorMode, disableSwitch: true })],
    ['dark default', (c) => (c.colorMode = { ...c.colorMode, defaultMode: 'dark' })],
    ['hide on scroll', (c) => (c.hideOnScroll = true)],
    [
      'other footer',
      (c) => {
        c.footer = {
          style: 'light',
          columns: [{ title: tricky, items: [link(tricky, '/x?a&b')] }],
          copyright: undefined,
        };
      },
    ],
    ['empty footer', (c) => (c.footer = { style: 'dark', columns: [], copyright: 'c' })],
    ['no announcement', (c) => (c.announcement = undefined)],
    [
      'other announcement',
      (c) => {
        c.announcement = {
          id: 'x',
          text: tricky,
          link: link('More', 'https://x.example/'),
          closeable: false,
        };
      },
    ],
    [
      'announcement without link',
      (c) => (c.announcement = { id: 'y', text: 'Hi', link: undefined, closeable: true }),
    ],
    [
      'other brand',
      (c) => {
        c.navbarTitle = tricky;
        c.homeHref = '/base/';
      },
    ],
  ];
  return variants.map(([name, edit]) => {
    const chrome = sampleChrome();
    edit(chrome);
    return [name, chrome];
  });
}

// What a docs page gives the drawer: the empty copy the browser fills.
const secondaryMenu = <div className="sidebar menu" data-sidebar="" data-sidebar-copy="" />;

beforeEach(() => cache.clear());

describe('cached chrome', () => {
  // Each variant is rendered after all the others (a warm cache) and again from an empty cache.
  for (const cold of [false, true]) {
    describe(cold ? 'from an empty cache' : 'after every other variant', () => {
      it.each(chromeVariants())('%s', (_name, chrome) => {
        if (!cold) for (const [, other] of chromeVariants()) html(<Navbar chrome={other} />);
        if (!cold)
          for (const [, other] of chromeVariants())
            html(<MobileDrawer chrome={other} secondary={secondaryMenu} />);
        if (!cold) for (const [, other] of chromeVariants()) html(<Footer footer={other.footer} />);
        if (!cold)
          for (const [, other] of chromeVariants())
            html(<AnnouncementBar announcement={other.announcement} />);
        if (cold) cache.clear();
        expect(html(<Navbar chrome={chrome} />)).toBe(html(<ReferenceNavbar chrome={chrome} />));
        for (const secondary of [secondaryMenu, undefined]) {
          expect(html(<MobileDrawer chrome={chrome} secondary={secondary} />)).toBe(
            html(<ReferenceDrawer chrome={chrome} secondary={secondary} />),
          );
        }
        expect(html(<Footer footer={chrome.footer} />)).toBe(
          html(<ReferenceFooter footer={chrome.footer} />),
        );
        expect(html(<AnnouncementBar announcement={chrome.announcement} />)).toBe(
          html(<ReferenceAnnouncement announcement={chrome.announcement} />),
        );
      });
    });
  }

  it('writes whole pages as the uncached layout did (the logo preload included)', () => {
    for (const [name, chrome] of chromeVariants()) {
      const doc = { ...(samplePage('doc') as DocPageProps), chrome };
      const drawer = <div className="sidebar menu" data-sidebar="" data-sidebar-copy="" />;
      expect(html(<Page {...doc} />), name).toBe(
        html(
          <ReferenceDocument chrome={chrome} head={doc.head} drawerMenu={drawer}>
            <DocPage {...doc} />
          </ReferenceDocument>,
        ),
      );
      const home = { ...(samplePage('home') as HomePageProps), chrome };
      expect(html(<Page {...home} />), name).toBe(
        html(
          <ReferenceDocument chrome={chrome} head={home.head}>
            <HomePage {...home} />
          </ReferenceDocument>,
        ),
      );
    }
  });

  it('renders a part once for the same props, again for other props and after a clear', () => {
    let renders = 0;
    function Part(props: { text: string }): JSX.Element {
      renders++;
      return <p className="x">{props.text}</p>;
    }
    expect(cache.markup(Part, { text: 'a' })).toBe('<p class="x">a</p>');
    expect(cache.markup(Part, { text: 'a' })).toBe('<p class="x">a</p>');
    expect(renders).toBe(1);
    expect(cache.markup(Part, { text: 'b&' })).toBe('<p class="x">b&amp;</p>');
    expect(renders).toBe(2);
    cache.clear();
    cache.markup(Part, { text: 'a' });
    expect(renders).toBe(3);
  });

  it('refuses parts that React would move into <head>', () => {
    const Image = (): JSX.Element => <img src="/logo.svg" alt="" />;
    const Title = (): JSX.Element => <title>x</title>;
    expect(() => cache.markup(Image, {})).toThrow(/<head>/);
    expect(() => cache.markup(Title, {})).toThrow(/<head>/);
  });

  it.each([
    '/docs/intro',
    '/docs/a&b/"c"/<d>/it\'s',
    'javascript:alert(1)',
    ' \tjava\nscript:alert(1)',
    'https://x.example/?q=\u00e9',
  ])('fills a URL hole as React writes the href %j', (url) => {
    const withHole = html(<a href={urlHole(0)}>x</a>);
    expect(fillUrlHoles(withHole, [url])).toBe(html(<a href={url}>x</a>));
  });
});

describe('icons', () => {
  const icons: [
    string,
    (props: { className?: string; size?: number }) => JSX.Element,
    JSX.Element,
    number,
  ][] = [
    [
      'home',
      HomeIcon,
      <>
        <path d="M3 10.5 12 3l9 7.5" />
        <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
      </>,
      20,
    ],
    [
      'external',
      ExternalLinkIcon,
      <>
        <path d="M14 4h6v6" />
        <path d="M20 4 10 14" />
        <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </>,
      13,
    ],
    [
      'sun',
      SunIcon,
      <>
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>,
      20,
    ],
    ['moon', MoonIcon, <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />, 20],
    ['menu', MenuIcon, <path d="M4 6h16M4 12h16M4 18h16" />, 24],
    ['close', CloseIcon, <path d="M6 6l12 12M18 6 6 18" />, 20],
    [
      'globe',
      GlobeIcon,
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      </>,
      20,
    ],
    [
      'search',
      SearchIcon,
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </>,
      18,
    ],
    [
      'edit',
      EditIcon,
      <>
        <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
        <path d="m13.5 6.5 4 4" />
      </>,
      16,
    ],
    [
      'folder',
      FolderIcon,
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2.5h8a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />,
      28,
    ],
    [
      'document',
      DocumentIcon,
      <>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
        <path d="M14 3v5h5M9 13h6M9 17h6" />
      </>,
      28,
    ],
    ['chevron', ChevronIcon, <path d="m6 9 6 6 6-6" />, 14],
  ];

  it.each(icons)('%s is the markup of its shapes', (_name, Icon, shapes, size) => {
    for (const props of [{}, { className: 'x y' }, { size: 9 }]) {
      const expected = html(
        <ReferenceSvg size={size} {...props}>
          {shapes}
        </ReferenceSvg>,
      );
      expect(html(<Icon {...props} />)).toBe(expected);
      expect(iconHtml(Icon, props).__html).toBe(expected);
    }
  });

  it('writes the colour-mode toggle and the home breadcrumb as before', () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(html(<ColorModeToggle defaultMode={mode} className="navbar__item" />)).toBe(
        html(<ReferenceToggle defaultMode={mode} className="navbar__item" />),
      );
    }
    expect(html(<Breadcrumbs crumbs={[{ label: 'A', href: undefined }]} homeHref="/base/" />)).toContain(
      `<a class="breadcrumbs__link" href="/base/" aria-label="Home page">${html(<HomeIcon size={16} />)}</a>`,
    );
  });
});

describe('table of contents', () => {
  const entry = (id: string, text: string, depth: number): TocEntry => ({ id, text, depth });
  it.each<[string, TocEntry[]]>([
    ['sample', sampleToc],
    ['deep then back up', [entry('a', 'A', 2), entry('b', 'B', 3), entry('c', 'C', 4), entry('d', 'D', 2)]],
    ['leading h3', [entry('a', 'A', 3), entry('b', 'B', 2)]],
    ['escapes', [entry('q&a-"x"', tricky, 2), entry("it's", '<code>', 3), entry('empty', '', 2)]],
    ['repeated ids', [entry('x', 'X', 2), entry('x', 'X again', 2)]],
  ])('%s', (_name, toc) => {
    expect(html(<DesktopToc toc={toc} />)).toBe(
      html(
        <div className="toc-desktop">
          <nav className="toc" aria-label="On this page" data-toc="">
            <p className="toc__title">On this page</p>
            <ReferenceTocList nodes={nestToc(toc)} root />
          </nav>
        </div>,
      ),
    );
    expect(html(<MobileToc toc={toc} />)).toBe(
      html(
        <details className="toc-mobile" data-toc-mobile="">
          <summary className="toc-mobile__summary">On this page</summary>
          <div className="toc toc-mobile__body">
            <ReferenceTocList nodes={nestToc(toc)} root />
          </div>
        </details>,
      ),
    );
  });
});
