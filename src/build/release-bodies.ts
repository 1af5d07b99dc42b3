// A build that owns its site model drops each markdown body's HTML from it once the pages that show it have their
// props: a page's HTML is then in its props (and soon on disk), and nothing after the render stage reads the HTML of a
// doc or a plain page. Kept, the bodies were the largest part of what a 100,000-page build held to its end. Their text
// goes at the same time (but for what a page's description falls back on): the render stage puts each page into the
// search index before this is told of it, so by then the index has it.
import type { RenderedMarkdown } from '../markdown/types.ts';
import type { ContentEntry } from '../model/types.ts';
import type { SitePage } from '../model/site-types.ts';

/** The body a page shows, when it is a doc's or a plain page's (a blog post's is read again by lists and feeds). */
function ownBody(page: SitePage): { entry: ContentEntry; markdown: RenderedMarkdown } | undefined {
  if (page.kind === 'doc') return page.doc;
  if (page.kind === 'page') return page.page;
  return undefined;
}

/**
 * Empties a body's HTML, drops its text but the first section's (a page's description falls back on it) and its
 * headings (its page's table of contents is made; the link checks read its anchors, the markdown twins its links).
 */
function release(markdown: RenderedMarkdown): void {
  markdown.html = '';
  if (markdown.sections.length > 1) markdown.sections.length = 1;
  if (markdown.headings.length > 0) markdown.headings = [];
}

/** Empties bodies' HTML as their pages are made (see `bodyReleaser`). */
export interface BodyReleaser {
  /** For the render stage: `page` has its props, and it and every page before it are in the search index. */
  made(page: SitePage): void;
  /** The build no longer needs this thread's copies (the cache save has taken them): drops those kept for it. */
  sweep(): void;
  /**
   * The search index is made: every body's text but its first section's (a page's description falls back on it) goes.
   */
  searchMade(): void;
}

/**
 * Empties a body's HTML and text once the last of `pages` that shows it has its props, or, while `needed` says the
 * build still needs it (the markdown cache is saved from it), at the next `sweep`.
 */
export function bodyReleaser(
  pages: readonly SitePage[],
  needed: (markdown: RenderedMarkdown) => boolean,
): BodyReleaser {
  // By entry: two pages can show one body (a doc and its mirror), each through its own record.
  const left = new Map<ContentEntry, number>();
  for (const page of pages) {
    const body = ownBody(page);
    if (body) left.set(body.entry, (left.get(body.entry) ?? 0) + 1);
  }
  let kept: RenderedMarkdown[] = [];
  return {
    made(page) {
      const body = ownBody(page);
      if (!body) return;
      const count = (left.get(body.entry) ?? 1) - 1;
      left.set(body.entry, count);
      if (count > 0) return;
      left.delete(body.entry);
      const { markdown } = body;
      if (needed(markdown)) kept.push(markdown);
      else release(markdown);
    },
    sweep() {
      for (const markdown of kept) release(markdown);
      kept = [];
    },
    searchMade() {
      for (const page of pages) {
        const sections = ownBody(page)?.markdown.sections;
        if (sections && sections.length > 1) sections.length = 1;
      }
    },
  };
}
