// Parsing and checking fetched manifest and shard files: a corrupt file becomes an error, never a crash later.
import type {
  FragmentFile,
  HeadFile,
  ManifestIndex,
  PageFragment,
  PostingsShard,
  SearchManifest,
  TailsShard,
  WordsShard,
} from '../../../shared/search-protocol.ts';
import { combineIndex } from '../../../shared/search-postings.ts';
import { FRAGMENT_GROUP, SEARCH_INDEX_FORMAT, SHARD_HASH_LENGTH } from '../../../shared/search-protocol.ts';

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isShardList = (value: unknown, first: (from: unknown) => boolean): boolean =>
  Array.isArray(value) &&
  value.every((ref) => Array.isArray(ref) && ref.length === 2 && first(ref[0]) && isString(ref[1]));

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

/** The fragment list of a stored index, unpacked; undefined when it is malformed. */
function unpackFragments(value: unknown): [number, string][] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { name, starts, hashes } = value as Record<string, unknown>;
  if (!isString(name) || !Array.isArray(starts) || !starts.every(isCount) || !isString(hashes))
    return undefined;
  const groups = Math.ceil(starts.length / FRAGMENT_GROUP);
  if (hashes.length !== groups * SHARD_HASH_LENGTH || !/^[0-9a-f]*$/.test(hashes)) return undefined;
  let first = 0;
  return starts.map((delta, i) => {
    first += delta;
    const group = Math.floor(i / FRAGMENT_GROUP);
    const hash = hashes.slice(group * SHARD_HASH_LENGTH, (group + 1) * SHARD_HASH_LENGTH);
    return [first, `${name}${hash}-${i % FRAGMENT_GROUP}.json`];
  });
}

function isManifestIndex(value: unknown): value is ManifestIndex {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const fragments = unpackFragments(entry.fragments);
  const heads = unpackFragments(entry.heads);
  if (!fragments || !heads) return false;
  entry.fragments = fragments;
  entry.heads = heads;
  if (entry.file !== undefined) {
    // A small index: its one file serves as vocabulary, postings and fragments.
    if (!isString(entry.file) || !/\.i\.[0-9a-f]+\.json$/.test(entry.file)) return false;
    entry.words = [['', entry.file]];
    entry.postings = [['', entry.file]];
    entry.tails = [];
    entry.fragments = [[0, entry.file]];
    entry.heads = [[0, entry.file]];
  }
  return (
    isString(entry.context) &&
    isString(entry.version) &&
    isStringArray(entry.tags) &&
    isCount(entry.pages) &&
    isCount(entry.sections) &&
    isShardList(entry.words, isString) &&
    isShardList(entry.postings, isString) &&
    isShardList(entry.tails, isString)
  );
}

/** Parses a manifest (unpacking its fragment lists); throws an Error naming the problem. */
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

/** Any file of the index once parsed. */
export type IndexFile = WordsShard | PostingsShard | FragmentFile | HeadFile | TailsShard;

const isPair = (row: unknown): boolean => Array.isArray(row) && row.length === 2 && row.every(isString);
const isHead = (row: unknown): boolean =>
  Array.isArray(row) &&
  row.length === 6 &&
  isString(row[0]) &&
  isString(row[1]) &&
  isStringArray(row[2]) &&
  isString(row[3]) &&
  isStringArray(row[4]) &&
  Array.isArray(row[5]) &&
  row[5].every(isPair);
const isSection = (row: unknown): boolean => Array.isArray(row) && row.length === 3 && row.every(isString);
const isPage = (row: unknown): boolean =>
  Array.isArray(row) &&
  row.length === 7 &&
  isHead([row[0], row[1], row[2], row[3], row[4], []]) &&
  isString(row[5]) &&
  Array.isArray(row[6]) &&
  row[6].every(isSection);

/** Parses a shard or page file named `name` (its kind is the letter before the hash); throws on a bad one. */
export function parseShard(name: string, text: string): IndexFile {
  const kind = /\.(?:([wpt])\.[0-9a-f]+|([fh])\.[0-9a-f]+-\d+|(i)\.[0-9a-f]+)\.json$/
    .exec(name)
    ?.slice(1)
    .find(Boolean);
  const value = parseJson(text, `search shard ${name}`);
  const malformed = new Error(`the search shard ${name} is malformed`);
  if (kind === 'w') {
    const { words, counts } = value;
    if (
      !isStringArray(words) ||
      !Array.isArray(counts) ||
      counts.length !== words.length ||
      !counts.every(isCount)
    )
      throw malformed;
  } else if (kind === 'p') {
    const { words, postings } = value;
    const pairs = (list: unknown): boolean =>
      Array.isArray(list) && list.length % 2 === 0 && list.every(isCount);
    if (
      !isStringArray(words) ||
      !Array.isArray(postings) ||
      postings.length !== words.length ||
      !postings.every(pairs)
    )
      throw malformed;
  } else if (kind === 't') {
    const { tails, letters } = value;
    if (!isStringArray(tails) || !isStringArray(letters) || letters.length !== tails.length) throw malformed;
  } else if (kind === 'h' || kind === 'f') {
    const { first } = value;
    const rows = kind === 'h' ? value.heads : value.pages;
    if (!isCount(first) || !Array.isArray(rows) || !rows.every(kind === 'h' ? isHead : isPage))
      throw malformed;
  } else if (kind === 'i') {
    const { pages } = value;
    if (!Array.isArray(pages) || !pages.every(isPage)) throw malformed;
    return combineIndex(pages as PageFragment[]);
  } else {
    throw new Error(`the search shard ${name} has an unknown name`);
  }
  return value as unknown as IndexFile;
}
