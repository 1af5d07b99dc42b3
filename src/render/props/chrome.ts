import type { ResolvedConfig, LinkItem } from '../../config/types.ts';
import type { NavItem, NavLink, SiteChrome } from '../../../templates/props.ts';
import { fileHref, isExternalLink, normaliseLink, routeHref } from '../../shared/urls.ts';
import { currentLocale, localeRouteHref } from '../../config/locales.ts';
import { themeStringsFor } from '../../strings/index.ts';
import { NEW_TAB_LABEL } from '../../../templates/Link.tsx';

/** The version dropdown of a docs page: its version's label, and the same doc (or the first page) in each version. */
export interface VersionMenu {
  label: string;
  items: NavLink[];
}

/** The built asset URLs and inline code every page references. */
export interface PageAssets {
  stylesheet: string;
  script: string;
  themeScript: string;
  clientConfig: string;
}

/** Resolves a config link (`/docs/x` or `https://…`) into a NavLink, active when the current route is under it. */
export function createNavLink(
  item: LinkItem,
  config: ResolvedConfig,
  currentRoute: string,
  activeBase?: string,
): NavLink {
  const external = isExternalLink(item.to);
  const href = external ? item.to : normaliseLink(item.to, config);
  const base = (activeBase ?? item.to).replace(/\/$/, '');
  const active = !external && base !== '' && (currentRoute === base || currentRoute.startsWith(`${base}/`));
  const newTabLabel = external ? localNewTabLabel(config) : undefined;
  return newTabLabel
    ? { label: item.label, href, external, active, newTabLabel }
    : { label: item.label, href, external, active };
}

/** A navbar link resolved once: whether a page is under it is all that is left to decide per page. */
interface ResolvedLink {
  label: string;
  href: string;
  external: boolean;
  /** Route prefix that makes the link active ('' never does). */
  base: string;
  /** Routes that make the link active besides the prefix (the pages of a `docSidebar` item). */
  routes: ReadonlySet<string> | undefined;
  newTabLabel: string | undefined;
}

function resolveLink(
  item: LinkItem,
  config: ResolvedConfig,
  activeBase?: string,
  activeRoutes?: ReadonlySet<string>,
): ResolvedLink {
  const external = isExternalLink(item.to);
  const href = external ? item.to : normaliseLink(item.to, config);
  return {
    label: item.label,
    href,
    external,
    base: external || activeRoutes ? '' : (activeBase ?? item.to).replace(/\/$/, ''),
    routes: activeRoutes,
    newTabLabel: external ? localNewTabLabel(config) : undefined,
  };
}

function navLinkFor(link: ResolvedLink, currentRoute: string): NavLink {
  const { base } = link;
  const active =
    link.routes?.has(currentRoute) === true ||
    (base !== '' && (currentRoute === base || currentRoute.startsWith(`${base}/`)));
  const navLink: NavLink = { label: link.label, href: link.href, external: link.external, active };
  if (link.newTabLabel) navLink.newTabLabel = link.newTabLabel;
  return navLink;
}

/** The new-tab hint of external links in a locale other than English (undefined: the template's English). */
function localNewTabLabel(config: ResolvedConfig): string | undefined {
  const label = themeStringsFor(config).opensInNewTab;
  return label === NEW_TAB_LABEL ? undefined : label;
}

/** The chrome without its route-dependent fields: every page of a build shares one. */
export type SharedChrome = Omit<SiteChrome, 'navItems' | 'locales'>;

/** What the chrome of every page is made from, prepared once per config and assets. */
interface ChromeBase {
  assets: PageAssets;
  /** The chrome without the route-dependent fields (shared by every page: never changed once made). */
  fixed: SharedChrome;
  nav: (
    | { type: 'link'; position: 'left' | 'right'; link: ResolvedLink }
    | {
        type: 'dropdown';
        position: 'left' | 'right';
        label: string;
        items: ResolvedLink[];
        versions?: true;
      }
    | { type: 'html'; position: 'left' | 'right'; html: string }
  )[];
  localeLabels: { locale: string; label: string }[];
}

// Pure memo: a config's chrome base, made again when the assets differ (a config object never changes).
const chromeBaseMemo = new WeakMap<ResolvedConfig, ChromeBase>();

