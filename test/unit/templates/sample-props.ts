// Sample props for every page kind, shared by the template unit tests and the browser-test sample site.
import type { ClientConfig } from '../../../src/shared/client-config.ts';
import type {
  BlogPageProps,
  BlogSidebarProps,
  HeadProps,
  NavLink,
  PageProps,
  PostSummary,
  SidebarNode,
  SiteChrome,
  TocEntry,
} from '../../../templates/props.ts';
import { sampleDocHtml } from './sample-markdown.ts';

/** Every sample page kind (blog pages by their own kind). */
export type SampleKind = PageProps['kind'];

const link = (label: string, href: string, active = false): NavLink => ({
  label,
  href,
  external: /^https?:/.test(href),
  active,
});

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
        items: [link('Developers-Wiki', '/docs/developers-guide'), link('Interplanetary Players API', '/docs/api/CoreModule')],
      },
      { type: 'link', position: 'right', link: link('GitHub', 'https://github.com/maar34/docs.maar.world') },
    ],
    hideOnScroll: options.hideOnScroll ?? false,
    footer: {
      style: 'dark',
      columns: [
        { title: 'Docs', items: [link('User Guide', '/docs/user-guide/'), link('Developers Guide', '/docs/developers-guide')] },
        {
          title: 'Community',
          items: [link('Discord', 'https://discord.com/invite/Esnvk2MMne'), link('Instagram', 'https://instagram.com/maar_world_')],
        },
        { title: 'More', items: [link('GitHub', 'https://github.com/maar34/docs.maar.world'), link('Blog', '/blog')] },
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
    locales: { current: 'en', items: [{ locale: 'en', label: 'English', href: '/docs/user-guide/int-players/intro' }] },
    search: { position: 'right', shortcutHint: true, pageHref: '/search' },
    assets: {
      stylesheet: '/assets/main.css',
      script: '/assets/main.js',
      themeScript: '',
      clientConfig: sampleClientConfig({ ...options, announcementId }),
    },
  };
}

/** Head props for a page titled `title`. */
export function sampleHead(title: string, overrides: Partial<HeadProps> = {}): HeadProps {
  return {
    title: title ? `${title} | Maar World` : 'Maar World',
    description: 'Comprehensive Documentation',
    keywords: [],
    canonical: 'https://docs.maar.world/',
    image: 'https://docs.maar.world/img/social-card.png',
    ogTitle: title || 'Maar World',
    ogType: 'website',
    noindex: false,
    htmlClassName: 'plugin-pages',
    faviconHref: '/img/favicon.svg',
    jsonLd: [],
    alternates: [],
    ...overrides,
  };
}

