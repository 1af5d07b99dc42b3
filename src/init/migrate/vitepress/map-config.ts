// A VitePress config (evaluated) as a docsgen config: title, description, base, logo, nav, social links, footer,
// edit link, sidebar, and the VitePress markdown dialect; what it leaves out is noted.
import { isRecord, textOf, type NoteSink } from '../notes.ts';
import { sidebarsOf, type LinkContext } from './map-sidebar.ts';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
const SITE_KEYS = [
  'title',
  'description',
  'base',
  'themeConfig',
  'srcDir',
  'rewrites',
  'locales',
  'lang',
  'cleanUrls',
  'head',
  'sitemap',
];
const QUIET_SITE = [
  'ignoreDeadLinks',
  'lastUpdated',
  'outDir',
  'cacheDir',
  'vite',
  'vue',
  'markdown',
  'appearance',
  'titleTemplate',
  'metaChunk',
  'mpa',
  'srcExclude',
  'buildEnd',
  'transformHead',
  'transformPageData',
  'transformHtml',
  'postRender',
  'router',
  'scrollOffset',
  'mermaid',
];
const THEME_KEYS = [
  'logo',
  'siteTitle',
  'nav',
  'sidebar',
  'socialLinks',
  'footer',
  'editLink',
  'outline',
  'search',
  'docFooter',
  'lastUpdated',
  'i18nRouting',
  'outlineTitle',
  'returnToTopLabel',
  'sidebarMenuLabel',
  'darkModeSwitchLabel',
  'langMenuLabel',
  'notFound',
  'externalLinkIcon',
];

/** Maps an evaluated VitePress config; `srcDirRel` is the content folder relative to the site folder. */
export function mapVitepressConfig(
  raw: Record<string, unknown>,
  srcDirRel: string,
  links: LinkContext,
  sink: NoteSink,
): Record<string, unknown> {
  for (const key of Object.keys(raw))
    if (!SITE_KEYS.includes(key) && !QUIET_SITE.includes(key))
      sink.note(`${key} (docsgen has no such setting)`);
  const theme = isRecord(raw.themeConfig) ? raw.themeConfig : {};
  for (const key of Object.keys(theme))
    if (!THEME_KEYS.includes(key)) sink.note(`themeConfig.${key} (docsgen's theme has no such setting)`);
  const config: Record<string, unknown> = { title: textOf(raw.title) || 'Docs' };
  if (textOf(raw.description)) config.tagline = raw.description;
  const hostname = isRecord(raw.sitemap) ? textOf(raw.sitemap.hostname) : undefined;
  config.url = hostname ? new URL(hostname).origin : 'https://example.com';
  if (!hostname)
    sink.note('the site URL (VitePress needs none; the config says https://example.com: set yours)');
  const base = textOf(raw.base);
  if (base && base !== '/') config.baseUrl = `/${base.replace(/^\/+|\/+$/g, '')}/`;
  config.trailingSlash = false;
  config.contentDir = srcDirRel;
  const docs: Record<string, unknown> = {
    path: '.',
    routeBasePath: '/',
    sidebars: sidebarsOf(theme.sidebar, links, sink),
  };
  const edit = isRecord(theme.editLink) ? textOf(theme.editLink.pattern) : undefined;
  if (edit && /:path$/.test(edit)) docs.editUrl = edit.replace(/:path$/, '');
  else if (edit)
    sink.note(`themeConfig.editLink.pattern ${edit} (docsgen appends the page's path; :path must end it)`);
  config.docs = docs;
  config.blog = false;
  config.markdown = { html: true, dialect: 'vitepress' };
  config.navbar = navbarOf(theme, config.title as string, links, sink);
  const footer = footerOf(theme.footer);
  if (footer) config.footer = footer;
  return config;
}

function navbarOf(
  theme: Record<string, unknown>,
  title: string,
  links: LinkContext,
  sink: NoteSink,
): Record<string, unknown> {
  const navbar: Record<string, unknown> = {
    title: theme.siteTitle === false ? '' : (textOf(theme.siteTitle) ?? title),
  };
  const logo = theme.logo;
  const src =
    typeof logo === 'string' ? logo : isRecord(logo) ? (textOf(logo.light) ?? textOf(logo.src)) : undefined;
  if (src) {
    navbar.logo = { src, alt: isRecord(logo) ? (textOf(logo.alt) ?? title) : title };
    if (isRecord(logo) && textOf(logo.dark)) (navbar.logo as Record<string, unknown>).srcDark = logo.dark;
  }
  const items = Array.isArray(theme.nav) ? theme.nav.flatMap((entry) => navItemOf(entry, links, sink)) : [];
  if (Array.isArray(theme.socialLinks))
    for (const social of theme.socialLinks) {
      if (!isRecord(social) || !textOf(social.link)) continue;
      const icon = typeof social.icon === 'string' ? social.icon : 'link';
      items.push({
        label: textOf(social.ariaLabel) ?? icon[0]!.toUpperCase() + icon.slice(1),
        href: social.link,
        position: 'right',
      });
    }
  if (items.length > 0) navbar.items = items;
  return navbar;
}

function linkOf(text: string, link: string, links: LinkContext): Record<string, unknown> {
  if (EXTERNAL.test(link)) return { label: text, href: link };
  return { label: text, to: link.replace(/\.(md|html)$/, '') || '/' };
}

function navItemOf(entry: unknown, links: LinkContext, sink: NoteSink): Record<string, unknown>[] {
  if (!isRecord(entry)) return [];
  const text = textOf(entry.text)
    ?.replace(/<[^>]*>/g, '')
    .trim();
  if (!text) return [];
  if (textOf(entry.link)) return [{ ...linkOf(text, entry.link as string, links), position: 'left' }];
  if (!Array.isArray(entry.items)) return [];
  // A dropdown's groups ({ text, items }) are flattened: docsgen's dropdowns have one level.
  const flat = entry.items.flatMap((item) =>
    isRecord(item) && Array.isArray(item.items) ? item.items : [item],
  );
  const items = flat.flatMap((item) =>
    isRecord(item) && textOf(item.text) && textOf(item.link)
      ? [linkOf(item.text as string, item.link as string, links)]
      : [],
  );
  if (items.length === 0) {
    sink.note(`themeConfig.nav "${text}" (no links in it)`);
    return [];
  }
  return [{ type: 'dropdown', label: text, position: 'left', items }];
}

function footerOf(footer: unknown): Record<string, unknown> | undefined {
  if (!isRecord(footer)) return undefined;
  const parts = [textOf(footer.message), textOf(footer.copyright)].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? { copyright: parts.join(' ') } : undefined;
}
