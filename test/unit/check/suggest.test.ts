import { describe, expect, it } from 'vitest';
import { closestMatch, didYouMean, suggestionBudget } from '../../../src/check/suggest.ts';
import { boundedDistance, createDistanceScratch } from '../../../src/shared/edit-distance.ts';

const editDistance = (a: string, b: string, max: number): number =>
  boundedDistance(a, b, max, createDistanceScratch());

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['instal', 'install', 1],
    ['setp', 'step', 1],
    ['kitten', 'sitting', 3],
    ['Privacy', 'privacy', 1],
    ['café', 'cafe', 1],
    // Only a swap of two neighbours is one edit: these share a letter, not a swapped pair.
    ['ab', 'ca', 2],
    ['ab', 'bc', 2],
  ])('%j → %j is %i', (a, b, distance) => {
    expect(editDistance(a, b, 10)).toBe(distance);
    expect(editDistance(b, a, 10)).toBe(distance);
  });

  it('stops at max + 1 once the budget is exceeded', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 3)).toBe(4);
    expect(editDistance('abc', 'abd', 0)).toBe(1);
  });
});

describe('closestMatch', () => {
  const routes = [
    '/docs/guide/install',
    '/docs/guide/intro',
    '/docs/api/CoreModule',
    '/docs/other/setup',
    '/Privacy',
  ];

  it('suggests the nearest route within the budget', () => {
    expect(closestMatch('/docs/guide/instal', routes)).toBe('/docs/guide/install');
    expect(closestMatch('/docs/api/CoreModul', routes)).toBe('/docs/api/CoreModule');
  });

  it('suggests a moved page by its unique last segment', () => {
    expect(closestMatch('/docs/old-place/setup', routes)).toBe('/docs/other/setup');
  });

  it('suggests nothing when nothing is close', () => {
    expect(closestMatch('/docs/guide/completely-different', routes)).toBeUndefined();
    expect(closestMatch('#zzz', ['#overview', '#details'])).toBeUndefined();
  });

  it('prefers the first candidate in sorted order on a tie', () => {
    expect(closestMatch('/b', ['/c', '/a'])).toBe('/a');
    expect(closestMatch('/b', ['/a', '/c'])).toBe('/a');
  });

  it('never suggests the target itself', () => {
    expect(closestMatch('/docs/intro', ['/docs/intro', '/docs/intra'])).toBe('/docs/intra');
  });

  it('suggests no moved page when several pages share its last segment', () => {
    expect(closestMatch('/docs/old-place/setup', ['/docs/a/setup', '/docs/b/setup'])).toBeUndefined();
  });

  it('grows the budget with the last segment, from 1 to 6', () => {
    expect(suggestionBudget('/a/b')).toBe(1);
    expect(suggestionBudget('/docs/installation')).toBe(4);
    expect(suggestionBudget(`/${'x'.repeat(100)}`)).toBe(6);
  });

  it('formats the suggestion', () => {
    expect(didYouMean('/x')).toBe('; did you mean /x?');
    expect(didYouMean(undefined)).toBe('');
  });
});
