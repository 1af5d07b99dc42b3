// The shapes a site's extensions take: markdown-it plugins (`markdown.plugins`) and docsgen plugins (`plugins`).
import type MarkdownIt from 'markdown-it';
import type { ComponentType } from 'react';

/** A markdown-it plugin: called with the markdown-it instance and its options, as `md.use(plugin, options)` does. */
export type MarkdownItPlugin = (md: MarkdownIt, ...options: never[]) => void;

/** An entry of `markdown.plugins`: a plugin, or a plugin and the options it is used with. */
export type MarkdownPluginEntry = MarkdownItPlugin | [MarkdownItPlugin] | [MarkdownItPlugin, unknown];

/** A page of the site as plugins see it. */
export interface PluginSitePage {
  /** Route without the base URL, for example `/docs/intro`. */
  route: string;
  /** `doc`, `category`, `page`, `blog-post`, `blog-list`, …, or `plugin` for a page another plugin added. */
  kind: string;
  /** The page's title, when it has one of its own. */
  title: string | undefined;
}

/** What `routes(site)` is given: the site's identity and its pages. */
export interface PluginSite {
  title: string;
  /** Production origin, for example `https://docs.example.com`. */
  url: string;
  /** Path the site is served under, for example `/`. */
  baseUrl: string;
  pages: PluginSitePage[];
}

/** An extra page a plugin adds: a React component rendered on the server inside the site's layout. */
export interface PluginRoute {
  /** Route without the base URL, starting with `/`, for example `/changelog`. */
  route: string;
  /** Page title (`<title>` and the page's heading area). */
  title: string;
  /** Rendered with `props` into plain HTML (no React in the browser); any component, whatever its props type. */
  component: ComponentType<never>;
  /** The component's props. Default: `{}`. */
  props?: object;
  /** Meta description. Default: none. */
  description?: string;
}

/** What `postBuild` is given. */
export interface PostBuildContext {
  /** Absolute path of the output folder, already holding the new build. */
  outDir: string;
  /** Every page's route, in site order. */
  routes: string[];
}

/** A docsgen plugin: a name and any of the hooks. A hook that throws fails the build with the plugin's name. */
export interface DocsgenPlugin {
  /** Names the plugin in diagnostics. Required. */
  name: string;
  /** Adds markdown-it rules or plugins; runs after docsgen's own and after `markdown.plugins`. */
  extendMarkdown?: (md: MarkdownIt) => void;
  /** Extra pages, added to the site model (sitemap, link checks) and rendered inside the site's layout. */
  routes?: (site: PluginSite) => PluginRoute[];
  /** Gets each page's final HTML and its route; returns the HTML to write instead. */
  transformHtml?: (html: string, route: string) => string;
  /** Runs after a disk build has put its output in place; may write into `outDir`, and anywhere else (unconfined). */
  postBuild?: (context: PostBuildContext) => void | Promise<void>;
}

/** A markdown-it extension of the site, in the order applied (after docsgen's own rules). */
export type MarkdownExtension =
  | { from: 'markdown.plugins'; index: number; plugin: MarkdownItPlugin; options: unknown[] }
  | { from: 'plugin'; name: string; plugin: DocsgenPlugin; extendMarkdown: (md: MarkdownIt) => void };
