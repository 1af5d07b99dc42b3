// Every visible string of the theme: the type each locale's table in this folder fills, read below the model (the
// model picks a locale's strings) and by the templates through their props.
import type { ClientStrings } from '../shared/client-strings.ts';

/** Every visible string of the theme. */
export interface ThemeStrings extends ClientStrings {
  skipToContent: string;
  mainNavigation: string;
  toggleNavigation: string;
  closeNavigation: string;
  navigationMenu: string;
  languages: string;
  /** `{mode}`: `colorModeLight` or `colorModeDark`. */
  colorModeToggle: string;
  colorModeLight: string;
  colorModeDark: string;
  search: string;
  searchSite: string;
  searchSiteMenu: string;
  searchSubmit: string;
  searchPageTitle: string;
  searchAll: string;
  searchNoResults: string;
  searchPlaceholder: string;
  searchIn: string;
  backToMainMenu: string;
  /** `{label}`: the current locale's name. */
  languageLabel: string;
  /** The hidden hint of a link that opens in a new tab (written after a space). */
  opensInNewTab: string;
  /** `{site}`: the site title (the search page's description). */
  searchPageDescription: string;
  /** The 404 page's description. */
  notFoundDescription: string;
  searchResultsLabel: string;
  searchSeeAll: string;
  /** `{context}`: the search context's label. */
  searchSeeAllIn: string;
  /** `{count}`. */
  searchResultCount: string;
  searchLoading: string;
  clearHighlights: string;
  docsSidebar: string;
  /** `{label}`: the category. */
  toggleCategory: string;
  breadcrumbs: string;
  homePage: string;
  onThisPage: string;
  docsPages: string;
  previous: string;
  next: string;
  tags: string;
  editThisPage: string;
  /** `{date}`. */
  lastUpdatedOn: string;
  /** `{author}`. */
  lastUpdatedBy: string;
  notFoundTitle: string;
  notFoundText: string;
  goHome: string;
  blogRecentPosts: string;
  blogListNavigation: string;
  blogPostNavigation: string;
  newerEntries: string;
  olderEntries: string;
  newerPost: string;
  olderPost: string;
  readMore: string;
  /** `{title}`. */
  readMoreAbout: string;
  /** `{minutes}`. */
  minRead: string;
  tagsTitle: string;
  authorsTitle: string;
  archiveTitle: string;
  noTags: string;
  noAuthors: string;
  noPosts: string;
  announcement: string;
  close: string;
  features: string;
  copyCode: string;
  copyCodeLabel: string;
  copied: string;
  copiedLabel: string;
  admonitionNote: string;
  admonitionTip: string;
  admonitionInfo: string;
  admonitionWarning: string;
  admonitionDanger: string;
  admonitionCaution: string;
  admonitionImportant: string;
  untranslatedNotice: string;
  untranslatedLink: string;
  /** `{label}`: the docs version. */
  versionBadge: string;
  /** `{site}`, `{label}`: the banner of a version not yet released. */
  versionUnreleased: string;
  /** `{site}`, `{label}`: the banner of an old version. */
  versionUnmaintained: string;
  /** `{link}`: a link whose text is `versionLatestLink`; `{label}`: the latest version. */
  versionLatest: string;
  versionLatestLink: string;
  /** The current docs version's label when the config sets no `docs.versionLabel`. */
  versionCurrentLabel: string;
  /** The blog's title (list page heading, breadcrumbs, feeds, llms files) when the config sets no `blog.title`. */
  blogTitle: string;
  /** The blog sidebar's heading when the config names none. */
  blogAllPosts: string;
  blogViewAllTags: string;
  /** `{tag}`: a tag page's title with one post. */
  blogTaggedOne: string;
  /** `{count}`, `{tag}`. */
  blogTaggedMany: string;
  /** `{tag}`: a tag page's description. */
  blogTaggedDescription: string;
  /** `{blog}`: the tags page's description. */
  blogTagsDescription: string;
  /** `{blog}`. */
  blogAuthorsDescription: string;
  /** `{blog}`. */
  blogArchiveDescription: string;
  /** `{title}`, `{page}`: the title of a list's page after the first. */
  pageNumber: string;
  /** `{title}`, `{page}`, `{count}`: a part of a long generated category index, and the pager's links between parts. */
  pagePartOf: string;
  /** The title of a large sidebar's generated top-level index (`/docs/category`). */
  sidebarRootTitle: string;
  /** `{count}`, `{label}`: the link that ends a long sidebar category's window. */
  sidebarShowAll: string;
  searchAllVersions: string;
  searchNoScript: string;
  copyPage: string;
  copyPageTitle: string;
  redirectTitle: string;
  /** `{link}`: the target. */
  redirectText: string;
  /** The Control key as keyboards of the locale label it (the search box's shortcut hint; Apple devices show ⌘). */
  searchShortcutCtrl: string;
  /** `docsgen serve`'s page while the site cannot be served: its content folder is gone. */
  serveNothingToServe: string;
  /** `{folder}`: the content folder; `{config}`: the config file's name. */
  serveContentMissing: string;
  /** `docsgen serve`'s page while no build has succeeded yet. */
  serveBuildFailed: string;
  /** serve's overlay when a rebuild failed with one error; `{files}`: the files it is in. */
  serveBuildFailedOne: string;
  /** The same with `{count}` errors. */
  serveBuildFailedMany: string;
  /** Its message when the build gave none. */
  serveFirstBuildFailed: string;
  serveFixInTerminal: string;
  /** The last line of every page serve shows while the site cannot be served. */
  serveReloadsItself: string;
}
