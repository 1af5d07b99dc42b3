// A Docusaurus site config (docusaurus.config.js, evaluated) as a docsgen config object.
import { footerLinksOf, navbarItemOf } from './map-items.ts';
import { presetParts, type PresetParts } from './map-preset.ts';
import { boolOf, entryName, isRecord, noteOtherKeys, pick, textOf, type NoteSink } from './notes.ts';

/** The docsgen config made so far, and where the sidebars file is (when the preset names one). */
export interface MappedConfig {
  config: Record<string, unknown>;
  sidebarPath: string | false | undefined;
}

// Top-level keys that steer Docusaurus' own build, deploy or checks; docsgen has its own `check` and needs none.
const TOP_QUIET = [
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'noIndex',
  'future',
  'markdown',
  'staticDirectories',
];
const THEME_QUIET = ['prism', 'docs', 'blog', 'sidebar', 'metadata', 'mermaid', 'zoom', 'liveCodeBlock'];
const KEPT = [
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'trailingSlash',
  'i18n',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
];
const CLASSIC = /(?:^|[/\\])(?:@docusaurus[/\\])?preset-classic(?:[/\\]|$)|^classic$/;
// Themes and plugins whose work docsgen does itself: leaving them out loses nothing.
const BUILT_IN =
  /^@docusaurus\/(?:theme-mermaid|plugin-sitemap|theme-classic|plugin-content-(?:docs|blog|pages))$/;

/** Maps a Docusaurus config object; every part left out is noted on `sink`. */
export function mapDocusaurusConfig(raw: unknown, siteDir: string, sink: NoteSink): MappedConfig {
  if (!isRecord(raw)) throw new Error('the config does not export an object');
  noteOtherKeys(raw, 'config', KEPT, TOP_QUIET, sink);
  const config: Record<string, unknown> = { title: textOf(raw.title) || 'Docs' };
  // docsgen reads one static folder: the first one named (the content is read in place, so it is the same folder).
  const statics = Array.isArray(raw.staticDirectories) ? raw.staticDirectories.map(textOf) : [];
  if (statics[0] !== undefined && statics[0] !== 'static') config.staticDir = statics[0];
  if (statics.length > 1)
    sink.note(
      `staticDirectories (docsgen reads one static folder: ${statics[0] ?? 'static'}; merge the others into it)`,
    );
  if (!textOf(raw.title)) sink.note("title (none given; the config says 'Docs')");
  if (textOf(raw.tagline)) config.tagline = raw.tagline;
  config.url = originOf(textOf(raw.url));
  if (config.url === PLACEHOLDER_ORIGIN)
    sink.note(`url (not an http(s) address; the config says ${PLACEHOLDER_ORIGIN}: set the site's own)`);
  Object.assign(config, pick(raw, ['baseUrl', 'favicon']));
  if (boolOf(raw.trailingSlash) !== undefined) config.trailingSlash = raw.trailingSlash;
  config.contentDir = '.';
  const locales = localesOf(raw.i18n, sink);
  if (locales) config.locales = locales;

  let preset: PresetParts | undefined;
  for (const entry of Array.isArray(raw.presets) ? raw.presets : []) {
    const name = entryName(entry);
    if (CLASSIC.test(name) && preset === undefined) {
      const options = Array.isArray(entry) && isRecord(entry[1]) ? entry[1] : {};
      preset = presetParts(options, siteDir, sink);
    } else sink.note(`preset ${name}`);
  }
  preset ??= presetParts({}, siteDir, sink);
  for (const key of ['plugins', 'themes'] as const) {
    for (const entry of Array.isArray(raw[key]) ? raw[key] : []) {
      const name = entryName(entry);
      if (!BUILT_IN.test(name)) sink.note(`${key === 'plugins' ? 'plugin' : 'theme'} ${name}`);
    }
  }
  config.docs = preset.docs;
  config.pages = { path: preset.pagesPath };
  config.blog = preset.blog;
  Object.assign(config, themeConfigOf(isRecord(raw.themeConfig) ? raw.themeConfig : {}, config, sink));
  if (preset.customCss.length > 0) config.theme = { customCss: preset.customCss };
  return { config, sidebarPath: preset.sidebarPath };
}

/** `https://x.org/` and `https://x.org/path` → `https://x.org`; docsgen keeps the path in `baseUrl`. */
function originOf(url: string | undefined): string {
  try {
    const parsed = new URL(url ?? '');
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : PLACEHOLDER_ORIGIN;
  } catch {
    return PLACEHOLDER_ORIGIN;
  }
}

const PLACEHOLDER_ORIGIN = 'https://example.com';

