import { describe, expect, it } from 'vitest';
import { codesOf, render } from './helpers.ts';

describe('unsafe URLs are never linked, and each is an error at the URL (RELIABILITY §5.2)', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#74;avascript:alert(1))',
    '[x](&#x6A;avascript:alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](<javascript:alert(1)>)',
    '[x](vbscript:msgbox(1))',
    '[x](VBSCRIPT:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](DATA:text/html,<script>alert(1)</script>)',
    '[x]\n\n[x]: javascript:alert(1)',
    '<javascript:alert(1)>',
    '<vbscript:msgbox(1)>',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    '![x](data:text/html;base64,PHNjcmlwdD4=)',
    // Schemes hidden by characters browsers drop from a URL (tab, line breaks) or by invisible ones.
    '[x](java&#x09;script:alert(1))',
    '[x](java&#9;script:alert(1))',
    '[x](java&#x0A;script:alert(1))',
    '[x](&#x6A;ava&#x0D;script:alert(1))',
    '[x](java%09script:alert(1))',
    '[x](java%250Ascript:alert(1))',
    '[x](&#x20;javascript:alert(1))',
    '[x](java&#x200B;script:alert(1))',
    '[x](vb&#x09;script:msgbox(1))',
    '[x]\n\n[x]: java&#x09;script:alert(1)',
    '![x](java&#x09;script:alert(1))',
    '![x](da&#x09;ta:text/html;base64,PHNjcmlwdD4=)',
  ])('%j', async (markdown) => {
    const result = await render(markdown);
    expect(result.html).not.toMatch(/href=|src=/);
    expect(result.links).toEqual([]);
    expect(codesOf(result)).toEqual(['url-unsafe']);
  });

  it('keeps the text of a refused link, and the alt text of a refused image', async () => {
    expect((await render('[x](java&#x09;script:alert(1))')).html).toBe('<p><a>x</a></p>\n');
    expect((await render('![a cat](javascript:alert(1))')).html).toBe('<p><img alt="a cat"></p>\n');
  });

  it('links paths that merely contain a scheme-like word', async () => {
    const result = await render('[x](./javascript-tips.md) [y](/docs/file%3A) [z](data-sheet)');
    expect(result.html.match(/<a /g)).toHaveLength(3);
  });

  it.each(['gif', 'png', 'jpeg', 'webp'])('keeps data:image/%s images', async (type) => {
    const result = await render(`![pixel](data:image/${type};base64,R0lGODlhAQABAAAAACw=)`);
    expect(result.html).toContain(`<img src="data:image/${type};base64,R0lGODlhAQABAAAAACw=" alt="pixel"`);
    expect(codesOf(result)).toEqual([]);
  });

  it('does not link a percent-encoded scheme, and never passes it to the resolver', async () => {
    const seen: string[] = [];
    const result = await render('[x](%6Aavascript:alert(1))', {
      resolveLink: (target) => {
        seen.push(target);
        return target;
      },
    });
    expect(result.html).not.toContain('href="javascript:');
    expect(seen).toEqual([]);
  });

  it('drops a resolver answer that is not a safe URL', async () => {
    const result = await render('[x](./b.md)', { resolveLink: () => 'javascript:alert(1)' });
    expect(result.html).toBe('<p><a href="./b.md">x</a></p>\n');
  });
});

describe('raw HTML is escaped when markdown.html is off (the default)', () => {
  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n'],
    [
      '<iframe src="https://evil.example"></iframe>',
      '<p>&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;</p>\n',
    ],
    ['a <b onclick="x()">b</b>', '<p>a &lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt;</p>\n'],
    ['</div></main>', '<p>&lt;/div&gt;&lt;/main&gt;</p>\n'],
    ['<!-- unclosed', '<p>&lt;!-- unclosed</p>\n'],
  ])('%j', async (markdown, html) => {
    expect((await render(markdown)).html).toBe(html);
  });

  it('passes raw HTML through when markdown.html is on, and counts its ids as anchors', async () => {
    const result = await render(
      '<div id="box">x</div>\n\nText <a name="spot"></a> here.',
      {},
      { html: true },
    );
    expect(result.html).toContain('<div id="box">x</div>');
    expect(result.anchors).toEqual(['box', 'spot']);
  });
});

describe('attribute escaping in link titles and image alt text', () => {
  it('escapes a link title with quotes', async () => {
    const result = await render('[x](https://example.com "say \\"hi\\" <b>")');
    expect(result.html).toMatchInlineSnapshot(`
      "<p><a href="https://example.com" title="say &quot;hi&quot; &lt;b&gt;" target="_blank" rel="noopener noreferrer">x</a></p>
      "
    `);
  });

  it('escapes image alt text with quotes', async () => {
    const result = await render('![a "quoted" <alt>](./img/logo.png)');
    expect(result.html).toMatchInlineSnapshot(`
      "<p><img src="/img/logo.png" alt="a &quot;quoted&quot; &lt;alt&gt;" width="120" height="40" loading="lazy" decoding="async"></p>
      "
    `);
  });
});

