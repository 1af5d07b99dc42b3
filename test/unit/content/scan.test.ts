import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';
import { scanContent, type ScanOptions } from '../../../src/content/scan.ts';

const fixturesDir = fileURLToPath(new URL('../../fixtures', import.meta.url));
let tmp: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-scan-'));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Writes files under `tmp/content`; a trailing `/` makes an empty folder. */
async function tree(files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(tmp, 'content', rel);
    if (rel.endsWith('/')) {
      await mkdir(abs, { recursive: true });
      continue;
    }
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, text);
  }
}

function options(extra: Partial<ScanOptions> = {}): ScanOptions {
  return {
    rootDir: tmp,
    contentDir: 'content',
    docsPath: 'docs',
    blogPath: 'blog',
    authorsMapPath: 'authors.yml',
    ...extra,
  };
}

const codes = (scan: { diagnostics: { code: string; file: string }[] }) =>
  scan.diagnostics.map((d) => [d.code, d.file]);

describe('scanContent: a static folder that holds the docs (MkDocs)', () => {
  it('copies the other files of the docs folder, not its markdown', async () => {
    await tree({
      'index.md': '# Home',
      'guide/install.md': '# Install',
      'blog/posts/first.md': '---\ndate: 2026-01-01\n---\n# First',
      'blog/index.md': '# Blog',
      'img/tower.svg': '<svg/>',
      'stylesheets/extra.css': '',
    });
    const scan = await scanContent(
      options({ docsPath: '.', blogPath: 'blog/posts', staticPath: '.', docsExclude: ['blog/index.md'] }),
    );
    expect(scan.docs.map((d) => d.relPath)).toEqual(['guide/install.md', 'index.md']);
    expect(scan.blog.map((d) => d.relPath)).toEqual(['first.md']);
    expect(scan.staticAssets.map((a) => a.relPath).sort()).toEqual([
      'img/tower.svg',
      'stylesheets/extra.css',
    ]);
  });
});

describe('scanContent: the content-basic fixture', () => {
  it('finds docs, pages, blog posts, categories, folders and static files', async () => {
    const scan = await scanContent({ ...options(), rootDir: fixturesDir, contentDir: 'content-basic' });
    expect(scan.diagnostics).toEqual([]);
    expect(scan.docs.map((d) => [d.kind, d.relPath, d.file])).toEqual([
      ['doc', '01-guide/00-intro.md', 'content-basic/docs/01-guide/00-intro.md'],
      ['doc', '01-guide/02-setup.mdx', 'content-basic/docs/01-guide/02-setup.mdx'],
      ['doc', '01-guide/10-advanced/01-tuning.md', 'content-basic/docs/01-guide/10-advanced/01-tuning.md'],
      ['doc', 'Terms&Conditions.md', 'content-basic/docs/Terms&Conditions.md'],
      ['doc', 'api/2DGUI.md', 'content-basic/docs/api/2DGUI.md'],
      ['doc', 'index.md', 'content-basic/docs/index.md'],
    ]);
    expect(scan.docs[0]!.absPath).toBe(path.join(fixturesDir, 'content-basic/docs/01-guide/00-intro.md'));
    expect(scan.pages.map((p) => p.relPath)).toEqual(['index.md']);
    expect(scan.blog.map((b) => [b.kind, b.relPath])).toEqual([
      ['blog', '2024-01-02-hello.md'],
      ['blog', '2024-03-04-second/index.md'],
    ]);
    expect(scan.docDirs).toEqual(['01-guide', '01-guide/10-advanced', 'api']);
    expect(scan.categories).toEqual([
      {
        dirRelPath: '01-guide',
        file: 'content-basic/docs/01-guide/_category_.json',
        label: 'Guide',
        position: 1,
        collapsible: true,
        link: { type: 'generated-index', slug: '/category/guide', description: 'Learn the basics.' },
      },
      {
        dirRelPath: '01-guide/10-advanced',
        file: 'content-basic/docs/01-guide/10-advanced/_category_.yml',
        label: 'Advanced',
        position: 2,
        collapsed: false,
      },
    ]);
    expect(scan.staticAssets.map((a) => a.relPath)).toEqual(['img/x.svg', 'robots.txt']);
    expect(scan.authorsFile).toBe(path.join(fixturesDir, 'content-basic/blog/authors.yml'));
  });

  it('skips the blog when it is off', async () => {
    const scan = await scanContent({
      ...options({ blogPath: false }),
      rootDir: fixturesDir,
      contentDir: 'content-basic',
    });
    expect(scan.blog).toEqual([]);
    expect(scan.authorsFile).toBeUndefined();
  });
});

