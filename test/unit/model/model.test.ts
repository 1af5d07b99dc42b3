import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolve.ts';
import type { CategoryMeta, FrontMatter, ParsedSource } from '../../../src/content/types.ts';
import {
  collectRouteConflicts,
  createDocEntries,
  createPageEntries,
  createPostEntries,
} from '../../../src/model/routes.ts';
import { createSidebars, findTrail, flattenSidebar } from '../../../src/model/sidebars.ts';

const config = resolveConfig({ title: 'T', url: 'https://x.dev' }, { configFile: null, rootDir: '/tmp/p' });

function source(kind: 'doc' | 'page' | 'blog', relPath: string, frontMatter: FrontMatter = {}): ParsedSource {
  const folder = kind === 'doc' ? 'docs' : kind === 'page' ? 'pages' : 'blog';
  return {
    source: { kind, relPath, file: `content/${folder}/${relPath}`, absPath: `/abs/${relPath}` },
    frontMatter,
    body: '',
    bodyLineOffset: 0,
  };
}

describe('doc ids and routes', () => {
  const docs = createDocEntries(
    [
      source('doc', 'index.md'),
      source('doc', 'user-guide/index.md'),
      source('doc', 'user-guide/01-int-players/01-intro.md'),
      source('doc', 'user-guide/03-maar-world/06-Terms&Conditions.md'),
      source('doc', 'user-guide/03-maar-world/03-rX.md', { sidebar_position: 9 }),
      source('doc', 'developers-guide/01-int-players/01-Introduction.md'),
      source('doc', 'api/2DGUI.md'),
      source('doc', 'guides/custom.md', { slug: 'elsewhere' }),
      source('doc', 'guides/abs.md', { slug: '/top-level' }),
      source('doc', 'guides/named.md', { id: 'renamed' }),
      source('doc', 'guides/guides.md'),
    ],
    config,
  );
  const byFile = Object.fromEntries(docs.map((d) => [d.source.source.relPath, d]));
  it.each([
    ['index.md', 'index', '/docs/'],
    ['user-guide/index.md', 'user-guide/index', '/docs/user-guide/'],
    [
      'user-guide/01-int-players/01-intro.md',
      'user-guide/int-players/intro',
      '/docs/user-guide/int-players/intro',
    ],
    [
      'user-guide/03-maar-world/06-Terms&Conditions.md',
      'user-guide/maar-world/Terms&Conditions',
      '/docs/user-guide/maar-world/Terms&Conditions',
    ],
    [
      'developers-guide/01-int-players/01-Introduction.md',
      'developers-guide/int-players/Introduction',
      '/docs/developers-guide/int-players/Introduction',
    ],
    ['api/2DGUI.md', 'api/2DGUI', '/docs/api/2DGUI'],
    ['guides/custom.md', 'guides/custom', '/docs/guides/elsewhere'],
    ['guides/abs.md', 'guides/abs', '/docs/top-level'],
    ['guides/named.md', 'guides/renamed', '/docs/guides/renamed'],
    ['guides/guides.md', 'guides/guides', '/docs/guides/'],
  ])('%s → id %s, route %s', (file, id, route) => {
    expect(byFile[file]?.id).toBe(id);
    expect(byFile[file]?.route).toBe(route);
  });
  it('takes the position from front matter first, then the number prefix', () => {
    expect(byFile['user-guide/03-maar-world/03-rX.md']?.position).toBe(9);
    expect(byFile['user-guide/03-maar-world/06-Terms&Conditions.md']?.position).toBe(6);
    expect(byFile['api/2DGUI.md']?.position).toBeUndefined();
  });
});

describe('page and post routes', () => {
  it('maps pages like Docusaurus', () => {
    const pages = createPageEntries([
      source('page', 'index.md'),
      source('page', 'markdown-page.md'),
      source('page', 'a/index.md'),
    ]);
    expect(pages.map((p) => p.route)).toEqual(['/', '/markdown-page', '/a/']);
  });
  it('dates posts from their file names, newest first, and reports undated ones', () => {
    const { posts, diagnostics } = createPostEntries(
      [
        source('blog', '2023-05-10-welcome.md'),
        source('blog', '2024-01-02-next/index.md'),
        source('blog', 'undated.md'),
      ],
      '/blog',
    );
    expect(posts.map((p) => p.route)).toEqual(['/blog/2024/01/02/next', '/blog/2023/05/10/welcome']);
    expect(diagnostics.map((d) => d.code)).toEqual(['blog-missing-date']);
  });
});

