// Sample props for every page kind, shared by the template unit tests and the browser-test sample site.
import { en } from '../../../src/strings/en.ts';
import type { ClientConfig } from '../../../src/shared/client-config.ts';
import type { PageProps, SidebarNode, SidebarProps, SiteChrome } from '../../../templates/props.ts';
import { sampleDocHtml } from './sample-markdown.ts';
import { sampleBlogPage } from './sample-blog.ts';
import { link, sampleHead, sampleToc } from './sample-common.ts';

export { link, sampleHead, sampleToc };

/**
 * Every sample page kind of the theme (blog pages by their own kind). Redirect pages have no chrome to show; plugin
 * pages' bodies are whatever the plugin's component renders (the fixture site-extensions has one).
 */
export type SampleKind = Exclude<PageProps['kind'], 'redirect' | 'plugin'>;

/** Every page kind of the sample site, in the order tests list them. */
export const SAMPLE_KINDS: readonly SampleKind[] = [
  'home',
  'doc',
  'category',
  'page',
  'blog-list',
  'blog-post',
  'blog-tags',
  'blog-authors',
  'blog-archive',
  'search',
  'not-found',
];

/** Options that change the chrome of the sample pages. */
export interface SampleOptions {
  announcementId?: string | undefined;
  closeable?: boolean;
  hideOnScroll?: boolean;
  respectPrefersColorScheme?: boolean;
  disableSwitch?: boolean;
  defaultMode?: 'light' | 'dark';
}

