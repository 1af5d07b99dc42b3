import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

const mdx = (body: string, html = false) => render(body, { file: 'docs/page.mdx' }, { html });

describe('MDX: JSX HTML elements render with React whatever markdown.html says', () => {
  const cases: [string, string, string][] = [
    ['a paragraph, its children markdown', '<p>A *short* note</p>', '<p>A <em>short</em> note</p>'],
    [
      'className, nested inline',
      '<div><span className="badge badge--info">static</span></div>',
      '<div><span class="badge badge--info">static</span></div>',
    ],
    [
      'a style object, markdown blocks inside',
      '<div className="hero" style={{ backgroundColor: \'#000\', padding: 8 }}>\n\n**Dark** hero.\n\n</div>',
      '<div class="hero" style="background-color:#000;padding:8px"><p><strong>Dark</strong> hero.</p>\n</div>',
    ],
    [
      'void elements with and without a slash, inline',
      'One<br/>two<br>three',
      '<p>One<br/>two<br/>three</p>\n',
    ],
    [
      'htmlFor, data-*, aria-*, boolean and numeric props',
      '<label htmlFor="mode" data-kind="switch" aria-hidden>Mode</label> <input id="mode" type="checkbox" disabled checked={false} tabIndex={2} />',
      '<p><label for="mode" data-kind="switch" aria-hidden="true">Mode</label> <input id="mode" type="checkbox" disabled="" tabindex="2"/></p>\n',
    ],
    [
      'an indented table (no indented code in MDX)',
      '<table>\n  <thead>\n    <tr>\n      <th>Name</th>\n    </tr>\n  </thead>\n  <tbody>\n    <tr>\n      <td>`flag`</td>\n    </tr>\n  </tbody>\n</table>',
      '<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td><code>flag</code></td></tr></tbody></table>',
    ],
    ['class and for, as HTML writes them', '<div class="old">x</div>', '<div class="old">x</div>'],
  ];
  it.each(cases)('%s', async (_name, body, expected) => {
    for (const html of [false, true]) {
      const result = await mdx(body, html);
      expect(result.diagnostics).toEqual([]);
      expect(result.html).toBe(expected);
    }
  });

  it('resolves and records <a href> and <img src> like markdown links and images', async () => {
    const result = await mdx(
      'See <a href="./b.md#setup" className="more">the setup</a>.\n\n<img src="./img/logo.png" alt="Logo" />',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toBe(
      '<p>See <a href="/docs/b#setup" class="more">the setup</a>.</p>\n' +
        '<img src="/img/logo.png" alt="Logo" width="120" height="40"/>',
    );
    expect(result.links).toEqual([
      { kind: 'link', raw: './b.md#setup', href: '/docs/b#setup', line: 1, column: 14 },
      { kind: 'image', raw: './img/logo.png', href: '/img/logo.png', line: 3, column: 11 },
    ]);
  });

  it('keeps a given size, and warns at the URL of a link to no page', async () => {
    const sized = await mdx('<img src="./img/logo.png" alt="" width={200} />');
    expect(sized.html).toBe('<img src="/img/logo.png" alt="" width="200"/>');
    const broken = await mdx('Go <a href="./nowhere.md">there</a>.');
    expect(broken.diagnostics).toMatchObject([
      { severity: 'warning', code: 'broken-markdown-link', line: 1, column: 13 },
    ]);
    expect(broken.html).toBe('<p>Go <a href="./nowhere.md">there</a>.</p>\n');
  });

  it('makes an id an anchor of the page', async () => {
    const result = await mdx('<div id="limits">\n\nText.\n\n</div>');
    expect(result.anchors).toContain('limits');
  });

  it('is JSX in an .md page with MDX when markdown.html is off; raw HTML when it is on', async () => {
    const body =
      '<Admonition type="note">x</Admonition>\n\n<div className="card">y</div>\n\nType <name> here.';
    const off = await render(body, { file: 'docs/page.md' });
    expect(off.diagnostics).toEqual([]);
    expect(off.html).toContain('<div class="card">y</div><p>Type &lt;name&gt; here.</p>');
    // HTML that is not JSX (an unquoted attribute) stays text there, its closing tag too.
    const notJsx = await render('<Admonition>x</Admonition>\n\n<div class=x>\n\ny\n\n</div>', {
      file: 'docs/page.md',
    });
    expect(notJsx.diagnostics).toEqual([]);
    expect(notJsx.html).toContain('<p>&lt;div class=x&gt;</p>\n<p>y</p>\n<p>&lt;/div&gt;</p>');
    const on = await render(body, { file: 'docs/page.md' }, { html: true });
    expect(on.html).toContain('<div className="card">y</div>');
  });
});

describe('MDX: refused props of HTML elements are errors at the attribute', () => {
  const cases: [string, string, string, number, number, RegExp][] = [
    [
      'an event handler',
      '<div onClick={() => go()}>x</div>',
      'mdx-unsupported',
      1,
      6,
      /the event handler "onClick" of <div>/,
    ],
    [
      'a lowercase handler',
      'Hi <span onclick="go()">x</span>',
      'mdx-unsupported',
      1,
      10,
      /the event handler "onclick" of <span>/,
    ],
    [
      'dangerouslySetInnerHTML',
      'Intro.\n\n<div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />',
      'mdx-unsupported',
      3,
      6,
      /"dangerouslySetInnerHTML" on <div> is not supported/,
    ],
    ['a javascript: URL', '<a href="javascript:alert(1)">x</a>', 'url-unsafe', 1, 4, /javascript: URL/],
    [
      'a javascript: URL in a style',
      "<div style={{ background: 'url(javascript:alert(1))' }}>x</div>",
      'url-unsafe',
      1,
      6,
      /javascript: URL/,
    ],
    ['a string style', '<p style="color: red">x</p>', 'mdx-unsupported', 1, 4, /write it as an object/],
  ];
  it.each(cases)('%s', async (_name, body, code, line, column, message) => {
    const result = await mdx(body);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      code,
      file: 'docs/page.mdx',
      line,
      column,
    });
    expect(result.diagnostics[0]!.message).toMatch(message);
    expect(result.html).not.toContain('javascript');
  });
});

