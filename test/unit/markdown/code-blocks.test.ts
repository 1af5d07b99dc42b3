import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from '../../../src/markdown/highlight.ts';
import { codesOf, render, TEST_OPTIONS } from './helpers.ts';

describe('code blocks', () => {
  it('highlights at build time with dual-theme CSS variables, a title, marked lines and a copy button', async () => {
    const result = await render(
      '```ts title="file.ts" {2} showLineNumbers\nconst a = 1;\nlet b = "<x>";\n```',
    );
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="code-block has-line-numbers" data-language="ts"><div class="code-block-title">file.ts</div><pre class="tokens language-ts" tabindex="0"><code><span class="line" data-line="1"><span class="tok-keyword">const</span> a = <span class="tok-number">1</span>;</span>
      <span class="line highlighted" data-line="2"><span class="tok-keyword">let</span> b = <span class="tok-string">&quot;&lt;x&gt;&quot;</span>;</span></code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button></div>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it('puts exactly the code, line by line, in <code> (what the copy button copies)', async () => {
    const { html } = await render('```bash\nnpm install\n\nnpm test\n```');
    const code = /<code>([\s\S]*)<\/code>/.exec(html)![1]!;
    const text = code.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&');
    expect(text).toBe('npm install\n\nnpm test');
    expect(code.split('\n').every((line) => line.startsWith('<span class="line'))).toBe(true);
  });

  it.each([
    ['ts', 'const x: number = 1;', 'keyword', 'const'],
    ['typescript', 'interface A {}', 'keyword', 'interface'],
    ['js', 'let y = "a";', 'string', '&quot;a&quot;'],
    ['jsx', 'return null;', 'keyword', 'return'],
    ['tsx', 'function f() {}', 'title', 'f'],
    ['json', '{"a": 1}', 'number', '1'],
    ['bash', 'echo "hi" # note', 'comment', '# note'],
    ['sh', 'cd /tmp', 'type', 'cd'],
    ['shell', '$ npm test', 'title', 'npm'],
    ['yaml', 'key: 1', 'attr', 'key'],
    ['yml', 'key: 1', 'number', '1'],
    ['md', '# Title', 'title', '# Title'],
    ['css', 'a { color: red; }', 'attr', 'color'],
    ['html', '<b class="x">x</b>', 'string', '=&quot;x&quot;'],
    ['diff', '-old', 'deletion', '<span class="tok-deletion">-</span>old'],
    ['toml', 'a = "b"', 'string', '&quot;b&quot;'],
    ['python', 'def f(): pass', 'keyword', 'def'],
    ['rust', 'fn main() {}', 'keyword', 'fn'],
    ['go', 'func main() {}', 'keyword', 'func'],
    ['TS', 'const x = 1;', 'keyword', 'const'],
  ])('highlights %s: `%s` has a %s token', async (lang, code, role, token) => {
    const result = await render(`\`\`\`${lang}\n${code}\n\`\`\``, {}, { codeLanguages: [lang] });
    expect(result.html).toMatch(/<pre class="tokens language-[a-z]+" tabindex="0">/);
    expect(result.html).toContain(`<span class="tok-${role}">${token}</span>`);
    expect(result.html).not.toContain('style=');
    expect(result.html).toContain(`data-language="${lang.toLowerCase()}"`);
    expect(codesOf(result)).toEqual([]);
  });

  it.each([
    ['no language', '```\n<b>&amp;</b>\n```', 'text'],
    ['text', '```text\n<b>&amp;</b>\n```', 'text'],
    ['txt', '```txt\n<b>&amp;</b>\n```', 'txt'],
    ['an indented block', '    <b>&amp;</b>', 'text'],
  ])('renders %s as escaped plain text without a warning', async (_name, markdown, lang) => {
    const result = await render(markdown);
    expect(result.html).toBe(
      `<div class="code-block" data-language="${lang}"><pre class="code-plain" tabindex="0"><code><span class="line">&lt;b&gt;&amp;amp;&lt;/b&gt;</span></code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button></div>\n`,
    );
    expect(codesOf(result)).toEqual([]);
  });

  it.each([['an unknown language', 'klingon', 'is unknown']])(
    'renders %s as plain text with a warning at the fence line',
    async (_name, lang, hint) => {
      const result = await render(`Intro\n\n\`\`\`${lang}\n<x>\n\`\`\``, { bodyLineOffset: 3 });
      expect(result.html).toContain(
        `data-language="${lang}"><pre class="code-plain" tabindex="0"><code><span class="line">&lt;x&gt;</span>`,
      );
      expect(result.diagnostics).toEqual([
        expect.objectContaining({ code: 'code-unknown-language', line: 6 }),
      ]);
      expect(result.diagnostics[0]!.message).toContain(hint);
    },
  );

  it('attribute-escapes a hostile info string', async () => {
    const result = await render('```js" onmouseover="alert(1) title="x" onclick="y"\ncode\n```');
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="code-block" data-language="js&quot;"><pre class="code-plain" tabindex="0"><code><span class="line">code</span></code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button></div>
      "
    `);
    expect(result.html).not.toMatch(/ on\w+="/);
  });

  it('escapes a hostile title', async () => {
    const { html } = await render('```ts title="<img src=x onerror=alert(1)>"\nx\n```');
    expect(html).toContain('<div class="code-block-title">&lt;img src=x onerror=alert(1)&gt;</div>');
  });

  it('escapes code in highlighted blocks', async () => {
    const { html } = await render('```html\n<script>alert("&")</script>\n```');
    expect(html).not.toContain('<script');
    expect(html.replace(/<[^>]+>/g, '')).toContain('&lt;script&gt;alert(&quot;&amp;&quot;)&lt;/script&gt;');
  });

  it.each([
    ['{1,3-4}', [1, 3, 4]],
    ['{2}', [2]],
    ['{9}', []],
    ['', []],
  ])('marks lines %s', async (ranges, marked) => {
    const { html } = await render(`\`\`\`text ${ranges}\na\nb\nc\nd\n\`\`\``);
    const lines = html.match(/<span class="line[^"]*">/g)!;
    expect(lines.flatMap((line, i) => (line.includes('highlighted') ? [i + 1] : []))).toEqual(marked);
  });

  it('ships no script and no stylesheet with highlighted code', async () => {
    const { html } = await render('```ts\nconst a = 1;\n```');
    expect(html).not.toMatch(/<script|<style|<link/);
  });
});

describe('createCodeHighlighter', () => {
  it('highlights the same (lang, code) once and reuses the result', async () => {
    const highlighter = await createCodeHighlighter(['ts']);
    const first = highlighter.highlight('const a = 1;', 'ts');
    expect(highlighter.highlight('const a = 1;', 'ts')).toBe(first);
    expect(highlighter.highlight('const a = 2;', 'ts')).not.toBe(first);
  });

  it('evicts the least recently used results beyond its size budget', async () => {
    const highlighter = await createCodeHighlighter(['ts'], { maxCachedChars: 250 });
    const a = highlighter.highlight('const a = 1;', 'ts');
    const b = highlighter.highlight('const b = 1;', 'ts');
    expect(highlighter.highlight('const a = 1;', 'ts')).toBe(a);
    highlighter.highlight('const c = 1;', 'ts');
    expect(highlighter.highlight('const a = 1;', 'ts')).toBe(a);
    expect(highlighter.highlight('const b = 1;', 'ts')).not.toBe(b);
  });

  it('skips preloaded names the highlighter does not know, and loads any other Prism grammar on first use', async () => {
    const highlighter = await createCodeHighlighter(['ts', 'no-such-language', 'text']);
    expect(['ts', 'no-such-language', 'text', 'python'].map((lang) => highlighter.supportOf(lang))).toEqual([
      'highlighted',
      'unknown',
      'plain',
      'highlighted',
    ]);
  });

  it('loads every language of the default config', async () => {
    const highlighter = await createCodeHighlighter(TEST_OPTIONS.codeLanguages);
    expect(TEST_OPTIONS.codeLanguages.map((lang) => highlighter.supportOf(lang))).not.toContain('unknown');
  });

  it('leaves a very long line unhighlighted but complete', async () => {
    const highlighter = await createCodeHighlighter(['ts']);
    const line = 'a + '.repeat(1000);
    const { lines } = highlighter.highlight(line, 'ts');
    expect(lines.join('').replace(/<[^>]+>/g, '')).toBe(line);
  });

  it('balances every line of a token that spans lines, and opens no empty token at a line start', async () => {
    const highlighter = await createCodeHighlighter(['ts', 'diff']);
    expect(highlighter.highlight('/* one\ntwo */ x', 'ts').lines).toEqual([
      '<span class="tok-comment">/* one</span>',
      '<span class="tok-comment">two */</span> x',
    ]);
    // A diff line's token takes its line end: the next line must not start with an empty copy of it.
    expect(highlighter.highlight('-old\n+new', 'diff').lines).toEqual([
      '<span class="tok-deletion"><span class="tok-deletion">-</span>old</span>',
      '<span class="tok-addition"><span class="tok-addition">+</span>new</span>',
    ]);
  });
});
