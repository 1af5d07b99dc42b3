// The plain-markdown twin of a doc or post: its source body with the front matter gone, a `# Title` first when the
// body has no leading h1, every link and image the build resolved rewritten to its absolute site URL (at the place the
// link checks found it), and, in `.mdx` files, the `import`/`export` lines and `{/* */}` comments left out.
// Containers (`:::note`) stay as written: they read well as they are, and tools that know them keep their meaning.
import type { ResolvedConfig } from '../../config/types.ts';
import type { LinkRef } from '../../markdown/types.ts';
import { collectTwinPages, type TwinPage } from '../../model/markdown-twins.ts';
import type { Site } from '../../model/site-types.ts';
import { routeHref } from '../../shared/urls.ts';
import type { FileMaker } from './site-files.ts';
import { appendAll } from '../../shared/append-all.ts';

/** The markdown twin of a page. */
export function createMarkdownTwin(twin: TwinPage, config: ResolvedConfig): string {
  const { entry, markdown, title } = twin.rendered;
  const { body, bodyLineOffset } = entry.source;
  const pageUrl = config.url + routeHref(twin.route, config);
  let lines = rewriteLinks(body.split(/\r?\n/), markdown.links, bodyLineOffset, (href) =>
    absoluteHref(href, pageUrl, config.url),
  );
  // What a dialect put in place of a line before parsing (an mdBook include) is what the page shows.
  for (const [line, text] of markdown.replacedLines ?? []) if (line < lines.length) lines[line] = text;
  if (/\.mdx$/i.test(entry.source.source.relPath)) lines = dropMdxSyntax(lines);
  // The blog's excerpt marker means nothing outside the blog's lists.
  if (twin.kind === 'blog-post') lines = lines.filter((line) => !TRUNCATE_MARKER.test(line));
  const text = collapseBlankRuns(lines)
    .join('\n')
    .replace(/^\s*\n/, '')
    .trimEnd();
  const heading = markdown.title === undefined ? `# ${title}\n\n` : '';
  return `${heading}${text}\n`;
}

/** The absolute URL of an href the build wrote: site paths get the origin, `#x` the page's URL; others stay. */
export function absoluteHref(href: string, pageUrl: string, origin: string): string | undefined {
  if (href.startsWith('#')) return pageUrl + href;
  if (href.startsWith('/') && !href.startsWith('//')) return origin + href;
  return undefined;
}

/**
 * Replaces each link target at the line and column where the build found it (`line` counts the front matter) with
 * `rewrite(href)`; a target not found as written at its place (a reference used twice, a changed spelling) stays.
 */
export function rewriteLinks(
  lines: string[],
  links: readonly LinkRef[],
  bodyLineOffset: number,
  rewrite: (href: string) => string | undefined,
): string[] {
  const byLine = new Map<number, { column: number; raw: string; url: string }[]>();
  const seen = new Set<string>();
  for (const link of links) {
    const url = rewrite(link.href);
    const at = `${link.line}:${link.column}`;
    if (url === undefined || seen.has(at)) continue;
    seen.add(at);
    const index = link.line - bodyLineOffset - 1;
    const list = byLine.get(index) ?? [];
    list.push({ column: link.column, raw: link.raw, url });
    byLine.set(index, list);
  }
  const out = lines.slice();
  for (const [index, edits] of byLine) {
    let line = out[index];
    if (line === undefined) continue;
    // From the right, so that the columns of the edits still to make stay true.
    for (const edit of edits.sort((a, b) => b.column - a.column)) {
      const start = edit.column - 1;
      const written = [edit.raw, encodeURI(edit.raw)].find((form) => line!.startsWith(form, start));
      if (written === undefined || written === '') continue;
      line = line.slice(0, start) + edit.url + line.slice(start + written.length);
    }
    out[index] = line;
  }
  return out;
}

const TRUNCATE_MARKER = /^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MDX_STATEMENT = /^(?:import|export)\s/;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;

/** Leaves out MDX's `import`/`export` lines and `{/* … *\/}` comments (one or several lines), outside code fences. */
export function dropMdxSyntax(lines: readonly string[]): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  let comment: string[] | undefined;
  // Brackets still open in an `import`/`export` statement that goes on over the next lines.
  let statementDepth = 0;
  for (const line of lines) {
    if (statementDepth > 0) {
      statementDepth += bracketBalance(line);
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      out.push(line);
      if (
        marker !== undefined &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        isBareFence(line)
      )
        fence = undefined;
      continue;
    }
    if (comment !== undefined) {
      comment.push(line);
      if (!line.includes('*/}')) continue;
      const kept = comment.join('\n').replace(MDX_COMMENT, '');
      comment = undefined;
      if (kept.trim() !== '') appendAll(out, kept.split('\n'));
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      out.push(line);
      continue;
    }
    if (MDX_STATEMENT.test(line)) {
      statementDepth = Math.max(0, bracketBalance(line));
      continue;
    }
    const stripped = line.replace(MDX_COMMENT, '');
    if (stripped.includes('{/*')) {
      comment = [stripped];
      continue;
    }
    // A line that held only a comment goes; one with text keeps its text.
    if (stripped !== line && stripped.trim() === '') continue;
    out.push(stripped);
  }
  if (comment !== undefined) appendAll(out, comment);
  return out;
}

/** Folds runs of blank lines outside code fences into one (the lines left out leave such runs behind). */
export function collapseBlankRuns(lines: readonly string[]): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (
        marker !== undefined &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        isBareFence(line)
      )
        fence = undefined;
    } else if (marker !== undefined) fence = marker;
    else if (line.trim() === '' && out.length > 0 && out[out.length - 1]!.trim() === '') continue;
    out.push(line);
  }
  return out;
}

// A closing fence holds nothing after its marker.
function isBareFence(line: string): boolean {
  return !/\S/.test(line.replace(FENCE, ''));
}

// Opening minus closing brackets of a line (strings are not told apart: statements spread over lines are plain lists).
function bracketBalance(line: string): number {
  let balance = 0;
  for (const char of line) {
    if (char === '{' || char === '(' || char === '[') balance++;
    else if (char === '}' || char === ')' || char === ']') balance--;
  }
  return balance;
}

/** Makes a twin's text (`createMarkdownTwin`, or one that keeps what it made). */
export type TwinMaker = (twin: TwinPage, config: ResolvedConfig) => string;

/** The markdown twins of the site's docs and posts (none when `llms.twins` is off), each made when called. */
export function twinFiles(site: Site, makeTwin: TwinMaker = createMarkdownTwin): FileMaker[] {
  return collectTwinPages(site).map((twin): FileMaker => [
    twin.twinRoute.slice(1),
    () => makeTwin(twin, site.config),
  ]);
}
