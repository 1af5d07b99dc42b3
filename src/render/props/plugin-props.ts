import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { emptyUnsafeUrls } from '../../base/html-urls.ts';
import { executableScheme } from '../../base/url-policy.ts';
import type { PluginPageProps } from '../../../templates/props.ts';
import type { SitePage } from '../../model/site-types.ts';
import { createChrome } from './chrome.ts';
import { classToken, createHead } from './head.ts';
import type { RenderContext } from '../render-context.ts';

/**
 * The props of a page a plugin added: its component is rendered here, on this thread, into the HTML the page template
 * wraps in the site's layout (a component cannot be sent to a worker thread; its HTML can). Throws, naming the plugin,
 * when the component does.
 */
export function createPluginPageProps(
  context: RenderContext,
  page: SitePage & { kind: 'plugin' },
): PluginPageProps {
  const { config } = context.site;
  let html: string;
  try {
    html = renderToStaticMarkup(createElement(page.component as ComponentType<object>, page.props));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`plugin "${page.plugin}": the component of ${page.route} threw: ${message}`);
  }
  // Plugin code is trusted, but what it renders often comes from content: it passes the URL policy too.
  const unsafe = emptyUnsafeUrls(html).unsafe[0];
  if (unsafe !== undefined) {
    const scheme = executableScheme(unsafe);
    throw new Error(
      `plugin "${page.plugin}": the component of ${page.route} rendered a ${scheme}: URL (${JSON.stringify(unsafe.slice(0, 60))}), which would run code in the reader's browser; link to a page or an https: URL`,
    );
  }
  return {
    kind: 'plugin',
    chrome: createChrome(config, context.assets, page.route),
    head: createHead(
      {
        route: page.route,
        pageTitle: page.title,
        description: page.description,
        htmlClassName: `plugin-page plugin-id-${classToken(page.plugin)}`,
      },
      config,
    ),
    title: page.title,
    html,
  };
}
