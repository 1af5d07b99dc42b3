// A Docusaurus locale's `code.json` (translation id → { message }) as docsgen theme strings: only the ids whose
// meaning docsgen's theme has, and only when the message's `{placeholders}` are ones docsgen fills in for that key.
import { en } from '../../strings/en.ts';
import type { ThemeStrings } from '../../strings/theme-strings.ts';
import { isRecord } from './notes.ts';

// Docusaurus theme translation ids → the docsgen key meaning the same words. Ids whose words docsgen splits or fills
// differently (reading time plurals, "last updated" fragments, version banners) are not here: they are left out.
const CODE_IDS: Readonly<Record<string, keyof ThemeStrings>> = {
  'theme.common.skipToMainContent': 'skipToContent',
  'theme.common.editThisPage': 'editThisPage',
  'theme.docs.paginator.navAriaLabel': 'docsPages',
  'theme.docs.paginator.previous': 'previous',
  'theme.docs.paginator.next': 'next',
  'theme.docs.sidebar.navAriaLabel': 'docsSidebar',
  'theme.docs.breadcrumbs.navAriaLabel': 'breadcrumbs',
  'theme.docs.breadcrumbs.home': 'homePage',
  'theme.TOCCollapsible.toggleButtonLabel': 'onThisPage',
  'theme.tags.tagsListLabel': 'tags',
  'theme.tags.tagsPageTitle': 'tagsTitle',
  'theme.tags.tagsPageLink': 'blogViewAllTags',
  'theme.NotFound.title': 'notFoundTitle',
  'theme.NotFound.p1': 'notFoundDescription',
  'theme.blog.post.readMore': 'readMore',
  'theme.blog.post.readMoreLabel': 'readMoreAbout',
  'theme.blog.paginator.navAriaLabel': 'blogListNavigation',
  'theme.blog.paginator.newerEntries': 'newerEntries',
  'theme.blog.paginator.olderEntries': 'olderEntries',
  'theme.blog.post.paginator.navAriaLabel': 'blogPostNavigation',
  'theme.blog.post.paginator.newerPost': 'newerPost',
  'theme.blog.post.paginator.olderPost': 'olderPost',
  'theme.blog.sidebar.navAriaLabel': 'blogRecentPosts',
  'theme.blog.archive.title': 'archiveTitle',
  'theme.CodeBlock.copy': 'copyCode',
  'theme.CodeBlock.copied': 'copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'copyCodeLabel',
  'theme.admonition.note': 'admonitionNote',
  'theme.admonition.tip': 'admonitionTip',
  'theme.admonition.info': 'admonitionInfo',
  'theme.admonition.warning': 'admonitionWarning',
  'theme.admonition.danger': 'admonitionDanger',
  'theme.admonition.caution': 'admonitionCaution',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'close',
  'theme.ErrorPageContent.title': 'crashTitle',
  'theme.ErrorPageContent.tryAgain': 'crashRetry',
  'theme.navbar.mobileLanguageDropdown.label': 'languages',
  'theme.docs.versionBadge.label': 'versionBadge',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'backToMainMenu',
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The theme strings a code.json carries over, and the ids it holds that have no docsgen equivalent. */
export interface CodeJsonStrings {
  strings: Record<string, string>;
  /** Ids with a message that were left out (no equivalent, or placeholders docsgen does not fill), sorted. */
  leftOut: string[];
}

/** Maps a parsed code.json; undefined when it is not an object of `{ message }` entries. */
export function themeStringsOfCodeJson(json: unknown): CodeJsonStrings | undefined {
  if (!isRecord(json)) return undefined;
  const strings: Record<string, string> = {};
  const leftOut: string[] = [];
  for (const [id, entry] of Object.entries(json)) {
    const message = isRecord(entry) ? entry.message : entry;
    if (typeof message !== 'string') continue;
    const key = CODE_IDS[id];
    const fits = key !== undefined && placeholders(message).every((p) => placeholders(en[key]).includes(p));
    // Docusaurus writes a left arrow into its "back to main menu" label; docsgen's theme draws its own.
    if (fits) strings[key] = key === 'backToMainMenu' ? message.replace(/^\s*←\s*/, '') : message;
    else leftOut.push(id);
  }
  return { strings, leftOut: leftOut.sort() };
}
