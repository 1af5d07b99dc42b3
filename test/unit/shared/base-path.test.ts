import { describe, expect, it } from 'vitest';
import { pathAfterBase } from '../../../src/shared/base-path.ts';

describe('pathAfterBase', () => {
  it.each([
    ['/docs/intro', '/', '/docs/intro'],
    ['/', '/', '/'],
    ['/site/docs/intro', '/site/', '/docs/intro'],
    ['/site/docs/intro', '/site', '/docs/intro'],
    ['/site/', '/site/', '/'],
    ['/site', '/site/', ''],
    ['/site', '/site', ''],
    ['/sites/docs', '/site/', undefined],
    ['/', '/site/', undefined],
    ['/other/site/x', '/site/', undefined],
    ['/a/b/c', '/a/b/', '/c'],
  ])('%j under %j → %j', (pathname, baseUrl, rest) => {
    expect(pathAfterBase(pathname, baseUrl)).toBe(rest);
  });
});
