// Redirect pages from the config: where each is made, and which are refused because a route is already taken.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

describe('redirect routes and their reports', () => {
  it('reads odd froms as routes: several trailing slashes, only slashes, escapes that do not decode', () => {
    expect(redirectRoute('/a///')).toBe('/a');
    expect(redirectRoute('//')).toBe('/');
    expect(redirectRoute('/bad%E0%A4')).toBe('/bad%E0%A4');
    expect(redirectRoute('/cafe\u0301')).toBe('/caf\u00e9');
  });

  it('makes nothing and reports nothing without redirects', () => {
    expect(createRedirectPages(config([]), pages)).toEqual({ pages: [], diagnostics: [] });
  });

  it('compares with page routes without their trailing slash and in NFC', () => {
    const made = createRedirectPages(
      config([
        { from: '/guide', to: '/' },
        { from: '/caf%C3%A9/', to: '/' },
        { from: '/GUIDE/', to: '/' },
        { from: '/fresh/', to: '/guide/' },
      ]),
      [
        { kind: 'search', route: '/guide/' },
        { kind: 'search', route: '/cafe\u0301' },
      ],
    );
    expect(made.pages).toEqual([{ kind: 'redirect', route: '/fresh', to: '/guide/' }]);
    expect(made.diagnostics.map((d) => d.code)).toEqual([
      'duplicate-route',
      'duplicate-route',
      'duplicate-route-case',
    ]);
  });

  it('names the first of the pages that differ only in case', () => {
    const made = createRedirectPages(config([{ from: '/ab', to: '/' }]), [
      { kind: 'search', route: '/Ab' },
      { kind: 'search', route: '/aB' },
    ]);
    expect(made.diagnostics.map((d) => d.message)).toEqual([
      'redirect from /ab differs from the page /Ab only in case; case-insensitive file systems cannot hold both, so this redirect is not written',
    ]);
  });

  it('reports a refused redirect at the line and column of its from in the config file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-redirects-'));
    try {
      const configFile = path.join(dir, 'site.config.ts');
      const lines = ['export default {', '  redirects: [', "    { from: '/search', to: '/' },", '  ],', '};'];
      await writeFile(configFile, `${lines.join('\n')}\n`);
      const made = createRedirectPages(
        { redirects: [{ from: '/search', to: '/' }], configFile, rootDir: dir },
        pages,
      );
      expect(made.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([
        `site.config.ts:3:${lines[2]!.indexOf('/search') + 1}`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