describe('scanContent: the content folder itself', () => {
  it('a missing content folder stops with exit code 2', async () => {
    const error = await scanContent(options({ contentDir: 'nope' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    expect((error as DiagnosticError).exitCode).toBe(2);
    expect((error as DiagnosticError).diagnostics).toMatchObject([
      {
        code: 'content-dir-missing',
        file: 'nope',
        message: 'content folder not found: nope; create it or set contentDir',
      },
    ]);
  });

  it('a content "folder" that is a file stops with exit code 2', async () => {
    await writeFile(path.join(tmp, 'content'), 'x');
    const error = await scanContent(options()).catch((e: unknown) => e);
    expect((error as DiagnosticError).exitCode).toBe(2);
    expect((error as DiagnosticError).message).toContain('content folder is not a folder');
  });

  it('an empty content folder gives empty lists and a warning about docs', async () => {
    await tree({ '/': '' });
    const scan = await scanContent(options());
    expect(scan).toMatchObject({
      docs: [],
      pages: [],
      blog: [],
      categories: [],
      docDirs: [],
      staticAssets: [],
    });
    expect(codes(scan)).toEqual([['docs-dir-missing', 'content/docs']]);
  });
});

describe('scanContent: which files count', () => {
  it('ignores dot-files, editor temp files, other extensions and "_" names', async () => {
    await tree({
      'docs/a.md': '',
      'docs/b.mdx': '',
      'docs/a.md.tmp': '',
      'docs/.#a.md': '',
      'docs/a.md~': '',
      'docs/.a.md.swp': '',
      'docs/#a.md#': '',
      'docs/.hidden/x.md': '',
      'docs/.hidden.md': '',
      'docs/_partial.md': '',
      'docs/_private/x.md': '',
      'docs/image.png': '',
      'docs/Upper.MD': '',
      'docs/sub/_category_.yaml': 'label: Sub',
      'docs/sub/_category_.md': '',
      'pages/_hidden.md': '',
      'pages/p.md': '',
      'pages/_category_.json': '{}',
      'static/.well-known/x': '',
      'static/_headers': '',
      'static/file.md': '',
      'static/a.png~': '',
    });
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['a.md', 'b.mdx']);
    expect(scan.docDirs).toEqual(['sub']);
    expect(scan.categories.map((c) => [c.dirRelPath, c.label])).toEqual([['sub', 'Sub']]);
    expect(scan.pages.map((d) => d.relPath)).toEqual(['p.md']);
    expect(scan.staticAssets.map((a) => a.relPath)).toEqual(['_headers', 'file.md']);
    expect(scan.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'ignored-file',
        file: 'content/docs/Upper.MD',
        message: '"Upper.MD" is not read because its extension is not lower case; rename it to "Upper.md"',
      },
    ]);
  });

  it('sorts paths by code unit, folders and files together', async () => {
    await tree({
      'docs/a.md': '',
      'docs/B.md': '',
      'docs/a-b/x.md': '',
      'docs/a/x.md': '',
      'docs/é.md': '',
      'docs/z.md': '',
    });
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['B.md', 'a-b/x.md', 'a.md', 'a/x.md', 'z.md', 'é.md']);
    expect(scan.docDirs).toEqual(['a', 'a-b']);
  });

  it('keeps the first of two category files in a folder and reports the other', async () => {
    await tree({
      'docs/g/_category_.json': '{"label": "J"}',
      'docs/g/_category_.yml': 'label: Y',
      'docs/g/x.md': '',
    });
    const scan = await scanContent(options());
    expect(scan.categories.map((c) => c.label)).toEqual(['J']);
    expect(codes(scan)).toEqual([['category-duplicate', 'content/docs/g/_category_.yml']]);
  });

  it('reports a broken category file with its location and keeps scanning', async () => {
    await tree({ 'docs/g/_category_.yml': 'label: Guide\nposition: first\n', 'docs/g/x.md': '' });
    const scan = await scanContent(options());
    expect(scan.docs).toHaveLength(1);
    expect(scan.diagnostics).toMatchObject([
      { code: 'category-invalid', file: 'content/docs/g/_category_.yml', line: 2 },
    ]);
  });

  it('honours docsPath, blogPath and authorsMapPath', async () => {
    await tree({ 'guides/x.md': '', 'news/2024-01-01-a.md': '', 'news/data/people.yml': 'a: {}' });
    const scan = await scanContent(
      options({ docsPath: 'guides', blogPath: 'news', authorsMapPath: 'data/people.yml' }),
    );
    expect(scan.docs.map((d) => d.file)).toEqual(['content/guides/x.md']);
    expect(scan.blog.map((d) => d.file)).toEqual(['content/news/2024-01-01-a.md']);
    expect(scan.authorsFile).toBe(path.join(tmp, 'content/news/data/people.yml'));
  });
  it('reads pages from pagesPath (markdown only) and not from pages/ then', async () => {
    await tree({
      'src/pages/about.md': '# About',
      'src/pages/index.js': 'export default () => null;',
      'pages/old.md': '# Old',
    });
    const scan = await scanContent(options({ pagesPath: 'src/pages' }));
    expect(scan.pages.map((p) => [p.relPath, p.file])).toEqual([['about.md', 'content/src/pages/about.md']]);
  });
});

