// The markdown features real documentation sites use, on by default: the HTML each renders, what it adds to the search
// text, and its diagnostics.
import { describe, expect, it } from 'vitest';
import { codesOf, render } from './helpers.ts';

const text = (sections: { text: string }[]) => sections.map((s) => s.text).join(' ');

describe('footnotes', () => {
  it('links the reference to the note and back, and lists both ids as anchors', async () => {
    const result = await render('Boil it.[^a]\n\n[^a]: At sea level.');
    expect(result.html).toMatchInlineSnapshot(`
      "<p>Boil it.<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup></p>
      <hr class="footnotes-sep">
      <section class="footnotes" aria-label="Footnotes">
      <ol class="footnotes-list">
      <li id="fn1" class="footnote-item"><p>At sea level. <a href="#fnref1" class="footnote-backref" aria-label="Back to reference 1">↩︎</a></p>
      </li>
      </ol>
      </section>
      "
    `);
    expect(result.anchors).toEqual(expect.arrayContaining(['fn1', 'fnref1']));
    expect(text(result.sections)).toBe('Boil it. At sea level.');
  });
});

describe('GitHub alerts', () => {
  it.each([
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'caution', 'Caution'],
    ['note', 'note', 'Note'],
  ])('renders > [!%s] as the %s admonition', async (marker, type, title) => {
    const result = await render(`> [!${marker}]\n> Mind the *step*.`);
    expect(result.html).toBe(
      `<div class="admonition admonition-${type}" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>${title}</p><div class="admonition-content"><p>Mind the <em>step</em>.</p>\n</div></div>\n`,
    );
    expect(text(result.sections)).toBe(`${title} Mind the step.`);
  });

  it('keeps a plain quote, an unknown kind and a marker that is not first as quotes', async () => {
    for (const body of ['> Just a quote.', '> [!DANGER]\n> Not a GitHub kind.', '> Text\n> [!NOTE]']) {
      expect((await render(body)).html).toMatch(/^<blockquote>/);
    }
  });

  it('closes the admonition at its own quote, with nested quotes inside', async () => {
    const { html } = await render('> [!TIP]\n> Outer\n> > Inner quote\n\nAfter');
    expect(html).toContain('<blockquote>\n<p>Inner quote</p>\n</blockquote>\n</div></div>\n<p>After</p>');
  });
});

describe('definition lists and task lists', () => {
  it('renders a definition list', async () => {
    const result = await render('Kettle\n: Boils water.');
    expect(result.html).toBe('<dl>\n<dt>Kettle</dt>\n<dd>Boils water.</dd>\n</dl>\n');
    expect(text(result.sections)).toBe('Kettle Boils water.');
  });

  it('renders task lists by default', async () => {
    const { html } = await render('- [ ] open\n- [x] done');
    expect(html).toContain('<input class="task-list-item-checkbox" type="checkbox" disabled> open');
    expect(html).toContain('type="checkbox" disabled checked> done');
  });
});

describe('code block options', () => {
  it('numbers lines from showLineNumbers=N and marks {ranges}', async () => {
    const { html } = await render('```text showLineNumbers=7 {2}\na\nb\n```');
    expect(html).toContain(
      '<code><span class="line" data-line="7">a</span>\n<span class="line highlighted" data-line="8">b</span></code>',
    );
    expect(html).toContain('class="code-block has-line-numbers"');
  });

  it.each([
    ['//', 'js'],
    ['#', 'python'],
    ['--', 'sql'],
    [';', 'ini'],
    ['%', 'latex'],
  ])('takes %s highlight-next-line comments out and marks the next line (%s)', async (comment, lang) => {
    const result = await render(
      `\`\`\`${lang}\nfirst\n${comment} highlight-next-line\nsecond\nthird\n\`\`\``,
    );
    const lines = /<code>([\s\S]*)<\/code>/.exec(result.html)![1]!.split('\n');
    expect(lines.map((line) => line.includes('class="line highlighted"'))).toEqual([false, true, false]);
    expect(result.html).not.toContain('highlight-next-line');
    expect(text(result.sections)).not.toContain('highlight-');
  });

  it('marks the lines between highlight-start and highlight-end in block comments', async () => {
    const { html } = await render(
      '```html\n<a>\n<!-- highlight-start -->\n<b>\n<c>\n<!-- highlight-end -->\n<d>\n/* highlight-next-line */\n<e>\n```',
    );
    const marks = /<code>([\s\S]*)<\/code>/
      .exec(html)![1]!
      .split('\n')
      .map((line) => line.includes('highlighted'));
    expect(marks).toEqual([false, true, true, false, true]);
  });

  it('reads JSX comments and stacked markers, and a start without an end runs to the last line', async () => {
    const { html } = await render(
      '```jsx\n<A />\n{/* highlight-next-line */}\n<B />\n// highlight-start\n<C />\n<D />\n```',
    );
    const marks = /<code>([\s\S]*)<\/code>/
      .exec(html)![1]!
      .split('\n')
      .map((line) => line.includes('highlighted'));
    expect(marks).toEqual([false, true, true, true]);
  });

  it('leaves a comment that says more than the marker alone', async () => {
    const { html } = await render('```js\n// highlight-next-line please\nx\n```');
    expect(html).toContain('highlight-next-line please');
    expect(html).not.toContain('highlighted');
  });
});

