import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';
import type { LinkRef, RenderedMarkdown } from '../markdown/types.ts';
import type { Site, SitePage } from '../model/site-types.ts';
import { applyTrailingSlash, normaliseLink, splitHref } from '../shared/urls.ts';
import { collectLayoutProblems } from './layout.ts';
import type { LinkOrigin } from './link-origin.ts';
import { collectRedirectProblems } from './redirects.ts';
import {
  createSiteIndex,
  generatedAnchorsOf,
  markdownOf,
  resolveHref,
  type SiteIndex,
} from './site-index.ts';
import { closestMatch, didYouMean } from './suggest.ts';
import { appendAll } from '../shared/append-all.ts';
import { DiagnosticBag } from '../diagnostics/bag.ts';

/** Anchors that need no target: `#` alone and `#top` (browsers scroll to the top). */
const IMPLICIT_ANCHORS = new Set(['', 'top']);
const FILE_LIKE = /\.[a-z0-9]{1,8}$/i;

// Pure memo: anchor sets are shared by a doc and its mirrors, and by serve's rebuilds (which keep the rendered markdown of
// unchanged bodies): each is built once per markdown body.
const anchorSetMemo = new WeakMap<RenderedMarkdown, Set<string>>();
const anchorSetOf = (md: RenderedMarkdown): Set<string> => {
  let set = anchorSetMemo.get(md);
  if (!set) anchorSetMemo.set(md, (set = new Set(md.anchors.map((a) => a.normalize('NFC')))));
  return set;
};

/**
 * Checks one href (as the HTML carries it, baseUrl included) and returns what is wrong with it, as warnings:
 * `broken-link` (no page or file, differs only in case, malformed), `broken-anchor`, `link-to-mirror`.
 */
export function checkHref(
  index: SiteIndex,
  href: string,
  written: string,
  origin: LinkOrigin,
  ownMarkdown: RenderedMarkdown | undefined,
): Diagnostic[] {
  const at = (code: DiagnosticCode, message: string): Diagnostic[] => [
    createDiagnostic('warning', code, origin.file, message, origin.line, origin.column),
  ];
  // Suggested routes are shown as an author writes them: decoded, with the site's trailing-slash rule.
  const shown = (route: string | undefined): string | undefined =>
    route && applyTrailingSlash(route, index.trailingSlash);
  const target = resolveHref(index, href, origin.route);
  switch (target.kind) {
    case 'skipped':
    case 'file':
      return [];
    case 'malformed':
      return at('broken-link', `link ${written} has malformed percent-encoding`);
    case 'outside-base':
      return at('broken-link', `link ${written} is outside the site's baseUrl ${index.base || '/'}`);
    case 'case-mismatch':
      return at(
        'broken-link',
        `link ${written} differs from the page ${target.actual} only in case${didYouMean(shown(target.actual))} (hosts are case-sensitive)`,
      );
    case 'missing': {
      const hint = FILE_LIKE.test(target.route)
        ? closestMatch(target.route, index.files)
        : shown(closestMatch(target.route, index.routes));
      return at('broken-link', `link ${written} points to no page or file${didYouMean(hint)}`);
    }
    case 'same-page': {
      if (IMPLICIT_ANCHORS.has(target.fragment) || !ownMarkdown) return [];
      const anchors = anchorSetOf(ownMarkdown);
      if (anchors.has(target.fragment)) return [];
      const hint = closestMatch(target.fragment, anchors);
      return at(
        'broken-anchor',
        `anchor #${target.fragment} does not exist on this page${didYouMean(hint && `#${hint}`)}`,
      );
    }
    case 'page': {
      const found: Diagnostic[] = [];
      const { page, fragment } = target;
      if (page.kind === 'doc' && page.canonicalRoute !== undefined) {
        appendAll(
          found,
          at(
            'link-to-mirror',
            `link ${written} leads to a mirror page; link the primary page instead${didYouMean(shown(page.canonicalRoute))}`,
          ),
        );
      }
      const md = markdownOf(page);
      if (IMPLICIT_ANCHORS.has(fragment)) return found;
      const anchors = md ? anchorSetOf(md) : generatedAnchorsOf(page, index);
      if (!anchors) return found;
      if (!anchors.has(fragment)) {
        const hint = closestMatch(fragment, anchors);
        appendAll(
          found,
          at(
            'broken-anchor',
            `anchor #${fragment} does not exist on ${page.route}${didYouMean(hint && `#${hint}`)}`,
          ),
        );
      }
      return found;
    }
  }
}