describe('route conflicts', () => {
  it('keeps the first claim and warns about exact and case-only duplicates', () => {
    const { diagnostics, rejected } = collectRouteConflicts([
      { route: '/docs/a', file: 'content/docs/a.md' },
      { route: '/docs/a/', file: 'content/docs/a/index.md' },
      { route: '/docs/Privacy', file: 'content/docs/Privacy.md' },
      { route: '/docs/privacy', file: 'content/docs/privacy.md' },
    ]);
    expect([...rejected]).toEqual(['content/docs/a/index.md', 'content/docs/privacy.md']);
    expect(diagnostics.map((d) => d.code)).toEqual(['duplicate-route', 'duplicate-route-case']);
    expect(diagnostics[0]?.message).toContain('content/docs/a.md');
  });
});

describe('sidebars', () => {
  const files: [string, FrontMatter][] = [
    ['ug/index.md', { title: 'User Guide' }],
    ['ug/01-players/01-intro.md', { sidebar_label: 'Introduction' }],
    ['ug/01-players/02-how.md', { title: 'How to Use' }],
    ['ug/02-cards/01-intro.md', { title: 'Cards intro' }],
    ['dg/index.md', { title: 'Dev' }],
    ['dg/01-players/01-Introduction.md', { sidebar_label: 'Development' }],
  ];
  const docs = createDocEntries(
    files.map(([f, fm]) => source('doc', f, fm)),
    config,
  ).map((entry) => ({
    entry,
    label: entry.source.frontMatter.sidebar_label ?? entry.source.frontMatter.title ?? entry.name,
  }));
  const category = (dir: string, label: string, position?: number): CategoryMeta => ({
    dirRelPath: dir,
    file: `content/docs/${dir}/_category_.json`,
    label,
    position,
    link: { type: 'generated-index', description: `About ${label}` },
  });
  const model = createSidebars({
    sidebars: {
      ug: { autogenerated: 'ug' },
      dg: { autogenerated: 'dg' },
      declared: ['ug/index', { type: 'category', label: 'More', items: ['dg/index', 'missing/doc'] }],
    },
    docs,
    categories: [
      category('ug/01-players', 'Players', 1),
      category('ug/02-cards', 'Cards', 2),
      category('dg/01-players', 'Players'),
    ],
    docDirs: ['ug', 'ug/01-players', 'ug/02-cards', 'dg', 'dg/01-players'],
    routeBasePath: '/docs',
    configFile: 'docsgen.config.ts',
  });

  it('orders autogenerated items by position with the index doc first', () => {
    const labels = (model.sidebars.get('ug') ?? []).map((e) => ('label' in e ? e.label : ''));
    expect(labels).toEqual(['User Guide', 'Players', 'Cards']);
  });
  it('gives a repeated category label a "-1" slug', () => {
    expect(model.generatedIndexes.map((g) => g.route)).toEqual([
      '/docs/category/players',
      '/docs/category/cards',
      '/docs/category/players-1',
    ]);
  });
  it('flattens for previous/next with the category page before its items', () => {
    expect(flattenSidebar(model.sidebars.get('ug') ?? []).map((s) => s.route)).toEqual([
      '/docs/ug/',
      '/docs/category/players',
      '/docs/ug/players/intro',
      '/docs/ug/players/how',
      '/docs/category/cards',
      '/docs/ug/cards/intro',
    ]);
  });
  it('finds the category trail of a doc', () => {
    expect(findTrail(model.sidebars.get('ug') ?? [], '/docs/ug/players/how').map((c) => c.label)).toEqual([
      'Players',
    ]);
  });
  it('reports a declared sidebar naming a missing doc id as an error', () => {
    expect(model.diagnostics).toHaveLength(1);
    expect(model.diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'sidebar-missing-doc',
      file: 'docsgen.config.ts',
    });
    expect(model.diagnostics[0]?.message).toContain('missing/doc');
  });
});