function chromeBase(config: ResolvedConfig, assets: PageAssets): ChromeBase {
  const cached = chromeBaseMemo.get(config);
  if (cached?.assets === assets) return cached;
  const logo = config.navbar.logo;
  const announcement = config.announcementBar;
  const base: ChromeBase = {
    assets,
    fixed: {
      lang: currentLocale(config),
      dir: config.locales.direction[currentLocale(config)] ?? 'ltr',
      siteTitle: config.title,
      navbarTitle: config.navbar.title,
      homeHref: routeHref('/', config),
      logo: logo && {
        src: fileHref(logo.src, config),
        alt: logo.alt,
        srcDark: logo.srcDark && fileHref(logo.srcDark, config),
      },
      hideOnScroll: config.navbar.hideOnScroll,
      footer: {
        style: config.footer.style,
        columns: config.footer.columns.map((c) => ({
          title: c.title,
          items: c.items.map((i) => ('type' in i ? { html: i.value } : createNavLink(i, config, ''))),
        })),
        copyright: config.copyright,
      },
      announcement: announcement && {
        id: announcement.id,
        text: announcement.text,
        link: announcement.link && createNavLink(announcement.link, config, ''),
        closeable: announcement.isCloseable,
      },
      colorMode: config.colorMode,
      search: {
        position: config.search.searchBarPosition,
        shortcutHint: config.search.searchBarShortcutHint,
        pageHref: routeHref('/search', config),
      },
      strings: themeStringsFor(config),
      assets,
    },
    nav: config.navbar.items.flatMap((item): ChromeBase['nav'] => {
      const position = item.position ?? 'left';
      if (item.type === 'dropdown') {
        const links = item.items.flatMap((i) => ('to' in i ? [resolveLink(i, config)] : []));
        return [
          {
            type: 'dropdown',
            position,
            label: item.label,
            items: links,
            ...(item.versions && { versions: true as const }),
          },
        ];
      }
      if (item.type === 'html') return [{ type: 'html', position, html: item.value }];
      // doc and docSidebar items are links by now (the model resolves them); one naming nothing failed the build.
      if (item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersionDropdown') return [];
      return [
        { type: 'link', position, link: resolveLink(item, config, item.activeBasePath, item.activeRoutes) },
      ];
    }),
    localeLabels: config.locales.list.map((locale) => ({
      locale,
      label: config.locales.labels[locale] ?? locale,
    })),
  };
  chromeBaseMemo.set(config, base);
  return base;
}

/** The navbar items for a route: the links resolved once, marked active when the route is under them. */
function navItemsFor(base: ChromeBase, currentRoute: string, versions: VersionMenu | undefined): NavItem[] {
  return base.nav.map((item): NavItem => {
    if (item.type === 'dropdown' && item.versions && versions) {
      return {
        type: 'dropdown',
        position: item.position,
        label: versions.label,
        active: false,
        items: versions.items,
        swapLabel: true,
      };
    }
    if (item.type === 'dropdown') {
      const links = item.items.map((link) => navLinkFor(link, currentRoute));
      return {
        type: 'dropdown',
        position: item.position,
        label: item.label,
        active: links.some((i) => i.active),
        items: links,
        ...(item.versions && { swapLabel: true as const }),
      };
    }
    if (item.type === 'html') return item;
    return { type: 'link', position: item.position, link: navLinkFor(item.link, currentRoute) };
  });
}

// Pure memo: each page's chrome → the shared chrome its other fields were copied from.
const sharedPartsMemo = new WeakMap<SiteChrome, SharedChrome>();

/** The shared part of a chrome made by `createChrome` (undefined for one made elsewhere). */
export function sharedChromeOf(chrome: SiteChrome): SharedChrome | undefined {
  return sharedPartsMemo.get(chrome);
}

/**
 * Creates the chrome (navbar, footer, announcement, locale links) for one page. Only the active navbar items and the
 * locale links depend on the page: the rest is made once per config and assets and shared (pages never change it).
 */
export function createChrome(
  config: ResolvedConfig,
  assets: PageAssets,
  currentRoute: string,
  versions?: VersionMenu,
): SiteChrome {
  const base = chromeBase(config, assets);
  const fixed = base.fixed;
  // The 404 page answers at any URL, so its locale links lead to each locale's home.
  const localeTarget = currentRoute === '/404' ? '/' : currentRoute;
  const chrome: SiteChrome = {
    lang: fixed.lang,
    dir: fixed.dir,
    siteTitle: fixed.siteTitle,
    navbarTitle: fixed.navbarTitle,
    homeHref: fixed.homeHref,
    logo: fixed.logo,
    navItems: navItemsFor(base, currentRoute, versions),
    hideOnScroll: fixed.hideOnScroll,
    footer: fixed.footer,
    announcement: fixed.announcement,
    colorMode: fixed.colorMode,
    locales: {
      current: fixed.lang,
      items: base.localeLabels.map(({ locale, label }) => ({
        locale,
        label,
        href: localeRouteHref(config, locale, localeTarget),
      })),
    },
    search: fixed.search,
    strings: fixed.strings,
    assets: fixed.assets,
  };
  sharedPartsMemo.set(chrome, fixed);
  return chrome;
}
