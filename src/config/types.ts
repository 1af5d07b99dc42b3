import type { ResolvedDiagnosticsConfig } from './diagnostics-types.ts';
import type { DocsgenPlugin, MarkdownExtension } from '../plugins/types.ts';
import type { ThemeComponentName } from '../shared/theme-component-names.ts';
import type {
  HeadTag,
  ThemeComponentSource,
  MdxComponentSource,
  LinkItem,
  NavbarItem,
  FooterColumn,
  SidebarConfig,
  SearchContextConfig,
  RedirectConfig,
} from './item-types.ts';

export type {
  HeadTag,
  ThemeComponentSource,
  MdxComponentSource,
  LinkItem,
  CategoryLinkConfig,
  DropdownItem,
  HtmlItem,
  DocLinkItem,
  SidebarConfigInput,
  SidebarItemInput,
  FooterColumnInput,
  NavbarItemInput,
  LinkItemInput,
  NavbarItem,
  FooterColumn,
  SidebarItemConfig,
  SidebarConfig,
  SearchContextConfig,
  RedirectConfig,
} from './item-types.ts';

import type { DocsVersionConfig } from './user-config.ts';
import type { IslandBundle, IslandDirective } from '../islands/types.ts';

export type { DocsVersionConfig, UserConfig } from './user-config.ts';

/** How one docs version is shown, with its label in the locale being built. */
export interface ResolvedDocsVersionConfig extends Omit<DocsVersionConfig, 'label'> {
  /** The label in the locale this config builds (none: the default label). */
  label?: string | undefined;
  /** The config's label per locale, when it gives one per locale. */
  labels?: Record<string, string> | undefined;
}