/** The user guide sidebar with "Introduction" of the players as the current page. */
export function sampleSidebar(activeHref = '/docs/user-guide/int-players/intro'): SidebarNode[] {
  const page = (label: string, href: string): SidebarNode => ({
    type: 'link',
    label,
    href,
    active: href === activeHref,
    external: false,
  });
  const category = (label: string, href: string, items: SidebarNode[], collapsed: boolean): SidebarNode => {
    const active = href === activeHref || items.some((item) => item.type === 'link' && item.active);
    return { type: 'category', label, href, collapsible: true, collapsed: collapsed && !active, active, items };
  };
  return [
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
}

/** The TOC of the sample doc: h2, h3, h3, h2, h2. */
export const sampleToc: TocEntry[] = [
  { id: 'getting-started', text: 'Getting started', depth: 2 },
  { id: 'controls', text: 'Controls', depth: 3 },
  { id: 'modes', text: 'Modes', depth: 3 },
  { id: 'questions', text: 'Questions', depth: 2 },
  { id: 'reference', text: 'Reference', depth: 2 },
];

const author = (key: string, name: string, href: string) => ({
  key,
  name,
  title: key === 'docs-team' ? 'Writes the documentation' : 'Builds the players',
  imageSrc: `/img/${key}.svg`,
  href,
  url: undefined,
});
const authors = [
  author('docs-team', 'Docs Team', '/blog/authors/docs-team'),
  author('dev-team', 'Dev Team', '/blog/authors/all-dev-team-articles'),
];

function samplePost(index: number): PostSummary {
  const dates = [
    ['2024-11-02', 'November 2, 2024'],
    ['2024-03-04', 'March 4, 2024'],
    ['2023-12-12', 'December 12, 2023'],
  ] as const;
  const [date, formattedDate] = dates[index % dates.length]!;
  const titles = ['Welcome to the blog', 'Release notes for the players', 'Sounds from last winter'];
  return {
    title: titles[index % titles.length]!,
    href: `/blog/post-${index + 1}`,
    date,
    formattedDate,
    readingTimeMinutes: 2 + index,
    authors: index === 1 ? authors : [authors[0]!],
    tags: [link('release', '/blog/tags/release'), link('players', '/blog/tags/players')],
    description: 'A short sample post.',
    excerptHtml: '<p>This is a generic sample post that shows how posts look in the list.</p>',
    hasMore: index !== 2,
  };
}

/** The blog sidebar with `activeHref` highlighted. */
export function sampleBlogSidebar(activeHref?: string): BlogSidebarProps {
  const post = (i: number) => ({ title: samplePost(i).title, href: samplePost(i).href, active: samplePost(i).href === activeHref });
  return {
    title: 'Recent posts',
    years: [
      { year: '2024', posts: [post(0), post(1)] },
      { year: '2023', posts: [post(2)] },
    ],
  };
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
        hero: { title: 'Maar World', tagline: 'Comprehensive Documentation', action: link('Visit Maar World', 'https://maar.world/') },
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
        html: sampleDocHtml,
        toc: sampleToc,
        hideToc: false,
        editUrl: 'https://github.com/maar34/docs.maar.world/edit/main/content/docs/user-guide/01-int-players/00-intro.md',
        previous: { label: 'Interplanetary Players', href: '/docs/category/interplanetary-players' },
        next: { label: 'Tutorials', href: '/docs/user-guide/int-players/tutorials' },
        apiKind: undefined,
        tags: [link('players', '/docs/tags/players')],
        versionLabel: 'Next',
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
          { label: 'Introduction', href: '/docs/user-guide/int-players/intro', description: 'What the players are.', isCategory: false },
          { label: 'Tutorials', href: '/docs/user-guide/int-players/tutorials', description: 'Videos and walkthroughs.', isCategory: false },
          { label: 'Ent Cards', href: '/docs/category/ent-cards', description: '5 items', isCategory: true },
        ],
        previous: { label: 'User Guide', href: '/docs/user-guide/' },
        next: { label: 'Introduction', href: '/docs/user-guide/int-players/intro' },
      };
    case 'page':
      return { kind, chrome, head: sampleHead('Markdown page'), title: 'Markdown page', html: sampleDocHtml, toc: sampleToc, hideToc: false };
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

function sampleBlogPage(kind: BlogPageProps['kind'], chrome: SiteChrome): BlogPageProps {
  const posts = [samplePost(0), samplePost(1), samplePost(2)];
  switch (kind) {
    case 'blog-list':
      return {
        kind,
        chrome,
        head: sampleHead('Blog', { htmlClassName: 'plugin-blog blog-list-page' }),
        title: 'Blog',
        description: 'News from the Maar World team.',
        author: undefined,
        posts,
        pagination: { previous: undefined, next: { label: 'Older entries', href: '/blog/page/2' }, page: 1, totalPages: 2 },
        sidebar: sampleBlogSidebar(),
        links: [link('View all tags', '/blog/tags')],
      };
    case 'blog-post':
      return {
        kind,
        chrome,
        head: sampleHead(posts[1]!.title, { ogType: 'article', htmlClassName: 'plugin-blog blog-post-page' }),
        post: posts[1]!,
        html: sampleDocHtml,
        toc: sampleToc,
        hideToc: false,
        previous: { label: posts[0]!.title, href: posts[0]!.href },
        next: { label: posts[2]!.title, href: posts[2]!.href },
        sidebar: sampleBlogSidebar(posts[1]!.href),
        editUrl: 'https://github.com/maar34/docs.maar.world/edit/main/content/blog/post-2.md',
      };
    case 'blog-tags':
      return {
        kind,
        chrome,
        head: sampleHead('Tags'),
        tags: [
          { label: 'players', href: '/blog/tags/players', count: 3 },
          { label: 'release', href: '/blog/tags/release', count: 2 },
        ],
        sidebar: sampleBlogSidebar(),
      };
    case 'blog-authors':
      return { kind, chrome, head: sampleHead('Authors'), authors: authors.map((a, i) => ({ ...a, count: 2 - i })), sidebar: sampleBlogSidebar() };
    case 'blog-archive':
      return {
        kind,
        chrome,
        head: sampleHead('Archive'),
        years: [
          { year: '2024', posts: posts.slice(0, 2).map((p) => ({ title: p.title, href: p.href, formattedDate: p.formattedDate })) },
          { year: '2023', posts: [{ title: posts[2]!.title, href: posts[2]!.href, formattedDate: posts[2]!.formattedDate }] },
        ],
      };
  }
}
