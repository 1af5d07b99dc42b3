// The slowest pages of a build: the three longest, slowest first, whatever order they come in.
import { describe, expect, it } from 'vitest';
import { keepSlowest, type PageTiming } from '../../../../src/render/stage/slowest-pages.ts';

describe('keepSlowest', () => {
  it('keeps the three slowest pages, slowest first', () => {
    const list: PageTiming[] = [];
    const times = [5, 40, 12, 3, 40, 28, 1];
    times.forEach((ms, i) => keepSlowest(list, { route: `/p${i}`, ms }));
    expect(list).toEqual([
      { route: '/p1', ms: 40 },
      { route: '/p4', ms: 40 },
      { route: '/p5', ms: 28 },
    ]);
  });

  it('keeps fewer when the build rendered fewer', () => {
    const list: PageTiming[] = [];
    keepSlowest(list, { route: '/a', ms: 2 });
    keepSlowest(list, { route: '/b', ms: 9 });
    expect(list.map((t) => t.route)).toEqual(['/b', '/a']);
  });
});
