// Pre-ranking from the postings alone: the places (a page, or one of its anchored sections) that matched, counted, and
// the best of each content type by match quality then position. Only these have their fragments read and are scored.
import type { SearchContentType } from '../../../shared/search-protocol.ts';
import { CONTENT_TYPES, FIELD, fieldType } from '../../../shared/search-protocol.ts';
import { FIELD_SPACE, type IndexGroup } from './loaded-index.ts';
import type { Candidate, GroupCandidates } from './match.ts';

// Keys of places (a page, or one of its anchored sections) from different indexes never meet.
const GROUP_SPACE = 2 ** 40;

/** The field of an entry key. */
export const fieldOf = (key: number): number => key % FIELD_SPACE;
/** The page number of an entry key. */
export const pageNumberOf = (key: number): number => Math.floor(key / FIELD_SPACE);

/** True when a candidate's field is a long text (the intro or a section's text): it is read from the page's text file. */
export const needsText = (key: number): boolean => fieldType(fieldOf(key)) === 'content';

/** A page, or one of its anchored sections: its title, intro and metadata are one place, shown once. */
function placeKey(group: IndexGroup, key: number): number {
  const field = fieldOf(key);
  const section = field < FIELD.firstSection ? 0 : 1 + ((field - FIELD.firstSection) >> 1);
  return group.number * GROUP_SPACE + pageNumberOf(key) * FIELD_SPACE + section;
}

/** The place of a candidate: results show each place once. */
export const placeOf = ({ group, key }: Candidate): number => placeKey(group, key);

/** Better match quality first, then the earlier index and position. */
export const byQuality = (a: Candidate, b: Candidate): number =>
  b.quality - a.quality || a.group.number - b.group.number || a.key - b.key;

/** The candidates of one group, with the positions of each content type's fields. */
interface Split {
  candidates: GroupCandidates;
  byType: number[][];
}

/** Position of each field's type in CONTENT_TYPES, for the fields of a page (a section's fields alternate). */
const TYPE_OF_FIELD = [FIELD.title, FIELD.description, FIELD.keywords, FIELD.intro].map((field) =>
  CONTENT_TYPES.indexOf(fieldType(field)),
);
const HEADING_TYPE = CONTENT_TYPES.indexOf('heading');
const CONTENT_TYPE = CONTENT_TYPES.indexOf('content');

function splitByType(candidates: readonly GroupCandidates[]): Split[] {
  return candidates.map((group) => {
    const lists: number[][] = CONTENT_TYPES.map(() => []);
    const { keys } = group;
    for (let i = 0; i < keys.length; i++) {
      const field = keys[i]! % FIELD_SPACE;
      const type =
        field < FIELD.firstSection
          ? TYPE_OF_FIELD[field]!
          : (field - FIELD.firstSection) % 2 === 0
            ? HEADING_TYPE
            : CONTENT_TYPE;
      lists[type]!.push(i);
    }
    return { candidates: group, byType: lists };
  });
}

/**
 * The best `take` candidates of one type not shown yet, by quality then position. Linear: qualities are sums of a few
 * fixed values, so the cut-off quality is found by counting, and a frequent word's thousands of fields are never sorted.
 */
function bestOfType(
  split: readonly Split[],
  type: number,
  shown: ReadonlySet<number>,
  take: number,
): Candidate[] {
  const counts = new Map<number, number>();
  const open = (group: IndexGroup, key: number): boolean =>
    shown.size === 0 || !shown.has(placeKey(group, key));
  for (const { candidates, byType } of split) {
    const { group, keys, quality } = candidates;
    for (const i of byType[type]!) {
      if (open(group, keys[i]!)) counts.set(quality[i]!, (counts.get(quality[i]!) ?? 0) + 1);
    }
  }
  let cutOff = -Infinity;
  let above = 0;
  for (const value of [...counts.keys()].sort((a, b) => b - a)) {
    cutOff = value;
    if (above + counts.get(value)! >= take) break;
    above += counts.get(value)!;
  }
  // Candidates come in group and key order, the order byQuality gives equal ones: of those at the cut-off quality
  // (thousands for a frequent word), the first are taken, and never all gathered and sorted.
  let atCutOff = take - above;
  const best: Candidate[] = [];
  for (const { candidates, byType } of split) {
    const { group, keys, quality } = candidates;
    for (const i of byType[type]!) {
      const value = quality[i]!;
      if (value < cutOff || (value === cutOff && atCutOff === 0) || !open(group, keys[i]!)) continue;
      if (value === cutOff) atCutOff--;
      best.push({ group, key: keys[i]!, quality: value });
    }
  }
  return best.sort(byQuality);
}

/** Distinct places among the candidates (places rise with the key, so equal ones are neighbours). */
function countPlaces(candidates: readonly GroupCandidates[]): number {
  let total = 0;
  for (const { group, keys } of candidates) {
    let last = -1;
    for (const key of keys) {
      const place = placeKey(group, key);
      if (place !== last) {
        total++;
        last = place;
      }
    }
  }
  return total;
}

/** What a query shows, from the postings alone: the places that matched, and the chosen candidates of each type. */
export interface SearchPlan {
  total: number;
  byType: Map<SearchContentType, Candidate[]>;
}

/**
 * Pre-ranks the candidates (content type, then the words' match quality, then position): only the best `room` places
 * have their fragments read, all in one round trip, and Fuse.js ranks those.
 */
export function planSearch(candidates: readonly GroupCandidates[], room: number): SearchPlan {
  const split = splitByType(candidates);
  const chosen = new Set<number>();
  const byType = new Map<SearchContentType, Candidate[]>();
  CONTENT_TYPES.forEach((type, t) => {
    const left = room - chosen.size;
    if (left <= 0) return;
    const best = bestOfType(split, t, chosen, left);
    byType.set(type, best);
    for (const candidate of best) chosen.add(placeOf(candidate));
  });
  return { total: countPlaces(candidates), byType };
}
