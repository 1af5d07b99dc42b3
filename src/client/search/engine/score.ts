// Scoring the pre-ranked candidates of one content type with Fuse.js (on short texts only), and turning them into
// results with highlights and snippets.
import Fuse from 'fuse.js/basic';
import type {
  PageFragment,
  SearchContentType,
  SearchManifest,
  SearchResult,
} from '../../../shared/search-protocol.ts';
import { FIELD, fieldType, fragmentFieldText } from '../../../shared/search-protocol.ts';
import {
  cutSnippet,
  densestHighlight,
  findHighlights,
  highlightedWords,
  type TermMatcher,
} from './highlight.ts';
import { pageOf, type LoadedIndex } from './loaded-index.ts';
import type { Candidate } from './match.ts';
import { byQuality, fieldOf, needsText, pageNumberOf } from './prerank.ts';

// Content is scored on a window around its first match, never on the whole section text.
const WINDOW_BEFORE = 40;
const WINDOW_AFTER = 100;
const SNIPPET_TYPES: ReadonlySet<SearchContentType> = new Set(['description', 'keywords', 'content']);
const FUSE_OPTIONS = { includeScore: true, ignoreLocation: true, ignoreDiacritics: true, threshold: 0.6 };

/** A candidate with its page, its field's text and Fuse score. */
export interface Scored {
  candidate: Candidate;
  page: PageFragment;
  score: number;
  text: string;
  highlights: [number, number][];
}

/** Scores the best candidates of one type with Fuse.js, best first; undefined while fragments are missing. */
export function scoreCandidates(
  index: LoadedIndex,
  type: SearchContentType,
  best: readonly Candidate[],
  matcher: TermMatcher,
  missing: Set<string>,
): Scored[] | undefined {
  const prepared: Scored[] = [];
  for (const candidate of best) {
    const { group, key } = candidate;
    const page = pageOf(index, group, pageNumberOf(key), needsText(key), missing);
    if (!page) continue;
    const text = fragmentFieldText(page, fieldOf(candidate.key));
    prepared.push({ candidate, page, text, highlights: findHighlights(text, matcher), score: 1 });
  }
  if (missing.size > 0) return undefined;
  const texts = prepared.map(({ text, highlights }) => {
    if (type !== 'content') return text;
    const at = highlights[densestHighlight(text, highlights, WINDOW_BEFORE + WINDOW_AFTER)]?.[0] ?? 0;
    return text.slice(Math.max(0, at - WINDOW_BEFORE), at + WINDOW_AFTER);
  });
  // A candidate Fuse rejects still contains every word; it keeps the worst score instead of disappearing.
  for (const found of new Fuse(texts, FUSE_OPTIONS).search(matcher.terms.join(' '))) {
    prepared[found.refIndex]!.score = found.score ?? 1;
  }
  return prepared.sort((a, b) => a.score - b.score || byQuality(a.candidate, b.candidate));
}

/** The result a scored candidate shows. */
export function toResult(
  scored: Scored,
  snippetLength: number,
  versions: SearchManifest['versions'],
): SearchResult {
  const { candidate, page } = scored;
  const field = fieldOf(candidate.key);
  const type = fieldType(field);
  const section = field < FIELD.firstSection ? undefined : page[6][(field - FIELD.firstSection) >> 1];
  const shown = SNIPPET_TYPES.has(type)
    ? cutSnippet(scored.text, scored.highlights, snippetLength)
    : { text: scored.text, highlights: scored.highlights };
  return {
    type,
    url: section ? `${page[0]}#${section[0]}` : page[0],
    page: page[1],
    section: section?.[1] ?? '',
    breadcrumb: page[2],
    context: candidate.group.meta.context,
    versionLabel: versionLabelOf(versions, candidate.group.meta.version),
    text: shown.text,
    highlights: shown.highlights,
    terms: highlightedWords(scored.text, scored.highlights),
    score: Math.round(scored.score * 1e4) / 1e4,
  };
}

/** The label of a docs version of the manifest (its name when the manifest has no label for it). */
function versionLabelOf(versions: SearchManifest['versions'], name: string): string {
  if (name === '') return '';
  return versions.find((v) => v.name === name)?.label ?? name;
}
