// The VitePress dialect (`markdown.dialect: 'vitepress'`): snippet imports, code notation and fence options,
// `::: v-pre`, `<Badge>`, and the warnings for what needs Vue.
import { describe, expect, it } from 'vitest';
import { regionOf } from '../../../../src/markdown/dialects/vitepress/snippets.ts';
import { codesOf, render as renderWith } from '../helpers.ts';

const FILES: Record<string, string> = {
  '/site/docs/snippets/add.ts': 'export function add(a: number, b: number) {\n  return a + b;\n}\n',
  '/site/docs/guide/part.js':
    'const skip = 1;\n// #region setup\nconst lamp = light();\nlamp.on();\n// #endregion setup\n',
};
const roots = { rootDir: '/site', contentDir: '/site/docs' };
const context = { file: 'docs/guide/page.md', readFile: (abs: string) => FILES[abs] };
const render = (body: string) =>
  renderWith(body, context, { dialect: 'vitepress', html: true, includeRoots: roots });

describe('snippet imports', () => {
  it('imports a file from the content folder with line highlights and its language from the extension', async () => {
    const result = await render('<<< @/snippets/add.ts{2}');
    expect(codesOf(result)).toEqual([]);
    expect(result.html).toContain('data-language="ts"');
    expect(result.html).toMatch(/<span class="line highlighted">\s*<span[^>]*>return<\/span>/);
    expect(result.html).toContain('<span class="tok-title">add</span>');
  });

  it('imports one region of a file beside the page, without its markers, with line numbers', async () => {
    const result = await render('<<< ./part.js#setup{js:line-numbers} [Setup]');
    expect(codesOf(result)).toEqual([]);
    expect(result.html).toContain('has-line-numbers');
    expect(result.html).not.toContain('region');
    expect(result.html).not.toContain('skip');
    expect(result.html).toContain('data-line="2"');
  });

  it('reports a missing file or region as an error at its line', async () => {
    const result = await render('Text.\n\n<<< @/snippets/none.ts\n\n<<< ./part.js#nothing');
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['markdown-missing-include', 'error', 3],
      ['markdown-missing-include', 'error', 5],
    ]);
    expect(result.html).not.toContain('&lt;&lt;&lt;');
  });

  it('reads a region that closes with a bare #endregion', () => {
    expect(regionOf('# #region a\nx\n# #endregion\ny', 'a')).toBe('x');
  });
});

describe('code notation and fence options', () => {
  it('takes out the notation comments and gives their lines classes', async () => {
    const body = [
      '```ts',
      'const a = 1; // [!code highlight]',
      'const b = 2; // [!code focus]',
      'const c = 3; // [!code ++]',
      'const d = 4; // [!code --]',
      'const e = 5; // [!code error]',
      'const f = 6; // [!code warning]',
      '```',
    ].join('\n');
    const { html } = await render(body);
    expect(html).not.toContain('[!code');
    for (const classes of [
      'highlighted',
      'focused',
      'diff add',
      'diff remove',
      'highlighted error',
      'highlighted warning',
    ])
      expect(html).toContain(`<span class="line ${classes}">`);
  });

  it('reads :line-numbers, :no-line-numbers and -vue fences without unknown-language warnings', async () => {
    const numbered = await render('```ts:line-numbers=5 {1}\nlet a = 1;\n```');
    expect(numbered.html).toContain('<span class="line highlighted" data-line="5">');
    const off = await render('```ts:no-line-numbers\nlet a = 1;\n```');
    expect(off.html).not.toContain('has-line-numbers');
    const vue = await render('```js-vue\nconst msg = "{{ hello }}";\n```');
    expect(vue.html).toContain('data-language="js"');
    expect(codesOf(numbered).concat(codesOf(off), codesOf(vue))).toEqual([]);
  });
});

describe("Vue's markup", () => {
  it('renders <Badge> in both forms', async () => {
    const { html } = await render(
      '## Title <Badge type="warning" text="beta" />\n\nNew <Badge type="info">v2</Badge>.',
    );
    expect(html).toContain('<span class="badge badge--warning">beta</span>');
    expect(html).toContain('<span class="badge badge--info">v2</span>');
  });

  it('warns once per page for Vue expressions outside code and v-pre, and shows them as written', async () => {
    const result = await render(
      'Sum {{ 1 + 1 }} and {{ 2 }}.\n\n`{{ code }}`\n\n::: v-pre\nRaw {{ kept }}\n:::\n',
    );
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['markdown-vue-expression', 1, 5],
    ]);
    expect(result.html).toContain('<div class="v-pre">\n<p>Raw {{ kept }}</p>\n</div>');
    expect(result.html).toContain('Sum {{ 1 + 1 }}');
  });

  it('leaves out <script setup> and <style> blocks with one warning, and warns about components', async () => {
    const body =
      '<script setup>\nimport X from "./x.vue"\n</script>\n\n# T\n\n<style>\n.a { color: red }\n</style>\n\n<MyWidget :n="1" />\n';
    const result = await render(body);
    expect(result.html).not.toContain('script');
    expect(result.html).not.toContain('color: red');
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['markdown-vue-component', 1],
      ['markdown-vue-component', 11],
    ]);
  });
});

describe("Shiki's language names", () => {
  it.each(['vue-html', 'jsonc', 'ansi', 'shellscript'])('reads %s without a warning', async (lang) => {
    expect(codesOf(await render(`\`\`\`${lang}\nx\n\`\`\``))).toEqual([]);
  });
});

describe('heading ids', () => {
  it('gives headings the ids VitePress gives them', async () => {
    const result = await render(
      '## `<Content />` <Badge type="info" text="component" />\n\n## site_config.ts\n\n## Café & Crème\n\n## 2. Steps\n\n## Steps\n\n## Steps',
    );
    const ids = [...result.html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['content', 'site-config-ts', 'cafe-creme', '_2-steps', 'steps', 'steps-1']);
  });
});
