import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LinkRef } from '../markdown/types.ts';
import { allDocsOf, type Site } from '../model/site-types.ts';
import { decodeRoute, splitHref } from '../shared/urls.ts';
import { closestMatch, didYouMean } from './suggest.ts';

/** Codes of markdown-stage diagnostics that name a link target: they get a "did you mean". */
const SUGGESTED_CODES = new Set(['broken-markdown-link', 'missing-image']);

interface Source {
  /** Path inside the content folder (`docs/guide/01-first.md`). */
  contentPath: string;
  links: LinkRef[];
}

function sourcesByFile(site: Site): Map<string, Source> {
  const prefix = `${site.config.contentDir.replace(/\/+$/, '')}/`;
  const bySource = new Map<string, Source>();
  // A translation's links are relative to its original, so suggestions are written from there.
  const add = (file: string, links: LinkRef[], original = file): void => {
    const contentPath = original.startsWith(prefix) ? original.slice(prefix.length) : original;
    bySource.set(file, { contentPath, links });
  };
  for (const doc of allDocsOf(site))
    add(doc.entry.source.source.file, doc.markdown.links, doc.entry.source.source.translationOf);
  for (const page of site.pages)
    if (page.kind === 'page') add(page.page.entry.source.source.file, page.page.markdown.links);
  for (const post of site.posts) add(post.entry.source.source.file, post.markdown.links);
  return bySource;
}

/** The closest markdown source to a broken `.md` link, written relative to the linking file. */
function suggestMarkdownFile(raw: string, from: Source, sources: string[]): string | undefined {
  const written = splitHref(raw).path;
  const decoded = decodeRoute(written) ?? written;
  const dir = path.posix.dirname(from.contentPath);
  const wanted = decoded.startsWith('/')
    ? path.posix.normalize(decoded.slice(1))
    : path.posix.normalize(path.posix.join(dir, decoded));
  const best = closestMatch(wanted, sources);
  if (best === undefined) return undefined;
  const relative = path.posix.relative(dir, best);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The closest file in `static/` to a missing image. */
function suggestStaticFile(raw: string, files: string[]): string | undefined {
  const written = splitHref(raw).path;
  const wanted = (decodeRoute(written) ?? written).replace(/^\/+/, '');
  const best = closestMatch(path.posix.normalize(wanted), files);
  return best === undefined ? undefined : `/${best}`;
}

/**
 * Adds a "did you mean" to the markdown stage's `broken-markdown-link` and `missing-image` diagnostics (matched to
 * their link by file, line and column). Other diagnostics are returned as they are.
 */
export function addSuggestions(site: Site, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  if (!diagnostics.some((d) => SUGGESTED_CODES.has(d.code))) return [...diagnostics];
  const byFile = sourcesByFile(site);
  const sources = [...byFile.values()].map((s) => s.contentPath).sort();
  const staticFiles = site.staticAssets.map((a) => a.relPath).sort();
  return diagnostics.map((d) => {
    if (!SUGGESTED_CODES.has(d.code) || d.message.includes('did you mean')) return d;
    const from = byFile.get(d.file);
    const link = from?.links.find(
      (l) =>
        l.line === d.line && l.column === d.column && (l.kind === 'image') === (d.code === 'missing-image'),
    );
    if (!from || !link) return d;
    const hint =
      d.code === 'missing-image'
        ? suggestStaticFile(link.raw, staticFiles)
        : suggestMarkdownFile(link.raw, from, sources);
    return hint === undefined ? d : { ...d, message: `${d.message.replace(/\.$/, '')}${didYouMean(hint)}` };
  });
}
