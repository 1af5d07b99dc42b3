// The config `docsgen migrate` makes of an mdBook book (test/fixtures/mdbook-site), written out whole, with what it
// leaves out; and SUMMARY.md read as mdBook reads it (prefix, parts, numbered and nested chapters, drafts, separators,
// suffix chapters).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSite } from '../../../../src/init/migrate/migrate.ts';
import { mapRedirectTable } from '../../../../src/init/migrate/mdbook/redirects.ts';
import { docsgenRouteOf, mdbookFileOf } from '../../../../src/init/migrate/mdbook/routes.ts';
import { parseSummary } from '../../../../src/init/migrate/mdbook/summary.ts';

const fixture = path.resolve(import.meta.dirname, '../../../fixtures/mdbook-site');

describe('migrate of an mdBook book', () => {
  it("writes the fixture's config and what it leaves out", async () => {
    const migration = await migrateSite(fixture);
    expect(migration.madeFrom).toEqual(['book.toml', 'src/SUMMARY.md']);
    expect(migration.source).toMatchSnapshot();
    expect(migration.notes.map((n) => `${n.file}: ${n.what}`)).toMatchSnapshot();
  });

  it('turns the mdBook dialect on and keeps mdBook addresses with redirects where docsgen differs', async () => {
    const { source } = await migrateSite(fixture);
    expect(source).toContain("markdown: { html: true, dialect: 'mdbook' }");
    expect(source).toContain('trailingSlash: false');
    expect(source).toContain("{ from: '/install/index', to: '/install/' }");
    expect(source).toContain("{ from: '/02-glossary', to: '/glossary' }");
    expect(source).toContain("{ from: '/brewing/old-steeping', to: '/brewing/steeping#timing' }");
  });
});

describe('SUMMARY.md', () => {
  it('reads prefix chapters, parts, nested numbered chapters, drafts, separators and suffix chapters in order', () => {
    const text = [
      '# Summary',
      '',
      '[Preface](preface.md)',
      '',
      '---',
      '',
      '# Part one',
      '',
      '- [Start](start/README.md)',
      '    - [Deeper](start/deeper.md)',
      '        - [Deepest](start/deepest.md)',
      '    - [Later]()',
      '* [Second](second.md)',
      '',
      '# Part two',
      '',
      '1. [Third](third%20file.md)',
      '',
      '---',
      '',
      '[Appendix `A`](./appendix.md)',
      '[Index](index.md)',
    ].join('\n');
    const outline = (entries: ReturnType<typeof parseSummary>, depth = 0): string[] =>
      entries.flatMap((e) =>
        e.kind === 'chapter'
          ? [
              `${' '.repeat(depth)}${e.number ?? '-'} ${e.title} ${e.path ?? '(draft)'}`,
              ...outline(e.children, depth + 1),
            ]
          : [`${e.kind}${e.kind === 'part' ? ` ${e.title}` : ''}`],
      );
    expect(outline(parseSummary(text))).toEqual([
      '- Preface preface.md',
      'separator',
      'part Part one',
      '1 Start start/README.md',
      ' 1.1 Deeper start/deeper.md',
      '  1.1.1 Deepest start/deepest.md',
      ' 1.2 Later (draft)',
      // A list of another marker starts a new list; the numbers go on.
      '2 Second second.md',
      'part Part two',
      '3 Third third file.md',
      'separator',
      '- Appendix A appendix.md',
      '- Index index.md',
    ]);
  });
});

describe('addresses', () => {
  it("gives each chapter mdBook's file and docsgen's route", () => {
    expect(['README.md', 'cli/README.md', 'cli/init.md', '01-intro.md'].map(mdbookFileOf)).toEqual([
      'index.html',
      'cli/index.html',
      'cli/init.html',
      '01-intro.html',
    ]);
    expect(['README.md', 'cli/README.md', 'cli/init.md', '01-intro.md'].map(docsgenRouteOf)).toEqual([
      '/',
      '/cli/',
      '/cli/init',
      '/intro',
    ]);
  });

  it('maps output.html.redirect targets relative to the old page, from the root, or to a URL', () => {
    const notes: string[] = [];
    const redirects = mapRedirectTable(
      {
        '/format/config.html': 'configuration/index.html',
        'old.html': '/cli/README.html',
        '/gone.html': 'https://example.org/x',
        '/cli/old.html#part': 'init.html',
      },
      ['format/configuration/README.md', 'cli/README.md', 'cli/init.md'],
      { note: (what) => notes.push(what) },
    );
    expect(redirects).toEqual([
      { from: '/format/config', to: '/format/configuration/' },
      { from: '/old', to: '/cli/README' },
      { from: '/gone', to: 'https://example.org/x' },
    ]);
    expect(notes).toEqual([expect.stringContaining('from 1 anchor of a page (/cli/old.html#part')]);
  });
});

describe('a book without book.toml', () => {
  it("is found by its src/SUMMARY.md and built with mdBook's defaults", async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-mdbook-'));
    try {
      await mkdir(path.join(dir, 'src'));
      await writeFile(path.join(dir, 'src/SUMMARY.md'), '# Summary\n\n- [One](one.md)\n- [Two](two.md)\n');
      await writeFile(path.join(dir, 'src/one.md'), '# One\n');
      const migration = await migrateSite(dir);
      expect(migration.madeFrom).toEqual(['src/SUMMARY.md']);
      expect(migration.source).toContain("title: 'Book'");
      expect(migration.source).toContain("contentDir: 'src'");
      expect(migration.source).toContain("{ type: 'doc', id: 'one', label: '1. One' }");
      expect(migration.source).not.toContain("'two'");
      expect(migration.notes.map((n) => `${n.file}: ${n.what}`)).toEqual([
        "book.toml: output.html.site-url (no host: mdBook needs none, docsgen's sitemap and feeds do; the config says https://example.com)",
        'src/SUMMARY.md:4: chapter "Two": two.md (no such file in the book\'s src folder: it is left out of the sidebar)',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
