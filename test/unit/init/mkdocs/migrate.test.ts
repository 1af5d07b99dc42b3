// The config `docsgen migrate` makes of an MkDocs site: the fixture's, written out whole, and the nav mapping's cases.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSite } from '../../../../src/init/migrate/migrate.ts';
import { docIdOf, sidebarOfNav } from '../../../../src/init/migrate/mkdocs/map-nav.ts';
import type { NoteSink } from '../../../../src/init/migrate/notes.ts';

const fixture = path.resolve(import.meta.dirname, '../../../fixtures/site-mkdocs-material');

describe('migrate of an MkDocs site', () => {
  it("writes the fixture's config", async () => {
    const migration = await migrateSite(fixture);
    expect(migration.madeFrom).toEqual(['mkdocs.yml']);
    expect(migration.source).toMatchInlineSnapshot(`
      "// Made by \`docsgen migrate\` from mkdocs.yml; the content stays where it is.
      import { defineConfig } from 'docsgen';

      export default defineConfig({
        title: 'Lantern Handbook',
        tagline: 'How the Lantern Society keeps its lights burning',
        url: 'https://lanterns.example.org',
        baseUrl: '/handbook/',
        trailingSlash: true,
        copyright: 'Copyright &copy; The Lantern Society',
        contentDir: 'docs',
        staticDir: '.',
        docs: {
          path: '.',
          routeBasePath: '/',
          sidebars: {
            docs: [
              { type: 'doc', id: 'index', label: 'Home' },
              {
                type: 'category',
                label: 'Guide',
                link: { type: 'doc', id: 'guide/index' },
                items: [{ type: 'doc', id: 'guide/wicks', label: 'Trimming wicks' }, 'guide/oil'],
                collapsed: true,
              },
              {
                type: 'category',
                label: 'Reference',
                items: [{ type: 'doc', id: 'reference/signals', label: 'Signals' }],
                collapsed: true,
              },
              { type: 'link', label: 'Blog', href: '/blog' },
              {
                type: 'link',
                label: 'Society website',
                href: 'https://lanterns.example.org/',
              },
            ],
          },
          editUrl: 'https://github.com/lantern/handbook/edit/main/docs/',
          exclude: ['blog/index.md'],
        },
        blog: { path: 'blog/posts', routeBasePath: '/blog', authorsMapPath: '../.authors.yml' },
        markdown: { html: true, dialect: 'mkdocs' },
        redirects: [{ from: '/old-wicks/', to: '/guide/wicks/' }],
        colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
        navbar: {
          title: 'Lantern Handbook',
          logo: { src: 'assets/lantern.svg', alt: 'Lantern Handbook' },
          items: [
            {
              label: 'lantern/handbook',
              href: 'https://github.com/lantern/handbook',
              position: 'right',
            },
          ],
        },
        favicon: 'assets/lantern.svg',
        footer: { links: [{ label: 'The society on GitHub', href: 'https://github.com/lantern' }] },
        theme: { customCss: ['docs/stylesheets/extra.css'] },
      });
      "
    `);
    expect(migration.notes.map((n) => `${n.file}: ${n.what}`)).toMatchInlineSnapshot(`
      [
        "mkdocs.yml: markdown_extensions: md_in_html (markdown inside an HTML block renders when blank lines part it from the tags; markdown on the lines of the tags stays as written)",
        "mkdocs.yml: markdown_extensions: pymdownx.emoji icons (:material-…:, :octicons-…:, :fontawesome-…:) show a placeholder and a markdown-missing-icon warning; emoji shortcodes render",
        "mkdocs.yml: theme.palette.primary (amber: docsgen's colours are set in custom CSS)",
      ]
    `);
  });
});

describe('migrate of an MkDocs site with INHERIT', () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-mkdocs-inherit-'));
    await mkdir(path.join(site, 'docs/learn'), { recursive: true });
    await writeFile(path.join(site, 'docs/index.md'), '# Home');
    await writeFile(path.join(site, 'docs/learn/index.md'), '---\ntitle: Learn\n---\n# Learning');
    await writeFile(path.join(site, 'docs/learn/first.md'), '# First');
    await writeFile(
      path.join(site, 'base.yml'),
      'site_url: https://base.example.org/\ntheme:\n  name: material\n  features: [navigation.indexes]\nmarkdown_extensions:\n  pymdownx.smartsymbols: {}\n',
    );
    await writeFile(
      path.join(site, 'mkdocs.yml'),
      'INHERIT: base.yml\nsite_name: Child\nnav:\n  - index.md\n  - "":\n      - learn/index.md\n      - learn/first.md\n',
    );
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it("reads the parent's settings under the file's own, extensions written as a mapping, and titles an untitled section", async () => {
    const migration = await migrateSite(site);
    expect(migration.madeFrom).toEqual(['mkdocs.yml', 'base.yml']);
    expect(migration.source).toContain("title: 'Child'");
    expect(migration.source).toContain("url: 'https://base.example.org'");
    expect(migration.source).toContain(
      "label: 'Learn',\n          link: { type: 'doc', id: 'learn/index' },\n          items: ['learn/first'],",
    );
    expect(migration.notes.map((n) => n.what)).toContain(
      'markdown_extensions: pymdownx.smartsymbols (docsgen has no equivalent; its syntax shows as written)',
    );
  });
});

describe('the nav as a sidebar', () => {
  let docsDir: string;
  const notes: string[] = [];
  const sink: NoteSink = { note: (what) => notes.push(what) };
  beforeAll(async () => {
    docsDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-mkdocs-nav-'));
    for (const file of ['index.md', 'a.md', 'sec/index.md', 'sec/01-b.md', 'blog/index.md']) {
      await mkdir(path.dirname(path.join(docsDir, file)), { recursive: true });
      await writeFile(path.join(docsDir, file), '# x');
    }
  });
  afterAll(() => rm(docsDir, { recursive: true, force: true }));

  it('maps pages, titles, sections, section index pages, links and the blog index', () => {
    const nav = [
      'index.md',
      { About: 'a.md' },
      { Section: ['sec/index.md', 'sec/01-b.md'] },
      { News: ['blog/index.md'] },
      { Elsewhere: 'https://example.org/' },
      { Gone: 'missing.md' },
    ];
    const context = {
      docsDir,
      blog: { indexPage: 'blog/index.md', route: '/blog' },
      sectionIndexes: true,
      expand: false,
    };
    expect(sidebarOfNav(nav, context, sink)).toEqual([
      'index',
      { type: 'doc', id: 'a', label: 'About' },
      {
        type: 'category',
        label: 'Section',
        link: { type: 'doc', id: 'sec/index' },
        items: ['sec/b'],
        collapsed: true,
      },
      { type: 'link', label: 'News', href: '/blog' },
      { type: 'link', label: 'Elsewhere', href: 'https://example.org/' },
    ]);
    expect(notes).toEqual(['nav entry "Gone": missing.md (no such page in the docs folder)']);
  });

  it('gives doc ids without extension or number prefixes', () => {
    expect(docIdOf('./guide/02-setup.md')).toBe('guide/setup');
    expect(docIdOf('index.md')).toBe('index');
  });
});
