import { describe, expect, it } from 'vitest';
import {
  absoluteHref,
  collapseBlankRuns,
  dropMdxSyntax,
  rewriteLinks,
} from '../../../src/render/files/markdown-twin.ts';
import { sidebarTitle } from '../../../src/render/files/llms.ts';
import { twinRouteOf } from '../../../src/model/markdown-twins.ts';
import type { LinkRef } from '../../../src/markdown/types.ts';
import type { Site } from '../../../src/model/site-types.ts';

const link = (raw: string, href: string, line: number, column: number): LinkRef => ({
  kind: 'link',
  raw,
  href,
  line,
  column,
});

describe('twinRouteOf', () => {
  it.each([
    ['/docs/intro', '/docs/intro.md'],
    ['/docs/intro/', '/docs/intro.md'],
    ['/docs/', '/docs.md'],
    ['/', '/index.md'],
    ['/docs/Terms&Conditions', '/docs/Terms&Conditions.md'],
  ])('%s → %s', (route, twin) => expect(twinRouteOf(route)).toBe(twin));
});

describe('absoluteHref', () => {
  it('gives site paths the origin and anchors the page URL; leaves URLs and relative hrefs alone', () => {
    const page = 'https://x.example/docs/a';
    expect(absoluteHref('/docs/b#c', page, 'https://x.example')).toBe('https://x.example/docs/b#c');
    expect(absoluteHref('#c', page, 'https://x.example')).toBe('https://x.example/docs/a#c');
    expect(absoluteHref('https://other.example/', page, 'https://x.example')).toBeUndefined();
    expect(absoluteHref('//cdn.example/x', page, 'https://x.example')).toBeUndefined();
    expect(absoluteHref('./broken.md', page, 'https://x.example')).toBeUndefined();
  });
});

describe('rewriteLinks', () => {
  const rewrite = (href: string) => `https://x.example${href}`;

  it('replaces each target at its place, several on a line, the front matter counted in the line', () => {
    const lines = ['Read [a](./a.md) and [b](b.md#x).', '', '![i](./i.png)'];
    const links = [
      link('./a.md', '/docs/a', 4, 10),
      link('b.md#x', '/docs/b#x', 4, 26),
      link('./i.png', '/f/i.1.png', 6, 6),
    ];
    expect(rewriteLinks(lines, links, 3, rewrite)).toEqual([
      'Read [a](https://x.example/docs/a) and [b](https://x.example/docs/b#x).',
      '',
      '![i](https://x.example/f/i.1.png)',
    ]);
  });

  it('finds a target written percent-encoded, and leaves one not found at its place', () => {
    const lines = ['[c](./caf%C3%A9.md) [d](./d.md)'];
    const links = [link('./café.md', '/docs/caf%C3%A9', 1, 5), link('./d.md', '/docs/d', 1, 1)];
    expect(rewriteLinks(lines, links, 0, rewrite)).toEqual([
      '[c](https://x.example/docs/caf%C3%A9) [d](./d.md)',
    ]);
  });

  it('rewrites a place once when two links report it (a reference used twice)', () => {
    const lines = ['[r]: ./r.md'];
    const links = [link('./r.md', '/docs/r', 1, 6), link('./r.md', '/docs/r', 1, 6)];
    expect(rewriteLinks(lines, links, 0, rewrite)).toEqual(['[r]: https://x.example/docs/r']);
  });
});

describe('dropMdxSyntax', () => {
  it('drops import and export statements (over several lines too) and comments, never inside fences', () => {
    const lines = [
      "import A from './a';",
      'import {',
      '  B,',
      "} from './b';",
      'export const meta = { a: 1 };',
      'Text {/* note */} goes on.',
      '{/* a comment',
      'over two lines */}',
      '~~~js',
      "import kept from 'kept';",
      '{/* kept */}',
      '~~~',
      'Importing is a word.',
    ];
    expect(dropMdxSyntax(lines)).toEqual([
      'Text  goes on.',
      '~~~js',
      "import kept from 'kept';",
      '{/* kept */}',
      '~~~',
      'Importing is a word.',
    ]);
  });
});

describe('collapseBlankRuns', () => {
  it('folds blank runs outside fences only', () => {
    expect(collapseBlankRuns(['a', '', '', 'b', '```', '', '', '```'])).toEqual([
      'a',
      '',
      'b',
      '```',
      '',
      '',
      '```',
    ]);
  });
});

describe('sidebarTitle', () => {
  const site = (ids: string[], items: object[] = []) =>
    ({ sidebars: new Map(ids.map((id) => [id, []])), config: { navbar: { items } } }) as unknown as Site;

  it('is Docs for the only sidebar, else the navbar label or the id in words', () => {
    expect(sidebarTitle(site(['main']), 'main')).toBe('Docs');
    const two = site(
      ['userGuideSidebar', 'api-reference'],
      [{ type: 'docSidebar', sidebarId: 'api-reference', label: 'API' }],
    );
    expect(sidebarTitle(two, 'userGuideSidebar')).toBe('User Guide');
    expect(sidebarTitle(two, 'api-reference')).toBe('API');
  });
});
