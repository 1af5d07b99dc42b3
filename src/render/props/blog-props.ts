import type { BlogPageProps } from '../../../templates/blog/props.ts';
import { formatDate } from '../../model/blog.ts';
import { currentLocale } from '../../config/locales.ts';
import { fillString } from '../../shared/fill-string.ts';
import type { PostEntry, Rendered } from '../../model/types.ts';
import { routeHref } from '../../shared/urls.ts';
import type { PageAssets } from './chrome.ts';
import type { Site } from '../../model/site-types.ts';
import {
  blogSidebar,
  createBlogPageContext,
  listingPageStart,
  type BlogPageContext,
  type BlogSitePage,
  type PageOfKind,
  type PropsOfKind,
} from './blog-context.ts';
import { excerptDescription, pageToc } from './doc-props.ts';
import { absoluteUrl, createHead, markdownAlternates, markdownTwinHref } from './head.ts';
import { authorView, createPostSummary, groupByYear } from './post-summary.ts';

/** Props of every blog page kind. */
export function createBlogProps(site: Site, page: BlogSitePage, assets: PageAssets): BlogPageProps {
  const context = createBlogPageContext(site, page, assets);
  switch (page.kind) {
    case 'blog-post':
      return createPostPageProps(context, page);
    case 'blog-list':
      return createListPageProps(context, page);
    case 'blog-tags':
      return createTagsPageProps(context, page);
    case 'blog-authors':
      return createAuthorsPageProps(context, page);
    case 'blog-archive':
      return createArchivePageProps(context, page);
  }
}

function createPostPageProps(
  { site, chrome, feeds }: BlogPageContext,
  page: PageOfKind<'blog-post'>,
): PropsOfKind<'blog-post'> {
  const { config } = site;
  const post = createPostSummary(site, page.post);
  const fm = page.post.entry.source.frontMatter;
  const twinHref = markdownTwinHref(page.route, config);
  const link = (p: Rendered<PostEntry> | undefined) =>
    p && { label: p.title, href: routeHref(p.entry.route, config) };
  return {
    chrome,
    kind: 'blog-post',
    head: createHead(
      {
        route: page.route,
        pageTitle: page.post.title,
        description: fm.description ?? excerptDescription(page.post.markdown.sections[0]?.text),
        keywords: fm.keywords,
        image: fm.image,
        headTags: fm.head,
        markdownFeatures: page.post.markdown.features,
        ogType: 'article',
        noindex: fm.unlisted === true,
        htmlClassName: 'plugin-blog plugin-id-default blog-post-page',
        alternates: [...markdownAlternates(twinHref), ...feeds],
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: page.post.title,
            datePublished: page.post.entry.date,
            url: absoluteUrl(page.route, config),
            author: post.authors.map((a) => ({ '@type': 'Organization', name: a.name })),
          },
        ],
      },
      config,
    ),
    post,
    html: page.post.markdown.html,
    toc: pageToc(page.post.markdown.headings, fm, config),
    hideToc: fm.hide_table_of_contents ?? false,
    previous: link(page.newer),
    next: link(page.older),
    sidebar: blogSidebar(site, page.route),
    editUrl: undefined,
    markdownHref: twinHref,
  };
}

function createListPageProps(
  { site, chrome, strings, feeds }: BlogPageContext,
  page: PageOfKind<'blog-list'>,
): PropsOfKind<'blog-list'> {
  const { config } = site;
  const kindClass = page.tag
    ? 'blog-tags-post-list-page'
    : page.author
      ? 'blog-authors-posts-page'
      : 'blog-list-page';
  // A tag page's title and description are the theme's words around the tag.
  const tag = page.tag;
  const title = tag
    ? fillString(tag.posts.length === 1 ? strings.blogTaggedOne : strings.blogTaggedMany, {
        count: tag.posts.length,
        tag: tag.label,
      })
    : page.title;
  const description = tag
    ? (tag.description ?? fillString(strings.blogTaggedDescription, { tag: tag.label }))
    : page.description;
  const pagerLink = (route: string | undefined, label: string) =>
    route === undefined ? undefined : { label, href: routeHref(route, config) };
  const tagsLink = {
    label: strings.blogViewAllTags,
    href: routeHref(`${config.blog ? config.blog.routeBasePath : ''}/tags`, config),
    external: false,
    active: false,
  };
  return {
    chrome,
    kind: 'blog-list',
    head: createHead(
      {
        route: page.route,
        pageTitle: page.page > 1 ? fillString(strings.pageNumber, { title, page: page.page }) : title,
        description,
        // A list shows its posts' bodies (or their part above the truncate marker): their math and diagrams too.
        markdownFeatures: [...new Set(page.posts.flatMap((p) => p.markdown.features))],
        htmlClassName: `plugin-blog plugin-id-default ${kindClass}`,
        alternates: feeds,
      },
      config,
    ),
    title,
    description,
    author: page.author && authorView(site, page.author),
    posts: page.posts.map((p) => createPostSummary(site, p)),
    pagination: {
      previous: pagerLink(page.previousRoute, strings.newerEntries),
      next: pagerLink(page.nextRoute, strings.olderEntries),
      page: page.page,
      totalPages: page.totalPages,
    },
    sidebar: blogSidebar(site, page.route),
    links: page.tag ? [tagsLink] : [],
  };
}

function createTagsPageProps(
  context: BlogPageContext,
  page: PageOfKind<'blog-tags'>,
): PropsOfKind<'blog-tags'> {
  const { site } = context;
  return {
    ...listingPageStart(context, 'blog-tags', page.route),
    tags: site.tags.map((t) => ({
      label: t.label,
      href: routeHref(t.route, site.config),
      count: t.posts.length,
    })),
    sidebar: blogSidebar(site, page.route),
  };
}

function createAuthorsPageProps(
  context: BlogPageContext,
  page: PageOfKind<'blog-authors'>,
): PropsOfKind<'blog-authors'> {
  const { site } = context;
  return {
    ...listingPageStart(context, 'blog-authors', page.route),
    authors: [...site.authors.values()].map((a) => ({
      ...authorView(site, a),
      count: site.posts.filter((p) => p.entry.source.frontMatter.authors?.includes(a.key)).length,
    })),
    sidebar: blogSidebar(site, page.route),
  };
}

function createArchivePageProps(
  context: BlogPageContext,
  page: PageOfKind<'blog-archive'>,
): PropsOfKind<'blog-archive'> {
  const { site } = context;
  const years = groupByYear(site.posts, (post) => ({
    title: post.title,
    href: routeHref(post.entry.route, site.config),
    formattedDate: formatDate(post.entry.date, currentLocale(site.config)),
  }));
  return {
    ...listingPageStart(context, 'blog-archive', page.route),
    years,
  };
}
