// The theme's visible strings, as the templates get them in their props (`chrome.strings`): one table per locale
// (src/render/strings/), overridable per site by `content/i18n/<locale>/theme.json`. `{name}` marks a value filled in.

/** Every visible string of the theme. */
export interface ThemeStrings {
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
  /** `{site}`, `{version}`: the banner of a version not released yet. */
  versionBannerUnreleased: string;
  /** `{site}`, `{version}`: the banner of an old version. */
  versionBannerUnmaintained: string;
  /** `{link}` (the latest version's link), `{version}` (its label). */
  versionBannerLatest: string;
  versionBannerLatestLink: string;
}

/** A string with its `{name}` values filled in. */
export function fillString(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
