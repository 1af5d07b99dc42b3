import { describe, expect, it } from 'vitest';
import { directoryUrlTarget } from '../../../../src/markdown/dialects/mkdocs/directory-urls.ts';
import { codesOf, render } from '../helpers.ts';

describe('directoryUrlTarget', () => {
  it.each([
    ['docs/guide/install.md', 'img/a.png', './install/img/a.png'],
    ['docs/guide/install.md', '../img/a.png', './img/a.png'],
    ['docs/guide/install.md', '../../img/a.png?v=2#top', '../img/a.png?v=2#top'],
    ['docs/guide/index.md', 'img/a.png', undefined],
    ['docs/README.md', 'img/a.png', undefined],
    ['docs/guide/install.md', '/img/a.png', undefined],
    ['docs/guide/install.md', 'https://example.org/a.png', undefined],
    ['docs/guide/install.md', '#top', undefined],
  ])('in %s, %s names %s', (file, raw, expected) => {
    expect(directoryUrlTarget(file, raw)).toBe(expected);
  });
});

describe('raw HTML URLs of an MkDocs page', () => {
  const options = { html: true, dialect: 'mkdocs' as const };

  it("reads a relative <img src> from the page's directory URL", async () => {
    const result = await render('<img src="../img/logo.png" alt="Logo">', { file: 'docs/b.md' }, options);
    expect(result.html).toContain('<img width="120" height="40" src="/img/logo.png" alt="Logo">');
    expect(codesOf(result)).toEqual([]);
  });

  it('still finds a path written from the file, and reports one that is neither', async () => {
    const found = await render('<img src="./img/logo.png">', { file: 'docs/b.md' }, options);
    expect(found.html).toContain('src="/img/logo.png"');
    const missing = await render('<img src="../nothing.png">', { file: 'docs/b.md' }, options);
    expect(codesOf(missing)).toEqual(['missing-image']);
  });

  it('leaves other sites as they were: the path is read from the file', async () => {
    const result = await render('<img src="../img/logo.png">', { file: 'docs/b.md' }, { html: true });
    expect(codesOf(result)).toEqual(['missing-image']);
  });
});
