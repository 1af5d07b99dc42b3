// MDX as Starlight's own docs write it: fences indented inside <TabItem>, markdown escapes and literal children in an
// element inside text, and a blank expression after a closing tag.
import { describe, expect, it } from 'vitest';
import { render } from '../helpers.ts';

const mdx = (body: string) => render(body, { file: 'docs/page.mdx' });
const IMPORT = "import { Tabs, TabItem } from '@astrojs/starlight/components';\n\n";

describe('Starlight-style MDX', () => {
  it('reads a fence indented by 8 spaces inside a tab item as code, with its indentation taken off', async () => {
    const result = await mdx(
      `${IMPORT}<Tabs>\n    <TabItem label="npm">\n        \`\`\`sh\n        npm run dev\n          --open\n        \`\`\`\n` +
        '    </TabItem>\n    <TabItem label="pnpm">\n        ```sh\n        pnpm dev\n        ```\n\n    </TabItem>\n</Tabs>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<div class="code-block" data-language="sh">');
    expect(result.html).toMatch(
      /<span class="line">[^\n]*npm[^\n]*run[^\n]*dev<\/span>\n<span class="line">  <span[^>]*>--open/,
    );
    expect(result.html).toMatch(/<span class="line">[^\n]*pnpm[^\n]*dev<\/span><\/code>/);
    expect(result.html).not.toContain('<p><code>sh');
  });

  it('keeps a deep fence in a plain .md file indented code', async () => {
    const result = await render('Text\n\n        ```sh\n        npm run dev\n        ```\n');
    expect(result.html).toContain('<span class="line">    ```sh</span>');
  });

  it('reads \\{ and \\} in an element inside text as escaped braces', async () => {
    const result = await mdx('**type:** <code>\\{ \\[dir: string\\]: [Locale](#locale) \\}</code>');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<code>{ [dir: string]: <a href="#locale">Locale</a> }</code>');
    const lone = await mdx('<code>\\{ a: [B](#b) }</code>');
    expect(lone.diagnostics).toEqual([]);
    expect(lone.html).toContain('<code>{ a: <a href="#b">B</a> }</code>');
  });

  it('shows literal children of an element as their text, markdown characters and all', async () => {
    const result = await mdx(
      '<code>{`Array<{ icon: `}[Icon](#icon){`; href: *string* }>`}</code> and <b>{"x_y_z"}</b>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<code>Array&lt;{ icon: <a href="#icon">Icon</a>; href: *string* }&gt;</code> and <b>x_y_z</b>',
    );
  });

  it('still refuses a child that is code', async () => {
    const result = await mdx('A <b>{count + 1}</b>.');
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'error',
        code: 'mdx-unsupported',
        message: expect.stringContaining('as a child is not supported'),
      },
    ]);
  });

  it("takes `</Tabs>{' '}` as the closing tag alone", async () => {
    const result = await mdx(
      `${IMPORT}<Tabs>\n\t<TabItem label="A">one</TabItem>\n\t<TabItem label="B">two</TabItem>\n</Tabs>{' '}\n\nAfter`,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toMatch(/two<\/div>\n<\/div>\n<p>After<\/p>/);
    const code = await mdx(`${IMPORT}<Tabs>\n\t<TabItem label="A">one</TabItem>\n</Tabs>{x}\n`);
    expect(code.diagnostics.length).toBeGreaterThan(0);
  });

  it('lets a fence interrupt a paragraph in .mdx, as in markdown', async () => {
    const result = await mdx('Like this:\n```html\n<html data-theme="dark">\n```\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<p>Like this:</p>\n<div class="code-block" data-language="html">');
  });

  it('renders an empty expression as nothing', async () => {
    const result = await mdx('- Default: {}\n- Other: { }');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<li>Default: </li>\n<li>Other: </li>');
  });

  it('reads an export whose template literal spans blank lines, and joins text with +', async () => {
    const result = await render(
      "import { Code } from '@astrojs/starlight/components';\n\n" +
        'export const code = `\nfirst()\n\nsecond(\\`${"x"}\\`)\n`\n\nexport const meta = `collapse={1-2}`\n\n' +
        "<Code lang=\"md\" code={'```js ' + meta + code + '```'} title={`a ${meta} b`} />\n\nAfter",
      { file: 'docs/page.mdx' },
      { dialect: 'starlight' },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<p>After</p>');
    expect(result.html).not.toContain('first()</p>');
    expect(result.html).toContain('<div class="code-block-title">a collapse={1-2} b</div>');
    expect(result.html).toMatch(/```js collapse=\{1-2\}[\s\S]*first\(\)[\s\S]*second\(`x`\)[\s\S]*```/);
  });

  it('says where a ?raw import cannot be read', async () => {
    const result = await render(
      "import code from './missing.ts?raw';\n\nText",
      { file: 'docs/page.mdx', readFile: () => undefined },
      { includeRoots: { rootDir: '/site', contentDir: '/site/docs' } },
    );
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'error',
        code: 'mdx-unsupported',
        line: 1,
        message: expect.stringContaining('missing.ts cannot be read'),
      },
    ]);
    const outside = await render(
      "import code from '../../x.ts?raw';\n\nText",
      { file: 'docs/page.mdx', readFile: () => 'x' },
      { includeRoots: { rootDir: '/site', contentDir: '/site/docs' } },
    );
    expect(outside.diagnostics[0]!.message).toContain("outside the site's folder");
  });

  it('reads a ?raw import from the project folder (/x) or the page (./x), inside a workspace too', async () => {
    const files: Record<string, string> = {
      '/repo/site/snippets/a.txt': 'from root',
      '/repo/examples/b.txt': 'beside',
    };
    const body =
      "import { Code } from '@astrojs/starlight/components';\nimport a from '/snippets/a.txt?raw';\n" +
      "import b from '../../examples/b.txt?raw';\n\n<Code code={a} />\n\n<Code code={b} />";
    const result = await render(
      body,
      { file: 'docs/page.mdx', readFile: (abs) => files[abs] },
      {
        dialect: 'starlight',
        includeRoots: { rootDir: '/repo/site', contentDir: '/repo/site/docs', allowedDir: '/repo' },
      },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('from root');
    expect(result.html).toContain('beside');
  });

  it("takes a Starlight site's npm component for an Astro one: a warning, its children shown, its props unread", async () => {
    const result = await render(
      "import { Preview } from '@example/docs-components';\n\n<Preview code={load()}>\n\nInside\n\n</Preview>",
      { file: 'docs/page.mdx' },
      { dialect: 'starlight' },
    );
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'mdx-astro-component', 1],
    ]);
    expect(result.html).toContain('<p>Inside</p>');
    const plain = await mdx("import { Preview } from '@example/docs-components';\n\nText");
    expect(plain.diagnostics.map((d) => d.severity)).toEqual(['error']);
  });
  it('evaluates replace, replaceAll and trim on a known string in a prop', async () => {
    const result = await mdx(
      "export const raw = '  a\\tb\\tc  ';\n\n" +
        '<span title={raw.replace(/\\t/g, "-").trim()} data-one={raw.replace("\\t", "+")} ' +
        'data-all={raw.replaceAll("\\t", "_").trimEnd()}>x</span>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('title="a-b-c"');
    expect(result.html).toContain('data-one="  a+b\tc  "');
    expect(result.html).toContain('data-all="  a_b_c"');
  });

  it('refuses a function replacement and replaceAll with a regex without g', async () => {
    const fn = await mdx("export const raw = 'ab';\n\n<span title={raw.replace('a', () => 'x')}>x</span>");
    expect(fn.diagnostics).toMatchObject([{ severity: 'error' }]);
    const noG = await mdx("export const raw = 'ab';\n\n<span title={raw.replaceAll(/a/, 'x')}>x</span>");
    expect(noG.diagnostics).toMatchObject([
      { severity: 'error', message: expect.stringContaining('g flag') },
    ]);
  });
});
