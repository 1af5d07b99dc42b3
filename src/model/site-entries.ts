// The site's content entries: the kept (not draft) docs of each version, pages and posts, placed at their routes,
// without those whose route another file took.
import type { ParsedSource } from '../content/types.ts';
import { CURRENT_VERSION } from '../content/versions.ts';
import { appendAll } from '../shared/append-all.ts';
import { collectRouteConflicts, createDocEntries, createPageEntries, createPostEntries } from './routes.ts';
import type { SiteInput } from './site-input.ts';
import { NOT_FOUND_ROUTE } from './site-types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { starlightIconSvg } from '../markdown/dialects/starlight/icons.ts';
import type { ContentEntry, DocEntry, PostEntry } from './types.ts';
import type { DocsVersion } from './versions.ts';

/**
 * The entries of the kept (not draft) docs, pages and posts whose route no other file took; each doc with its
 * version.
 */
export function createAcceptedEntries(
  input: SiteInput,
  versions: DocsVersion[],
): {
  docEntries: DocEntry[];
  pageEntries: ContentEntry[];
  postEntries: PostEntry[];
  docsOfVersion: Map<DocEntry, DocsVersion>;
  diagnostics: Diagnostic[];
} {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const keep = (p: ParsedSource): boolean => input.includeDrafts === true || p.frontMatter.draft !== true;
  const keptDocs = input.docs.filter(keep);
  const docsOfVersion = new Map<DocEntry, DocsVersion>();
  for (const version of versions) {
    const own = keptDocs.filter((p) => (p.source.version ?? CURRENT_VERSION) === version.name);
    for (const entry of createDocEntries(own, config, version.routeBase)) docsOfVersion.set(entry, version);
  }
  const docs = [...docsOfVersion.keys()];
  const pages = createPageEntries(input.pages.filter(keep));
  const postResult = config.blog
    ? createPostEntries(input.blog.filter(keep), config.blog.routeBasePath)
    : { posts: [], diagnostics: [] };
  appendAll(diagnostics, postResult.diagnostics);

  // A written page at /404 (Starlight's and VitePress' `404.md`) is the site's not-found page: built as 404.html and
  // unlisted (in no sidebar, sitemap, search or llms file); the generated one is then not made.
  const written404 = [...docs, ...pages].find((e) => e.route === NOT_FOUND_ROUTE);
  if (written404) written404.source.frontMatter.unlisted = true;
  const generated = written404 ? ['/search'] : ['/search', NOT_FOUND_ROUTE];
  const generatedRoutes = generated.map((route) => ({ route, file: '(generated)' }));
  const conflicts = collectRouteConflicts([
    ...generatedRoutes,
    ...[...docs, ...pages, ...postResult.posts].map((e) => ({ route: e.route, file: e.source.source.file })),
  ]);
  appendAll(diagnostics, conflicts.diagnostics);
  for (const entry of [...docs, ...pages]) appendAll(diagnostics, heroIconProblems(entry));
  const accepted = <T extends ContentEntry>(list: T[]): T[] =>
    list.filter((e) => !conflicts.rejected.has(e.source.source.file));
  return {
    docEntries: accepted(docs),
    pageEntries: accepted(pages),
    postEntries: accepted(postResult.posts),
    docsOfVersion,
    diagnostics,
  };
}

// A hero action's icon is one of Starlight's names: another draws nothing, so it is said (the front matter's line 1).
function heroIconProblems(entry: ContentEntry): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const action of entry.source.frontMatter.hero?.actions ?? []) {
    if (action.icon === undefined || starlightIconSvg(action.icon) !== undefined) continue;
    const message = `the hero icon "${action.icon}" of "${action.label}" is not one of Starlight's built-in icons: the button shows none`;
    problems.push(createDiagnostic('warning', 'markdown-missing-icon', entry.source.source.file, message, 1));
  }
  return problems;
}