/** The client config JSON as the build writes it (with `<` escaped). */
export function sampleClientConfig(options: SampleOptions = {}): string {
  const config: ClientConfig = {
    baseUrl: '/',
    trailingSlash: undefined,
    announcementId: options.announcementId ?? 'api-reference-2024',
    colorMode: {
      defaultMode: options.defaultMode ?? 'light',
      disableSwitch: options.disableSwitch ?? false,
      respectPrefersColorScheme: options.respectPrefersColorScheme ?? false,
    },
    docsVersion: { name: 'current', label: 'Next' },
    clientNavigation: false,
    search: {
      workerUrl: '/assets/search-worker.js',
      manifestUrl: '/search/manifest.json',
      pageUrl: '/search',
      snippetLength: 50,
      resultLimit: 8,
      highlightOnTargetPage: true,
      relatedSearches: true,
      highlighterIframeTimeout: 5000,
      contexts: [{ label: 'User Guide', path: 'docs/user-guide' }],
    },
  };
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

/** The site chrome of the sample pages. */
export function sampleChrome(options: SampleOptions = {}): SiteChrome {
  const announcementId = 'announcementId' in options ? options.announcementId : 'api-reference-2024';
  return {
    lang: 'en',
    dir: 'ltr',
    strings: en,
    siteTitle: 'Maar World',
    navbarTitle: 'Maar World Docs',
    homeHref: '/',
    logo: { src: '/img/logo.svg', alt: 'Maar World logo', srcDark: undefined },
    navItems: [
      { type: 'link', position: 'left', link: link('User Guide', '/docs/user-guide/', true) },
      {
        type: 'dropdown',
        position: 'left',
        label: "Developer's Guide",
        active: false,
        items: [
          link('Developers-Wiki', '/docs/developers-guide'),
          link('Interplanetary Players API', '/docs/api/CoreModule'),
        ],
      },
      { type: 'link', position: 'right', link: link('GitHub', 'https://github.com/maar34/docs.maar.world') },
    ],
    hideOnScroll: options.hideOnScroll ?? false,
    footer: {
      style: 'dark',
      columns: [
        {
          title: 'Docs',
          items: [
            link('User Guide', '/docs/user-guide/'),
            link('Developers Guide', '/docs/developers-guide'),
          ],
        },
        {
          title: 'Community',
          items: [
            link('Discord', 'https://discord.com/invite/Esnvk2MMne'),
            link('Instagram', 'https://instagram.com/maar_world_'),
          ],
        },
        {
          title: 'More',
          items: [link('GitHub', 'https://github.com/maar34/docs.maar.world'), link('Blog', '/blog')],
        },
      ],
      copyright: 'Copyright © 2024 Maar World Docs.',
    },
    announcement: announcementId
      ? {
          id: announcementId,
          text: 'The API reference of the Interplanetary Players is now online.',
          link: link('Read the API reference', '/docs/api/CoreModule'),
          closeable: options.closeable ?? true,
        }
      : undefined,
    colorMode: {
      defaultMode: options.defaultMode ?? 'light',
      disableSwitch: options.disableSwitch ?? false,
      respectPrefersColorScheme: options.respectPrefersColorScheme ?? false,
    },
    locales: {
      current: 'en',
      items: [{ locale: 'en', label: 'English', href: '/docs/user-guide/int-players/intro' }],
    },
    search: { position: 'right', shortcutHint: true, pageHref: '/search' },
    assets: {
      stylesheet: '/assets/main.css',
      script: '/assets/main.js',
      themeScript: '',
      clientConfig: sampleClientConfig({ ...options, announcementId }),
    },
  };
}

/** The user guide sidebar with "Introduction" of the players as the current page. */
export function sampleSidebar(activeHref = '/docs/user-guide/int-players/intro'): SidebarProps {
  const page = (label: string, href: string): SidebarNode => ({
    type: 'link',
    label,
    href,
    external: false,
    doc: true,
  });
  const category = (label: string, href: string, items: SidebarNode[], collapsed: boolean): SidebarNode => {
    const active =
      href === activeHref || items.some((item) => item.type === 'link' && item.href === activeHref);
    return {
      type: 'category',
      label,
      href,
      collapsible: true,
      collapsed: collapsed && !active,
      active,
      items,
    };
  };
  const nodes = [
    page('User Guide', '/docs/user-guide/'),
    category(
      'Interplanetary Players',
      '/docs/category/interplanetary-players',
      [
        page('Introduction', '/docs/user-guide/int-players/intro'),
        page('Tutorials', '/docs/user-guide/int-players/tutorials'),
        page('How to Use', '/docs/user-guide/int-players/how-to-use'),
      ],
      true,
    ),
    category(
      'Ent Cards',
      '/docs/category/ent-cards',
      [
        page('Introduction', '/docs/user-guide/ent-cards/intro'),
        page('NFC', '/docs/user-guide/ent-cards/nfc'),
        page('Sustainability', '/docs/user-guide/ent-cards/sustainability'),
      ],
      true,
    ),
    category(
      'Maar World',
      '/docs/category/maar-world',
      [
        page('Introduction', '/docs/user-guide/maar-world/intro'),
        page('Terms and Conditions', '/docs/user-guide/maar-world/Terms&Conditions'),
        page('Privacy and Cookies Policy', '/docs/user-guide/maar-world/Privacy'),
      ],
      false,
    ),
  ];
  return { nodes, current: activeHref };
}

/** Sample props of a page kind, with chrome options. */
export function samplePage(kind: SampleKind, options: SampleOptions = {}): PageProps {
  const chrome = sampleChrome(options);
  switch (kind) {
    case 'home':
      return {
        kind,
        chrome,
        head: sampleHead('', { htmlClassName: 'plugin-pages page-home' }),
        hero: {
          title: 'Maar World',
          tagline: 'Comprehensive Documentation',
          action: link('Visit Maar World', 'https://maar.world/'),
        },
        features: [
          {
            title: 'User Guide',
            text: 'Learn the players and the sound experiences.',
            iconSrc: '/img/play.svg',
            action: link('Open the User Guide', '/docs/user-guide'),
          },
          {
            title: "Developer's Guide",
            text: 'Customise, extend and contribute.',
            iconSrc: '/img/wave.svg',
            action: link("Open the Developer's Guide", '/docs/developers-guide'),
          },
        ],
        html: '',
      };
    case 'doc':
      return {
        kind,
        chrome,
        head: sampleHead('Introduction', {
          canonical: 'https://docs.maar.world/docs/user-guide/int-players/intro',
          ogType: 'article',
          keywords: ['players', 'audio'],
          htmlClassName: 'plugin-docs docs-doc-page docs-doc-id-user-guide/int-players/intro',
          jsonLd: [{ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] }],
        }),
        sidebar: sampleSidebar(),
        breadcrumbs: [
          { label: 'Interplanetary Players', href: '/docs/category/interplanetary-players' },
          { label: 'Introduction', href: undefined },
        ],
        title: 'Introduction',
        hideTitle: false,
        html: sampleDocHtml,
        toc: sampleToc,
        hideToc: false,
        editUrl:
          'https://github.com/maar34/docs.maar.world/edit/main/content/docs/user-guide/01-int-players/00-intro.md',
        lastUpdate: { isoDate: '2026-03-04', date: 'March 4, 2026', author: 'Ada <Lovelace> & "Co"' },
        previous: { label: 'Interplanetary Players', href: '/docs/category/interplanetary-players' },
        next: { label: 'Tutorials', href: '/docs/user-guide/int-players/tutorials' },
        apiKind: undefined,
        tags: [link('players', '/docs/tags/players')],
        versionLabel: 'Next',
        markdownHref: undefined,
      };
    case 'category':
      return {
        kind,
        chrome,
        head: sampleHead('Interplanetary Players', { htmlClassName: 'plugin-docs docs-category-page' }),
        sidebar: sampleSidebar('/docs/category/interplanetary-players'),
        breadcrumbs: [{ label: 'Interplanetary Players', href: undefined }],
        title: 'Interplanetary Players',
        description: 'Learn more about Interplanetary Players.',
        cards: [
          {
            label: 'Introduction',
            href: '/docs/user-guide/int-players/intro',
            description: 'What the players are.',
            isCategory: false,
          },
          {
            label: 'Tutorials',
            href: '/docs/user-guide/int-players/tutorials',
            description: 'Videos and walkthroughs.',
            isCategory: false,
          },
          { label: 'Ent Cards', href: '/docs/category/ent-cards', description: '5 items', isCategory: true },
        ],
        previous: { label: 'User Guide', href: '/docs/user-guide/' },
        next: { label: 'Introduction', href: '/docs/user-guide/int-players/intro' },
      };
    case 'page':
      return {
        kind,
        chrome,
        head: sampleHead('Markdown page'),
        title: 'Markdown page',
        html: sampleDocHtml,
        toc: sampleToc,
        hideToc: false,
      };
    case 'search':
      return {
        kind,
        chrome,
        head: sampleHead('Search', { noindex: false }),
        contexts: [
          { label: 'All', value: '' },
          { label: 'User Guide', value: 'docs/user-guide' },
        ],
      };
    case 'not-found':
      return { kind, chrome, head: sampleHead('Page Not Found', { noindex: true }) };
    default:
      return sampleBlogPage(kind, chrome);
  }
}
