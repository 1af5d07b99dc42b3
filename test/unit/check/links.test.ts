import { describe, expect, it } from 'vitest';
import { checkHref, collectLinkProblems } from '../../../src/check/links.ts';
import { createSiteIndex, resolveHref, routeKey } from '../../../src/check/site-index.ts';
import type { RenderedMarkdown } from '../../../src/markdown/types.ts';
import type { Site, SitePage } from '../../../src/model/site-types.ts';

const markdown = (anchors: string[]): RenderedMarkdown => ({ anchors }) as unknown as RenderedMarkdown;

function fakeSite(baseUrl = '/', trailingSlash: boolean | undefined = undefined): Site {
  const doc = (route: string, anchors: string[], canonicalRoute?: string): SitePage =>
    ({
      kind: 'doc',
      route,
      doc: { markdown: markdown(anchors) },
      sidebarId: undefined,
      canonicalRoute,
    }) as unknown as SitePage;
  return {
    config: { baseUrl, trailingSlash, blog: false, llms: { txt: true, full: true, twins: true } },
    pages: [
      doc('/docs/guide/intro', ['overview', 'café']),
      doc('/docs/guide/Terms&Conditions', ['use']),
      doc('/docs/api/thing', ['x']),
      doc('/docs/mirror/api/thing', ['x'], '/docs/api/thing'),
      doc('/docs/', []),
      { kind: 'page', route: '/Privacy', page: { markdown: markdown([]) } } as unknown as SitePage,
      { kind: 'search', route: '/search' },
      { kind: 'not-found', route: '/404' },
    ],
    staticAssets: [{ relPath: 'img/logo.svg', absPath: '/x' }],
    posts: [],
  } as unknown as Site;
}

describe('resolveHref', () => {
  const index = createSiteIndex(fakeSite());
  const kind = (href: string, from = '/docs/guide/intro') => resolveHref(index, href, from).kind;

  it.each([
    ['/docs/guide/Terms&Conditions', 'page'],
    ['/docs/guide/Terms%26Conditions', 'page'],
    ['/docs/guide/Terms&Conditions/', 'page'],
    ['/docs/guide/intro.html', 'page'],
    ['/docs/index.html', 'page'],
    ['/img/logo.svg', 'file'],
    ['/sitemap.xml', 'file'],
    ['/privacy', 'case-mismatch'],
    ['/docs/guide/gone', 'missing'],
    ['/docs/%E0%A4%A', 'malformed'],
    ['#overview', 'same-page'],
    ['Terms&Conditions', 'page'],
    ['../api/thing', 'page'],
    ['https://example.com/x', 'skipped'],
    ['mailto:a@example.com', 'skipped'],
    ['tel:+123', 'skipped'],
    ['//cdn.example.com/x.js', 'skipped'],
  ])('%s → %s', (href, expected) => {
    expect(kind(href)).toBe(expected);
  });

  it('normalises NFD to NFC and decodes fragments', () => {
    const target = resolveHref(index, '/docs/guide/intro#cafe\u0301', '/');
    expect(target).toMatchObject({ kind: 'page', fragment: 'café' });
    expect(resolveHref(index, '/docs/guide/intro#caf%C3%A9', '/')).toMatchObject({ fragment: 'café' });
    expect(routeKey('/docs/cafe\u0301/')).toBe('/docs/café');
  });

  it('reads hrefs under the baseUrl and refuses the ones outside it', () => {
    const based = createSiteIndex(fakeSite('/base/'));
    expect(resolveHref(based, '/base/docs/guide/intro', '/').kind).toBe('page');
    expect(resolveHref(based, '/docs/guide/intro', '/').kind).toBe('outside-base');
  });
});

