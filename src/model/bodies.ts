// The markdown bodies of a site as they are rendered: the site model is made as soon as the titles it needs are known,
// and pages are rendered while the bodies of later ones are still in the worker threads.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { collapseUnknownLanguageWarnings } from '../markdown/language-warnings.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';
import type { SiteInput } from './site-input.ts';
import type { LinkTables } from '../markdown/link-resolver.ts';
import { renderMarkdownJob, type MarkdownJob } from '../markdown/jobs.ts';
import { renderMarkdownMemo, type MemoRenderings } from '../markdown/memo.ts';
import type { BodyPacer } from './body-pacer.ts';
import type { HeldSources } from './held-sources.ts';
import type { SitePage } from './site-types.ts';
import type { ContentEntry, DocEntry, Rendered } from './types.ts';

/** The site's markdown bodies, as they are rendered (the site is made before the last of them is done). */
export interface SiteMarkdown {
  /** A promise when the bodies a page shows are not all rendered yet; undefined when it can be rendered now. */
  ready(page: SitePage): Promise<void> | undefined;
  /**
   * Resolves once every body is rendered: their diagnostics, and how many were rendered (not reused). With a pacer,
   * only once `all` was called or every page asked for its body.
   */
  done: Promise<{ diagnostics: Diagnostic[]; rendered: number }>;
  /** Renders every body still waiting for its page to ask for it (before waiting for `done`). */
  all(): void;
}

/** The title a doc or page falls back on when neither its front matter nor its body gives one. */
export function fallbackTitle(entry: ContentEntry, siteTitle: string): string {
  const fm = entry.source.frontMatter;
  if (fm.layout === 'home') return fm.hero?.title ?? siteTitle;
  if ('id' in entry) return (entry as DocEntry).name;
  return path.posix.basename(entry.route) || siteTitle;
}

/** The entry whose body a page shows; null: none; undefined: several (blog lists: wait for every body). */
function ownEntry(page: SitePage): ContentEntry | null | undefined {
  switch (page.kind) {
    case 'doc':
      return page.doc.entry;
    case 'page':
      return page.page.entry;
    case 'blog-post':
      return page.post.entry;
    case 'category':
    case 'search':
    case 'not-found':
    case 'redirect':
    case 'plugin':
      return null;
    default:
      return undefined;
  }
}

/** The bodies of a site's entries as they are rendered. */
export interface SiteBodies {
  /** Resolves once every body that gives its entry's title (no front matter title) is rendered. */
  titlesReady: Promise<void>;
  /** An entry with its title (once `titlesReady`) and its markdown, which can be read once it is rendered. */
  rendered<T extends ContentEntry>(entry: T, fallbackTitle: string): Rendered<T>;
  markdown: SiteMarkdown;
}

/**
 * Starts rendering every entry's body (those without a front matter title first) and keeps each one as it comes back.
 */
export function renderBodies(
  input: Pick<
    SiteInput,
    'markdown' | 'renderMarkdown' | 'markdownMemoKey' | 'memory' | 'heldSources' | 'pacer'
  >,
  all: ContentEntry[],
  tables: LinkTables,
  contentRelPath: (file: string) => string,
): SiteBodies {
  const untitled: number[] = [];
  const titled: number[] = [];
  all.forEach((entry, i) => (entry.source.frontMatter.title?.trim() ? titled : untitled).push(i));
  const order = [...untitled, ...titled];
  const renderings = renderMarkdownMemo(
    input.memory?.markdown.memos ?? new Map(),
    input.memory && input.markdownMemoKey,
    order.map((i) => markdownJobOf(all[i]!, contentRelPath)),
    tables,
    (misses) =>
      input.renderMarkdown
        ? input.renderMarkdown(misses, tables)
        : misses.map((job) => renderMarkdownJob(input.markdown, tables, job)),
    input.heldSources !== undefined,
  );
  const { slots, settled } = collectBodies(all, order, renderings.results, input.heldSources);
  // Only the bodies still being rendered are waited for (serve's rebuilds reuse all but a few).
  const allSettled = Promise.all(settled.filter((promise) => promise !== undefined)).then(() => undefined);
  const done = Promise.all([renderings.done, allSettled]).then(([rendered]) => ({
    rendered,
    diagnostics: collapseUnknownLanguageWarnings(slots.flatMap((markdown) => markdown!.diagnostics)),
  }));
  // Whoever waits sees a failure; the others must not count as unhandled.
  for (const promise of [...settled, allSettled, done]) promise?.catch(() => undefined);
  const indexOf = new Map<ContentEntry, number>(all.map((entry, i) => [entry, i]));
  const markdown = pacedMarkdown({ order, untitled, indexOf, slots, settled, allSettled, done }, input.pacer);
  return {
    titlesReady: Promise.all(untitled.map((i) => settled[i])).then(() => undefined),
    rendered(entry, fallbackTitle) {
      const i = indexOf.get(entry)!;
      // Front matter, then a leading h1, then the first heading of any level (a book's `## Page`), then the file name.
      const title =
        entry.source.frontMatter.title?.trim() ||
        slots[i]?.title?.trim() ||
        slots[i]?.headings[0]?.text.trim() ||
        fallbackTitle;
      return {
        entry,
        title,
        get markdown() {
          const rendered = slots[i];
          if (!rendered)
            throw new Error(`the markdown of ${all[i]!.source.source.file} was read before it was rendered`);
          return rendered;
        },
      };
    },
    markdown,
  };
}

