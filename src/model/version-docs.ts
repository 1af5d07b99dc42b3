// The docs of one version in the site model: their ids, sidebars, doc pages and category pages.
import { categoryPages } from './category-pages.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createSidebars } from './sidebars.ts';
import type { SitePage } from './site-types.ts';
import type { DocEntry, Rendered, SidebarEntry } from './types.ts';
import { sidebarKeyOf, type DocsVersion } from './versions.ts';
import { joinRoute } from '../shared/urls.ts';
import { appendAll } from '../shared/append-all.ts';

/** What one version adds to the site. */
export interface VersionDocs {
  docsById: Map<string, Rendered<DocEntry>>;
  /** Its sidebars, by their key in the site (`sidebarKeyOf`). */
  sidebars: Map<string, SidebarEntry[]>;
  /** Doc id → the key of the first sidebar that lists it. */
  sidebarOfDoc: Map<string, string>;
  pages: SitePage[];
  firstRoute: string | undefined;
  diagnostics: Diagnostic[];
}

/** Makes the docs of `version` from its rendered docs; `versioned` marks its pages with the version's name. */
export function createVersionDocs(input: {
  config: ResolvedConfig;
  version: DocsVersion;
  versioned: boolean;
  docs: Rendered<DocEntry>[];
  configFile: string;
  previousSidebars: ReadonlyMap<string, SidebarEntry[]> | undefined;
}): VersionDocs {
  const { version, configFile } = input;
  const diagnostics: Diagnostic[] = [];
  const docsById = uniqueDocsById(input.docs, diagnostics);
  const sidebarModel = createSidebars({
    sidebars: version.sidebars,
    docs: [...docsById.values()].map((d) => ({
      entry: d.entry,
      label: d.entry.source.frontMatter.sidebar_label ?? d.title,
    })),
    categories: version.categories,
    docDirs: version.docDirs,
    routeBasePath: version.routeBase,
    configFile,
    previous: input.previousSidebars,
  });
  appendAll(diagnostics, sidebarModel.diagnostics);
  const sidebars = new Map<string, SidebarEntry[]>();
  for (const [id, entries] of sidebarModel.sidebars) sidebars.set(sidebarKeyOf(version, id), entries);
  const places = sidebarPlaces(sidebars);
  const mark = input.versioned ? { version: version.name } : {};
  const pages: SitePage[] = [];
  for (const doc of docsById.values()) {
    const displayed = doc.entry.source.frontMatter.displayed_sidebar;
    const sidebarId =
      displayed === null
        ? undefined
        : (displayedSidebar(doc, sidebarModel.sidebars, version, configFile, diagnostics) ??
          places.sidebarOfDoc.get(doc.entry.id) ??
          places.sidebarOfRoute.get(doc.entry.route));
    appendAll(pages, docPages(input.config, version, doc, sidebarId, mark));
  }
  for (const index of sidebarModel.generatedIndexes) {
    const sidebarId = places.sidebarOfRoute.get(index.route);
    if (!sidebarId) continue;
    for (const part of categoryPages(index, sidebarId, places.itemsOfRoute.get(index.route) ?? 0))
      pages.push({ ...part, ...mark });
  }
  for (const [id, index] of sidebarModel.rootIndexes) {
    const key = sidebarKeyOf(version, id);
    for (const part of categoryPages(index, key, sidebars.get(key)?.length ?? 0))
      pages.push({ ...part, ...mark });
  }
  return {
    docsById,
    sidebars,
    sidebarOfDoc: places.sidebarOfDoc,
    pages,
    firstRoute: firstRouteOf(sidebars, docsById),
    diagnostics,
  };
}

