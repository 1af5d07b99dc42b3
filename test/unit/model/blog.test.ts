// The blog's parts: the authors file, tag groups, list pagination and reading time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontMatter } from '../../../src/content/types.ts';
import {
  groupPostsByTag,
  listPageRoute,
  loadAuthors,
  paginate,
  readingMinutes,
} from '../../../src/model/blog.ts';
import type { PostEntry, Rendered } from '../../../src/model/types.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-authors-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function authorsFrom(text: string) {
  const file = path.join(dir, `authors-${Math.random().toString(36).slice(2)}.yml`);
  await writeFile(file, text);
  return loadAuthors(file, 'blog/authors.yml', '/blog');
}

describe('the authors file', () => {
  it("reads MkDocs Material's layout: the authors under `authors:`, the picture as `avatar`", async () => {
    const { authors, diagnostics } = await authorsFrom(
      [
        'authors:',
        '  maren:',
        '    name: Maren Holt',
        '    description: Head keeper',
        '    avatar: https://example.org/maren.png',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect(authors.get('maren')).toMatchObject({
      name: 'Maren Holt',
      description: 'Head keeper',
      imageUrl: 'https://example.org/maren.png',
    });
  });

  it('reads an author named `authors` as an author', async () => {
    const { authors } = await authorsFrom('authors:\n  name: The Authors');
    expect(authors.get('authors')?.name).toBe('The Authors');
  });

  it('means no authors when there is none', async () => {
    const loaded = await loadAuthors(undefined, '', '/blog');
    expect([...loaded.authors]).toEqual([]);
    expect(loaded.diagnostics).toEqual([]);
  });

  it('reads each author, with a page route when `page` asks for one', async () => {
    const { authors, diagnostics } = await authorsFrom(
      [
        'ann:',
        '  name: Ann Lee',
        '  title: Editor',
        '  url: https://ann.dev',
        '  image_url: /img/ann.png',
        '  page: true',
        'Bob Ray:',
        '  name: Bob',
        '  page: { permalink: /bob-the-writer }',
        'cy:',
        '  name: Cy',
        '  page: false',
        'dee:',
        '  name: Dee',
        '  page: { permalink: dee-writes }',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect([...authors.values()]).toEqual([
      {
        key: 'ann',
        name: 'Ann Lee',
        title: 'Editor',
        url: 'https://ann.dev',
        imageUrl: '/img/ann.png',
        description: undefined,
        socials: [],
        route: '/blog/authors/ann',
      },
      {
        key: 'Bob Ray',
        name: 'Bob',
        title: undefined,
        url: undefined,
        imageUrl: undefined,
        description: undefined,
        socials: [],
        // A leading slash makes the permalink a route of the site, as written.
        route: '/bob-the-writer',
      },
      {
        key: 'cy',
        name: 'Cy',
        title: undefined,
        url: undefined,
        imageUrl: undefined,
        description: undefined,
        socials: [],
        route: undefined,
      },
      // Without one, it lies under the blog's authors/.
      {
        key: 'dee',
        name: 'Dee',
        title: undefined,
        url: undefined,
        imageUrl: undefined,
        description: undefined,
        socials: [],
        route: '/blog/authors/dee-writes',
      },
    ]);
  });

  it('slugifies the key for a page route', async () => {
    const { authors } = await authorsFrom('Bob Ray:\n  name: Bob\n  page: true\n');
    expect(authors.get('Bob Ray')?.route).toBe('/blog/authors/bob-ray');
  });

  it('reports invalid YAML at its line and column, as the parser names them', async () => {
    const { authors, diagnostics } = await authorsFrom('ann:\n  name: Ann\n  title: "x" y: z\n');
    expect(authors.size).toBe(0);
    expect(diagnostics).toHaveLength(1);
    const [diagnostic] = diagnostics;
    expect(diagnostic).toMatchObject({
      severity: 'error',
      code: 'authors-yaml',
      file: 'blog/authors.yml',
      line: 3,
    });
    expect(diagnostic?.column).toBeGreaterThan(1);
    expect(diagnostic?.message).toMatch(/^invalid YAML: bad indentation/);
    expect(diagnostic?.message).toContain(`(${diagnostic?.line}:${diagnostic?.column})`);
    expect(diagnostic?.message).not.toContain('\n');
  });

  it.each([['- a\n- b\n'], ['just text\n'], ['null\n']])(
    'refuses a file that is not a map: %j',
    async (text) => {
      const { authors, diagnostics } = await authorsFrom(text);
      expect(authors.size).toBe(0);
      expect(diagnostics.map((d) => `${d.code} ${d.file}: ${d.message}`)).toEqual([
        'authors-invalid blog/authors.yml: the authors file must map author keys to authors',
      ]);
    },
  );

  it('reports each invalid author with the field at fault, and keeps the valid ones', async () => {
    const { authors, diagnostics } = await authorsFrom(
      [
        'ok:',
        '  name: Ok',
        'noname:',
        '  title: X',
        'badpage:',
        '  name: B',
        '  page: { permalink: ../up }',
        'scalar: 3',
      ].join('\n'),
    );
    expect([...authors.keys()]).toEqual(['ok']);
    expect(diagnostics.map((d) => d.message.split(':').slice(0, 2).join(':'))).toEqual([
      'author "noname": name',
      'author "badpage": page.permalink',
      'author "scalar": value',
    ]);
    expect(diagnostics.every((d) => d.code === 'authors-invalid' && d.severity === 'error')).toBe(true);
  });
});

const post = (slug: string, tags?: string[]): Rendered<PostEntry> => {
  const frontMatter: FrontMatter = tags ? { tags } : {};
  return {
    entry: {
      source: {
        source: { kind: 'blog', relPath: `${slug}.md`, file: `blog/${slug}.md`, absPath: `/abs/${slug}.md` },
        frontMatter,
        body: '',
        bodyLineOffset: 0,
      },
      route: `/blog/${slug}`,
      date: '2024-01-01',
      slug,
    },
    markdown: undefined as never,
    title: slug,
  };
};

describe('tag groups', () => {
  it('groups posts by the slug of their tags, under the first label seen, sorted by label', () => {
    const one = post('one', ['Zebra', 'Getting Started']);
    const two = post('two', ['getting started', 'apple']);
    const three = post('three');
    const four = post('four', ['GETTING-STARTED', 'Getting Started']);
    const groups = groupPostsByTag([one, two, three, four], '/blog');
    expect(groups.map((g) => [g.label, g.route, g.posts.map((p) => p.entry.slug)])).toEqual([
      ['apple', '/blog/tags/apple', ['two']],
      ['Getting Started', '/blog/tags/getting-started', ['one', 'two', 'four']],
      ['Zebra', '/blog/tags/zebra', ['one']],
    ]);
  });

  it('is empty without tags', () => {
    expect(groupPostsByTag([post('a')], '/blog')).toEqual([]);
  });
});

describe('list pages', () => {
  it('splits into pages of the given size, and gives one empty page for no items', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(paginate([], 10)).toEqual([[]]);
  });

  it('routes the first page at the base and later ones under page/', () => {
    expect(listPageRoute('/blog', 1)).toBe('/blog');
    expect(listPageRoute('/blog', 2)).toBe('/blog/page/2');
    expect(listPageRoute('/blog/tags/x', 12)).toBe('/blog/tags/x/page/12');
  });
});

describe('reading time', () => {
  it.each([
    [0, 1],
    [299, 1],
    [300, 2],
    [499, 2],
    [500, 3],
    [2000, 10],
  ])('%i words take %i minutes', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});
