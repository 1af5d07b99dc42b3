import { describe, expect, it } from 'vitest';
import { codesOf, render } from './helpers.ts';

const html = { html: true };

describe('raw HTML links and images', () => {
  it('rewrites every srcset candidate and keeps its descriptor', async () => {
    const result = await render(
      '<picture><source srcset="./img/logo.png 1x, /img/plain.svg 2x"><img src="/img/plain.svg" alt=""></picture>\n',
      {},
      html,
    );
    expect(result.html).toContain('<source srcset="/img/logo.png 1x, /img/plain.svg 2x">');
    expect(result.links.map((l) => [l.kind, l.raw, l.href])).toEqual([
      ['image', './img/logo.png', '/img/logo.png'],
      ['image', '/img/plain.svg', '/img/plain.svg'],
      ['image', '/img/plain.svg', '/img/plain.svg'],
    ]);
  });

  it('adds the size only to an img that sets neither width nor height', async () => {
    const result = await render(
      '<div>\n<img src="./img/logo.png" alt="a">\n<img src="./img/logo.png" width="10" alt="b">\n</div>\n',
      {},
      html,
    );
    expect(result.html).toContain('<img width="120" height="40" src="/img/logo.png" alt="a">');
    expect(result.html).toContain('<img src="/img/logo.png" width="10" alt="b">');
  });

  it('resolves .md links of inline tags and escapes what it writes', async () => {
    const result = await render('See <a href="b.md#x&amp;y" class="k">b</a> here.\n', {}, html);
    expect(result.html).toContain('<a href="/docs/b#x&amp;y" class="k">b</a>');
    expect(result.links[0]).toMatchObject({ kind: 'link', raw: 'b.md#x&y', href: '/docs/b#x&y', line: 1 });
  });

  it('reports a missing image and an unknown .md page at the line and column of the URL', async () => {
    const result = await render(
      'Text.\n\n<p>\n  <img alt="x" src="nope.png">\n  <a href="gone.md">g</a>\n</p>\n',
      {},
      html,
    );
    expect(codesOf(result)).toEqual(['missing-image', 'broken-markdown-link']);
    expect(result.diagnostics.map((d) => [d.line, d.column])).toEqual([
      [4, 21],
      [5, 12],
    ]);
  });

  it('leaves external URLs, anchors and other markup exactly as written', async () => {
    const body =
      '<p data-x="1"><a href="https://example.com/a">e</a> <a href="#top">t</a> <img src="data:image/png;base64,AA"></p>\n';
    const result = await render(body, {}, html);
    expect(result.html).toBe(body);
    expect(result.diagnostics).toEqual([]);
  });

  it('does nothing while raw HTML is off (it is escaped)', async () => {
    const result = await render('<img src="nope.png">\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('&lt;img');
  });
});
