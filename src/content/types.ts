import type { HeadTag, SidebarConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { InlineAuthor } from './author-schema.ts';
import type { ContentAsset } from './assets.ts';
import type { HeroImage } from './hero-image.ts';

/** Which plugin a content file belongs to. */
export type ContentKind = 'doc' | 'page' | 'blog';

/** A markdown file found by the scan. */
export interface SourceFile {
  kind: ContentKind;
  /** Path relative to the plugin folder (`docs/`, `pages/`, `blog/`), forward slashes, NFC. */
  relPath: string;
  /** Path relative to the project root, forward slashes: what diagnostics name. */
  file: string;
  /** Absolute path on disk. */
  absPath: string;
  /** A locale's build: no translation yet, so this is the default locale's file (its page says so). */
  untranslated?: true | undefined;
  /** A locale's build: the project-relative path of the original this file translates (links resolve from there). */
  translationOf?: string | undefined;
  /** Docs of a released version: its name (`relPath` is then relative to `versioned_docs/version-<name>/`). */
  version?: string | undefined;
}

/** One button of a hero: its look (`primary`, `secondary`, `minimal`) and a Starlight icon name. */
export interface HeroAction {
  label: string;
  to: string;
  variant: 'primary' | 'secondary' | 'minimal';
  icon?: string | undefined;
}

/** Front matter of the home layout: a hero and feature cards. */
export interface HomeFrontMatter {
  hero?: {
    title?: string;
    tagline?: string;
    action?: { label: string; to: string };
    /** Every action of a VitePress or Starlight hero, in order (`action` is the primary one). */
    actions?: HeroAction[];
    /** The hero's image as written (VitePress' `image`, Starlight's `image.file`). */
    image?: HeroImage | undefined;
  };
  features?: { title: string; text: string; icon?: string; action?: { label: string; to: string } }[];
}

/** Validated front matter: only known keys, with their types. */
export interface FrontMatter extends HomeFrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  tags?: string[];
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  draft?: boolean;
  /** `null` turns the edit link off for this page. */
  custom_edit_url?: string | null;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  /** Blog: author keys from the authors file. */
  authors?: string[];
  /** Blog: authors written out in the front matter (`authors: [{ name, … }]` or Docusaurus' `author*` keys). */
  inlineAuthors?: InlineAuthor[];
  /** Docs: hide the page's title heading (the title still names the page in its `<title>`). */
  hide_title?: boolean;
  /** Built and reachable by its URL, but left out of sidebars, lists, search, feeds and the sitemap, with noindex. */
  unlisted?: boolean;
  /** Docs: the sidebar shown on this page (`null`: none), instead of the one that lists it. */
  displayed_sidebar?: string | null;
  /** Docs: the label of this page in the previous/next links of other pages. */
  pagination_label?: string;
  /** Overrides the last update that git gives (docs.showLastUpdate). */
  last_update?: { date?: string; author?: string };
  /** Blog: `YYYY-MM-DD`, kept as text so it never shifts with the time zone. */
  date?: string;
  /** Pages: `home` renders the hero and feature cards. */
  layout?: 'default' | 'home';
  /** API reference pages: the item's kind, shown as a badge. */
  api_kind?: 'Namespace' | 'Constant' | 'Typedef' | 'Global' | 'External';
  /** Tags added to this page's `<head>` after the config's `head`. */
  head?: HeadTag[];
  /** The keys docsgen does not read, kept for the page's components (`frontMatter.key` in MDX), as Docusaurus does. */
  custom?: Record<string, unknown>;
}

/** A content file after its front matter was read and validated. */
export interface ParsedSource {
  source: SourceFile;
  frontMatter: FrontMatter;
  /** The markdown after the front matter. */
  body: string;
  /** Number of file lines before the body: add it to a body line to get a file line. */
  bodyLineOffset: number;
}

/** `_category_.json` / `_category_.yml` of a docs folder. */
export interface CategoryMeta {
  /** Folder path relative to the docs folder, as on disk (number prefixes kept). */
  dirRelPath: string;
  /** Project-relative path of the category file. */
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  /** `generated-index` makes a page at `/docs/category/<slug>`; `doc` links the header to a doc; `null` none. */
  link?:
    | { type: 'generated-index'; slug?: string; title?: string; description?: string }
    | { type: 'doc'; id: string }
    | null;
}

/** A file under `static/`, copied as it is. */
export interface StaticAsset {
  /** Path relative to `static/`, forward slashes. */
  relPath: string;
  absPath: string;
}

/** Everything the scan found in the content folder. */
export interface ContentScan {
  docs: SourceFile[];
  pages: SourceFile[];
  blog: SourceFile[];
  /** Category files of docs folders, by folder. */
  categories: CategoryMeta[];
  /** Every docs folder path (relative to the docs folder, prefixes kept), so folders without a category file count too. */
  docDirs: string[];
  staticAssets: StaticAsset[];
  /** Files beside the markdown of docs, pages and the blog (images, downloads), with their output paths. */
  contentAssets: ContentAsset[];
  /** The blog is on but its folder does not exist: the site then has no blog. */
  blogFolderMissing?: boolean | undefined;
  /** Absolute path of the blog authors file, when present. */
  authorsFile: string | undefined;
  /** Absolute path of the blog tags file (`tags.yml`), when present. */
  tagsFile?: string | undefined;
  diagnostics: Diagnostic[];
  /**
   * The released docs versions that `versions.json` lists and the build includes, newest first (their docs are in
   * `docs` too, marked with `version`); undefined when the site has no `versions.json`.
   */
  versions?: VersionScan[] | undefined;
  /** Every name `versions.json` lists, newest first, included in this build or not. */
  versionNames?: string[] | undefined;
}

/** What the scan found of one released docs version. */
export interface VersionScan {
  name: string;
  categories: CategoryMeta[];
  docDirs: string[];
  /** Its sidebars, from `versioned_sidebars/version-<name>-sidebars.json`. */
  sidebars: Record<string, SidebarConfig>;
}