function localesOf(raw: unknown, sink: NoteSink): Record<string, unknown> | undefined {
  if (!isRecord(raw)) return undefined;
  noteOtherKeys(raw, 'i18n', ['defaultLocale', 'locales', 'localeConfigs', 'path'], [], sink);
  if (raw.path !== undefined && raw.path !== 'i18n')
    sink.note(`i18n.path (translations are read from i18n/ only; move ${String(raw.path)}/ there)`);
  const defaultLocale = textOf(raw.defaultLocale) ?? 'en';
  const list = Array.isArray(raw.locales)
    ? raw.locales.filter((l): l is string => typeof l === 'string')
    : [];
  // Every listed locale is built, translated or not: an untranslated page shows the original with a notice.
  const all = [defaultLocale, ...list.filter((l) => l !== defaultLocale)];
  const labels: Record<string, string> = {};
  const direction: Record<string, 'rtl'> = {};
  const configs = isRecord(raw.localeConfigs) ? raw.localeConfigs : {};
  for (const [locale, own] of Object.entries(configs)) {
    if (!isRecord(own) || !all.includes(locale)) continue;
    if (textOf(own.label)) labels[locale] = own.label as string;
    if (own.direction === 'rtl') direction[locale] = 'rtl';
    noteOtherKeys(
      own,
      `i18n.localeConfigs.${locale}`,
      ['label', 'direction'],
      ['htmlLang', 'calendar', 'path'],
      sink,
    );
  }
  if (all.length === 1 && defaultLocale === 'en') return undefined;
  const locales: Record<string, unknown> = { default: defaultLocale };
  if (all.length > 1) locales.list = all;
  if (Object.keys(direction).length > 0) locales.direction = direction;
  if (Object.keys(labels).length > 0) locales.labels = labels;
  return locales;
}

function themeConfigOf(
  theme: Record<string, unknown>,
  config: Record<string, unknown>,
  sink: NoteSink,
): Record<string, unknown> {
  noteOtherKeys(
    theme,
    'themeConfig',
    ['navbar', 'footer', 'colorMode', 'announcementBar', 'image', 'tableOfContents', 'algolia'],
    THEME_QUIET,
    sink,
  );
  if (theme.algolia !== undefined)
    sink.note('themeConfig.algolia (docsgen has its own search, built at build time)');
  const out: Record<string, unknown> = {};
  if (textOf(theme.image)) out.image = theme.image;
  const navbar = isRecord(theme.navbar) ? theme.navbar : undefined;
  if (navbar) {
    noteOtherKeys(navbar, 'themeConfig.navbar', ['title', 'logo', 'items', 'hideOnScroll'], ['style'], sink);
    const items = Array.isArray(navbar.items) ? navbar.items : [];
    out.navbar = {
      ...pick(navbar, ['title', 'hideOnScroll']),
      ...(isRecord(navbar.logo) && textOf(navbar.logo.src)
        ? {
            logo: {
              src: navbar.logo.src,
              alt: textOf(navbar.logo.alt) ?? '',
              ...pick(navbar.logo, ['srcDark']),
            },
          }
        : {}),
      items: items
        .map((item, i) => navbarItemOf(item, `themeConfig.navbar.items[${i}]`, sink))
        .filter((item) => item !== undefined),
    };
  }
  const footer = isRecord(theme.footer) ? theme.footer : undefined;
  if (footer) {
    noteOtherKeys(footer, 'themeConfig.footer', ['style', 'links', 'copyright'], [], sink);
    const links = footerLinksOf(footer.links, 'themeConfig.footer.links', sink);
    out.footer = { ...pick(footer, ['style', 'copyright']), ...(links ? { links } : {}) };
  }
  if (isRecord(theme.colorMode))
    out.colorMode = pick(theme.colorMode, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']);
  const bar = announcementOf(theme.announcementBar, sink);
  if (bar) out.announcementBar = bar;
  if (isRecord(theme.tableOfContents)) {
    const toc = { min: theme.tableOfContents.minHeadingLevel, max: theme.tableOfContents.maxHeadingLevel };
    const docs = config.docs as Record<string, unknown> | undefined;
    if (docs) docs.toc = pick(toc, ['min', 'max']);
  }
  return out;
}

// Docusaurus' announcement is HTML; docsgen's is plain text with an optional link (the first <a> of the HTML).
function announcementOf(raw: unknown, sink: NoteSink): Record<string, unknown> | undefined {
  if (!isRecord(raw) || typeof raw.content !== 'string') return undefined;
  noteOtherKeys(
    raw,
    'themeConfig.announcementBar',
    ['id', 'content', 'isCloseable'],
    ['backgroundColor', 'textColor'],
    sink,
  );
  const anchor = /<a\b[^>]*\bhref\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/i.exec(raw.content);
  const plain = (html: string) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const withoutLink = plain(anchor ? raw.content.replace(anchor[0], '') : raw.content);
  const label = anchor ? plain(anchor[2]!) : '';
  const id = (textOf(raw.id) ?? 'announcement-bar').replace(/[^A-Za-z0-9._-]+/g, '-') || 'announcement-bar';
  const text = withoutLink || label;
  if (!text) return undefined;
  return {
    id,
    text,
    ...(anchor && label && withoutLink ? { link: { label, href: anchor[1] } } : {}),
    ...pick(raw, ['isCloseable']),
  };
}
