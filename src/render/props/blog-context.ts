// What the props of every blog page are made with: the chrome, the theme's strings, the feeds' links, the sidebar of
// recent posts and the head of a page that lists something.
import type { BlogPageProps, BlogSidebarProps } from '../../../templates/blog/props.ts';
import type { HeadProps } from '../../../templates/props.ts';
import type { Site, SitePage } from '../../model/site-types.ts';
import { themeStringsFor } from '../../strings/index.ts';
import type { ThemeStrings } from '../../strings/theme-strings.ts';
import { fileHref, routeHref } from '../../shared/urls.ts';
import { createChrome, type PageAssets } from './chrome.ts';
import { fillString } from '../../shared/fill-string.ts';
import { createHead } from './head.ts';
import { groupByYear } from './post-summary.ts';

/** The blog's pages of the site. */
export type BlogSitePage = Extract<
  SitePage,
  { kind: 'blog-list' | 'blog-post' | 'blog-tags' | 'blog-authors' | 'blog-archive' }
>;
/** The blog page of one kind. */
export type PageOfKind<K extends BlogSitePage['kind']> = Extract<BlogSitePage, { kind: K }>;
/** The props of one blog page kind. */
export type PropsOfKind<K extends BlogPageProps['kind']> = Extract<BlogPageProps, { kind: K }>;

/** What every blog page's props are made with. */
export interface BlogPageContext {
  site: Site;
  chrome: ReturnType<typeof createChrome>;
  strings: ThemeStrings;
  /** The blog's title in lower case, for the theme's descriptions of the blog's pages. */
  ofBlog: { blog: string };
  /** The feeds' links in the head (none without posts). */
  feeds: ReturnType<typeof feedLinks>;
}

/** The context of one blog page. */
export function createBlogPageContext(site: Site, page: BlogSitePage, assets: PageAssets): BlogPageContext {
  const { config } = site;
  const chrome = createChrome(config, assets, page.route);
  const strings = themeStringsFor(config);
  const blogTitle = config.blog ? config.blog.title : strings.blogTitle;
  return { site, chrome, strings, ofBlog: { blog: blogTitle.toLowerCase() }, feeds: feedLinks(site) };
}

function feedLinks(site: Site) {
  const { config } = site;
  return config.blog && site.posts.length > 0
    ? config.blog.feedOptions.type.map((type) => ({
        rel: 'alternate' as const,
        type: type === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
        href: fileHref(`${config.blog ? config.blog.routeBasePath : ''}/${type}.xml`, config),
        title: `${config.title} ${type === 'rss' ? 'RSS' : 'Atom'} Feed`,
      }))
    : [];
}

/** The blog pages that list something of the whole blog. */
export type ListingKind = 'blog-tags' | 'blog-authors' | 'blog-archive';

// Each listing page's title and description (the theme's strings) and the class of its kind.
const LISTING_PAGES = {
  'blog-tags': { title: 'tagsTitle', description: 'blogTagsDescription', kindClass: 'blog-tags-list-page' },
  'blog-authors': {
    title: 'authorsTitle',
    description: 'blogAuthorsDescription',
    kindClass: 'blog-authors-list-page',
  },
  'blog-archive': {
    title: 'archiveTitle',
    description: 'blogArchiveDescription',
    kindClass: 'blog-archive-page',
  },
} as const satisfies Record<
  ListingKind,
  { title: keyof ThemeStrings; description: keyof ThemeStrings; kindClass: string }
>;

/** The chrome, kind and head of a listing page. */
export function listingPageStart<K extends ListingKind>(
  context: BlogPageContext,
  kind: K,
  route: string,
): { chrome: BlogPageContext['chrome']; kind: K; head: HeadProps } {
  const { title, description, kindClass } = LISTING_PAGES[kind];
  return {
    chrome: context.chrome,
    kind,
    head: createHead(
      {
        route,
        pageTitle: context.strings[title],
        description: fillString(context.strings[description], context.ofBlog),
        htmlClassName: `plugin-blog plugin-id-default ${kindClass}`,
      },
      context.site.config,
    ),
  };
}

/** The sidebar of recent posts, the current one marked. */
export function blogSidebar(site: Site, currentRoute: string): BlogSidebarProps {
  const blog = site.config.blog;
  const count = blog && blog.sidebarCount !== 'ALL' ? blog.sidebarCount : site.posts.length;
  const years = groupByYear(site.posts.slice(0, count), (post) => ({
    title: post.title,
    href: routeHref(post.entry.route, site.config),
    active: post.entry.route === currentRoute,
  }));
  return {
    title: (blog && blog.sidebarTitle) || themeStringsFor(site.config).blogAllPosts,
    label: themeStringsFor(site.config).blogRecentPosts,
    years,
  };
}
