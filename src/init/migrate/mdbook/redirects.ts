// `output.html.redirect` of book.toml: `"/old/page.html" = "new.html#part"`, the target relative to the old page's
// folder, a path from the book's root, or a URL. Each becomes a docsgen redirect to the page's docsgen route.
import path from 'node:path';
import type { NoteSink } from '../notes.ts';
import { docsgenRouteOf, mdbookFileOf } from './routes.ts';

/** The redirects of the table, with targets that are chapters sent to the chapter's route. */
export function mapRedirectTable(
  table: Record<string, unknown>,
  chapters: readonly string[],
  sink: NoteSink,
): { from: string; to: string }[] {
  const routeOfFile = new Map(chapters.map((rel) => [mdbookFileOf(rel), docsgenRouteOf(rel)]));
  const redirects: { from: string; to: string }[] = [];
  const anchors: string[] = [];
  for (const [written, to] of Object.entries(table)) {
    // mdBook reads a key without its leading slash from the book's root as well.
    const from = written.startsWith('/') ? written : `/${written}`;
    if (from.includes('#')) {
      anchors.push(from);
      continue;
    }
    if (typeof to !== 'string') {
      sink.note(`output.html.redirect "${written}" (expected "/path.html" = "target")`);
      continue;
    }
    const source = from.replace(/\.html$/i, '');
    if (/^[a-z][a-z0-9+.-]*:/i.test(to)) {
      redirects.push({ from: source, to });
      continue;
    }
    const hashAt = to.indexOf('#');
    const target = hashAt === -1 ? to : to.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : to.slice(hashAt);
    const file = path.posix.normalize(
      target.startsWith('/') ? target.slice(1) : path.posix.join(path.posix.dirname(from.slice(1)), target),
    );
    const route =
      routeOfFile.get(file) ?? `/${file.replace(/(^|\/)index\.html$/i, '$1').replace(/\.html$/i, '')}`;
    redirects.push({ from: source, to: `${route}${hash}` });
  }
  if (anchors.length > 0)
    sink.note(
      `output.html.redirect from ${anchors.length} anchor${anchors.length === 1 ? '' : 's'} of a page (${anchors[0]}${anchors.length > 1 ? ', …' : ''}; docsgen's redirects are whole pages: an old anchor leads to the top of its page)`,
    );
  return redirects;
}