/** The docs by id; a doc whose id another took first is left out, with an error. */
function uniqueDocsById(
  docs: Rendered<DocEntry>[],
  diagnostics: Diagnostic[],
): Map<string, Rendered<DocEntry>> {
  const docsById = new Map<string, Rendered<DocEntry>>();
  for (const doc of docs) {
    const existing = docsById.get(doc.entry.id);
    if (existing) {
      diagnostics.push(
        createDiagnostic(
          'error',
          'duplicate-doc-id',
          doc.entry.source.source.file,
          `doc id "${doc.entry.id}" is also used by ${existing.entry.source.source.file}; set a different \`id\` in front matter`,
        ),
      );
      continue;
    }
    docsById.set(doc.entry.id, doc);
  }
  return docsById;
}

/** The first sidebar that lists each doc and each category page, and how many items each category has. */
function sidebarPlaces(sidebars: Map<string, SidebarEntry[]>): {
  sidebarOfDoc: Map<string, string>;
  sidebarOfRoute: Map<string, string>;
  itemsOfRoute: Map<string, number>;
} {
  const sidebarOfDoc = new Map<string, string>();
  const sidebarOfRoute = new Map<string, string>();
  // A category's route → how many items it has (its generated index lists them, a page of cards at a time).
  const itemsOfRoute = new Map<string, number>();
  for (const [key, entries] of sidebars) {
    const walk = (list: typeof entries): void => {
      for (const e of list) {
        if (e.type === 'doc' && !sidebarOfDoc.has(e.docId)) sidebarOfDoc.set(e.docId, key);
        if (e.type === 'category') {
          if (e.route && !sidebarOfRoute.has(e.route)) {
            sidebarOfRoute.set(e.route, key);
            itemsOfRoute.set(e.route, e.items.length);
          }
          walk(e.items);
        }
      }
    };
    walk(entries);
  }
  return { sidebarOfDoc, sidebarOfRoute, itemsOfRoute };
}

/** A doc's page, and in the last version its mirrors' pages. */
function docPages(
  config: ResolvedConfig,
  version: DocsVersion,
  doc: Rendered<DocEntry>,
  sidebarId: string | undefined,
  mark: { version?: string },
): SitePage[] {
  const pages: SitePage[] = [
    { kind: 'doc', route: doc.entry.route, doc, sidebarId, canonicalRoute: undefined, ...mark },
  ];
  // Mirrors copy the docs at the docs' base path only.
  if (!version.isLast) return pages;
  for (const mirror of config.docs.mirrors) {
    if (!doc.entry.id.startsWith(mirror.from)) continue;
    const route = joinRoute(mirror.to, doc.entry.id.slice(mirror.from.length));
    pages.push({ kind: 'doc', route, doc, sidebarId, canonicalRoute: doc.entry.route, ...mark });
  }
  return pages;
}

/** The first doc of the first sidebar, else the first doc by route. */
function firstRouteOf(
  sidebars: ReadonlyMap<string, SidebarEntry[]>,
  docsById: ReadonlyMap<string, Rendered<DocEntry>>,
): string | undefined {
  const first = (list: readonly SidebarEntry[]): string | undefined => {
    for (const e of list) {
      if (e.type === 'doc') return e.route;
      if (e.type === 'category') {
        const found = e.route ?? first(e.items);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const entries of sidebars.values()) {
    const found = first(entries);
    if (found) return found;
  }
  return [...docsById.values()].map((d) => d.entry.route).sort()[0];
}

/** The sidebar a doc's `displayed_sidebar` names (as its key in the site), when it names one that exists. */
function displayedSidebar(
  doc: Rendered<DocEntry>,
  sidebars: ReadonlyMap<string, unknown>,
  version: DocsVersion,
  configFile: string,
  diagnostics: Diagnostic[],
): string | undefined {
  const wanted = doc.entry.source.frontMatter.displayed_sidebar;
  if (wanted === undefined || wanted === null) return undefined;
  if (sidebars.has(wanted)) return sidebarKeyOf(version, wanted);
  const known = [...sidebars.keys()].join(', ') || 'none';
  diagnostics.push(
    createDiagnostic(
      'error',
      'frontmatter-unknown-sidebar',
      doc.entry.source.source.file,
      `displayed_sidebar names sidebar "${wanted}", which ${configFile} does not declare (sidebars: ${known})`,
    ),
  );
  return undefined;
}