describe('MDX: nesting an HTML parser would undo is a warning', () => {
  const cases: [string, string, number, number, RegExp][] = [
    ['a div in a p', '<p><div>x</div></p>', 1, 4, /<div> cannot sit inside <p>/],
    ['a block div in a block p', '<p>\n\n<div>\n\nx\n\n</div>\n\n</p>', 3, 1, /<div> cannot sit inside <p>/],
    [
      'a markdown paragraph in a block p',
      '<p>\n\nSome text\n\n</p>',
      3,
      1,
      /<p> cannot sit inside <p>.*markdown blocks/,
    ],
    [
      'a cell outside a row',
      '<table>\n<td>x</td>\n</table>',
      2,
      1,
      /<td> cannot sit directly inside <table>: put it in <tr>/,
    ],
    [
      'a link in a link',
      '<a href="#a">one <a href="#b">two</a></a>',
      1,
      18,
      /a link cannot sit inside another link/,
    ],
  ];
  it.each(cases)('%s', async (_name, body, line, column, message) => {
    const result = await mdx(body);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'mdx-html-nesting',
      line,
      column,
    });
    expect(result.diagnostics[0]!.message).toMatch(message);
    // Rendered as written: the warning does not drop the element.
    expect(result.html).toMatch(/x|two|Some text/);
  });
});

describe('HTML comments in .mdx', () => {
  it('are comments, as Docusaurus 3 reads them; one never closed is an error', async () => {
    const closed = await render('Before <!-- a note --> after.\n\n<!-- alone -->\n', { file: 'docs/c.mdx' });
    expect(closed.diagnostics).toEqual([]);
    expect(closed.html).toBe('<p>Before  after.</p>\n');
    const open = await render('Text <!-- never closed\n', { file: 'docs/c.mdx' });
    expect(open.diagnostics).toMatchObject([{ code: 'mdx-unsupported', line: 1, column: 6 }]);
  });
});

