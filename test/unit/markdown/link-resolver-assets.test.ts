import { describe, expect, it } from 'vitest';
import { createLinkResolvers, type LinkTables } from '../../../src/markdown/link-resolver.ts';

const tables = (): LinkTables => ({
  urls: { baseUrl: '/base/', trailingSlash: undefined },
  routeBySource: new Map([['docs/guide/a.md', '/docs/guide/a']]),
  staticFiles: new Map(),
  contentAssets: new Map([
    ['docs/guide/img/d.png', { absPath: '/nowhere/d.png', outputPath: 'assets/files/d.0123456789ab.png' }],
    [
      'docs/assets/Caf é.pdf',
      { absPath: '/nowhere/c.pdf', outputPath: 'assets/files/Caf-.ba9876543210.pdf' },
    ],
  ]),
  imageSizes: new Map(),
});

describe('files beside the content', () => {
  const resolvers = createLinkResolvers(tables(), 'docs/guide/a.md', '/docs/guide/a');

  it('resolves paths relative to the page file to their copies, keeping query and hash', () => {
    expect(resolvers.resolveImage('./img/d.png')?.src).toBe('/base/assets/files/d.0123456789ab.png');
    expect(resolvers.resolveImage('img/d.png')?.src).toBe('/base/assets/files/d.0123456789ab.png');
    expect(resolvers.resolveLink('../assets/Caf%20%C3%A9.pdf#page=2')).toBe(
      '/base/assets/files/Caf-.ba9876543210.pdf#page=2',
    );
    expect(resolvers.resolveLink('../assets/Caf é.pdf?download=1')).toBe(
      '/base/assets/files/Caf-.ba9876543210.pdf?download=1',
    );
  });

  it('finds nothing outside the listed files: paths that climb out, or that start at the site root', () => {
    expect(resolvers.resolveImage('../../../../etc/d.png')).toBeUndefined();
    expect(resolvers.resolveImage('../../docs/guide/img/../../../x.png')).toBeUndefined();
    expect(resolvers.resolveImage('/docs/guide/img/d.png')).toBeUndefined();
    expect(resolvers.resolveLink('./img/missing.pdf')).toBe('/base/docs/guide/img/missing.pdf');
  });
});
