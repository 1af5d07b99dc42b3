import type { PageProps } from '../../../templates/props.ts';
import type { SitePage } from '../../model/site-types.ts';
import { createBlogProps } from './blog-props.ts';
import { createChrome } from './chrome.ts';
import { createDocProps, excerptDescription, pageToc } from './doc-props.ts';
import { createCategoryProps } from './category-props.ts';
import { createHomeProps } from './home-props.ts';
import { classToken, createHead } from './head.ts';
import { createRedirectProps } from './redirect-props.ts';
import { createPluginPageProps } from './plugin-props.ts';
import type { RenderContext } from '../render-context.ts';
import { localiseProps } from './locale-props.ts';
import { themeStringsFor } from '../../strings/index.ts';
import { fillString } from '../../shared/fill-string.ts';

/** Creates the props of any page of the site, with its locale links (a site of several locales). */
export function createPageProps(context: RenderContext, page: SitePage): PageProps {
  return localiseProps(context.site.config, page, pagePropsOf(context, page));
}

function pagePropsOf(context: RenderContext, page: SitePage): PageProps {
  const { site, assets } = context;
  const { config } = site;
  switch (page.kind) {
    case 'doc': {
      // A doc can be the home page too (a VitePress-style docs folder at the site's root, with its index.md).
      const fm = page.doc.entry.source.frontMatter;
      if (fm.layout === 'home')
        return createHomeProps(context, page.route, fm, page.doc.markdown, page.doc.entry.source);
      return createDocProps(context, page);
    }
    case 'category':
      return createCategoryProps(context, page);
    case 'blog-list':
    case 'blog-post':
    case 'blog-tags':
    case 'blog-authors':
    case 'blog-archive':
      return createBlogProps(site, page, assets);
    case 'page': {
      const fm = page.page.entry.source.frontMatter;
      if (fm.layout === 'home')
        return createHomeProps(context, page.route, fm, page.page.markdown, page.page.entry.source);
      return createMarkdownPageProps(context, page);
    }
    case 'search':
      return createSearchPageProps(context, page);
    case 'redirect':
      return createRedirectProps(config, createChrome(config, assets, page.route), page);
    case 'plugin':
      return createPluginPageProps(context, page);
    case 'not-found':
      return createNotFoundProps(context, page);
  }
}

/** Props of a page of the pages folder. */
function createMarkdownPageProps(
  context: RenderContext,
  page: Extract<SitePage, { kind: 'page' }>,
): PageProps {
  const { config } = context.site;
  const fm = page.page.entry.source.frontMatter;
  const head = createHead(
    {
      route: page.route,
      pageTitle: page.page.title,
      description: fm.description ?? excerptDescription(page.page.markdown.sections[0]?.text),
      keywords: fm.keywords,
      image: fm.image,
      headTags: fm.head,
      noindex: fm.unlisted === true,
      markdownFeatures: page.page.markdown.features,
      htmlClassName: `plugin-pages plugin-id-default page-${classToken(page.route)}`,
    },
    config,
  );
  return {
    kind: 'page',
    chrome: createChrome(config, context.assets, page.route),
    head,
    title: page.page.title,
    html: page.page.markdown.html,
    toc: pageToc(page.page.markdown.headings, fm, config),
    hideToc: fm.hide_table_of_contents ?? false,
  };
}

/** Props of the search page. */
function createSearchPageProps(
  context: RenderContext,
  page: Extract<SitePage, { kind: 'search' }>,
): PageProps {
  const { config } = context.site;
  const strings = themeStringsFor(config);
  return {
    ...generatedPageStart(context, 'search', page.route, {
      title: strings.search,
      description: fillString(strings.searchPageDescription, { site: config.title }),
      className: 'search-page',
    }),
    contexts: [
      { label: strings.searchAll, value: '' },
      ...config.search.contexts.map((c) => ({ label: c.label, value: c.label })),
    ],
    ...(context.site.versions && { allVersionsToggle: true }),
  };
}

/** Props of the 404 page. */
function createNotFoundProps(
  context: RenderContext,
  page: Extract<SitePage, { kind: 'not-found' }>,
): PageProps {
  const strings = themeStringsFor(context.site.config);
  return generatedPageStart(context, 'not-found', page.route, {
    title: strings.notFoundTitle,
    description: strings.notFoundDescription,
    className: 'not-found-page',
  });
}

/** The kind, chrome and head of a page docsgen makes itself (search, 404), which search engines leave out. */
function generatedPageStart<K extends 'search' | 'not-found'>(
  context: RenderContext,
  kind: K,
  route: string,
  text: { title: string; description: string; className: string },
): { kind: K; chrome: ReturnType<typeof createChrome>; head: ReturnType<typeof createHead> } {
  const { config } = context.site;
  return {
    kind,
    chrome: createChrome(config, context.assets, route),
    head: createHead(
      {
        route,
        pageTitle: text.title,
        description: text.description,
        noindex: true,
        htmlClassName: text.className,
      },
      config,
    ),
  };
}
