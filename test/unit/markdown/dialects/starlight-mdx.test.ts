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
});
