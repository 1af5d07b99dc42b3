import { describe, expect, it } from 'vitest';
import { FIELD } from '../../../src/shared/search-protocol.ts';
import { FIELD_SPACE, type IndexGroup } from '../../../src/client/search/engine/loaded-index.ts';
import { planSearch } from '../../../src/client/search/engine/prerank.ts';

const group = (number: number): IndexGroup =>
  ({
    number,
    meta: {},
    expansions: new Map(),
    keys: new Map(),
    termLists: new WeakMap(),
  }) as unknown as IndexGroup;
const contentKey = (page: number, section = 0): number =>
  page * FIELD_SPACE + FIELD.firstSection + 1 + 2 * section;
const titleKey = (page: number): number => page * FIELD_SPACE + FIELD.title;

describe('pre-ranking from the postings', () => {
  it('takes the best quality first, then the first places in index and page order among thousands of equal ones', () => {
    const pages = Array.from({ length: 5000 }, (_, page) => page);
    const first = group(0);
    const second = group(1);
    const keys = pages.map((page) => contentKey(page));
    const quality = pages.map((page) => (page === 4321 ? 2 : 1));
    const plan = planSearch(
      [
        { group: first, keys, quality },
        { group: second, keys: [contentKey(0), contentKey(1)], quality: [1, 1] },
      ],
      4,
    );
    const content = plan.byType.get('content')!;
    expect(content.map(({ group: g, key }) => [g.number, Math.floor(key / FIELD_SPACE)])).toEqual([
      [0, 4321],
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
    expect(plan.total).toBe(5002);
  });

  it('fills the room by content type, titles first, each place once', () => {
    const only = group(0);
    const keys = [titleKey(3), contentKey(3), contentKey(3, 1), contentKey(7)];
    const plan = planSearch([{ group: only, keys, quality: [1, 1, 1, 1] }], 3);
    expect(plan.byType.get('title')!.map(({ key }) => key)).toEqual([titleKey(3)]);
    // The room left after the title holds two of the three section places: the first two in page order.
    expect(plan.byType.get('content')!.map(({ key }) => key)).toEqual([contentKey(3), contentKey(3, 1)]);
    expect(plan.total).toBe(4);
  });
});