/** The config with every default applied; what every stage reads. */
export interface ResolvedConfig {
  /** Absolute path of the config file (or `null` when built from an object in tests). */
  configFile: string | null;
  /** Absolute path of the project root (the config file's folder). */
  rootDir: string;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  titleDelimiter: string;
  /** Undefined: the site has no favicon (the default one is not in static/). */
  favicon: string | undefined;
  image: string | undefined;
  home: string | undefined;
  copyright: string | undefined;
  outDir: string;
  contentDir: string;
  /** Static files' folder inside the content folder. */
  staticDir: string;
  /** Folder of images and files apart from the pages, inside the content folder (undefined: none). */
  assetsDir?: string | undefined;
  locales: {
    default: string;
    list: string[];
    direction: Record<string, 'ltr' | 'rtl'>;
    labels: Record<string, string>;
    /** The locale this build makes (a build per locale); undefined: the default locale. */
    current?: string | undefined;
    /** The site's own baseUrl when `baseUrl` is a locale's (`/fr/`); undefined: `baseUrl` is the site's. */
    siteBaseUrl?: string | undefined;
    /** The site's own theme strings of the current locale (`content/i18n/<locale>/theme.json`), by key. */
    themeStrings?: Readonly<Record<string, string>> | undefined;
  };
  navbar: {
    title: string;
    logo: { src: string; alt: string; srcDark?: string } | undefined;
    items: NavbarItem[];
    hideOnScroll: boolean;
  };
  footer: { style: 'light' | 'dark'; columns: FooterColumn[] };
  announcementBar: { id: string; text: string; link: LinkItem | undefined; isCloseable: boolean } | undefined;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  docs: {
    path: string;
    routeBasePath: string;
    sidebars: Record<string, SidebarConfig>;
    editUrl: string | undefined;
    noEditUrlFor: string[];
    exclude: string[];
    versionLabel: string;
    /** True when the config sets no label: the build puts the locale's word (`versionCurrentLabel`) in its place. */
    versionLabelIsDefault?: boolean | undefined;
    /** A site of one version shows its label on every doc only when the config names it (as Docusaurus does). */
    versionBadge: boolean;
    versions: Record<string, ResolvedDocsVersionConfig>;
    lastVersion: string | undefined;
    onlyIncludeVersions: string[] | undefined;
    mirrors: { from: string; to: string }[];
    toc: { min: number; max: number };
    showLastUpdate: boolean;
  };
  pages: { path: string };
  blog:
    | {
        path: string;
        routeBasePath: string;
        title: string;
        description: string;
        /** True when the config sets no title: the build puts the locale's word (`blogTitle`) in its place. */
        titleIsDefault?: boolean | undefined;
        /** True when the config sets no description: the build puts the locale's blog title in its place. */
        descriptionIsDefault?: boolean | undefined;
        postsPerPage: number;
        sidebarCount: number | 'ALL';
        /** Undefined: the theme's words in the site's locale. */
        sidebarTitle: string | undefined;
        showReadingTime: boolean;
        feedOptions: { type: ('rss' | 'atom')[]; copyright: string | undefined };
        authorsMapPath: string;
        tagsMapPath: string | false;
      }
    | false;
  search: {
    contexts: SearchContextConfig[];
    indexBlog: boolean;
    snippetLength: number;
    highlightSearchTermsOnTargetPage: boolean;
    searchBarShortcutHint: boolean;
    relatedSearches: boolean;
    searchBarPosition: 'left' | 'right';
    searchResultLimits: number;
    highlighterIframeTimeout: number;
  };
  markdown: {
    html: boolean;
    /** `markdown.dialect`: another tool's syntax turned on as well (undefined: none). */
    dialect?: 'mkdocs' | 'starlight' | 'vitepress' | 'mdbook' | undefined;
    /** Where a dialect that includes files reads them from (`vitepress`, `mdbook`): the project and content folders, absolute. */
    includeRoots?: { rootDir: string; contentDir: string; allowedDir?: string } | undefined;
    /** The site's folders MDX imports are read from (`@site/…`, partials, images), absolute. */
    mdxRoots?: MdxRoots | undefined;
    embedHosts: string[];
    codeLanguages: string[];
    /** `markdown.plugins`, then each plugin's `extendMarkdown`: applied in this order after docsgen's own rules. */
    extensions: MarkdownExtension[];
    /**
     * Where worker threads get the extensions again (functions cannot be sent to them): the config file and the module
     * it was bundled into. Undefined without extensions, or for a config made from an object.
     */
    extensionsSource: { configFile: string; code: string } | undefined;
    /** `markdown.mdxComponents`, each path absolute. */
    mdxComponents: Record<string, string>;
    /** Those components compiled by the config loader (undefined for a config made from an object: compiled later). */
    mdxComponentSources?: MdxComponentSource[] | undefined;
    /** The components whose object form names a `client` strategy: islands wherever they are used. */
    islands?: Record<string, IslandDirective> | undefined;
    /** The components bundled for the browser (made with `mdxComponentSources`), when the site has components. */
    islandBundle?: IslandBundle | undefined;
    /** The words markdown writes itself (admonition titles, the code copy button) in a locale other than English. */
    labels?: MarkdownLabels | undefined;
  };
  clientNavigation: boolean;
  theme: {
    customCss: string[];
    components: Partial<Record<ThemeComponentName, string>>;
    /**
     * Each of `components` compiled (by `loadConfig`), for the render stage and worker threads to load; undefined for a
     * config made from an object (the build compiles them then).
     */
    componentSources?: ThemeComponentSource[] | undefined;
  };
  head: HeadTag[];
  redirects: RedirectConfig[];
  plugins: DocsgenPlugin[];
  diagnostics: ResolvedDiagnosticsConfig;
  /** Which files for language-model tools are written (`llms` of the user config). */
  llms: { txt: boolean; full: boolean; twins: boolean };
}

/** The site's folders as MDX imports see them: `@site/` is `rootDir`; files of `staticDir` are served from the root. */
export interface MdxRoots {
  rootDir: string;
  contentDir: string;
  staticDir: string;
  /** The docs folder, which may lie outside the site's folder (`../docs`): imports may read it too. */
  docsDir: string;
  /** `markdown.pathAliases`: each prefix (`~/`) and the absolute folder it stands for; none when left out. */
  aliases?: readonly (readonly [string, string])[] | undefined;
}

/** The words the markdown stage writes itself, in the build's locale (default: English). */
export interface MarkdownLabels {
  /** Default title of each admonition type (`note`, `tip`, `info`, `warning`, `danger`, `caution`, `important`). */
  admonitions: Readonly<Record<string, string>>;
  /** The code block's copy button: its text and accessible name. */
  copy: string;
  copyLabel: string;
}
