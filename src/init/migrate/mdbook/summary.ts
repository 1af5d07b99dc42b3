// mdBook's SUMMARY.md read as the book's outline: prefix chapters (links before the first list), part titles (`#`
// headings after the book's own title), numbered chapters (list items, nested by indentation, `[Title]()` a draft),
// `---` separators and suffix chapters (links after the lists). Parsed with markdown-it, as CommonMark reads it.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

/** One chapter: its title, its file (relative to the book's src folder; undefined for a draft) and its sub-chapters. */
export interface SummaryChapter {
  kind: 'chapter';
  title: string;
  path: string | undefined;
  /** `1.2` for a numbered chapter; undefined for prefix and suffix chapters. */
  number: string | undefined;
  children: SummaryChapter[];
  /** 1-based line in SUMMARY.md. */
  line: number;
}

/** An entry of the book's outline, in its order. */
export type SummaryEntry =
  SummaryChapter | { kind: 'part'; title: string; line: number } | { kind: 'separator'; line: number };

const md = new MarkdownIt('commonmark');

/** The entries of a SUMMARY.md, in order (the book's title heading left out). */
export function parseSummary(text: string): SummaryEntry[] {
  const tokens = md.parse(text, {});
  const entries: SummaryEntry[] = [];
  const counter: number[] = [];
  let sawChapter = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.level !== 0) continue;
    const line = (token.map?.[0] ?? 0) + 1;
    if (token.type === 'heading_open') {
      const title = textOf(tokens[i + 1]);
      // The first heading before any chapter is the book's title (`# Summary`), not a part.
      if (sawChapter || entries.length > 0) entries.push({ kind: 'part', title, line });
      else if (token.tag !== 'h1') entries.push({ kind: 'part', title, line });
    } else if (token.type === 'hr') entries.push({ kind: 'separator', line });
    else if (token.type === 'paragraph_open' && tokens[i + 1]?.type === 'inline') {
      for (const chapter of linksOf(tokens[i + 1]!, line)) entries.push(chapter);
      sawChapter ||= entries.some((e) => e.kind === 'chapter');
    } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      const end = closingIndex(tokens, i);
      for (const chapter of listChapters(tokens.slice(i + 1, end), counter, 0)) entries.push(chapter);
      sawChapter = true;
      i = end;
    }
  }
  return entries;
}

// The links of a paragraph at the top level: prefix or suffix chapters, each unnumbered.
function linksOf(inline: Token, line: number): SummaryChapter[] {
  const chapters: SummaryChapter[] = [];
  const children = inline.children ?? [];
  for (let i = 0; i < children.length; i++) {
    if (children[i]!.type !== 'link_open') continue;
    const end = children.findIndex((t, j) => j > i && t.type === 'link_close');
    const title = children
      .slice(i + 1, end)
      .map((t) => t.content)
      .join('');
    const href = children[i]!.attrGet('href') ?? '';
    chapters.push({ kind: 'chapter', title, path: pathOf(href), number: undefined, children: [], line });
    i = end;
  }
  return chapters;
}

function listChapters(tokens: Token[], counter: number[], depth: number): SummaryChapter[] {
  const chapters: SummaryChapter[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'list_item_open') continue;
    const end = closingIndex(tokens, i);
    const inner = tokens.slice(i + 1, end);
    counter.length = depth + 1;
    counter[depth] = (counter[depth] ?? 0) + 1;
    const inline = inner.find((t) => t.type === 'inline');
    const link = inline ? linksOf(inline, (token.map?.[0] ?? 0) + 1)[0] : undefined;
    const title = link?.title ?? textOf(inline);
    const number = counter.join('.');
    const nested = inner.findIndex((t) => t.type === 'bullet_list_open' || t.type === 'ordered_list_open');
    const children =
      nested === -1
        ? []
        : listChapters(inner.slice(nested + 1, closingIndex(inner, nested)), counter, depth + 1);
    counter.length = depth + 1;
    chapters.push({
      kind: 'chapter',
      title,
      path: link?.path,
      number,
      children,
      line: (token.map?.[0] ?? 0) + 1,
    });
    i = end;
  }
  return chapters;
}

function closingIndex(tokens: Token[], open: number): number {
  const level = tokens[open]!.level;
  const close = tokens[open]!.type.replace(/_open$/, '_close');
  for (let i = open + 1; i < tokens.length; i++)
    if (tokens[i]!.type === close && tokens[i]!.level === level) return i;
  return tokens.length;
}

function textOf(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('')
    .trim();
}

// `./guide/a%20b.md#x` → `guide/a b.md`; an empty target is a draft.
function pathOf(href: string): string | undefined {
  const bare = href.replace(/[#?].*$/, '').trim();
  if (bare === '') return undefined;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare;
  }
  return decoded.replace(/^(?:\.\/)+/, '');
}