describe('checkHref', () => {
  const site = fakeSite(undefined, true);
  const index = createSiteIndex(site);
  const own = markdown(['overview', 'café']);
  const check = (href: string) =>
    checkHref(
      index,
      href,
      href,
      { file: 'content/docs/guide/intro.md', line: 3, column: 5, route: '/docs/guide/intro' },
      own,
    ).map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`);

  it('accepts good links and the skipped anchors', () => {
    for (const href of [
      '#overview',
      '#caf%C3%A9',
      '#',
      '#top',
      '/docs/guide/Terms%26Conditions#use',
      '/img/logo.svg',
      'mailto:x@example.com',
    ]) {
      expect(check(href), href).toEqual([]);
    }
  });

  it('reports anchors case-sensitively, with a suggestion', () => {
    expect(check('#Overview')).toEqual([
      'warning broken-anchor 3:5 anchor #Overview does not exist on this page; did you mean #overview?',
    ]);
    expect(check('/docs/guide/Terms&Conditions#Use')).toEqual([
      'warning broken-anchor 3:5 anchor #Use does not exist on /docs/guide/Terms&Conditions; did you mean #use?',
    ]);
  });

  it('reports missing pages and case mismatches with the route as an author writes it', () => {
    expect(check('/docs/guide/intr')).toEqual([
      'warning broken-link 3:5 link /docs/guide/intr points to no page or file; did you mean /docs/guide/intro/?',
    ]);
    expect(check('/privacy')).toEqual([
      'warning broken-link 3:5 link /privacy differs from the page /Privacy only in case; did you mean /Privacy/? (hosts are case-sensitive)',
    ]);
    expect(check('/img/logo.sv')).toEqual([
      'warning broken-link 3:5 link /img/logo.sv points to no page or file; did you mean /img/logo.svg?',
    ]);
  });

  it('warns about links into mirror pages', () => {
    expect(check('/docs/mirror/api/thing')).toEqual([
      'warning link-to-mirror 3:5 link /docs/mirror/api/thing leads to a mirror page; link the primary page instead; did you mean /docs/api/thing/?',
    ]);
  });
});

describe('checkHref warnings that need no target', () => {
  const origin = { file: 'content/docs/guide/intro.md', line: 12, column: 7, route: '/docs/guide/intro' };

  it('reports malformed percent-encoding where the link was written, quoting it as written', () => {
    const index = createSiteIndex(fakeSite());
    expect(checkHref(index, '/docs/%E0%A4%A', '../%E0%A4%A', origin, undefined)).toEqual([
      {
        severity: 'warning',
        code: 'broken-link',
        file: 'content/docs/guide/intro.md',
        line: 12,
        column: 7,
        message: 'link ../%E0%A4%A has malformed percent-encoding',
      },
    ]);
  });

  it('reports a link outside the baseUrl, naming the baseUrl', () => {
    const index = createSiteIndex(fakeSite('/base/'));
    const elsewhere = { ...origin, file: 'content/pages/about.md', line: 2, column: 30 };
    expect(checkHref(index, '/docs/guide/intro', '/docs/guide/intro', elsewhere, undefined)).toEqual([
      {
        severity: 'warning',
        code: 'broken-link',
        file: 'content/pages/about.md',
        line: 2,
        column: 30,
        message: "link /docs/guide/intro is outside the site's baseUrl /base",
      },
    ]);
    // The same page under the baseUrl is fine: only the prefix is at fault.
    expect(checkHref(index, '/base/docs/guide/intro', '/docs/guide/intro', elsewhere, undefined)).toEqual([]);
  });
});

describe('collectLinkProblems', () => {
  const link = (raw: string, href: string, line: number, kind: 'link' | 'image' = 'link') => ({
    kind,
    raw,
    href,
    line,
    column: 4,
  });
  const withLinks = (links: unknown[], anchors: string[] = []) => ({ anchors, links });
  const source = (file: string, frontMatter: unknown = {}) => ({ source: { source: { file }, frontMatter } });
  const site = {
    config: {
      baseUrl: '/',
      trailingSlash: undefined,
      blog: false,
      llms: { txt: true, full: true, twins: true },
      redirects: [],
      favicon: 'https://example.com/favicon.ico',
      navbar: { items: [] },
      footer: { columns: [] },
      docs: { sidebars: {} },
    },
    pages: [
      {
        kind: 'doc',
        route: '/docs/a',
        doc: {
          entry: source('content/docs/a.md'),
          markdown: withLinks([
            link('./gone', '/docs/gone', 3),
            link('./pic.png', '/docs/pic.png', 4, 'image'),
            link('./missing.md', './missing.md', 5),
            link('#top', '#top', 6),
            link('./b#nope', '/docs/b#nope', 7),
          ]),
        },
      },
      {
        kind: 'doc',
        route: '/docs/b',
        canonicalRoute: '/docs/a',
        doc: { entry: source('content/docs/b.md'), markdown: withLinks([link('./gone', '/docs/gone', 3)]) },
      },
      {
        kind: 'page',
        route: '/about',
        page: {
          entry: source('content/pages/about.md', {
            hero: { action: { to: '/docs/hero-gone' } },
            features: [{ action: { to: '/docs/a' } }, { action: { to: 'https://example.com/' } }, {}],
          }),
          markdown: withLinks([link('/docs/a', '/docs/a', 2)]),
        },
      },
      {
        kind: 'blog-post',
        route: '/blog/hello',
        post: {
          entry: source('content/blog/hello.md'),
          markdown: withLinks([link('/nowhere', '/nowhere', 8)]),
        },
      },
    ],
    staticAssets: [],
    posts: [],
  } as unknown as Site;

  it('checks the links of docs, pages, posts and home-page actions, once per primary page', () => {
    expect(
      collectLinkProblems(site).map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`),
    ).toEqual([
      'content/docs/a.md:3:4 broken-link link ./gone points to no page or file',
      'content/docs/a.md:7:4 link-to-mirror link ./b#nope leads to a mirror page; link the primary page instead; did you mean /docs/a?',
      'content/docs/a.md:7:4 broken-anchor anchor #nope does not exist on /docs/b',
      'content/pages/about.md:1:1 broken-link link /docs/hero-gone points to no page or file',
      'content/blog/hello.md:8:4 broken-link link /nowhere points to no page or file',
    ]);
  });
});

