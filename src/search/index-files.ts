// The search files of a site: one chunked index per search context and docs version (unversioned pages and blog posts
// in their own index per context), each made by createSearchIndex from its records, plus a manifest (fixed name)
// listing them and their shards.
import { appendAll } from '../shared/append-all.ts';
import type { OutputFile } from '../output-file.ts';
import type { StoredManifest, StoredManifestIndex } from '../shared/search-protocol.ts';
import { SEARCH_INDEX_FORMAT, SEARCH_MANIFEST_PATH } from '../shared/search-protocol.ts';
import type { Site } from '../model/site-types.ts';
import { createSearchIndex } from './chunked-index.ts';
import { collectSearchPages, DOCS_VERSION_NAME, type SearchPageRecord } from './documents.ts';

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

/** Groups records by context and version, in the order the config lists the contexts (the default one last). */
function groupRecords(site: Site, records: readonly SearchPageRecord[]): Map<string, SearchPageRecord[]> {
  const order = [...site.config.search.contexts.map((c) => c.label), ''];
  const rank = (record: SearchPageRecord): number => order.indexOf(record.context);
  const groups = new Map<string, SearchPageRecord[]>();
  const sorted = records
    .map((record, position) => ({ record, position }))
    .sort(
      (a, b) =>
        rank(a.record) - rank(b.record) ||
        (a.record.version === '' ? 1 : 0) - (b.record.version === '' ? 1 : 0) ||
        a.position - b.position,
    );
  for (const { record } of sorted) {
    const key = JSON.stringify([record.context, record.version]);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return groups;
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
  const indexes: StoredManifestIndex[] = [];
  for (const group of groupRecords(site, collectSearchPages(site)).values()) {
    const { context, version } = group[0]!;
    const made = createSearchIndex(group, `${contextFileName(context)}${version ? `-${version}` : ''}`, emit);
    appendAll(files, made.files);
    indexes.push({
      context,
      version,
      tags: [...new Set(group.map((record) => record.source))],
      ...made.index,
    });
  }
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
  const contents = JSON.stringify(manifest);
  if (emit) emit({ path: SEARCH_MANIFEST_PATH, contents });
  else files.push({ path: SEARCH_MANIFEST_PATH, contents });
  return { files, manifestPath: SEARCH_MANIFEST_PATH };
}
