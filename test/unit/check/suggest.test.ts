import { describe, expect, it } from 'vitest';
import { closestMatch, didYouMean, suggestionBudget } from '../../../src/check/suggest.ts';

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
