import type { ResolvedConfig, LinkItem } from '../config/types.ts';
import type { NavItem, NavLink, SiteChrome } from '../../templates/props.ts';
import { fileHref, isExternalLink, normaliseLink, routeHref } from '../site/urls.ts';

/** The built asset URLs and inline code every page references. */
export interface PageAssets {
  stylesheet: string;
  script: string;
  themeScript: string;
  clientConfig: string;
}

/** Resolves a config link (`/docs/x` or `https://…`) into a NavLink, active when the current route is under it. */
export function createNavLink(item: LinkItem, config: ResolvedConfig, currentRoute: string, activeBase?: string): NavLink {
  const external = isExternalLink(item.to);
  const href = external ? item.to : normaliseLink(item.to, config);
  const base = (activeBase ?? item.to).replace(/\/$/, '');
  const active = !external && base !== '' && (currentRoute === base || currentRoute.startsWith(`${base}/`));
  return { label: item.label, href, external, active };
}

/** The locale prefix of a non-default locale. */
function localeRoute(route: string, locale: string, config: ResolvedConfig): string {
  return locale === config.locales.default ? route : `/${locale}${route}`;
}

/** Creates the chrome (navbar, footer, announcement, locale links) for one page. */
export function createChrome(config: ResolvedConfig, assets: PageAssets, currentRoute: string): SiteChrome {
  const navItems: NavItem[] = config.navbar.items.map((item): NavItem => {
    if (item.type === 'dropdown') {
      const items = item.items.map((i) => createNavLink(i, config, currentRoute));
      return { type: 'dropdown', position: item.position ?? 'left', label: item.label, active: items.some((i) => i.active), items };
    }
    return { type: 'link', position: item.position ?? 'left', link: createNavLink(item, config, currentRoute, item.activeBasePath) };
  });
  const logo = config.navbar.logo;
  const announcement = config.announcementBar;
  return {
    lang: config.locales.default,
    dir: config.locales.direction[config.locales.default] ?? 'ltr',
    siteTitle: config.title,
    navbarTitle: config.navbar.title,
    homeHref: routeHref('/', config),
    logo: logo && { src: fileHref(logo.src, config), alt: logo.alt, srcDark: logo.srcDark && fileHref(logo.srcDark, config) },
    navItems,
    hideOnScroll: config.navbar.hideOnScroll,
    footer: {
      style: config.footer.style,
      columns: config.footer.columns.map((c) => ({ title: c.title, items: c.items.map((i) => createNavLink(i, config, '')) })),
      copyright: config.copyright,
    },
    announcement: announcement && {
      id: announcement.id,
      text: announcement.text,
      link: announcement.link && createNavLink(announcement.link, config, ''),
      closeable: announcement.isCloseable,
    },
    colorMode: config.colorMode,
    locales: {
      current: config.locales.default,
      items: config.locales.list.map((locale) => ({
        locale,
        label: config.locales.labels[locale] ?? locale,
        // The 404 page answers at any URL, so its locale links lead to each locale's home.
        href: routeHref(localeRoute(currentRoute === '/404' ? '/' : currentRoute, locale, config), config),
      })),
    },
    search: {
      position: config.search.searchBarPosition,
      shortcutHint: config.search.searchBarShortcutHint,
      pageHref: routeHref('/search', config),
    },
    assets,
  };
}
