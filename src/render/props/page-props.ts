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
      if (fm.layout === 'home') return createHomeProps(context, page.route, fm, page.doc.markdown);
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
      if (fm.layout === 'home') return createHomeProps(context, page.route, fm, page.page.markdown);
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
        chrome: createChrome(config, assets, page.route),
        head,
        title: page.page.title,
        html: page.page.markdown.html,
        toc: pageToc(page.page.markdown.headings, fm, config),
        hideToc: fm.hide_table_of_contents ?? false,
      };
    }
    case 'search':
      return {
        kind: 'search',
        chrome: createChrome(config, assets, page.route),
        head: createHead(
          {
            route: page.route,
            pageTitle: themeStringsFor(config).search,
            description: fillString(themeStringsFor(config).searchPageDescription, { site: config.title }),
            noindex: true,
            htmlClassName: 'search-page',
          },
          config,
        ),
        contexts: [
          { label: themeStringsFor(config).searchAll, value: '' },
          ...config.search.contexts.map((c) => ({ label: c.label, value: c.label })),
        ],
        ...(context.site.versions && { allVersionsToggle: true }),
      };
    case 'redirect':
      return createRedirectProps(config, createChrome(config, assets, page.route), page);
    case 'plugin':
      return createPluginPageProps(context, page);
    case 'not-found':
      return {
        kind: 'not-found',
        chrome: createChrome(config, assets, page.route),
        head: createHead(
          {
            route: page.route,
            pageTitle: themeStringsFor(config).notFoundTitle,
            description: themeStringsFor(config).notFoundDescription,
            noindex: true,
            htmlClassName: 'not-found-page',
          },
          config,
        ),
      };
  }
}