describe('scanContent: names that cannot be served', () => {
  it.each([
    ['back\\slash.md', 'the character "\\"'],
    ['con.md', 'Windows-reserved'],
    ['AUX.md', 'Windows-reserved'],
    ['ctl\u0001.md', 'control character'],
    ['dir./x.md', 'a trailing dot'],
    ['dir /x.md', 'a trailing space'],
  ])('%j is skipped with unsafe-file-name', async (rel, problem) => {
    await tree({ [`docs/${rel}`]: '', 'docs/ok.md': '' });
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['ok.md']);
    expect(scan.diagnostics).toHaveLength(1);
    expect(scan.diagnostics[0]).toMatchObject({ severity: 'error', code: 'unsafe-file-name' });
    expect(scan.diagnostics[0]!.message).toContain(problem);
    expect(scan.diagnostics[0]!.message).toContain('rename it');
  });

  it('allows spaces, &, +, quotes, capitals, a leading dash, #, ?, % and :', async () => {
    const names = [
      'a:b.md',
      'C#.md',
      'what?.md',
      '100%.md',
      'Terms&Conditions.md',
      'Privacy.md',
      'with space.md',
      'a+b.md',
      "it's.md",
      '"q".md',
      '-lead.md',
    ];
    await tree(Object.fromEntries(names.map((n) => [`docs/${n}`, ''])));
    const scan = await scanContent(options());
    expect(scan.diagnostics).toEqual([]);
    expect(scan.docs.map((d) => d.relPath).sort()).toEqual([...names].sort());
  });

  it('normalises NFD names to NFC but reads them from their real name', async () => {
    const nfd = 'Cafe\u0301.md';
    await tree({ [`docs/${nfd}`]: 'x', [`docs/Re\u0301sume\u0301/x.md`]: '' });
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['Café.md', 'Résumé/x.md']);
    expect(scan.docs[0]!.file).toBe('content/docs/Café.md');
    expect(scan.docs[0]!.absPath).toBe(path.join(tmp, 'content/docs', nfd));
    expect(scan.docDirs).toEqual(['Résumé']);
  });

  it('reports two names that differ only in Unicode form', async () => {
    await tree({ 'docs/Cafe\u0301.md': '', 'docs/Caf\u00e9.md': '' });
    const scan = await scanContent(options());
    expect(scan.docs).toHaveLength(1);
    expect(codes(scan)).toEqual([['duplicate-file-name', 'content/docs/Café.md']]);
  });
});

