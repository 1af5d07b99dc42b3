import { describe, expect, it } from 'vitest';
import { codesOf, render } from './helpers.ts';

describe('link rewriting', () => {
  it.each([
    ['relative .md', '[x](./b.md)', '<a href="/docs/b">x</a>'],
    ['relative .md with a hash', '[x](./b.md#setup)', '<a href="/docs/b#setup">x</a>'],
    ['parent folder', '[x](../guide/intro.md)', '<a href="/docs/guide/intro">x</a>'],
    ['percent-encoded name', '[x](caf%C3%A9.md)', '<a href="/docs/caf%C3%A9">x</a>'],
    ['unicode name', '[x](café.md)', '<a href="/docs/caf%C3%A9">x</a>'],
    ['& in a name', '[x](Terms&Conditions.md)', '<a href="/docs/world/Terms&amp;Conditions">x</a>'],
    ['angle-bracket target', '[x](<./b.md>)', '<a href="/docs/b">x</a>'],
    ['root route', '[x](/docs/user-guide/)', '<a href="/base/docs/user-guide/">x</a>'],
    ['hash only', '[x](#top)', '<a href="#top">x</a>'],
    [
      'https',
      '[x](https://example.com/a?b=1)',
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'http',
      '[x](http://example.com)',
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'protocol-relative',
      '[x](//cdn.example.com/a)',
      '<a href="//cdn.example.com/a" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'autolink',
      '<https://example.com>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>',
    ],
    ['mailto', '[x](mailto:a@example.com)', '<a href="mailto:a@example.com">x</a>'],
    ['email autolink', '<a@example.com>', '<a href="mailto:a@example.com">a@example.com</a>'],
    ['tel', '[x](tel:+123)', '<a href="tel:+123">x</a>'],
    ['other scheme', '[x](ftp://example.com/f)', '<a href="ftp://example.com/f">x</a>'],
    ['unknown non-md target', '[x](./file.pdf)', '<a href="./file.pdf">x</a>'],
    ['reference link', '[x][r]\n\n[r]: ./b.md', '<a href="/docs/b">x</a>'],
  ])('%s', async (_name, markdown, anchor) => {
    const result = await render(markdown);
    expect(result.html).toBe(`<p>${anchor}</p>\n`);
    expect(codesOf(result)).toEqual([]);
  });

  it('does not linkify bare URLs or apply typography', async () => {
    const { html } = await render('See https://example.com -- "quoted" (c) ...');
    expect(html).toBe('<p>See https://example.com -- &quot;quoted&quot; (c) ...</p>\n');
  });

  it.each([
    ['./missing.md', './missing.md'],
    ['./missing.mdx#x', './missing.mdx#x'],
    ['./MISSING.MD?x=1', './MISSING.MD?x=1'],
  ])('keeps a broken .md link %j and warns', async (target, href) => {
    const result = await render(`Text\n\nSee [x](${target}).`, { bodyLineOffset: 4 });
    expect(result.html).toBe(`<p>Text</p>\n<p>See <a href="${href}">x</a>.</p>\n`);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'broken-markdown-link', severity: 'warning', line: 7, column: 9 }),
    ]);
    expect(result.diagnostics[0]!.message).toContain(
      'does not name a page; check the path relative to this file',
    );
  });
});

describe('LinkRef positions', () => {
  it('counts front matter lines and finds each target on its own line', async () => {
    const markdown = [
      'Intro [a](./b.md) and [b](https://example.com)', // body line 1
      'continued [a](./b.md) again', // body line 2
      '',
      '- item [c](#top)', // body line 4
      '',
      '| h |',
      '| - |',
      '| [d](./b.md) |', // body line 8
    ].join('\n');
    const result = await render(markdown, { bodyLineOffset: 5 });
    expect(result.links).toEqual([
      { kind: 'link', raw: './b.md', href: '/docs/b', line: 6, column: 11 },
      { kind: 'link', raw: 'https://example.com', href: 'https://example.com', line: 6, column: 27 },
      { kind: 'link', raw: './b.md', href: '/docs/b', line: 7, column: 15 },
      { kind: 'link', raw: '#top', href: '#top', line: 9, column: 12 },
      { kind: 'link', raw: './b.md', href: '/docs/b', line: 13, column: 7 },
    ]);
  });

  it('finds the same target twice on one line at two columns', async () => {
    const result = await render('[a](./b.md) [b](./b.md)');
    expect(result.links.map((l) => l.column)).toEqual([5, 17]);
  });

  it('falls back to the block line and column 1 for a reference link', async () => {
    const result = await render('Text\n\nSee [x][r].\n\n[r]: ./b.md', { bodyLineOffset: 1 });
    expect(result.links).toEqual([{ kind: 'link', raw: './b.md', href: '/docs/b', line: 4, column: 1 }]);
  });

  it('records the raw target decoded, as written', async () => {
    const result = await render('[x](<my file.md>)');
    expect(result.links[0]).toMatchObject({ raw: 'my file.md', href: 'my%20file.md', column: 6 });
    expect(codesOf(result)).toEqual(['broken-markdown-link']);
  });
});

describe('images', () => {
  it('writes the resolved src, size, lazy loading and async decoding', async () => {
    const result = await render('![Logo](./img/logo.png "The logo")');
    expect(result.html).toMatchInlineSnapshot(`
      "<p><img src="/img/logo.png" alt="Logo" title="The logo" width="120" height="40" loading="lazy" decoding="async"></p>
      "
    `);
    expect(result.links).toEqual([
      { kind: 'image', raw: './img/logo.png', href: '/img/logo.png', line: 1, column: 9 },
    ]);
  });

  it('writes no size when none is known', async () => {
    const { html } = await render('![Plain](/img/plain.svg)');
    expect(html).toBe('<p><img src="/img/plain.svg" alt="Plain" loading="lazy" decoding="async"></p>\n');
  });

  it('leaves external images alone apart from lazy loading', async () => {
    const { html, diagnostics } = await render('![x](https://example.com/a.png)');
    expect(html).toBe(
      '<p><img src="https://example.com/a.png" alt="x" loading="lazy" decoding="async"></p>\n',
    );
    expect(diagnostics).toEqual([]);
  });

  it('warns about a missing image at its place and keeps its src', async () => {
    const result = await render('Intro\n\n![Gone](./img/gone.png)', { bodyLineOffset: 2 });
    expect(result.html).toContain('<img src="./img/gone.png" alt="Gone" loading="lazy" decoding="async">');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'missing-image', severity: 'warning', line: 5, column: 9 }),
    ]);
  });

  it('handles an image inside a link', async () => {
    const result = await render('[![Logo](./img/logo.png)](./b.md)');
    expect(result.html).toContain(
      '<a href="/docs/b"><img src="/img/logo.png" alt="Logo" width="120" height="40"',
    );
    expect(result.links.map((l) => [l.kind, l.column])).toEqual([
      ['image', 10],
      ['link', 27],
    ]);
  });
});
