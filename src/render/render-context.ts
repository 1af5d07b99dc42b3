import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SidebarFragment } from '../../templates/Sidebar.tsx';
import type { Site } from '../site/site-types.ts';
import { fileHref } from '../site/urls.ts';
import type { OutputFile } from './bundle-client.ts';
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

/**
 * Prepares the sidebars of a site; large ones get a fragment file. Its name is stable (not content-hashed) and it is
 * served like a page: a label changed anywhere in a sidebar changes the fragment, not every page that links to it.
 */
export function createRenderContext(site: Site, assets: PageAssets): RenderContext {
  const sidebars = new Map<string, SidebarView>();
  const fragments: OutputFile[] = [];
  for (const [id, entries] of site.sidebars) {
    if (!isLazySidebar(entries)) {
      sidebars.set(id, createSidebarView(entries, site.config));
      continue;
    }
    const path = `${SIDEBAR_FRAGMENTS_DIR}/${id.replace(/[^\w-]+/g, '-')}.html`;
    const view = createSidebarView(entries, site.config, fileHref(path, site.config));
    fragments.push({ path, contents: renderToStaticMarkup(createElement(SidebarFragment, view.fragment!)) });
    sidebars.set(id, view);
  }
  return { site, assets, sidebars, fragments };
}
