// The `nav` of mkdocs.yml as the items of a docsgen sidebar, in the same order and with the same titles.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripNumberPrefix } from '../../../content/names.ts';
import { isRecord, type NoteSink } from '../notes.ts';

/** What the nav mapping needs to know of the site. */
export interface NavContext {
  /** The docs folder, absolute. */
  docsDir: string;
  /** The blog's index page (`blog/index.md`) and the route docsgen's blog list has instead; undefined: no blog. */
  blog?: { indexPage: string; route: string } | undefined;
  /** Material's `navigation.indexes`: a section's first page `…/index.md` is the section's own page. */
  sectionIndexes: boolean;
  /** Material's `navigation.expand`: sections start open. */
  expand: boolean;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The docsgen doc id of a page of the docs folder (`guide/01-install.md` → `guide/install`). */
export function docIdOf(page: string): string {
  const withoutExtension = page.replace(/^\.?\//, '').replace(/\.md$/i, '');
  return withoutExtension
    .split('/')
    .map((part) => stripNumberPrefix(part).name)
    .join('/');
}

/** Maps a `nav` list; each entry it cannot carry is noted on `sink` and left out. */
export function sidebarOfNav(nav: unknown[], context: NavContext, sink: NoteSink): unknown[] {
  return nav.flatMap((entry) => itemsOf(entry, context, sink));
}

function itemsOf(entry: unknown, context: NavContext, sink: NoteSink): unknown[] {
  if (typeof entry === 'string') return pageItem(entry, undefined, context, sink);
  if (!isRecord(entry) || Object.keys(entry).length !== 1) {
    sink.note(`nav entry ${JSON.stringify(entry)} (expected a page, { Title: page } or { Section: [...] })`);
    return [];
  }
  const [label, value] = Object.entries(entry)[0]!;
  if (typeof value === 'string') return pageItem(value, label, context, sink);
  if (Array.isArray(value)) return [sectionItem(label, value, context, sink)];
  sink.note(`nav entry "${label}" (its value is neither a page nor a list)`);
  return [];
}

function pageItem(target: string, label: string | undefined, context: NavContext, sink: NoteSink): unknown[] {
  if (EXTERNAL.test(target) || target.startsWith('/'))
    return [{ type: 'link', label: label ?? target, href: target }];
  const page = target.replace(/^\.?\//, '');
  if (context.blog && page === context.blog.indexPage)
    return [{ type: 'link', label: label ?? 'Blog', href: context.blog.route }];
  if (!/\.md$/i.test(page) || !existsSync(path.join(context.docsDir, page))) {
    sink.note(`nav entry ${label ? `"${label}": ` : ''}${target} (no such page in the docs folder)`);
    return [];
  }
  const id = docIdOf(page);
  return [label === undefined ? id : { type: 'doc', id, label }];
}

// A page's title as MkDocs takes it: `title` in the front matter, else its first `# ` heading.
function pageTitle(docsDir: string, page: string): string {
  let text: string;
  try {
    text = readFileSync(path.join(docsDir, page), 'utf8');
  } catch {
    return '';
  }
  const title = /^---\r?\n[\s\S]*?^title:[ \t]*["']?(.+?)["']?[ \t]*$[\s\S]*?^---/m.exec(text)?.[1];
  return title ?? /^#[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1] ?? '';
}

function sectionItem(written: string, children: unknown[], context: NavContext, sink: NoteSink): unknown {
  const first = children[0];
  // Material titles a section written `"":` with its index page's title.
  const label =
    written.trim() || (typeof first === 'string' ? pageTitle(context.docsDir, first) : '') || 'Section';
  const category: Record<string, unknown> = { type: 'category', label };
  let rest = children;
  if (context.sectionIndexes && typeof first === 'string' && /(?:^|\/)index\.md$/i.test(first)) {
    const linked = pageItem(first, undefined, context, sink)[0];
    if (typeof linked === 'string') {
      category.link = { type: 'doc', id: linked };
      rest = children.slice(1);
    }
  }
  const items = sidebarOfNav(rest, context, sink);
  // A section holding only a link (Material's `Blog: [blog/index.md]`) is that link under the section's title.
  const only = items[0];
  if (items.length === 1 && !category.link && isRecord(only) && only.type === 'link')
    return { ...only, label };
  category.items = items;
  if (!context.expand) category.collapsed = true;
  return category;
}
