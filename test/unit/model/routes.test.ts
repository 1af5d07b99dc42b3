// Where docs, pages and posts are placed (ids, routes, dates), and which claims of the same route lose.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolve.ts';
import type { FrontMatter, ParsedSource } from '../../../src/content/types.ts';
import {
  collectRouteConflicts,
  createDocEntries,
  createPageEntries,
  createPostEntries,
} from '../../../src/model/routes.ts';

const configAt = (routeBasePath?: string) =>
  resolveConfig(
    { title: 'T', url: 'https://x.dev', ...(routeBasePath === undefined ? {} : { docs: { routeBasePath } }) },
    { configFile: null, rootDir: '/virtual/project' },
  );
const config = configAt();

function source(kind: 'doc' | 'page' | 'blog', relPath: string, frontMatter: FrontMatter = {}): ParsedSource {
  const folder = kind === 'doc' ? 'docs' : kind === 'page' ? 'pages' : 'blog';
  return {
    source: { kind, relPath, file: `content/${folder}/${relPath}`, absPath: `/abs/${relPath}` },
    frontMatter,
    body: '',
    bodyLineOffset: 0,
  };
}

const docFacts = (relPath: string, fm: FrontMatter = {}, cfg = config) => {
  const [entry] = createDocEntries([source('doc', relPath, fm)], cfg);
  return (
    entry && {
      id: entry.id,
      route: entry.route,
      dir: entry.dirRelPath,
      name: entry.name,
      isIndex: entry.isIndex,
    }
  );
};

describe('doc entries', () => {
  it.each([
    ['README.md', {}, { id: 'index', route: '/docs/', dir: '', name: 'README', isIndex: true }],
    ['02-a/Index.MDX', {}, { id: 'a/index', route: '/docs/a/', dir: '02-a', name: 'Index', isIndex: true }],
    [
      '01-a/02-b/03-B.md',
      {},
      { id: 'a/b/B', route: '/docs/a/b/', dir: '01-a/02-b', name: 'B', isIndex: true },
    ],
    [
      'a/index.md',
      { id: 'home' },
      { id: 'a/home', route: '/docs/a/', dir: 'a', name: 'index', isIndex: true },
    ],
    [
      'user-guide/index.md',
      { id: 'index' },
      { id: 'user-guide/index', route: '/docs/user-guide/', dir: 'user-guide', name: 'index', isIndex: true },
    ],
    [
      'guide/README.md',
      { id: 'start' },
      { id: 'guide/start', route: '/docs/guide/', dir: 'guide', name: 'README', isIndex: true },
    ],
    [
      'guide/guide.md',
      { id: 'guide' },
      { id: 'guide/guide', route: '/docs/guide/', dir: 'guide', name: 'guide', isIndex: true },
    ],
    [
      'guide/index.md',
      { id: 'index', slug: 'welcome' },
      { id: 'guide/index', route: '/docs/guide/welcome', dir: 'guide', name: 'index', isIndex: true },
    ],
    ['a/other.md', {}, { id: 'a/other', route: '/docs/a/other', dir: 'a', name: 'other', isIndex: false }],
    ['a/x.md', { slug: 'y/z' }, { id: 'a/x', route: '/docs/a/y/z', dir: 'a', name: 'x', isIndex: false }],
  ])('%s %j', (file, fm, facts) => {
    expect(docFacts(file, fm)).toEqual(facts);
  });

  it('places the root index at / when docs are served from the root', () => {
    expect(docFacts('index.md', {}, configAt('/'))?.route).toBe('/');
    expect(docFacts('a/index.md', {}, configAt('/'))?.route).toBe('/a/');
  });

  it('places the same parsed file again when the base path changes', () => {
    const parsed = source('doc', 'a/b.md');
    expect(createDocEntries([parsed], config)[0]?.route).toBe('/docs/a/b');
    expect(createDocEntries([parsed], configAt('/guides'))[0]?.route).toBe('/guides/a/b');
    expect(createDocEntries([parsed], config)[0]?.route).toBe('/docs/a/b');
  });

  it('gives the front matter position before the number prefix, and none without either', () => {
    const [a, b, c] = createDocEntries(
      [source('doc', '04-a.md'), source('doc', '04-b.md', { sidebar_position: 0 }), source('doc', 'c.md')],
      config,
    );
    expect([a?.position, b?.position, c?.position]).toEqual([4, 0, undefined]);
  });
});

