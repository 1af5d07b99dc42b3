// Candidate selection: the entries in scope that contain every query word (exactly, as a prefix, or fuzzily).
import type { SearchScope } from '../../../shared/search-protocol.ts';
import { ALL_DOCS_VERSIONS } from '../../../shared/search-protocol.ts';
import type { TermMatcher } from './highlight.ts';
import { expandTerm, type Expansion, type TextIndex } from './text-index.ts';

/** The entries that matched every word, with a cheap quality for pre-ranking. */
export interface CandidateSet {
  /** Entry positions, in the order they completed the match. */
  candidates: number[];
  /** Sum over the words of the best expansion quality, per entry position. */
  quality: Float32Array;
  matcher: TermMatcher;
}

/** Per loaded file, 1 when it is in scope: the context (or all), the version or unversioned, and the tags. */
export function filesInScope(index: TextIndex, scope: SearchScope): Uint8Array {
  const allowed = new Uint8Array(index.files.length);
  index.files.forEach((file, position) => {
    const context = scope.context === null || file.context === scope.context;
    const version =
      file.version === '' || scope.version === ALL_DOCS_VERSIONS || file.version === scope.version;
    const tags = scope.tags.length === 0 || file.tags.some((tag) => scope.tags.includes(tag));
    allowed[position] = context && version && tags ? 1 : 0;
  });
  return allowed;
}

/** Expands a query word to vocabulary words; searches share one memo so that each word is expanded once. */
export type Expander = (term: string) => Expansion[];

// Enough for every word a reader types in a session; the cache starts over beyond it.
const EXPANSION_CACHE_SIZE = 1000;

/** An expander that remembers its answers (best expansions first) in the index, between searches. */
export function createExpander(index: TextIndex): Expander {
  const cache = index.expansions;
  return (term) => {
    let expansions = cache.get(term);
    if (!expansions) {
      if (cache.size >= EXPANSION_CACHE_SIZE) cache.clear();
      cache.set(term, (expansions = expandTerm(index, term).sort((a, b) => b.quality - a.quality)));
    }
    return expansions;
  };
}

/** The entries of the files in scope that contain every one of `terms` (AND), with their quality. */
export function collectCandidates(
  index: TextIndex,
  terms: readonly string[],
  allowed: Uint8Array,
  expand: Expander = createExpander(index),
): CandidateSet {
  const { entries, entryFile, vocabulary, postings } = index;
  const hits = new Uint8Array(entries.length);
  const quality = new Float32Array(entries.length);
  const fuzzyWords = new Set<string>();
  const candidates: number[] = [];
  const last = terms.length - 1;
  for (let i = 0; i < terms.length; i++) {
    // Best expansions first, so that an entry is credited with its best match of this word.
    const expansions = expand(terms[i]!);
    let advanced = false;
    for (const expansion of expansions) {
      if (expansion.kind === 'fuzzy') fuzzyWords.add(vocabulary[expansion.word]!);
      for (const entry of postings[expansion.word]!) {
        if (hits[entry] !== i) continue;
        if (i === 0 && allowed[entryFile[entry]!] !== 1) continue;
        hits[entry] = i + 1;
        quality[entry] = quality[entry]! + expansion.quality;
        advanced = true;
        if (i === last) candidates.push(entry);
      }
    }
    if (!advanced) return { candidates: [], quality, matcher: { terms, fuzzyWords } };
  }
  return { candidates, quality, matcher: { terms, fuzzyWords } };
}