describe("MDX: useBaseUrl('…') in a prop (from @docusaurus/useBaseUrl)", () => {
  const withImport = (body: string) => mdx(`import useBaseUrl from '@docusaurus/useBaseUrl';\n\n${body}`);

  it('is the path under the site root, resolved like a markdown image of that path', async () => {
    for (const arg of ["'/img/plain.svg'", "'img/plain.svg'", '"img/plain.svg"']) {
      const result = await withImport(`<img src={useBaseUrl(${arg})} alt="Plain" />`);
      expect(result.diagnostics).toEqual([]);
      expect(result.html).toBe('<img src="/img/plain.svg" alt="Plain"/>');
    }
  });

  it('reports an image it does not find at the call, as for a markdown image', async () => {
    const result = await withImport('<img src={useBaseUrl(\'/img/none.png\')} alt="" />');
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['missing-image', 3, 11]]);
  });

  it('refuses a javascript: URL and anything but one string, at its position', async () => {
    const unsafe = await withImport('<img src={useBaseUrl(\'javascript:alert(1)\')} alt="" />');
    expect(unsafe.html).toBe('');
    expect(unsafe.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ['error', 'url-unsafe', 3, 6],
    ]);
    for (const args of ['x', "'a', 'b'", '']) {
      const wrong = await withImport(`<img src={useBaseUrl(${args})} alt="" />`);
      expect(wrong.html).toBe('');
      expect(wrong.diagnostics.map((d) => [d.code, d.line])).toEqual([['mdx-unsupported', 3]]);
    }
  });

  it('is refused when imported from another module, with the module to use', async () => {
    const result = await mdx("import useBaseUrl from './base';\n\nText.");
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("import useBaseUrl from '@docusaurus/useBaseUrl'"),
    ]);
  });
});

describe('MDX: export const of a literal value, named in props', () => {
  it('is the value of a prop that names it, and spreads into an object', async () => {
    const result = await mdx(
      'export const size = { width: 283, height: 535 }\n\n' +
        '<div style={size}>\n<span style={{ position: "absolute", ...size, opacity: 0.5 }}>x</span>\n</div>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toBe(
      '<div style="width:283px;height:535px"><span style="position:absolute;width:283px;height:535px;opacity:0.5">x</span></div>',
    );
  });

  it('refuses code in the value, an unsafe URL through it, and a name that was not exported', async () => {
    const code = await mdx('export const size = compute()\n\nText.');
    expect(code.diagnostics.map((d) => [d.code, d.line])).toEqual([['mdx-unsupported', 1]]);
    const unsafe = await mdx('export const go = "javascript:alert(1)"\n\n<a href={go}>x</a>');
    expect(unsafe.html).not.toContain('javascript:');
    expect(unsafe.diagnostics.map((d) => [d.code, d.line])).toEqual([['url-unsafe', 3]]);
    const unknown = await mdx('<div style={size}>x</div>');
    expect(unknown.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['mdx-unsupported', expect.stringContaining('the variable "size"')],
    ]);
    const other = await mdx('export function f() {}\n\nText.');
    expect(other.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('"export" is not supported'),
    ]);
  });
});

describe('MDX: a component imported from an npm package docsgen does not render', () => {
  it.each([
    ['react-tweet', 'react-tweet'],
    ['@scope/embeds/youtube', '@scope/embeds'],
  ])('names the package of %s and the npm install line, at the import', async (from, pkg) => {
    const result = await mdx(`import Embed from '${from}';\n\nText.`);
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ['error', 'mdx-unsupported', 1, 8],
    ]);
    expect(result.diagnostics[0]!.message).toContain(`the npm package "${pkg}"`);
    expect(result.diagnostics[0]!.message).toContain(`npm install ${pkg}, then`);
    expect(result.diagnostics[0]!.message).toContain(`markdown.mdxComponents: { Embed: '${from}' }`);
  });

  it('does not take a path or a Docusaurus alias for a package', async () => {
    for (const from of ['./Chart', '@site/src/components/Chart', '@theme/Chart']) {
      const result = await mdx(`import Chart from '${from}';\n\nText.`);
      expect(result.diagnostics[0]!.message).not.toContain('npm');
    }
  });
});