describe('languages', () => {
  it.each([
    ['console', 'shell'],
    ['shell-session', 'shell-session'],
    ['cmd', 'batch'],
    ['batch', 'batch'],
    ['powershell', 'powershell'],
    ['ps1', 'powershell'],
    ['dockerfile', 'docker'],
    ['kotlin', 'kotlin'],
    ['php', 'php'],
  ])('highlights %s with the %s grammar, loaded on first use', async (lang, grammar) => {
    const result = await render(`\`\`\`${lang}\nsome code # "string"\n\`\`\``);
    expect(result.html).toContain(`<pre class="tokens language-${grammar}"`);
    expect(codesOf(result)).toEqual([]);
  });

  it('reads rust,ignore as Rust and keeps the attribute out of the language', async () => {
    const result = await render('```rust,ignore\nfn main() {}\n```');
    expect(result.html).toContain('data-language="rust"><pre class="tokens language-rust"');
    expect(codesOf(result)).toEqual([]);
  });
});

describe('tabs and code groups', () => {
  it('renders :::tabs with @tab and == markers as an ARIA tablist over labelled panels', async () => {
    const result = await render(':::tabs\n@tab npm\nRun npm.\n\n== Yarn\n\nRun yarn.\n:::');
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="tabs" data-tabs><div class="tabs-list" role="tablist"><button type="button" class="tabs-tab" role="tab" id="tabset-1-1-tab" aria-controls="tabset-1-1" aria-selected="true" tabindex="0">npm</button><button type="button" class="tabs-tab" role="tab" id="tabset-1-2-tab" aria-controls="tabset-1-2" aria-selected="false" tabindex="-1">Yarn</button></div>
      <div class="tab-panel" role="tabpanel" id="tabset-1-1" aria-labelledby="tabset-1-1-tab" tabindex="0"><p class="tab-panel-label">npm</p>
      <p>Run npm.</p>
      </div>
      <div class="tab-panel" role="tabpanel" id="tabset-1-2" aria-labelledby="tabset-1-2-tab" tabindex="0" hidden><p class="tab-panel-label">Yarn</p>
      <p>Run yarn.</p>
      </div>
      </div>
      "
    `);
    expect(text(result.sections)).toBe('npm Run npm. Yarn Run yarn.');
    expect(codesOf(result)).toEqual([]);
  });

  it('labels code-group panels by [label], else title, else language', async () => {
    const { html } = await render(
      '::: code-group\n```sh [npm]\nnpm i\n```\n```sh title="pnpm.sh"\npnpm i\n```\n```bash\nyarn\n```\n:::',
    );
    const labels = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(labels).toEqual(['npm', 'pnpm.sh', 'bash']);
    expect(html.match(/class="tab-panel"/g)).toHaveLength(3);
    expect(html).toContain('<div class="code-block-title">pnpm.sh</div>');
  });

  it('gives each set of a page its own ids, nested sets included (inner sets are numbered first)', async () => {
    const { html } = await render(
      '::::tabs\n@tab Outer\n:::tabs\n@tab Inner\nx\n:::\n::::\n\n:::tabs\n@tab Last\ny\n:::',
    );
    const ids = [...html.matchAll(/role="tabpanel" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['tabset-2-1', 'tabset-1-1', 'tabset-3-1']);
    expect(html).toContain('>Inner</button>');
  });

  it('warns about a tabs container without a marker, at its line', async () => {
    const result = await render('Intro\n\n:::tabs\nNo markers here.\n:::');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'markdown-empty-tabs', line: 3, severity: 'warning' }),
    ]);
    expect(result.html).toContain('<p>No markers here.</p>');
  });
});

describe('math', () => {
  it('renders $inline$ and $$display$$ math with KaTeX at build time and marks the page', async () => {
    const result = await render('Energy $E=mc^2$ here.\n\n$$\na^2 + b^2\n$$');
    expect(result.html).toMatch(/^<p>Energy <span class="katex"><span class="katex-mathml"><math/);
    expect(result.html).toContain('<annotation encoding="application/x-tex">E=mc^2</annotation>');
    expect(result.html).toContain('<div class="math-display"><span class="katex-display">');
    expect(result.features).toEqual(['math']);
    expect(text(result.sections)).toBe('Energy E=mc^2 here. a^2 + b^2');
  });

  it.each([
    'It costs $5 and $6.',
    'A $ sign alone.',
    'Escaped \\$x$ stays text.',
    'Spaced $ x $ is not math.',
  ])('leaves %j as text', async (body) => {
    const result = await render(body);
    expect(result.html).not.toContain('katex');
    expect(result.features).toEqual([]);
  });

  it('reports math KaTeX rejects as an error at its line, with KaTeX message, and shows the source', async () => {
    const result = await render('Intro\n\nFirst line\nthen $\\frac{1}{$ here.', { bodyLineOffset: 2 });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'math-invalid', severity: 'error', line: 6 }),
    ]);
    expect(result.diagnostics[0]!.message).toContain('KaTeX parse error');
    expect(result.html).toContain('<code class="math-error">\\frac{1}{</code>');
    expect(result.features).toEqual([]);
  });
});

describe('Mermaid', () => {
  it('keeps the diagram source for the browser, marks the page and leaves it out of the search text', async () => {
    const result = await render('Flow:\n\n```mermaid\ngraph TD\n  A --> B\n```');
    expect(result.html).toBe(
      '<p>Flow:</p>\n<div class="mermaid-diagram" data-mermaid><pre class="mermaid-source">graph TD\n  A --&gt; B\n</pre></div>\n',
    );
    expect(result.features).toEqual(['mermaid']);
    expect(text(result.sections)).toBe('Flow:');
  });

  it('costs a page without features nothing: no feature, no extra markup', async () => {
    const result = await render('# Title\n\nPlain text and `code`.');
    expect(result.features).toEqual([]);
  });
});
