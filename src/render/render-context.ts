import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SidebarFragment } from '../../templates/Sidebar.tsx';
import { escapeHtml } from '../markdown/text.ts';
import type { Site } from '../site/site-types.ts';
import { fileHref } from '../site/urls.ts';
import { contentHash, type OutputFile } from './bundle-client.ts';
import type { PageAssets } from './chrome.ts';
import { createSidebarView, isLazySidebar, type SidebarView } from './sidebar-props.ts';

/** What every page's props are made from: the site, the asset URLs and each sidebar prepared once. */
export interface RenderContext {
  site: Site;
  assets: PageAssets;
  /** Sidebar id → its prepared view. */
  sidebars: Map<string, SidebarView>;
  /** The shared fragment files of the large sidebars. */
  fragments: OutputFile[];
}

/** Output folder of the sidebar fragments. */
export const SIDEBAR_FRAGMENTS_DIR = 'assets/sidebars';

// Stands for the fragment's own URL while its content (and so its hashed name) is not known yet.
const URL_PLACEHOLDER = '__docsgen_sidebar_fragment__';

/** Prepares the sidebars of a site; large ones get a content-hashed fragment file the browser caches. */
export function createRenderContext(site: Site, assets: PageAssets): RenderContext {
  const sidebars = new Map<string, SidebarView>();
  const fragments: OutputFile[] = [];
  for (const [id, entries] of site.sidebars) {
    if (!isLazySidebar(entries)) {
      sidebars.set(id, createSidebarView(entries, site.config));
      continue;
    }
    const draft = createSidebarView(entries, site.config, URL_PLACEHOLDER);
    const html = renderToStaticMarkup(createElement(SidebarFragment, draft.fragment!));
    const path = `${SIDEBAR_FRAGMENTS_DIR}/${id.replace(/[^\w-]+/g, '-')}.${contentHash(html)}.html`;
    const href = fileHref(path, site.config);
    fragments.push({ path, contents: html.replaceAll(URL_PLACEHOLDER, escapeHtml(href)) });
    sidebars.set(id, createSidebarView(entries, site.config, href));
  }
  return { site, assets, sidebars, fragments };
}
