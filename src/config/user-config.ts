// The config a site writes (`docsgen.config.ts`), before any default is applied.
import type { DiagnosticsConfig } from './diagnostics-types.ts';
import type { DocsgenPlugin, MarkdownPluginEntry } from '../plugins/types.ts';
import type { ThemeComponentName } from '../shared/theme-component-names.ts';
import type {
  HeadTag,
  SidebarConfigInput,
  FooterColumnInput,
  FooterItemInput,
  NavbarItemInput,
  LinkItemInput,
  SearchContextConfig,
  RedirectConfig,
} from './item-types.ts';

/** The shape of `docsgen.config.ts`: every field has its default in its comment. */
export interface UserConfig {
  /** Site title, used in page titles and the navbar. Required. */
  title: string;
  /** Short line under the title on the home page. Default: `''`. */
  tagline?: string;
  /** Production origin without a path (`https://docs.example.com`), for canonical links, the sitemap and feeds. Required. */
  url: string;
  /** Path the site is served under; starts and ends with `/`. Default: `'/'`. */
  baseUrl?: string;
  /** `undefined`: pages at `x/index.html`, links without a slash; `true`: links end in `/`; `false`: pages at `x.html`. Default: `undefined`. */
  trailingSlash?: boolean;
  /** Text between the page title and the site title in `<title>`. Default: `'|'`. */
  titleDelimiter?: string;
  /** Favicon path inside `static/`. Default: `'img/favicon.svg'`. */
  favicon?: string;
  /** Social preview image path inside `static/` (1200×630 PNG recommended). Default: none. */
  image?: string;
  /**
   * Where `/` sends readers when no page is at `/` (no `pages/index.md`, no doc at `/`): a route of the site or an
   * `http(s)` URL. Default: the first doc of the first sidebar.
   */
  home?: string;
  /** Copyright line under the footer links. Default: none. */
  copyright?: string;
  /**
   * Output folder, relative to the project root. It may not overlap the content folder, except that with
   * `contentDir: '.'` (a Docusaurus layout) it only has to stay out of the docs, pages, blog and `static/` folders.
   * Default: `'build'`.
   */
  outDir?: string;
  /** Content folder, relative to the project root. Default: `'content'`. */
  contentDir?: string;
  /**
   * Folder of static files, inside the content folder: copied as they are to the root of the output (`static/img/a.png`
   * → `/img/a.png`). Default: `'static'` (a VitePress project's is `'public'`).
   */
  staticDir?: string;
  /**
   * Folder of images and other files inside the content folder, apart from the pages (a Starlight project's
   * `src/assets/`): a page shows or links them by a path relative to itself (or through `markdown.pathAliases`), and
   * each is copied under a content-hashed name as files beside the pages are. Default: none.
   */
  assetsDir?: string;
  /** Locales. Default: `{ default: 'en', list: ['en'] }`; other locales get a `/<locale>` URL prefix. */
  locales?: {
    /** The locale built at the site's root. Default: `'en'`. */
    default?: string;
    /** Every locale of the site, the default one included. Default: `[default]`. */
    list?: string[];
    /** Writing direction per locale. Default: `'rtl'` for a right-to-left language (`ar`, `he`, `fa`, `ur`, …), else `'ltr'`. */
    direction?: Record<string, 'ltr' | 'rtl'>;
    /** Name shown in the locale switcher. Default: the locale code. */
    labels?: Record<string, string>;
  };
  /** The top bar. */
  navbar?: {
    /** Text beside the logo. Default: `title`. */
    title?: string;
    /** Logo path inside `static/` and its alt text. Default: none. */
    logo?: {
      /** The logo's path inside `static/`. Required. */
      src: string;
      /** The logo's alt text. Required. */
      alt: string;
      /** Another image for dark mode. Default: none (`src` in both modes). */
      srcDark?: string;
    };
    /** Entries, left to right. Default: `[]`. */
    items?: NavbarItemInput[];
    /** Hide the navbar while scrolling down. Default: `false`. */
    hideOnScroll?: boolean;
  };
  /** The footer. */
  footer?: {
    /** The footer's colours. Default: `'dark'`. */
    style?: 'light' | 'dark';
    /** Columns of links, each `{ title, items: [{ label, to }] }`. Default: `[]`. */
    columns?: FooterColumnInput[];
    /** Docusaurus' name for `columns`; a list of plain links is one row without a title. Default: none. */
    links?: FooterColumnInput[] | FooterItemInput[];
    /** The copyright line under the links (same as the top-level `copyright`, which wins when both are set). Default: none. */
    copyright?: string;
  };
  /** A dismissible bar above the navbar. Default: none. */
  announcementBar?: {
    /** Identifies this announcement; a new id shows again to readers who dismissed an older one. Required. */
    id: string;
    /** Plain text of the announcement. Required. */
    text: string;
    /** Optional link after the text. Default: none. */
    link?: LinkItemInput;
    /** Show a button that closes it (remembered per `id`). Default: `true`. */
    isCloseable?: boolean;
  };
  /** Light and dark mode. */
  colorMode?: {
    /** The mode of a first visit. Default: `'light'`. */
    defaultMode?: 'light' | 'dark';
    /** Hide the toggle. Default: `false`. */
    disableSwitch?: boolean;
    /** Follow the system preference until the reader chooses. Default: `false`. */
    respectPrefersColorScheme?: boolean;
  };
  /** The docs plugin. */
  docs?: {
    /**
     * Docs folder, relative to the content folder. It may lie outside it (`'../docs'`, a docs folder beside the
     * website), and is then read where it is, its symbolic links kept inside it. Default: `'docs'`.
     */
    path?: string;
    /** URL prefix of docs. Default: `'/docs'`. */
    routeBasePath?: string;
    /** Sidebars by id. Default: `{ docsSidebar: { autogenerated: '' } }`. */
    sidebars?: Record<string, SidebarConfigInput>;
    /**
     * Base of "Edit this page" links: the doc's path inside the docs folder is appended as the file is named, number
     * prefixes kept (`guide/01-intro.md`), so the base names the docs folder in your repository
     * (`https://github.com/you/docs/edit/main/content/docs/`). Default: none (no edit links).
     */
    editUrl?: string;
    /** Doc id prefixes that get no edit link. Default: `[]`. */
    noEditUrlFor?: string[];
    /** Files or folders inside the docs folder that build no page (`'SUMMARY.md'`), or globs (`'legacy/**'`, `'_*.md'`, matched with minimatch, dot-files included). Default: `[]`. */
    exclude?: string[];
    /** Label of the only docs version, and of the current one when there are versions. Default: `'Next'`. */
    versionLabel?: string;
    /** Per version (`'current'` or a name of `versions.json`): its label, URL segment and banner. Default: `{}`. */
    versions?: Record<string, DocsVersionConfig>;
    /** The version served at the docs' base path. Default: the newest of `versions.json`, else `'current'`. */
    lastVersion?: string;
    /** Build only these versions (`['current']` for fast local builds). Default: every version. */
    onlyIncludeVersions?: string[];
    /** Extra routes that mirror docs: `{ from: 'api/', to: '/docs/api/i18n/…/api/' }` serves every doc under `from` again at `to` (canonical + noindex). Default: `[]`. */
    mirrors?: { from: string; to: string }[];
    /** Table-of-contents heading levels. */
    toc?: {
      /** The highest level listed. Default: `2`. */
      min?: number;
      /** The lowest level listed. Default: `3`. */
      max?: number;
    };
    /**
     * "Last updated on … by …" under each doc: the date (UTC) and author of the last commit of its file, read with
     * one `git log`. Outside a git checkout the build warns (`last-update-unknown`); CI needs the full history (a
     * shallow clone dates every file to its one commit). Default: `false`.
     */
    showLastUpdate?: boolean;
  };
  /** Standalone pages. */
  pages?: {
    /** Folder of the markdown pages inside the content folder (Docusaurus sites keep them in `'src/pages'`). Default: `'pages'`. */
    path?: string;
  };
  /** The blog plugin; `false` turns it off. */
  blog?:
    | false
    | {
        /** Folder inside the content folder. Default: `'blog'`. */
        path?: string;
        /** URL prefix. Default: `'/blog'`. */
        routeBasePath?: string;
        /** Title of the blog list page. Default: `'Blog'`. */
        title?: string;
        /** Description of the blog list page. Default: `'Blog'`. */
        description?: string;
        /** Posts per list page. Default: `10`. */
        postsPerPage?: number;
        /** Number of recent posts in the sidebar; `'ALL'` for all. Default: `'ALL'`. */
        sidebarCount?: number | 'ALL';
        /** Sidebar heading. Default: `'All posts'` in the site's locale. */
        sidebarTitle?: string;
        /** Show reading time. Default: `true`. */
        showReadingTime?: boolean;
        /** The blog's feeds. */
        feedOptions?: {
          /** Feeds written. Default: `['rss', 'atom']`. */
          type?: ('rss' | 'atom')[];
          /** Copyright text of the feeds. Default: the site's `copyright`. */
          copyright?: string;
        };
        /** Authors file inside the blog folder. Default: `'authors.yml'`. */
        authorsMapPath?: string;
        /** The tags file beside the posts (Docusaurus' `tags.yml`: label, description, permalink per key); `false`: none. Default: `'tags.yml'`. */
        tagsMapPath?: string | false;
      };
  /** Client-side search. */
  search?: {
    /** Search contexts; pages outside all contexts are searched in the default one. Default: `[]`. */
    contexts?: SearchContextConfig[];
    /** Index blog posts. Default: `true`. */
    indexBlog?: boolean;
    /** Characters of text around a match. Default: `50`. */
    snippetLength?: number;
    /** Highlight the searched terms on the target page. Default: `true`. */
    highlightSearchTermsOnTargetPage?: boolean;
    /** Show the Ctrl/Cmd+K hint. Default: `true`. */
    searchBarShortcutHint?: boolean;
    /** Suggest related terms when nothing matches. Default: `true`. */
    relatedSearches?: boolean;
    /** Navbar side of the search box. Default: `'right'`. */
    searchBarPosition?: 'left' | 'right';
    /** Results in the dropdown. Default: `8`. */
    searchResultLimits?: number;
    /** Time-out for the highlighter iframe, in ms. Default: `5000`. */
    highlighterIframeTimeout?: number;
  };
  /** Markdown options. */
  markdown?: {
    /** Allow raw HTML in markdown (untrusted content: keep off). Default: `false`. */
    html?: boolean;
    /** Another tool's markdown syntax turned on as well: `'mkdocs'` (Python-Markdown and pymdown-extensions as MkDocs Material sites write them), `'vitepress'` (snippet imports, code notation, Vue's markdown) `'mdbook'` (`{{#include}}`, hidden Rust lines) or `'starlight'` (Starlight's components, asides and front matter). Default: none. */
    dialect?: 'mkdocs' | 'starlight' | 'vitepress' | 'mdbook';
    /** The folder (relative to the project root) that files a dialect includes must be in, when it is above the project: an mdBook book in a repository's `guide/` that includes the repository's examples (`'..'`). Default: the project root. */
    includeFrom?: string;
    /** Path prefixes of images and MDX imports mapped to folders of the project, relative to the project root, as a tsconfig's `paths` maps them (a Starlight project's `{ '~/': 'src/' }` reads `~/assets/a.png` from `src/assets/a.png`). Default: none. */
    pathAliases?: Record<string, string>;
    /** Hosts that `:::embed` may load. Default: `['www.youtube.com', 'youtube.com', 'youtu.be', 'www.youtube-nocookie.com']`. */
    embedHosts?: string[];
    /** Languages the highlighter loads before the first page (any other Prism language loads on first use). Default: a common set (ts, js, json, bash, …). */
    codeLanguages?: string[];
    /** markdown-it plugins, each a function or `[function, options]`, applied after docsgen's own rules. Default: `[]`. */
    plugins?: MarkdownPluginEntry[];
    /**
     * The site's own components MDX pages may use, by name: `{ Badge: './components/Badge.tsx' }`, or
     * `{ Counter: { path: './components/Counter.tsx', client: 'visible' } }` for an island that also runs in the
     * browser (`client`: `'load'`, `'idle'`, `'visible'`, `'media'` with `media: '(…)'`, or `'only'`). Default: `{}`.
     */
    mdxComponents?: Record<string, string | MdxComponentEntry>;
  };
  /** docsgen plugins: `{ name, extendMarkdown?, routes?, transformHtml?, postBuild? }`, run in order. Default: `[]`. */
  plugins?: DocsgenPlugin[];
  /** Client navigation (prefetch and page swap). Default: `true`. */
  clientNavigation?: boolean;
  /** The look of the site. */
  theme?: {
    /** CSS files (relative to the project root) appended after the theme's stylesheet, in order. Default: `[]`. */
    customCss?: string[];
    /**
     * The site's own React components in place of theme components, by name: `{ Footer: './theme/Footer.tsx' }`
     * (paths relative to the project root). Rendered at build time only. Default: `{}`.
     */
    components?: Partial<Record<ThemeComponentName, string>>;
  };
  /** Tags added to the `<head>` of every page, after docsgen's own (meta, link, script with `src`). Default: `[]`. */
  head?: HeadTag[];
  /** Static redirect pages: `from` (a path of the site) sends readers to `to` (a route, with `#anchor`, or a URL). Default: `[]`. */
  redirects?: RedirectConfig[];
  /** Severities per diagnostic code (`rules`) and source paths whose diagnostics are dropped (`ignore`). */
  diagnostics?: DiagnosticsConfig;
  /**
   * Files for language-model tools: `txt` writes `/llms.txt`, `full` writes `/llms-full.txt`, `twins` writes a
   * markdown twin (`<page URL>.md`) of every doc and post with its head link and "Copy page" button. `false` turns all
   * three off. Default: each `true`.
   */
  llms?:
    | boolean
    | {
        /** Write `/llms.txt`. Default: `true`. */
        txt?: boolean;
        /** Write `/llms-full.txt`. Default: `true`. */
        full?: boolean;
        /** Write the markdown twin of every doc and post (the llms files list them). Default: `true`. */
        twins?: boolean;
      };
}

/** How one docs version is shown. */
export interface DocsVersionConfig {
  /**
   * Name in the dropdown, the badge and the banners, or one per locale: `{ en: '1.0 (LTS)', fr: '1.0 (suivie)' }` (a
   * locale left out gets the default locale's). Default: the version's name (`docs.versionLabel` for `'current'`).
   */
  label?: string | Record<string, string>;
  /** URL segment after the docs' base path. Default: `''` for the last version, `'next'` for current, else the name. */
  path?: string;
  /** Banner above its docs. Default: `'unreleased'` for current, `'unmaintained'` for older ones, none for the last. */
  banner?: 'unreleased' | 'unmaintained' | 'none';
}

/** An MDX component given as an object: its file and, for an island, when it hydrates in the browser. */
export interface MdxComponentEntry {
  /** The component's file, relative to the project root. Required. */
  path: string;
  /** Hydrate it in the browser with this strategy on every page that uses it. Default: build time only. */
  client?: 'load' | 'idle' | 'visible' | 'media' | 'only';
  /** The media query of `client: 'media'`, for example `'(max-width: 50em)'`. */
  media?: string;
}
