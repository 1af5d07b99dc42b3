import { describe, expect, it } from 'vitest';
import {
  applyTrailingSlash,
  decodeRoute,
  encodeRoute,
  joinRoute,
  normaliseLink,
  routeHref,
  routeOutFile,
  trimLeadingSlashes,
  trimTrailingSlashes,
} from '../../../src/shared/urls.ts';

describe('trailing-slash rule', () => {
  it.each([
    ['/docs/intro', undefined, '/docs/intro'],
    ['/docs/user-guide/', undefined, '/docs/user-guide/'],
    ['/docs/intro', true, '/docs/intro/'],
    ['/docs/user-guide/', true, '/docs/user-guide/'],
    ['/docs/intro', false, '/docs/intro'],
    ['/docs/user-guide/', false, '/docs/user-guide'],
    ['/', false, '/'],
    ['/', true, '/'],
  ] as const)('%s with trailingSlash=%s → %s', (route, mode, expected) => {
    expect(applyTrailingSlash(route, mode)).toBe(expected);
  });
});

describe('output file layout', () => {
  it.each([
    ['/', undefined, 'index.html'],
    ['/', false, 'index.html'],
    ['/docs/intro', undefined, 'docs/intro/index.html'],
    ['/docs/intro', true, 'docs/intro/index.html'],
    ['/docs/intro', false, 'docs/intro.html'],
    ['/docs/user-guide/', undefined, 'docs/user-guide/index.html'],
    ['/docs/user-guide/', false, 'docs/user-guide.html'],
    ['/docs/maar-world/Terms&Conditions', undefined, 'docs/maar-world/Terms&Conditions/index.html'],
  ] as const)('%s (trailingSlash=%s) is written to %s', (route, mode, file) => {
    expect(routeOutFile(route, mode)).toBe(file);
  });
});

describe('slash trimming', () => {
  it.each([
    ['/docs/intro', '/docs/intro', 'docs/intro'],
    ['/docs/intro///', '/docs/intro', 'docs/intro///'],
    ['//docs//a//', '//docs//a', 'docs//a//'],
    ['/', '', ''],
    ['///', '', ''],
    ['', '', ''],
    ['docs', 'docs', 'docs'],
  ])('%j → trailing %j, leading %j (as the regular expressions did)', (text, trailing, leading) => {
    expect(trimTrailingSlashes(text)).toBe(trailing);
    expect(trimLeadingSlashes(text)).toBe(leading);
    expect(trimTrailingSlashes(text)).toBe(text.replace(/\/+$/, ''));
    expect(trimLeadingSlashes(text)).toBe(text.replace(/^\/+/, ''));
  });
});

describe('hrefs', () => {
  it('keeps & and case, encodes spaces and non-ASCII', () => {
    expect(encodeRoute('/docs/Terms&Conditions')).toBe('/docs/Terms&Conditions');
    expect(encodeRoute('/docs/a b/café')).toBe('/docs/a%20b/caf%C3%A9');
    expect(encodeRoute('/docs/x#y?z')).toBe('/docs/x%23y%3Fz');
  });
  it('encodes every ASCII character as encodeURIComponent does, except / and $ & + : ; = @', () => {
    const kept = new Set('/$&+:;=@');
    for (let code = 0; code < 128; code++) {
      const c = String.fromCharCode(code);
      const expected = kept.has(c) ? c : encodeURIComponent(c);
      expect(encodeRoute(`/docs/a${c}b`), JSON.stringify(c)).toBe(`/docs/a${expected}b`);
    }
  });
  it('prefixes baseUrl and applies the slash rule', () => {
    expect(routeHref('/docs/rX', { baseUrl: '/prefix/', trailingSlash: undefined })).toBe('/prefix/docs/rX');
    expect(routeHref('/docs/rX', { baseUrl: '/prefix/', trailingSlash: true })).toBe('/prefix/docs/rX/');
    expect(routeHref('/', { baseUrl: '/prefix/', trailingSlash: false })).toBe('/prefix/');
  });
  it('decodes both encodings of & to the same route', () => {
    expect(decodeRoute('/a/Terms%26Conditions')).toBe(decodeRoute('/a/Terms&Conditions'));
    expect(decodeRoute('/%E0%A4%A')).toBeUndefined();
    expect(decodeRoute('/cafe\u0301')).toBe('/café');
  });
  it('leaves hash-only and external links unchanged and normalises root-relative ones', () => {
    const opts = { baseUrl: '/base/', trailingSlash: true };
    expect(normaliseLink('#top', opts)).toBe('#top');
    expect(normaliseLink('https://example.com/x', opts)).toBe('https://example.com/x');
    expect(normaliseLink('/docs/x#part', opts)).toBe('/base/docs/x/#part');
    expect(normaliseLink('/blog/rss.xml', opts)).toBe('/base/blog/rss.xml');
  });
  it('joins route parts without doubled slashes', () => {
    expect(joinRoute('/docs', '/category/', 'x')).toBe('/docs/category/x');
    expect(joinRoute('', 'a')).toBe('/a');
  });
});
