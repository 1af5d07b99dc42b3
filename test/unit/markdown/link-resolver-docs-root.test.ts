// A link such as `api/store.md` from deep in the docs: read beside the file first, then from the docs folder the file
// is in, as Docusaurus reads it; `./` and `../` links only beside the file.
import { describe, expect, it } from 'vitest';
import { createLinkResolvers, type LinkTables } from '../../../src/markdown/link-resolver.ts';

const tables: LinkTables = {
  urls: { baseUrl: '/', trailingSlash: undefined },
  routeBySource: new Map([
    ['../docs/api/store.md', '/docs/api/store'],
    ['../docs/guide/deep/api/store.md', '/docs/guide/deep/api/store'],
    ['versioned_docs/version-1/api/store.md', '/docs/1/api/store'],
  ]),
  staticFiles: new Map(),
  docsRoots: ['versioned_docs/version-1', '../docs'],
};
const resolve = (from: string, target: string) => createLinkResolvers(tables, from, '/x').resolveLink(target);

describe('links from the docs folder', () => {
  it('resolves beside the file first, then from its own docs folder', () => {
    expect(resolve('../docs/guide/deep/page.md', 'api/store.md#get')).toBe('/docs/guide/deep/api/store#get');
    expect(resolve('../docs/guide/other/page.md', 'api/store.md#get')).toBe('/docs/api/store#get');
    expect(resolve('versioned_docs/version-1/guide/page.md', 'api/store.md')).toBe('/docs/1/api/store');
  });

  it('reads ./ and ../ links beside the file only', () => {
    expect(resolve('../docs/guide/other/page.md', './api/store.md')).toBeUndefined();
    expect(resolve('../docs/guide/other/page.md', '../api/store.md')).toBeUndefined();
  });
});
