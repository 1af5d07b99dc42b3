// The search files of a site: one chunked index per search context and docs version (unversioned pages and blog posts
// in their own index per context), each made by a SearchIndexBuilder from its records, page by page, plus a manifest
// (fixed name) listing them and their shards.
import type { OutputFile } from '../base/output-file.ts';
import type { StoredManifest, StoredManifestIndex } from '../shared/search-protocol.ts';
import { SEARCH_INDEX_FORMAT, SEARCH_MANIFEST_PATH } from '../shared/search-protocol.ts';
import type { Site, SitePage } from '../model/site-types.ts';
import { SearchIndexBuilder } from './chunked-index.ts';
import { DOCS_VERSION_NAME, searchRecordOf, type SearchPageRecord } from './documents.ts';

export { SEARCH_ASSETS_DIR, SEARCH_MANIFEST_PATH } from '../shared/search-protocol.ts';

/** A file-name-safe form of a context label (`API Reference` → `api-reference`), `default` for `''`. */
export function contextFileName(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || (label === '' ? 'default' : 'context');
}

/** One index of a site on its way: its scope, the sources of its pages, and its builder. */
interface IndexInMaking {
  context: string;
  version: string;
  tags: Set<string>;
  /** The place of its first page among the site's searchable pages. */
  first: number;
  builder: SearchIndexBuilder;
}

/**
 * The search files of a site, made as its pages are given in site order (`through`): each page goes into its index
 * (by context and version) at once, and each file is written with `emit` as soon as it is made, so that neither the
 * pages' records nor their texts wait for the last page. `finish` adds the pages left and writes the word files of
 * every index and the manifest.
 */
export class SiteSearchIndexer {
  private readonly indexes = new Map<string, IndexInMaking>();
  private next = 0;
  private records = 0;
  private finished = false;

  constructor(
    private readonly site: Site,
    private readonly emit: (file: OutputFile) => void,
    /** Called once each page has gone into the index (searchable or not): its body's text is no longer needed for it. */
    private readonly onIndexed?: (page: SitePage) => void,
  ) {}

  /** Adds every page up to and including the one at `index` of the site's pages (their bodies must be rendered). */
  through(index: number): void {
    const pages = this.site.pages;
    for (const end = Math.min(index + 1, pages.length); this.next < end; this.next++) {
      const page = pages[this.next]!;
      const record = searchRecordOf(this.site, page);
      if (record) this.add(record);
      this.onIndexed?.(page);
    }
  }

  /** Adds the pages left and writes the rest; the manifest's path. Later calls of `through` do nothing. */
  finish(): string {
    if (this.finished) throw new Error('the search index was finished twice');
    this.through(this.site.pages.length - 1);
    this.finished = true;
    const order = [...this.site.config.search.contexts.map((c) => c.label), ''];
    // In the order the config lists the contexts (the default one last), versioned pages first, then by first page.
    const sorted = [...this.indexes.values()].sort(
      (a, b) =>
        order.indexOf(a.context) - order.indexOf(b.context) ||
        (a.version === '' ? 1 : 0) - (b.version === '' ? 1 : 0) ||
        a.first - b.first,
    );
    const indexes: StoredManifestIndex[] = sorted.map(({ context, version, tags, builder }) => ({
      context,
      version,
      tags: [...tags],
      ...builder.finish(),
    }));
    const site = this.site;
    const manifest: StoredManifest = {
      v: SEARCH_INDEX_FORMAT,
      // The default (the last version) first.
      versions: site.versions
        ? [...site.versions]
            .sort((a, b) => Number(b.isLast) - Number(a.isLast))
            .map(({ name, label }) => ({ name, label }))
        : [{ name: DOCS_VERSION_NAME, label: site.config.docs.versionLabel }],
      contexts: site.config.search.contexts.map(({ label, path }) => ({ label, path })),
      indexes,
    };
    this.emit({ path: SEARCH_MANIFEST_PATH, contents: JSON.stringify(manifest) });
    return SEARCH_MANIFEST_PATH;
  }

  private add(record: SearchPageRecord): void {
    const { context, version } = record;
    const key = JSON.stringify([context, version]);
    let index = this.indexes.get(key);
    if (!index) {
      const prefix = `${contextFileName(context)}${version ? `-${version}` : ''}`;
      const builder = new SearchIndexBuilder(prefix, this.emit);
      index = { context, version, tags: new Set(), first: this.records, builder };
      this.indexes.set(key, index);
    }
    this.records++;
    index.tags.add(record.source);
    index.builder.add(record);
  }
}

/**
 * The search index files and the manifest path the browser reads first; with `emit`, each file goes to it as soon as it
 * is made instead (and `files` is empty).
 */
export function createSearchFiles(
  site: Site,
  emit?: (file: OutputFile) => void,
): { files: OutputFile[]; manifestPath: string } {
  const files: OutputFile[] = [];
  const manifestPath = new SiteSearchIndexer(site, emit ?? ((file) => files.push(file))).finish();
  return { files, manifestPath };
}
