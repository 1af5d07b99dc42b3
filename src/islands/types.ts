// Islands: site components that are rendered at build time and hydrated in the browser. The names shared by the
// config, the MDX stage, the bundler and the page head.
import type { OutputFile } from '../base/output-file.ts';

/** When an island hydrates: on load, when the browser is idle, when it scrolls into view, on a media query, or only in the browser (no server HTML). */
export const ISLAND_STRATEGIES = ['load', 'idle', 'visible', 'media', 'only'] as const;

/** One of {@link ISLAND_STRATEGIES}. */
export type IslandStrategy = (typeof ISLAND_STRATEGIES)[number];

/** How one use of a component loads in the browser. */
export interface IslandDirective {
  strategy: IslandStrategy;
  /** The media query of the `media` strategy. */
  media?: string | undefined;
}

/** The browser files of the site's components: React's chunk, one chunk per component, the loader, the stylesheet. */
export interface IslandBundle {
  /** Every file to write when some page uses an island (chunks, loader) or a component with CSS (stylesheet). */
  files: OutputFile[];
  /** Output-relative path of the loader script (an ES module), or undefined when no component bundles for the browser. */
  loader: string | undefined;
  /** Output-relative path of the chunk that exports React's `createElement`, `hydrateRoot` and `createRoot`. */
  renderer: string | undefined;
  /** Output-relative path of each component's chunk, by component name. */
  chunks: Record<string, string>;
  /** Why a component could not be bundled for the browser (its file, line and esbuild's message), by name. */
  failures: Record<string, string>;
  /** Output-relative path of the stylesheet of every component's CSS, when some component imports CSS. */
  stylesheet: string | undefined;
  /** The names of the components whose CSS is in the stylesheet. */
  styled: string[];
}

/** The page feature of a page whose component `name` is an island (it also links the stylesheet, if any). */
export function islandFeature(name: string): `island:${string}` {
  return `island:${name}`;
}

/** The page feature of a page that renders component `name` at build time (it links the stylesheet, if any). */
export function componentFeature(name: string): `component:${string}` {
  return `component:${name}`;
}

/** What the MDX stage knows of the site's islands: the config's strategies and the browser bundle. */
export interface IslandContext {
  defaults: Readonly<Record<string, IslandDirective>>;
  bundle: IslandBundle | undefined;
}
