import type { PageProps } from '../../../templates/props.ts';
import type { SitePage } from '../../model/site-types.ts';
import { fileHref, isExternalLink } from '../../shared/urls.ts';
import { createBlogProps } from './blog-props.ts';
import { createChrome, createNavLink } from './chrome.ts';
import { createDocProps, excerptDescription, pageToc } from './doc-props.ts';
import { createCategoryProps } from './category-props.ts';
import { classToken, createHead } from './head.ts';
import { createRedirectProps } from './redirect-props.ts';
import { createPluginPageProps } from './plugin-props.ts';
import type { RenderContext } from '../render-context.ts';
import { localiseProps } from './locale-props.ts';
import { themeStringsFor } from '../strings/index.ts';
import { fillString } from '../../../templates/strings.ts';

/** Creates the props of any page of the site, with its locale links (a site of several locales). */
export function createPageProps(context: RenderContext, page: SitePage): PageProps {
  return localiseProps(context.site.config, page, pagePropsOf(context, page));
}

function pagePropsOf(context: RenderContext, page: SitePage): PageProps {
  const { site, assets } = context;
  const { config } = site;
  switch (page.kind) {
    case 'doc':
      return createDocProps(context, page);
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
      const isHome = fm.layout === 'home';
      const head = createHead(
        {
          route: page.route,
          pageTitle: isHome ? undefined : page.page.title,
          description:
            fm.description ??
            (isHome ? config.tagline : excerptDescription(page.page.markdown.sections[0]?.text)),
          keywords: fm.keywords,
          image: fm.image,
          headTags: fm.head,
          noindex: fm.unlisted === true,
          markdownFeatures: page.page.markdown.features,
          htmlClassName: `plugin-pages plugin-id-default ${isHome ? 'home-page' : `page-${classToken(page.route)}`}`,
        },
        config,
      );
      const chrome = createChrome(config, assets, page.route);
      if (isHome) {
        const action = fm.hero?.action;
        return {
          kind: 'home',
          chrome,
          head,
          hero: {
            title: fm.hero?.title ?? config.title,
            tagline: fm.hero?.tagline ?? config.tagline,
            action: action && createNavLink({ label: action.label, to: action.to }, config, ''),
          },
          features: (fm.features ?? []).map((f) => ({
            title: f.title,
            text: f.text,
            iconSrc:
              f.icon === undefined ? undefined : isExternalLink(f.icon) ? f.icon : fileHref(f.icon, config),
            action: f.action && createNavLink({ label: f.action.label, to: f.action.to }, config, ''),
          })),
          html: page.page.markdown.html,
        };
      }
      return {
        kind: 'page',
        chrome,
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