describe('scanContent: symbolic links', () => {
  it('follows links whose target stays inside the content folder', async () => {
    await tree({ 'docs/real/a.md': '', 'shared/s.md': '', 'pages/p.md': '' });
    await symlink(path.join(tmp, 'content/docs/real/a.md'), path.join(tmp, 'content/docs/link.md'));
    await symlink('../shared', path.join(tmp, 'content/docs/shared'));
    const scan = await scanContent(options());
    expect(scan.diagnostics).toEqual([]);
    expect(scan.docs.map((d) => d.relPath)).toEqual(['link.md', 'real/a.md', 'shared/s.md']);
    expect(scan.docs[0]!.absPath).toBe(path.join(tmp, 'content/docs/link.md'));
    expect(scan.docDirs).toEqual(['real', 'shared']);
  });

  it('does not follow links that leave the content folder', async () => {
    await tree({ 'docs/a.md': '', 'static/': '' });
    await mkdir(path.join(tmp, 'outside'));
    await writeFile(path.join(tmp, 'outside/secret.md'), 'secret');
    await symlink(path.join(tmp, 'outside/secret.md'), path.join(tmp, 'content/docs/secret.md'));
    await symlink(path.join(tmp, 'outside'), path.join(tmp, 'content/docs/out'));
    await symlink('/etc', path.join(tmp, 'content/static/etc'));
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['a.md']);
    expect(scan.staticAssets).toEqual([]);
    expect(scan.diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([
      ['warning', 'symlink-outside-root', 'content/docs/out'],
      ['warning', 'symlink-outside-root', 'content/docs/secret.md'],
      ['warning', 'symlink-outside-root', 'content/static/etc'],
    ]);
  });

  it('does not read a section folder that links outside', async () => {
    await mkdir(path.join(tmp, 'content'));
    await mkdir(path.join(tmp, 'elsewhere'));
    await writeFile(path.join(tmp, 'elsewhere/x.md'), '');
    await symlink(path.join(tmp, 'elsewhere'), path.join(tmp, 'content/docs'));
    const scan = await scanContent(options());
    expect(scan.docs).toEqual([]);
    expect(codes(scan)).toEqual([['symlink-outside-root', 'content/docs']]);
  });

  it.each([
    ['ln -s . loop', 'docs/loop', '.'],
    ['ln -s .. up (in a sub-folder)', 'docs/sub/up', '..'],
    ['ln -s ../.. root (to the content folder)', 'docs/sub/root', '../..'],
    ['a link to itself', 'docs/self', 'self'],
  ])('%s is reported once as symlink-loop, without hanging', async (_label, link, target) => {
    await tree({ 'docs/a.md': '', 'docs/sub/b.md': '' });
    await symlink(target, path.join(tmp, 'content', link));
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['a.md', 'sub/b.md']);
    expect(scan.diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([
      ['error', 'symlink-loop', `content/${link}`],
    ]);
  });

  it('stops a loop made of two links', async () => {
    await tree({ 'docs/a/x.md': '', 'docs/b/y.md': '' });
    await symlink('../b', path.join(tmp, 'content/docs/a/to-b'));
    await symlink('../a', path.join(tmp, 'content/docs/b/to-a'));
    const scan = await scanContent(options());
    expect(scan.diagnostics.some((d) => d.code === 'symlink-loop')).toBe(true);
    expect(scan.docs.length).toBeLessThan(10);
  });

  it('walks a folder reached by two links only once', async () => {
    await tree({ 'docs/x.md': '', 'shared/s.md': '' });
    await symlink('../shared', path.join(tmp, 'content/docs/one'));
    await symlink('../shared', path.join(tmp, 'content/docs/two'));
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['one/s.md', 'x.md']);
    expect(codes(scan)).toEqual([['symlink-duplicate', 'content/docs/two']]);
  });

  it('reports a broken link as a warning', async () => {
    await tree({ 'docs/a.md': '' });
    await symlink('missing.md', path.join(tmp, 'content/docs/broken.md'));
    const scan = await scanContent(options());
    expect(scan.docs.map((d) => d.relPath)).toEqual(['a.md']);
    expect(scan.diagnostics.map((d) => [d.severity, d.code])).toEqual([['warning', 'symlink-broken']]);
  });
});