describe('page entries', () => {
  it('places pages by path, index names and slugs', () => {
    const pages = createPageEntries([
      source('page', 'README.md'),
      source('page', 'a/b/Index.mdx'),
      source('page', 'a/b/c.md'),
      source('page', 'x.md', { slug: 'about-us' }),
      source('page', 'y/z.md', { slug: '/top/' }),
    ]);
    expect(pages.map((p) => p.route)).toEqual(['/', '/a/b/', '/a/b/c', '/about-us', '/top/']);
  });
});

describe('post entries', () => {
  it('takes the date and slug from the name, the folder of an index file, or front matter', () => {
    const { posts, diagnostics } = createPostEntries(
      [
        source('blog', '2024-03-04_under.md'),
        source('blog', '2023-01-02-in-folder/README.md'),
        source('blog', 'plain.md', { date: '2022-07-08T10:00:00Z' }),
        source('blog', '2021-05-06-named.md', { slug: 'chosen' }),
        source('blog', '2020-01-01-dated.md', { date: '2019-09-09' }),
      ],
      '/blog',
    );
    expect(posts.map((p) => [p.date, p.slug, p.route])).toEqual([
      ['2024-03-04', 'under', '/blog/2024/03/04/under'],
      ['2023-01-02', 'in-folder', '/blog/2023/01/02/in-folder'],
      ['2022-07-08', 'plain', '/blog/2022/07/08/plain'],
      ['2021-05-06', 'chosen', '/blog/chosen'],
      ['2019-09-09', 'dated', '/blog/2019/09/09/dated'],
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('orders posts of the same day by route, whatever order they come in', () => {
    const names = ['2024-01-01-b.md', '2024-01-01-c.md', '2024-01-01-a.md', '2023-01-01-z.md'];
    for (const order of [names, [...names].reverse()]) {
      const { posts } = createPostEntries(
        order.map((n) => source('blog', n)),
        '/news',
      );
      expect(posts.map((p) => p.route)).toEqual([
        '/news/2024/01/01/a',
        '/news/2024/01/01/b',
        '/news/2024/01/01/c',
        '/news/2023/01/01/z',
      ]);
    }
  });

  it('reports a post with no date at its file and leaves it out', () => {
    const { posts, diagnostics } = createPostEntries([source('blog', 'notes/index.md')], '/blog');
    expect(posts).toEqual([]);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'blog-missing-date',
        file: 'content/blog/notes/index.md',
        line: 1,
        column: 1,
        message:
          'blog post has no date; name the file YYYY-MM-DD-slug.md or set `date: YYYY-MM-DD` in front matter',
      },
    ]);
  });
});

describe('route conflicts', () => {
  it('treats a trailing slash as the same route and names the file that kept it', () => {
    const { diagnostics, rejected } = collectRouteConflicts([
      { route: '/', file: 'content/pages/index.md' },
      { route: '/', file: 'content/pages/README.md' },
      { route: '/a/', file: 'a/index.md' },
      { route: '/A', file: 'A.md' },
      { route: '/b', file: 'b.md' },
    ]);
    expect([...rejected]).toEqual(['content/pages/README.md', 'A.md']);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}: ${d.message}`)).toEqual([
      'warning duplicate-route content/pages/README.md: route / is also produced by content/pages/index.md; this file is skipped. Rename one of them or set a different slug',
      'warning duplicate-route-case A.md: routes differ only in case: /A and /a/ (a/index.md); case-insensitive file systems cannot hold both. This file is skipped',
    ]);
  });

  it('compares later claims with the first of a case-folded route, not with one it rejected', () => {
    const { rejected, diagnostics } = collectRouteConflicts([
      { route: '/x', file: 'x.md' },
      { route: '/X', file: 'X.md' },
      { route: '/X', file: 'X2.md' },
    ]);
    expect([...rejected]).toEqual(['X.md', 'X2.md']);
    expect(diagnostics.map((d) => d.code)).toEqual(['duplicate-route-case', 'duplicate-route-case']);
  });
});
