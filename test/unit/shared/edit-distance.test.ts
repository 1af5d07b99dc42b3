import { describe, expect, it } from 'vitest';
import { boundedDistance, createDistanceScratch } from '../../../src/shared/edit-distance.ts';

describe('boundedDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['instal', 'install', 1],
    ['setp', 'step', 1],
    ['kitten', 'sitting', 3],
    ['Privacy', 'privacy', 1],
    ['café', 'cafe', 1],
    ['/docs/guide/instal', '/docs/guide/install', 1],
    // Only a swap of two neighbours is one edit: these share a letter, not a swapped pair.
    ['ab', 'ca', 2],
    ['ab', 'bc', 2],
  ])('%j → %j is %i', (a, b, distance) => {
    const scratch = createDistanceScratch(2);
    expect(boundedDistance(a, b, 10, scratch)).toBe(distance);
    expect(boundedDistance(b, a, 10, scratch)).toBe(distance);
  });

  it('answers max + 1 once the budget is exceeded', () => {
    const scratch = createDistanceScratch();
    expect(boundedDistance('abcdef', 'uvwxyz', 2, scratch)).toBe(3);
    expect(boundedDistance('a', 'abcdefgh', 3, scratch)).toBe(4);
    expect(boundedDistance('kitten', 'sitting', 2, scratch)).toBe(3);
    expect(boundedDistance('abc', 'abd', 0, scratch)).toBe(1);
  });

  it('gives the same answers with scratch rows grown on the way and with fresh ones', () => {
    const shared = createDistanceScratch(1);
    const words = ['a', 'documentation', 'docs', 'documentaiton', 'x'.repeat(70), 'x'.repeat(68) + 'yx'];
    for (const a of words)
      for (const b of words)
        expect(boundedDistance(a, b, 3, shared)).toBe(boundedDistance(a, b, 3, createDistanceScratch(100)));
  });
});
