import type { BlogPageProps, BlogSidebarProps } from '../../../templates/blog/props.ts';
import { formatDate } from '../../model/blog.ts';
import { currentLocale } from '../../config/locales.ts';
import { themeStringsFor } from '../../strings/index.ts';
import { fillString } from '../../shared/fill-string.ts';
import type { Site, SitePage } from '../../model/site-types.ts';
import type { PostEntry, Rendered } from '../../model/types.ts';
import { fileHref, routeHref } from '../../shared/urls.ts';
import { createChrome, type PageAssets } from './chrome.ts';
import { excerptDescription, pageToc } from './doc-props.ts';
import { absoluteUrl, createHead, markdownAlternates, markdownTwinHref } from './head.ts';
import { authorView, createPostSummary, groupByYear } from './post-summary.ts';

function blogSidebar(site: Site, currentRoute: string): BlogSidebarProps {
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

type BlogSitePage = Extract<
  SitePage,
  { kind: 'blog-list' | 'blog-post' | 'blog-tags' | 'blog-authors' | 'blog-archive' }
>;

/** Props of every blog page kind. */
export function createBlogProps(site: Site, page: BlogSitePage, assets: PageAssets): BlogPageProps {
  const { config } = site;
  const chrome = createChrome(config, assets, page.route);
  const strings = themeStringsFor(config);
  const blogTitle = config.blog ? config.blog.title : strings.blogTitle;
  const ofBlog = { blog: blogTitle.toLowerCase() };
  const base = { chrome };
  const feeds =
    config.blog && site.posts.length > 0
      ? config.blog.feedOptions.type.map((type) => ({
          rel: 'alternate' as const,
          type: type === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
          href: fileHref(`${config.blog ? config.blog.routeBasePath : ''}/${type}.xml`, config),
          title: `${config.title} ${type === 'rss' ? 'RSS' : 'Atom'} Feed`,
        }))
      : [];
  switch (page.kind) {
    case 'blog-post': {
      const post = createPostSummary(site, page.post);
      const fm = page.post.entry.source.frontMatter;
      const twinHref = markdownTwinHref(page.route, config);
      const link = (p: Rendered<PostEntry> | undefined) =>
        p && { label: p.title, href: routeHref(p.entry.route, config) };
      return {
        ...base,
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
    case 'blog-list': {
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
        ...base,
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
    case 'blog-tags':
      return {
        ...base,
        kind: 'blog-tags',
        head: createHead(
          {
            route: page.route,
            pageTitle: strings.tagsTitle,
            description: fillString(strings.blogTagsDescription, ofBlog),
            htmlClassName: 'plugin-blog plugin-id-default blog-tags-list-page',
          },
          config,
        ),
        tags: site.tags.map((t) => ({
          label: t.label,
          href: routeHref(t.route, config),
          count: t.posts.length,
        })),
        sidebar: blogSidebar(site, page.route),
      };
    case 'blog-authors':
      return {
        ...base,
        kind: 'blog-authors',
        head: createHead(
          {
            route: page.route,
            pageTitle: strings.authorsTitle,
            description: fillString(strings.blogAuthorsDescription, ofBlog),
            htmlClassName: 'plugin-blog plugin-id-default blog-authors-list-page',
          },
          config,
        ),
        authors: [...site.authors.values()].map((a) => ({
          ...authorView(site, a),
          count: site.posts.filter((p) => p.entry.source.frontMatter.authors?.includes(a.key)).length,
        })),
        sidebar: blogSidebar(site, page.route),
      };
    case 'blog-archive': {
      const years = groupByYear(site.posts, (post) => ({
        title: post.title,
        href: routeHref(post.entry.route, config),
        formattedDate: formatDate(post.entry.date, currentLocale(site.config)),
      }));
      return {
        ...base,
        kind: 'blog-archive',
        head: createHead(
          {
            route: page.route,
            pageTitle: strings.archiveTitle,
            description: fillString(strings.blogArchiveDescription, ofBlog),
            htmlClassName: 'plugin-blog plugin-id-default blog-archive-page',
          },
          config,
        ),
        years,
      };
    }
  }
}