describe('invalid characters', () => {
  it.each([
    ['NUL', 'a\0b', 1, 2],
    ['lone high surrogate', 'ok\nab\uD800c', 2, 3],
    ['lone low surrogate', '\uDC00x', 1, 1],
  ])('%s becomes U+FFFD with one warning at its place', async (_name, markdown, line, column) => {
    const result = await render(markdown, { bodyLineOffset: 0 });
    expect(result.html).toContain('\uFFFD');
    expect(result.html).not.toMatch(/\0|[\uD800-\uDFFF]/);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'invalid-characters', line, column }),
    ]);
  });

  it('keeps U+FFFD without a warning of its own (invalid UTF-8 is reported when the file is read)', async () => {
    const result = await render('line\n\nbad \uFFFD byte');
    expect(result.html).toBe('<p>line</p>\n<p>bad \uFFFD byte</p>\n');
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps a valid surrogate pair (emoji) without a warning', async () => {
    const result = await render('Party 🎉');
    expect(result.html).toBe('<p>Party 🎉</p>\n');
    expect(result.diagnostics).toEqual([]);
  });

  it('reports one warning for many bad characters', async () => {
    const result = await render('\0\0\uD800\uDC00\uDC00'.repeat(100));
    expect(codesOf(result)).toEqual(['invalid-characters']);
  });
});

describe('reference labels named like Object.prototype members', () => {
  it('renders [__proto__] and [constructor] references normally', async () => {
    const result = await render(
      '[__proto__] [constructor][] [hasOwnProperty] [toString][]\n\n' +
        '[__proto__]: /a\n[constructor]: /b\n[hasOwnProperty]: /c\n[toString]: /d\n',
    );
    expect(result.html).toMatchInlineSnapshot(`
      "<p><a href="/base/a"><strong>proto</strong></a> <a href="/base/b">constructor</a> <a href="/base/c">hasOwnProperty</a> <a href="/base/d">toString</a></p>
      "
    `);
  });

  it('leaves an undefined [__proto__] reference as text', async () => {
    expect((await render('[__proto__] and [constructor]')).html).toBe(
      '<p>[<strong>proto</strong>] and [constructor]</p>\n',
    );
  });
});

describe('nesting deeper than markdown-it allows', () => {
  it.each([
    ['block quotes', '>'.repeat(150) + ' deep'],
    ['lists', Array.from({ length: 150 }, (_, i) => ' '.repeat(i * 2) + '- item').join('\n')],
    ['containers', ':::note\n'.repeat(150) + 'deep'],
  ])('warns about %s, naming the file', async (_name, markdown) => {
    const result = await render(markdown, { file: 'docs/deep.md' });
    const warnings = result.diagnostics.filter((d) => d.code === 'markdown-max-nesting');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('docs/deep.md');
    expect(warnings[0]!.severity).toBe('warning');
  });

  it('does not warn at a depth that renders fully', async () => {
    const result = await render('>'.repeat(40) + ' fine');
    expect(codesOf(result)).toEqual([]);
    expect(result.html).toContain('fine');
  });
});

// Patterns from markdown-it's test/pathological.mjs and RELIABILITY §5.2. Time goals belong to the benchmark:
// these only prove that rendering finishes.
describe('pathological input completes', () => {
  const cases: [string, string][] = [
    ['nested [ x50000', '['.repeat(50000) + 'a' + ']'.repeat(50000)],
    ['nested [ with a link tail', '['.repeat(50000) + 'a](b)'],
    ['* x50000', '*'.repeat(50000)],
    ['*a x50000', '*a'.repeat(50000)],
    ['_ x50000 in a paragraph', 'a ' + '_'.repeat(50000)],
    ['> x50000', '>'.repeat(50000) + ' x'],
    ['- x50000', '- '.repeat(50000) + 'x'],
    ['emphasis openers', '*a **a '.repeat(20000)],
    ['unclosed links', '[a](b '.repeat(20000)],
    ['backticks', '`a``'.repeat(20000)],
    ['unclosed <!--', '<!--'.repeat(20000)],
    ['entity-like', '&#'.repeat(50000)],
    ['reference definitions', '[a]: b\n'.repeat(20000) + '[a]'],
    ['nested images', '!['.repeat(30000) + 'a' + '](b)'.repeat(30000)],
    ['a 1M-character line', 'word '.repeat(200000)],
    ['unclosed containers', ':::note\n'.repeat(20000)],
    ['unclosed fences', '```\n'.repeat(20000)],
    ['100k headings', '## Same\n'.repeat(100000)],
    ['many links in one paragraph', '[a](./b.md) '.repeat(20000)],
    ['many reference links in one paragraph', '[a][r] '.repeat(20000) + '\n\n[r]: ./missing.md'],
    ['huge line-highlight range', '```ts {1-99999999}\nconst a = 1;\n```'],
    ['a long code line', '```ts\n' + 'a+'.repeat(100000) + '\n```'],
  ];
  it.each(cases)('%s', async (_name, markdown) => {
    const result = await render(markdown);
    expect(typeof result.html).toBe('string');
  });

  it('renders a 1 MB+ document completely', async () => {
    const section =
      '## Section\n\nSome *text* with a [link](./b.md) and `code`.\n\n```ts\nconst x = 1;\n```\n\n';
    const markdown = section.repeat(20000);
    expect(markdown.length).toBeGreaterThan(1_000_000);
    const result = await render(markdown);
    expect(result.headings).toHaveLength(20000);
    expect(result.links).toHaveLength(20000);
    expect(result.headings[19999]!.id).toBe('section-19999');
  });
});