describe('scanContent: files beside the content', () => {
  it('lists every other file of docs, pages and the blog with its content-hashed output path', async () => {
    await tree({
      'docs/a.md': '',
      'docs/guide/_category_.json': '{}',
      'docs/guide/img/Big Diagram.PNG': 'png bytes',
      'docs/guide/copy.png': 'png bytes',
      'pages/files/manual.pdf': 'pdf bytes',
      'blog/2024-01-01-x/photo.jpg': 'jpg bytes',
      'blog/2024-01-01-x/index.md': '',
      'static/img/logo.svg': '<svg/>',
    });
    const scan = await scanContent(options());
    expect(scan.diagnostics).toEqual([]);
    expect(scan.docs.map((d) => d.relPath)).toEqual(['a.md']);
    const byPath = new Map(scan.contentAssets.map((a) => [a.relPath, a.outputPath]));
    expect([...byPath.keys()].sort()).toEqual([
      'blog/2024-01-01-x/photo.jpg',
      'docs/guide/copy.png',
      'docs/guide/img/Big Diagram.PNG',
      'pages/files/manual.pdf',
    ]);
    // Same bytes, same hash; the name is made URL-plain and the extension lower case.
    const big = byPath.get('docs/guide/img/Big Diagram.PNG')!;
    const copy = byPath.get('docs/guide/copy.png')!;
    expect(big).toMatch(/^assets\/files\/Big-Diagram\.[0-9a-f]{12}\.png$/);
    expect(big.split('.')[1]).toBe(copy.split('.')[1]);
    expect(byPath.get('pages/files/manual.pdf')!.split('.')[1]).not.toBe(big.split('.')[1]);
  });

  it('says when the blog folder is missing, and skips the docs files that docs.exclude names', async () => {
    await tree({ 'docs/SUMMARY.md': '', 'docs/drafts/x.md': '', 'docs/a.md': '' });
    const scan = await scanContent(options({ docsExclude: ['SUMMARY.md', './drafts/'] }));
    expect(scan.docs.map((d) => d.relPath)).toEqual(['a.md']);
    expect(scan.blogFolderMissing).toBe(true);
  });
});

describe('scanContent: the content folder as the docs folder', () => {
  it('does not read the pages, blog and static folders inside it as docs', async () => {
    await tree({
      'index.md': '',
      'pages/p.md': '',
      'blog/2024-01-01-x.md': '',
      'static/s.md': '',
      'guide/a.md': '',
    });
    const scan = await scanContent(options({ docsPath: '.' }));
    expect(scan.docs.map((d) => d.relPath)).toEqual(['guide/a.md', 'index.md']);
    expect(scan.pages.map((d) => d.relPath)).toEqual(['p.md']);
    expect(scan.blog.map((d) => d.relPath)).toEqual(['2024-01-01-x.md']);
  });
});
