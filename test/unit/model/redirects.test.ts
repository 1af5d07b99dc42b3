// Redirect pages from the config: where each is made, and which are refused because a route is already taken.
import { describe, expect, it } from 'vitest';
import { createRedirectPages, redirectRoute } from '../../../src/model/redirects.ts';
import type { SitePage } from '../../../src/model/site-types.ts';

const pages: SitePage[] = [
  { kind: 'search', route: '/search' },
  { kind: 'blog-tags', route: '/blog/tags' },
];
const config = (redirects: { from: string; to: string }[]) => ({
  redirects,
  configFile: null,
  rootDir: '/site',
});

describe('redirect pages', () => {
  it('reads from as a route: decoded, NFC, without a trailing slash', () => {
    expect(redirectRoute('/docs/old/')).toBe('/docs/old');
    expect(redirectRoute('/docs/caf%C3%A9')).toBe('/docs/café');
    expect(redirectRoute('/')).toBe('/');
  });

  it('makes one page per free from and reports the ones a page or an earlier redirect holds', () => {
    const made = createRedirectPages(
      config([
        { from: '/old/', to: '/search' },
        { from: '/Blog/Tags', to: '/blog' },
        { from: '/search', to: '/' },
        { from: '/old', to: 'https://example.com' },
      ]),
      pages,
    );
    expect(made.pages).toEqual([{ kind: 'redirect', route: '/old', to: '/search' }]);
    expect(made.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file} ${d.message}`)).toEqual([
      'warning duplicate-route-case docsgen.config.ts redirect from /Blog/Tags differs from the page /blog/tags only in case; case-insensitive file systems cannot hold both, so this redirect is not written',
      'warning duplicate-route docsgen.config.ts redirect from /search collides with the page /search, which is kept; this redirect is not written. Remove it or change its from',
      'warning duplicate-route docsgen.config.ts redirect from /old collides with an earlier redirect from /old/, which is kept; this redirect is not written. Remove it or change its from',
    ]);
  });
});