function markdownJobOf(entry: ContentEntry, contentRelPath: (file: string) => string): MarkdownJob {
  return {
    body: entry.source.body,
    file: entry.source.source.file,
    bodyLineOffset: entry.source.bodyLineOffset,
    contentRelPath: contentRelPath(entry.source.source.translationOf ?? entry.source.source.file),
    route: entry.route,
    frontMatter: mdxFrontMatter(entry.source.frontMatter),
  };
}

// MDX reads the front matter as written: the keys docsgen knows and the ones it keeps for components, side by side.
function mdxFrontMatter(frontMatter: ContentEntry['source']['frontMatter']): Record<string, unknown> {
  const { custom, ...known } = frontMatter;
  return { ...known, ...custom };
}

/** Each entry's markdown once it is rendered, and a promise for each body still being rendered (by a worker thread). */
interface BodySlots {
  slots: (RenderedMarkdown | undefined)[];
  settled: (Promise<void> | undefined)[];
}

/** Puts each rendering (the `order`-th entry's at index `order[i]`) in its slot, now or once it comes back. */
function collectBodies(
  all: ContentEntry[],
  order: number[],
  results: MemoRenderings['results'],
  held: HeldSources | undefined,
): BodySlots {
  // Once its body is rendered, an entry's source text leaves memory (a build that owns its model: see held-sources.ts).
  const rendered = (entryIndex: number): void => held?.hold(all[entryIndex]!.source);
  const slots: (RenderedMarkdown | undefined)[] = new Array<RenderedMarkdown | undefined>(all.length);
  const settled: (Promise<void> | undefined)[] = new Array<Promise<void> | undefined>(all.length);
  order.forEach((entryIndex, jobIndex) => {
    const result = results[jobIndex]!;
    if (!(result instanceof Promise)) {
      slots[entryIndex] = result;
      rendered(entryIndex);
    } else
      settled[entryIndex] = result.then((markdown) => {
        slots[entryIndex] = markdown;
        rendered(entryIndex);
      });
  });
  return { slots, settled };
}

/** The site's markdown, each page's bodies asked of the pacer (when there is one) as the page waits for them. */
function pacedMarkdown(
  bodies: BodySlots & {
    order: number[];
    untitled: number[];
    indexOf: Map<ContentEntry, number>;
    allSettled: Promise<void>;
    done: SiteMarkdown['done'];
  },
  pacer: BodyPacer | undefined,
): SiteMarkdown {
  const { indexOf, slots, settled, allSettled } = bodies;
  // Each entry's place in the order its body is rendered (the pacer counts in that order).
  const positionOf = new Array<number>(bodies.order.length);
  bodies.order.forEach((entryIndex, position) => (positionOf[entryIndex] = position));
  // The site is made once the untitled bodies are in: they go first, whatever the window.
  pacer?.want(bodies.untitled.length);
  return {
    ready(page) {
      const entry = ownEntry(page);
      if (entry === null) return undefined;
      if (entry === undefined) {
        pacer?.all();
        return allSettled;
      }
      const i = indexOf.get(entry)!;
      pacer?.want(positionOf[i]! + 1);
      return slots[i] ? undefined : settled[i];
    },
    done: bodies.done,
    all: () => pacer?.all(),
  };
}
