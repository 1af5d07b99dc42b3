import type { ComponentType } from 'react';
import type { LastUpdate } from '../content/last-update.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { ContentAsset } from '../content/assets.ts';
import type { StaticAsset } from '../content/types.ts';
import type { TagGroup } from './blog.ts';
import type { DocsVersion } from './versions.ts';
import type {
  Author,
  ContentEntry,
  DocEntry,
  GeneratedIndex,
  PostEntry,
  Rendered,
  SidebarEntry,
} from './types.ts';

/** One route of the site with what its template needs. */
export type SitePage =
  | {
      kind: 'doc';
      route: string;
      doc: Rendered<DocEntry>;
      sidebarId: string | undefined;
      /** Set on mirror pages: the primary route they copy. */
      canonicalRoute: string | undefined;
      /** The docs version it belongs to (sites with `versions.json` only). */
      version?: string | undefined;
    }
  | {
      kind: 'category';
      route: string;
      index: GeneratedIndex;
      sidebarId: string;
      version?: string | undefined;
      /** A category of more than CATEGORY_CARDS_PER_PAGE items lists them over several pages: this one's number. */
      part?: { number: number; count: number } | undefined;
    }
  | { kind: 'page'; route: string; page: Rendered<ContentEntry> }
  | {
      kind: 'blog-list';
      route: string;
      title: string;
      description: string | undefined;
      posts: Rendered<PostEntry>[];
      page: number;
      totalPages: number;
      previousRoute: string | undefined;
      nextRoute: string | undefined;
      author: Author | undefined;
      tag: TagGroup | undefined;
    }
  | {
      kind: 'blog-post';
      route: string;
      post: Rendered<PostEntry>;
      newer: Rendered<PostEntry> | undefined;
      older: Rendered<PostEntry> | undefined;
    }
  | { kind: 'blog-tags'; route: string }
  | { kind: 'blog-authors'; route: string }
  | { kind: 'blog-archive'; route: string }
  | { kind: 'search'; route: string }
  /** A redirect of the config: a page at `route` that sends readers to `to` (a route with `#anchor`, or a URL). */
  | { kind: 'redirect'; route: string; to: string }
  | {
      kind: 'plugin';
      route: string;
      /** Name of the plugin whose `routes()` added the page. */
      plugin: string;
      title: string;
      description: string | undefined;
      /** Rendered with `props` into the page's body. */
      component: ComponentType<never>;
      props: object;
    }
  | { kind: 'not-found'; route: string };

/** The whole site model: every page plus the shared structures templates draw from. */
export interface Site {
  config: ResolvedConfig;
  pages: SitePage[];
  sidebars: Map<string, SidebarEntry[]>;
  /** Doc id → sidebar id (the first sidebar that lists it). */
  sidebarOfDoc: Map<string, string>;
  docsById: Map<string, Rendered<DocEntry>>;
  posts: Rendered<PostEntry>[];
  authors: Map<string, Author>;
  tags: TagGroup[];
  staticAssets: StaticAsset[];
  /** Files beside the content (images, downloads) with their content-hashed output paths; only linked ones are written. */
  contentAssets?: ContentAsset[] | undefined;
  /** The last commit of each docs file, by project-relative path (docs.showLastUpdate; empty when off). */
  lastUpdates: ReadonlyMap<string, LastUpdate>;
  /**
   * The docs versions built, current first then newest first; undefined without `versions.json`. `docsById`,
   * `sidebarOfDoc` and the plain sidebar ids are the last version's.
   */
  versions?: SiteVersion[] | undefined;
}

/** One built docs version and its docs. */
export interface SiteVersion extends Omit<DocsVersion, 'sidebars' | 'categories' | 'docDirs'> {
  docsById: Map<string, Rendered<DocEntry>>;
  /** Where the version starts: the first doc of its first sidebar (else its first doc). */
  firstRoute: string | undefined;
}

/** The written entry of a doc, page or post (undefined for generated pages). */
export function writtenEntryOf(page: SitePage) {
  return page.kind === 'doc'
    ? page.doc.entry
    : page.kind === 'page'
      ? page.page.entry
      : page.kind === 'blog-post'
        ? page.post.entry
        : undefined;
}

/** The route of the site's not-found page (output as 404.html), generated unless a page of the site has it. */
export const NOT_FOUND_ROUTE = '/404';

/** True for the page that is the site's not-found page: the generated one, or a doc or page written at /404. */
export function isNotFoundPage(page: SitePage): boolean {
  if (page.kind === 'not-found') return true;
  return (page.kind === 'doc' || page.kind === 'page') && page.route === NOT_FOUND_ROUTE;
}

/** True for a doc, page or post whose front matter says `unlisted: true`: built, but linked from nowhere. */
export function isUnlisted(page: SitePage): boolean {
  return writtenEntryOf(page)?.source.frontMatter.unlisted === true;
}

/** Every doc of the site: the last version's, then the other versions' (sites with `versions.json`). */
export function allDocsOf(site: Site): Rendered<DocEntry>[] {
  const docs = [...site.docsById.values()];
  for (const version of site.versions ?? [])
    if (!version.isLast) for (const doc of version.docsById.values()) docs.push(doc);
  return docs;
}
