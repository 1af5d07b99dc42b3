// Parsing and checking fetched manifest and index files: a corrupt file becomes an error, never a crash later.
import type { ManifestIndex, SearchIndexFile, SearchManifest } from '../../../shared/search-protocol.ts';
import { SEARCH_INDEX_FORMAT } from '../../../shared/search-protocol.ts';

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function parseJson(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`the ${what} is not valid JSON`);
  }
  if (!value || typeof value !== 'object' || (value as { v?: unknown }).v !== SEARCH_INDEX_FORMAT) {
    throw new Error(`the ${what} has an unknown format`);
  }
  return value as Record<string, unknown>;
}

function isManifestIndex(value: unknown): value is ManifestIndex {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    isString(entry.context) &&
    isString(entry.version) &&
    isStringArray(entry.tags) &&
    isString(entry.file) &&
    typeof entry.pages === 'number' &&
    typeof entry.sections === 'number'
  );
}

/** Parses a manifest; throws an Error naming the problem. */
export function parseManifest(text: string): SearchManifest {
  const value = parseJson(text, 'search manifest');
  const { versions, contexts, indexes } = value;
  const valid =
    Array.isArray(versions) &&
    versions.every((v: { name?: unknown; label?: unknown }) => isString(v?.name) && isString(v?.label)) &&
    Array.isArray(contexts) &&
    contexts.every((c: { label?: unknown; path?: unknown }) => isString(c?.label) && isString(c?.path)) &&
    Array.isArray(indexes) &&
    indexes.every(isManifestIndex);
  if (!valid) throw new Error('the search manifest is malformed');
  return value as unknown as SearchManifest;
}

/** Parses an index file; throws an Error naming the problem. */
export function parseIndexFile(text: string): SearchIndexFile {
  const value = parseJson(text, 'search index');
  const { pages, sections } = value;
  if (!Array.isArray(pages) || !Array.isArray(sections)) throw new Error('the search index is malformed');
  const pageOk = (row: unknown): boolean =>
    Array.isArray(row) &&
    row.length === 5 &&
    isString(row[0]) &&
    isString(row[1]) &&
    isStringArray(row[2]) &&
    isString(row[3]) &&
    isStringArray(row[4]);
  const sectionOk = (row: unknown): boolean =>
    Array.isArray(row) &&
    row.length === 4 &&
    Number.isInteger(row[0]) &&
    row[0] >= 0 &&
    row[0] < pages.length &&
    isString(row[1]) &&
    isString(row[2]) &&
    isString(row[3]);
  if (!pages.every(pageOk) || !sections.every(sectionOk)) throw new Error('the search index is malformed');
  return value as unknown as SearchIndexFile;
}