/** The pages whose markdown is checked (mirrors repeat their primary page's links, so they are skipped). */
function checkedSources(site: Site): { page: SitePage; file: string; markdown: RenderedMarkdown }[] {
  const list: { page: SitePage; file: string; markdown: RenderedMarkdown }[] = [];
  for (const page of site.pages) {
    if (page.kind === 'doc' && page.canonicalRoute === undefined)
      list.push({ page, file: page.doc.entry.source.source.file, markdown: page.doc.markdown });
    if (page.kind === 'page')
      list.push({ page, file: page.page.entry.source.source.file, markdown: page.page.markdown });
    if (page.kind === 'blog-post')
      list.push({ page, file: page.post.entry.source.source.file, markdown: page.post.markdown });
  }
  return list;
}

// Unresolved `.md` links and images were already reported by the markdown stage (see `addSuggestions`).
const isUnresolvedMarkdownLink = (link: LinkRef): boolean => /\.mdx?$/i.test(splitHref(link.href).path);

// Sources checked between two yields of `linkProblemSteps`: a few milliseconds of work.
const SOURCES_PER_STEP = 500;

/**
 * Checks every internal link and anchor of the site: markdown links, home-page actions in front matter, and the
 * layout's config links and the redirects' targets (each reported once, at its place in the config). Returns warnings (at most 200 per file and code stored, the rest counted); `docsgen check`
 * raises some to errors (see policy.ts).
 */
export function collectLinkProblems(site: Site, index?: SiteIndex): Diagnostic[] {
  return runSteps(linkProblemSteps(site, index));
}

/** Runs a generator of steps to its end, at once. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * `collectLinkProblems` in steps of a few milliseconds each (yields between them), so that serve can check a large
 * site without holding up its event loop, and stop when a newer build makes the result moot.
 */
export function* linkProblemSteps(site: Site, given?: SiteIndex): Generator<void, Diagnostic[]> {
  const index = given ?? createSiteIndex(site);
  yield;
  // Bounded: a page with 200,000 broken links stores the first 200 of each code and counts the rest.
  const diagnostics = new DiagnosticBag();
  let checked = 0;
  for (const { page, file, markdown } of checkedSources(site)) {
    if (++checked % SOURCES_PER_STEP === 0) yield;
    for (const link of markdown.links) {
      if (link.kind !== 'link' || isUnresolvedMarkdownLink(link)) continue;
      diagnostics.addAll(
        checkHref(
          index,
          link.href,
          link.raw,
          { file, line: link.line, column: link.column, route: page.route },
          markdown,
        ),
      );
    }
    if (page.kind === 'page') {
      const fm = page.page.entry.source.frontMatter;
      const actions = [fm.hero?.action, ...(fm.features ?? []).map((f) => f.action)];
      for (const action of actions) {
        if (!action || !action.to.startsWith('/')) continue;
        const href = normaliseLink(action.to, site.config);
        diagnostics.addAll(
          checkHref(index, href, action.to, { file, line: 1, column: 1, route: page.route }, markdown),
        );
      }
    }
  }
  const checkConfigHref = (href: string, written: string, origin: LinkOrigin): Diagnostic[] =>
    checkHref(index, href, written, origin, undefined);
  diagnostics.addAll(collectLayoutProblems(site, index, checkConfigHref));
  diagnostics.addAll(collectRedirectProblems(site, checkConfigHref));
  return diagnostics.toList();
}
