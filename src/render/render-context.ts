import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkupCache } from '../../templates/markup-cache.ts';
import { SidebarFragment } from '../../templates/Sidebar.tsx';
import { themeStringsFor } from './strings/index.ts';
import type { Site } from '../model/site-types.ts';
import { isDeepStrictEqual } from 'node:util';
import type { SidebarEntry } from '../model/types.ts';
import { fileHref } from '../shared/urls.ts';
import type { OutputFile } from '../output-file.ts';
import type { PageAssets } from './props/chrome.ts';
import type { LoadedTheme } from './theme-overrides.ts';
import { createSidebarView, isLazySidebar, type SidebarView } from './props/sidebar-props.ts';

/** What every page's props are made from: the site, the asset URLs and each sidebar prepared once. */
export interface RenderContext {
  site: Site;
  assets: PageAssets;
  /** Sidebar id → its prepared view. */
  sidebars: Map<string, SidebarView>;
  /** The shared fragment files of the large sidebars. */
  fragments: OutputFile[];
  /** Each sidebar's view and fragment with what they were made from: hand it to the next build's context. */
  prepared: PreparedSidebars;
  /** The parts of pages rendered once for the whole build (navbar, footer, icons). */
  markup: MarkupCache;
  /** The site's own theme components (`theme.components`), loaded in this thread; none: the theme's everywhere. */
  theme?: LoadedTheme | undefined;
}

/** Output folder of the sidebar fragments. */
export const SIDEBAR_FRAGMENTS_DIR = 'assets/sidebars';

/**
 * Prepares the sidebars of a site; large ones get a fragment file. Its name is stable (not content-hashed) and it is
 * served like a page: a label changed anywhere in a sidebar changes the fragment, not every page that links to it.
 */
export function createRenderContext(
  site: Site,
  assets: PageAssets,
  previous?: PreparedSidebars,
): RenderContext {
  const sidebars = new Map<string, SidebarView>();
  const fragments: OutputFile[] = [];
  const made = new Map<string, PreparedSidebar>();
  for (const [id, entries] of site.sidebars) {
    const lazy = isLazySidebar(entries);
    const path = lazy ? `${SIDEBAR_FRAGMENTS_DIR}/${id.replace(/[^\w-]+/g, '-')}.html` : undefined;
    const href = path === undefined ? undefined : fileHref(path, site.config);
    const inputs: SidebarInputs = {
      href,
      baseUrl: site.config.baseUrl,
      trailingSlash: site.config.trailingSlash,
      toggleLabel: themeStringsFor(site.config).toggleCategory,
      entries,
    };
    // A rebuild whose edit left this sidebar as it was (most edits) takes its view and fragment from the last build.
    let prepared = previous?.get(id);
    if (!prepared || !isDeepStrictEqual(prepared.inputs, inputs)) {
      const view = createSidebarView(entries, site.config, href);
      const fragment =
        path === undefined
          ? undefined
          : {
              path,
              contents: renderToStaticMarkup(
                createElement(SidebarFragment, { ...view.fragment!, toggleLabel: inputs.toggleLabel }),
              ),
            };
      prepared = { inputs, view, fragment };
    }
    made.set(id, prepared);
    sidebars.set(id, prepared.view);
    if (prepared.fragment) fragments.push(prepared.fragment);
  }
  return { site, assets, sidebars, fragments, prepared: made, markup: new MarkupCache() };
}

interface SidebarInputs {
  href: string | undefined;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  /** The category toggle's accessible name in the locale. */
  toggleLabel: string;
  entries: SidebarEntry[];
}

/** A sidebar's view and fragment, by sidebar id, with the inputs they were made from. */
export type PreparedSidebars = ReadonlyMap<string, PreparedSidebar>;

interface PreparedSidebar {
  inputs: SidebarInputs;
  view: SidebarView;
  fragment: OutputFile | undefined;
}
