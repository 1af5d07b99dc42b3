// SUMMARY.md as a docsgen sidebar in the book's order and with its titles: prefix and suffix chapters as docs, each
// `# Part` as a category that does not fold, chapters with sub-chapters as categories leading to their page, `---` as
// a rule, a draft `[Title]()` as a label that leads nowhere. Numbered chapters keep mdBook's section numbers unless
// `no-section-label` is set. Each chapter whose page docsgen writes elsewhere than mdBook gets a redirect.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { docIdOfChapter, docsgenFileOf, docsgenRouteOf, mdbookFileOf } from './routes.ts';
import type { SummaryChapter, SummaryEntry } from './summary.ts';

/** How the book shows its outline. */
export interface SummaryOptions {
  /** The book's src folder, absolute. */
  srcDir: string;
  /** Section numbers in front of numbered chapters' titles (mdBook's default; `no-section-label` turns them off). */
  sectionLabels: boolean;
  /** `output.html.fold`: undefined when folding is off, else the depth from which chapters start folded. */
  foldLevel: number | undefined;
  /** Notes what is left out, at a line of SUMMARY.md. */
  noteAt: (line: number, what: string) => void;
}

/** The sidebar, the chapter files it lists (relative to src) and the redirects that keep mdBook's addresses. */
export interface MappedSummary {
  items: unknown[];
  chapters: string[];
  redirects: { from: string; to: string }[];
}

/** Maps the entries of a SUMMARY.md; a draft or a chapter whose file is missing is noted at its line. */
export function mapSummary(entries: SummaryEntry[], options: SummaryOptions): MappedSummary {
  const mapped: MappedSummary = { items: [], chapters: [], redirects: [] };
  let part: { items: unknown[] } | undefined;
  for (const entry of entries) {
    if (entry.kind === 'part') {
      part = { items: [] };
      mapped.items.push({ type: 'category', label: entry.title, items: part.items, collapsible: false });
    } else if (entry.kind === 'separator') {
      part = undefined;
      mapped.items.push({ type: 'html', value: '<hr class="sidebar-separator">', defaultStyle: false });
    } else {
      // Prefix and suffix chapters stand outside the parts.
      if (entry.number === undefined) part = undefined;
      const item = chapterItem(entry, 0, options, mapped);
      if (item) (part?.items ?? mapped.items).push(item);
    }
  }
  return mapped;
}

function chapterItem(
  chapter: SummaryChapter,
  depth: number,
  options: SummaryOptions,
  mapped: MappedSummary,
): unknown {
  const label =
    options.sectionLabels && chapter.number ? `${chapter.number}. ${chapter.title}` : chapter.title;
  const id = chapter.path === undefined ? undefined : pageOf(chapter, options, mapped);
  const children = chapter.children.flatMap((child) => {
    const item = chapterItem(child, depth + 1, options, mapped);
    return item === undefined ? [] : [item];
  });
  if (chapter.path === undefined)
    options.noteAt(
      chapter.line,
      `draft chapter "${chapter.title}" (it has no page: the sidebar shows its title as a label that leads nowhere)`,
    );
  if (children.length === 0) {
    if (id !== undefined) return { type: 'doc', id, label };
    if (chapter.path !== undefined) return undefined;
    return {
      type: 'html',
      value: `<span class="sidebar-draft">${escapeHtml(label)}</span>`,
      defaultStyle: true,
    };
  }
  const category: Record<string, unknown> = { type: 'category', label, items: children };
  if (id !== undefined) category.link = { type: 'doc', id };
  if (options.foldLevel !== undefined) category.collapsed = depth >= options.foldLevel;
  return category;
}

// The doc id of the chapter's file, with the redirect from the address mdBook gives it; undefined when it is missing.
function pageOf(chapter: SummaryChapter, options: SummaryOptions, mapped: MappedSummary): string | undefined {
  const rel = chapter.path!;
  if (!/\.md$/i.test(rel) || !existsSync(path.join(options.srcDir, rel))) {
    options.noteAt(
      chapter.line,
      `chapter "${chapter.title}": ${rel} (no such file in the book's src folder: it is left out of the sidebar)`,
    );
    return undefined;
  }
  if (!mapped.chapters.includes(rel)) {
    mapped.chapters.push(rel);
    const route = docsgenRouteOf(rel);
    const mdbookFile = mdbookFileOf(rel);
    if (mdbookFile !== docsgenFileOf(route))
      mapped.redirects.push({ from: `/${mdbookFile.replace(/\.html$/, '')}`, to: route });
  }
  return docIdOfChapter(rel);
}
