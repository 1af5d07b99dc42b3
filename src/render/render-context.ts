import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkupCache } from '../../templates/markup-cache.ts';
import { SidebarFragment } from '../../templates/Sidebar.tsx';
import { themeStringsFor } from '../strings/index.ts';
import type { Site } from '../model/site-types.ts';
import { isDeepStrictEqual } from 'node:util';
import type { SidebarEntry } from '../model/types.ts';
import { fileHref } from '../shared/urls.ts';
import { contentHash, type OutputFile } from '../base/output-file.ts';
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
 * Prepares the sidebars of a site; large ones get a fragment file named by a hash of its content, so that browsers keep
 * it for good and fetch it once per deploy that changes the sidebar.
 */
export function createRenderContext(
  site: Site,
  assets: PageAssets,
  previous?: PreparedSidebars,
): RenderContext {
  const sidebars = new Map<string, SidebarView>();
  const fragments: OutputFile[] = [];
  const made = new Map<string, PreparedSidebar>();
  const roots = sidebarRootsOf(site);
  const strings = themeStringsFor(site.config);
  for (const [id, entries] of site.sidebars) {
    const lazy = isLazySidebar(entries);
    const inputs: SidebarInputs = {
      id,
      lazy,
      baseUrl: site.config.baseUrl,
      trailingSlash: site.config.trailingSlash,
      toggleLabel: strings.toggleCategory,
      newTabLabel: strings.opensInNewTab,
      showAllLabel: strings.sidebarShowAll,
      entries,
      root: roots.get(id),
    };
    // A rebuild whose edit left this sidebar as it was (most edits) takes its view and fragment from the last build.
    let prepared = previous?.get(id);
    if (!prepared || !isDeepStrictEqual(prepared.inputs, inputs))
      prepared = lazy
        ? prepareLazySidebar(site, id, inputs)
        : {
            inputs,
            view: createSidebarView(entries, site.config, undefined, inputs.showAllLabel),
            fragment: undefined,
          };
    made.set(id, prepared);
    sidebars.set(id, prepared.view);
    if (prepared.fragment) fragments.push(prepared.fragment);
  }
  return { site, assets, sidebars, fragments, prepared: made, markup: new MarkupCache() };
}

// Stands for the fragment's own URL while its content is hashed: nested lazy categories name the file they are in.
const HREF_PLACEHOLDER = 'docsgen:sidebar-fragment';

/** A large sidebar's view and its fragment file, named by the hash of the fragment's content. */
function prepareLazySidebar(site: Site, id: string, inputs: SidebarInputs): PreparedSidebar {
  const render = (href: string): { view: SidebarView; html: string } => {
    const view = createSidebarView(inputs.entries, site.config, href, inputs.showAllLabel, inputs.root);
    const props = { ...view.fragment!, toggleLabel: inputs.toggleLabel, newTabLabel: inputs.newTabLabel };
    return { view, html: renderToStaticMarkup(createElement(SidebarFragment, props)) };
  };
  const draft = render(HREF_PLACEHOLDER);
  const path = `${SIDEBAR_FRAGMENTS_DIR}/${id.replace(/[^\w-]+/g, '-')}.${contentHash(draft.html)}.html`;
  const { view, html } = render(fileHref(path, site.config));
  return { inputs, view, fragment: { path, contents: html } };
}

interface SidebarInputs {
  id: string;
  lazy: boolean;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  /** The category toggle's accessible name in the locale. */
  toggleLabel: string;
  /** The hidden hint of an external link in the locale. */
  newTabLabel: string;
  /** The link ending a long category's window, `{count}` and `{label}`. */
  showAllLabel: string;
  entries: SidebarEntry[];
  /** The index page of the sidebar's top level, when it is too long to show whole. */
  root: { route: string; title: string } | undefined;
}

/** Sidebar id → its top level's index page (large sidebars with a long top level have one). */
function sidebarRootsOf(site: Site): Map<string, { route: string; title: string }> {
  const roots = new Map<string, { route: string; title: string }>();
  for (const page of site.pages)
    if (page.kind === 'category' && page.index.sidebarRoot && !roots.has(page.sidebarId))
      roots.set(page.sidebarId, {
        route: page.index.route,
        title: themeStringsFor(site.config).sidebarRootTitle,
      });
  return roots;
}

/** A sidebar's view and fragment, by sidebar id, with the inputs they were made from. */
export type PreparedSidebars = ReadonlyMap<string, PreparedSidebar>;

interface PreparedSidebar {
  inputs: SidebarInputs;
  view: SidebarView;
  fragment: OutputFile | undefined;
}
