import { describe, expect, it } from 'vitest';
import { contentTypeOf, lookupSiteFile } from '../../../src/server/site-files.ts';

const files = new Map<string, string>([
  ['index.html', 'home'],
  ['404.html', 'missing'],
  ['docs/index.html', 'docs'],
  ['docs/guide/first/index.html', 'first'],
  ['docs/guide/Terms&Conditions/index.html', 'terms'],
  ['img/logo.svg', '<svg/>'],
]);
const flat = new Map<string, string>([
  ['docs/guide/first.html', 'first'],
  ['index.html', 'home'],
]);

describe('lookupSiteFile', () => {
  const find = (path: string, trailingSlash?: boolean, baseUrl = '/') =>
    lookupSiteFile(files, path, { baseUrl, trailingSlash });

  it('finds files, folder index pages and x.html pages', () => {
    expect(find('/')).toMatchObject({ kind: 'file', relPath: 'index.html' });
    expect(find('/docs/')).toMatchObject({ kind: 'file', relPath: 'docs/index.html' });
    expect(find('/docs')).toMatchObject({ kind: 'file', relPath: 'docs/index.html' });
    expect(find('/docs/guide/Terms&Conditions')).toMatchObject({ kind: 'file', contents: 'terms' });
    expect(find('/img/logo.svg')).toMatchObject({ kind: 'file', relPath: 'img/logo.svg' });
    expect(lookupSiteFile(flat, '/docs/guide/first', { baseUrl: '/', trailingSlash: false })).toMatchObject({
      relPath: 'docs/guide/first.html',
    });
    expect(find('/nope')).toEqual({ kind: 'not-found' });
    expect(find('/img/logo.svg/')).toEqual({ kind: 'not-found' });
  });

  it('redirects folders to their slash form with trailingSlash: true, on this origin only', () => {
    expect(find('/docs/guide/first', true)).toEqual({ kind: 'redirect', location: '/docs/guide/first/' });
    expect(find('/docs/guide/Terms&Conditions', true)).toEqual({
      kind: 'redirect',
      location: '/docs/guide/Terms&Conditions/',
    });
    expect(find('/docs/guide/first/', true)).toMatchObject({ kind: 'file' });
  });

  it('serves under the baseUrl and redirects its root', () => {
    const based = new Map([
      ['index.html', 'home'],
      ['docs/index.html', 'docs'],
    ]);
    expect(lookupSiteFile(based, '/', { baseUrl: '/base/', trailingSlash: undefined })).toEqual({
      kind: 'redirect',
      location: '/base/',
    });
    expect(lookupSiteFile(based, '/base', { baseUrl: '/base/', trailingSlash: undefined })).toEqual({
      kind: 'redirect',
      location: '/base/',
    });
    expect(
      lookupSiteFile(based, '/base/docs', { baseUrl: '/base/', trailingSlash: undefined }),
    ).toMatchObject({ kind: 'file', contents: 'docs' });
    expect(lookupSiteFile(based, '/docs', { baseUrl: '/base/', trailingSlash: undefined })).toEqual({
      kind: 'not-found',
    });
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['a/index.html', 'text/html; charset=utf-8'],
    ['assets/x.css', 'text/css; charset=utf-8'],
    ['assets/x.js', 'text/javascript; charset=utf-8'],
    ['search/x.json', 'application/json; charset=utf-8'],
    ['img/LOGO.SVG', 'image/svg+xml'],
    ['img/a.png', 'image/png'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['docs/intro.md', 'text/markdown; charset=utf-8'],
    ['fonts/a.woff2', 'font/woff2'],
    ['files/blob', 'application/octet-stream'],
    ['files/x.exe', 'application/octet-stream'],
  ])('%s → %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});