describe('createSiteIndex', () => {
  it('offers primary pages as suggestions, never mirrors or the 404 page, sorted', () => {
    expect(createSiteIndex(fakeSite()).routes).toEqual([
      '/Privacy',
      '/docs/',
      '/docs/api/thing',
      '/docs/guide/Terms&Conditions',
      '/docs/guide/intro',
      '/search',
    ]);
  });

  it("knows the files every build writes, the blog's feeds, the markdown twins and the llms files", () => {
    const site = fakeSite();
    (site.config as unknown as Record<string, unknown>).blog = {
      routeBasePath: '/news',
      feedOptions: { type: ['rss', 'atom'] },
    };
    const index = createSiteIndex(site);
    expect([...index.files].sort()).toEqual([
      '/404.html',
      '/docs.md',
      '/docs/api/thing.md',
      '/docs/guide/Terms&Conditions.md',
      '/docs/guide/intro.md',
      '/img/logo.svg',
      '/llms-full.txt',
      '/llms.txt',
      '/news/atom.xml',
      '/news/rss.xml',
      '/robots.txt',
      '/sitemap.xml',
    ]);
    for (const file of ['/news/rss.xml', '/robots.txt', '/404.html', '/docs/guide/Terms%26Conditions.md'])
      expect(resolveHref(index, file, '/').kind, file).toBe('file');
    expect(resolveHref(index, '/news/json.xml', '/').kind).toBe('missing');
    // The mirror of a doc has no twin of its own.
    expect(resolveHref(index, '/docs/mirror/api/thing.md', '/').kind).toBe('missing');
    (site.config as unknown as Record<string, unknown>).llms = { txt: true, full: true, twins: false };
    expect([...createSiteIndex(site).files].filter((file) => /\.(md|txt)$/.test(file))).toEqual([
      '/robots.txt',
    ]);
  });

  it('checks anchors on pages and blog posts too, and resolves links relative to the page', () => {
    const site = fakeSite();
    site.pages.push(
      {
        kind: 'blog-post',
        route: '/blog/hello',
        post: { markdown: markdown(['intro']) },
      } as unknown as SitePage,
      { kind: 'page', route: '/about', page: { markdown: markdown(['team']) } } as unknown as SitePage,
    );
    const index = createSiteIndex(site);
    const origin = { file: 'x.md', line: 1, column: 1, route: '/docs/guide/intro' };
    const messages = (href: string) => checkHref(index, href, href, origin, undefined).map((d) => d.message);
    expect(messages('/blog/hello#intro')).toEqual([]);
    expect(messages('/blog/hello#outro')).toEqual(['anchor #outro does not exist on /blog/hello']);
    expect(messages('/about#team')).toEqual([]);
    expect(messages('/about#teams')).toEqual(['anchor #teams does not exist on /about; did you mean #team?']);
    expect(resolveHref(index, 'thing', '/docs/api/other')).toMatchObject({ kind: 'page' });
    expect(resolveHref(index, 'thing', '/docs/guide/other').kind).toBe('missing');
  });

  it('checks anchors into generated pages: blog lists, tags, a tag, authors, an author, the archive', () => {
    const site = fakeSite();
    const list = (route: string) => ({ kind: 'blog-list', route }) as unknown as SitePage;
    site.pages.push(
      list('/blog'),
      { kind: 'blog-tags', route: '/blog/tags' } as unknown as SitePage,
      list('/blog/tags/news'),
      { kind: 'blog-authors', route: '/blog/authors' } as unknown as SitePage,
      list('/blog/authors/ada'),
      { kind: 'blog-archive', route: '/blog/archive' } as unknown as SitePage,
      { kind: 'plugin', route: '/changelog' } as unknown as SitePage,
    );
    site.posts = [
      { entry: { date: '2024-03-01' } },
      { entry: { date: '2023-01-09' } },
    ] as unknown as Site['posts'];
    const index = createSiteIndex(site);
    const origin = { file: 'x.md', line: 2, column: 3, route: '/docs/guide/intro' };
    const messages = (href: string) => checkHref(index, href, href, origin, undefined).map((d) => d.message);
    for (const route of ['/blog', '/blog/tags', '/blog/tags/news', '/blog/authors', '/blog/authors/ada']) {
      expect(messages(`${route}#x`)).toEqual([`anchor #x does not exist on ${route}`]);
      expect(messages(`${route}#docsgen-main`)).toEqual([]);
      expect(messages(`${route}#top`)).toEqual([]);
    }
    expect(messages('/blog/archive#archive-2023')).toEqual([]);
    expect(messages('/blog/archive#archive-2022')).toEqual([
      'anchor #archive-2022 does not exist on /blog/archive; did you mean #archive-2023?',
    ]);
    // A plugin's component may render any id: not checked.
    expect(messages('/changelog#anything')).toEqual([]);
  });
});
