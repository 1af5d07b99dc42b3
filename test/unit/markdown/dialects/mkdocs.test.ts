import { describe, expect, it } from 'vitest';
import { pythonMarkdownSlug } from '../../../../src/markdown/dialects/mkdocs/index.ts';
import { parseAttrList } from '../../../../src/markdown/dialects/mkdocs/attr-lists.ts';
import { fenceInfoOf } from '../../../../src/markdown/dialects/mkdocs/fences.ts';
import { codesOf, render as renderWith } from '../helpers.ts';

const render = (body: string) => renderWith(body, {}, { dialect: 'mkdocs' });

describe('admonitions', () => {
  it('renders `!!! type` with its indented body in docsgen admonition markup', async () => {
    const result = await render('!!! note\n\n    Body **bold**.\n\n    - a\n    - b\n\nAfter.');
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="admonition admonition-note mkdocs-note" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Note</p><div class="admonition-content"><p>Body <strong>bold</strong>.</p>
      <ul>
      <li>a</li>
      <li>b</li>
      </ul>
      </div></div>
      <p>After.</p>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it('takes a quoted title as inline markdown, and an empty one leaves the title bar out', async () => {
    expect((await render('!!! tip "Own *title*"\n    Body.')).html).toMatchInlineSnapshot(`
      "<div class="admonition admonition-tip mkdocs-tip" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Own <em>title</em></p><div class="admonition-content"><p>Body.</p>
      </div></div>
      "
    `);
    expect((await render('!!! warning ""\n    No title.')).html).toMatchInlineSnapshot(`
      "<div class="admonition admonition-warning mkdocs-warning" role="note"><div class="admonition-content"><p>No title.</p>
      </div></div>
      "
    `);
  });

  it.each([
    ['note', 'note', 'note', 'Note'],
    ['abstract', 'abstract', 'info', 'Abstract'],
    ['tldr', 'abstract', 'info', 'Tldr'],
    ['info', 'info', 'info', 'Info'],
    ['todo', 'info', 'info', 'Todo'],
    ['tip', 'tip', 'tip', 'Tip'],
    ['hint', 'tip', 'tip', 'Hint'],
    ['success', 'success', 'tip', 'Success'],
    ['done', 'success', 'tip', 'Done'],
    ['question', 'question', 'info', 'Question'],
    ['faq', 'question', 'info', 'Faq'],
    ['warning', 'warning', 'warning', 'Warning'],
    ['attention', 'warning', 'warning', 'Attention'],
    ['failure', 'failure', 'danger', 'Failure'],
    ['missing', 'failure', 'danger', 'Missing'],
    ['danger', 'danger', 'danger', 'Danger'],
    ['error', 'danger', 'danger', 'Error'],
    ['bug', 'bug', 'danger', 'Bug'],
    ['example', 'example', 'note', 'Example'],
    ['quote', 'quote', 'note', 'Quote'],
    ['cite', 'quote', 'note', 'Cite'],
    ['custom', 'custom', 'note', 'Custom'],
  ])('!!! %s is Material type %s shown as docsgen %s, titled %j', async (written, type, style, title) => {
    const { html } = await render(`!!! ${written}\n    Body.`);
    expect(html).toContain(`<div class="admonition admonition-${style} mkdocs-${type}" role="note">`);
    expect(html).toContain(`</span>${title}</p>`);
  });

  it('keeps extra classes after the type (`inline end`)', async () => {
    const { html } = await render('!!! info inline end "Side"\n    Body.');
    expect(html).toContain('<div class="admonition admonition-info mkdocs-info inline end" role="note">');
  });

  it('ends the body at the first line indented less than four spaces', async () => {
    const { html } = await render('!!! note\n    Inside.\n  Outside.');
    expect(html).toContain('<p>Inside.</p>\n</div></div>\n<p>Outside.</p>');
  });
});

describe('collapsible blocks', () => {
  it('renders `???` closed and `???+` open as <details>', async () => {
    expect((await render('??? question "Why?"\n    Because.')).html).toMatchInlineSnapshot(`
      "<details class="details admonition admonition-info mkdocs-question"><summary>Why?</summary><div class="details-content"><p>Because.</p>
      </div></details>
      "
    `);
    expect((await render('???+ summary\n    Open.')).html).toMatchInlineSnapshot(`
      "<details class="details admonition admonition-info mkdocs-abstract" open><summary>Summary</summary><div class="details-content"><p>Open.</p>
      </div></details>
      "
    `);
  });
});

describe('content tabs', () => {
  it('makes consecutive `=== "Label"` blocks one ARIA tab set', async () => {
    const result = await render(
      '=== "One"\n\n    First.\n\n=== "Two"\n\n    ```js\n    x\n    ```\n\nAfter.',
    );
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="tabs" data-tabs><div class="tabs-list" role="tablist"><button type="button" class="tabs-tab" role="tab" id="tabset-1-1-tab" aria-controls="tabset-1-1" aria-selected="true" tabindex="0">One</button><button type="button" class="tabs-tab" role="tab" id="tabset-1-2-tab" aria-controls="tabset-1-2" aria-selected="false" tabindex="-1">Two</button></div>
      <div class="tab-panel" role="tabpanel" id="tabset-1-1" aria-labelledby="tabset-1-1-tab" tabindex="0"><p class="tab-panel-label">One</p>
      <p>First.</p>
      </div>
      <div class="tab-panel" role="tabpanel" id="tabset-1-2" aria-labelledby="tabset-1-2-tab" tabindex="0" hidden><p class="tab-panel-label">Two</p>
      <div class="code-block" data-language="js"><pre class="tokens language-js" tabindex="0"><code><span class="line">x</span></code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button></div>
      </div>
      </div>
      <p>After.</p>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it('labels the tab buttons with plain text: emoji kept, icons and code marks left out', async () => {
    const { html } = await render(
      '=== ":octicons-file-code-16: `docs/page.md`"\n    a\n=== ":smile: Happy"\n    b',
    );
    expect(html).toContain('tabindex="0">docs/page.md</button>');
    expect(html).toContain('tabindex="-1">😄 Happy</button>');
    expect(html).toContain(
      '<p class="tab-panel-label"><span class="twemoji" data-icon="octicons-file-code-16"><svg',
    );
  });

  it('starts a new set at `===!` and after other content', async () => {
    const { html } = await render('=== "A"\n    a\n===! "B"\n    b\n\nText.\n\n=== "C"\n    c');
    expect(html.match(/role="tablist"/g)).toHaveLength(3);
    expect(html).toContain('id="tabset-3-1"');
  });

  it('nests inside admonitions and admonitions inside tabs', async () => {
    const { html } = await render('!!! note\n    === "A"\n        !!! tip\n            deep');
    expect(html).toContain('role="tablist"');
    expect(html).toContain('<div class="admonition admonition-tip mkdocs-tip" role="note">');
    expect(html).toContain('<p>deep</p>');
  });
});

describe('attribute lists', () => {
  it('reads ids, classes and key="value" pairs', () => {
    expect(parseAttrList(`#top .a .b data-x="1" title='t' width=300 id="late" class="c d"`)).toEqual({
      id: 'late',
      classes: ['a', 'b', 'c', 'd'],
      attrs: [
        ['data-x', '1'],
        ['title', 't'],
        ['width', '300'],
      ],
    });
  });

  it('sets a heading id (listed among the anchors) and classes', async () => {
    const result = await render('## Install { #setup .big }\n\n## Other {: #other }');
    expect(result.html).toMatchInlineSnapshot(`
      "<h2 class="big" id="setup">Install<a class="heading-anchor" href="#setup" aria-hidden="true" tabindex="-1">#</a></h2>
      <h2 id="other">Other<a class="heading-anchor" href="#other" aria-hidden="true" tabindex="-1">#</a></h2>
      "
    `);
    expect(result.anchors).toEqual(['setup', 'other']);
  });

  it('sets attributes of a paragraph from its last line', async () => {
    expect((await render('Para\n{: .lead #p1 }')).html).toBe('<p id="p1" class="lead">Para</p>\n');
  });

  it('sets attributes of links, images, emphasis and code spans', async () => {
    const { html } = await render(
      '[Go](b.md){ .md-button .md-button--primary } ![X](./img/logo.png){ width="300" } *em*{ .e } `c`{ .k }',
    );
    expect(html).toMatchInlineSnapshot(`
      "<p><a href="/docs/b" class="md-button md-button--primary">Go</a> <img src="/img/logo.png" alt="X" width="300" loading="lazy" decoding="async"> <em class="e">em</em> <code class="k">c</code></p>
      "
    `);
  });

  it('leaves out event handlers and targets with a warning', async () => {
    const result = await render('[Go](b.md){ onclick="steal()" href="javascript:x" }');
    expect(result.html).toBe('<p><a href="/docs/b">Go</a></p>\n');
    expect(codesOf(result)).toEqual(['markdown-unsafe-attribute', 'markdown-unsafe-attribute']);
  });

  it('leaves braces that follow nothing it can hold as text', async () => {
    expect((await render('Set {x} here')).html).toBe('<p>Set {x} here</p>\n');
  });
});

describe('icons and emoji', () => {
  it('draws each icon from its set as inline SVG', async () => {
    const result = await render(
      'Icons :octicons-mark-github-16: and :material-home:, twice :material-home:\n\n- :fontawesome-brands-x-twitter: item\n' +
        '- :fontawesome-solid-house: :fontawesome-regular-bell: :simple-python:',
    );
    expect(result.diagnostics).toEqual([]);
    const svg = (name: string, box: string) =>
      new RegExp(
        `<span class="twemoji" data-icon="${name}"><svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path [^>]*d="M[^"]+"/></svg></span>`,
      );
    expect(result.html).toMatch(svg('octicons-mark-github-16', '0 0 16 16'));
    expect(result.html.match(svg('material-home', '0 0 24 24'))).toHaveLength(1);
    expect(result.html.match(/data-icon="material-home"/g)).toHaveLength(2);
    expect(result.html).toMatch(svg('fontawesome-brands-x-twitter', '0 0 512 512'));
    expect(result.html).toMatch(svg('fontawesome-solid-house', '0 0 576 512'));
    expect(result.html).toContain('data-icon="fontawesome-regular-bell"><svg');
    expect(result.html).toContain('data-icon="simple-python"><svg');
  });

  it('shows a placeholder for an icon no set has and warns once per icon at its line and column', async () => {
    const result = await render(
      'Icons :octicons-no-such-16: and :material-no-such:, twice :material-no-such:\n\n- :fontawesome-brands-nope: item',
    );
    expect(result.html).toMatchInlineSnapshot(`
      "<p>Icons <span class="mkdocs-icon-missing" role="img" aria-label="icon octicons-no-such-16" title="octicons-no-such-16">▢</span> and <span class="mkdocs-icon-missing" role="img" aria-label="icon material-no-such" title="material-no-such">▢</span>, twice <span class="mkdocs-icon-missing" role="img" aria-label="icon material-no-such" title="material-no-such">▢</span></p>
      <ul>
      <li><span class="mkdocs-icon-missing" role="img" aria-label="icon fontawesome-brands-nope" title="fontawesome-brands-nope">▢</span> item</li>
      </ul>
      "
    `);
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['markdown-missing-icon', 1, 7],
      ['markdown-missing-icon', 1, 33],
      ['markdown-missing-icon', 3, 3],
    ]);
    expect(result.diagnostics[0]!.message).toContain('"octicons-no-such-16"');
  });

  it('renders standard shortcodes as their emoji and leaves other colon words alone', async () => {
    const result = await render(':smile: :+1: at 12:30:45 and :not-an-emoji:');
    expect(result.html).toBe('<p>😄 👍 at 12:30:45 and :not-an-emoji:</p>\n');
    expect(codesOf(result)).toEqual([]);
  });

  it("knows Twemoji's gendered names as well", async () => {
    expect((await render(':man_raising_hand:')).html).toBe('<p>🙋‍♂️</p>\n');
  });

  it('keeps the classes an attribute list gives an icon', async () => {
    const { html } = await render(':octicons-heart-16:{ .heart } :octicons-nope-16:{ .heart }');
    expect(html).toContain('<span class="twemoji heart" data-icon="octicons-heart-16"><svg');
    expect(html).toContain('<span class="mkdocs-icon-missing heart" role="img"');
    expect(html).not.toContain('{');
  });

  it('leaves shortcodes in code as they are', async () => {
    expect((await render('`:smile:`')).html).toBe('<p><code>:smile:</code></p>\n');
  });
});

describe('heading ids', () => {
  it.each([
    ['Caret, Mark & Tilde', 'caret-mark-tilde'],
    ['Using `mkdocs.yml`', 'using-mkdocsyml'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ['  Spaces -- and_underscores ', 'spaces-and_underscores'],
    ['日本語', ''],
  ])('slugifies %j as Python-Markdown does: %j', (text, slug) => {
    expect(pythonMarkdownSlug(text)).toBe(slug);
  });

  it('numbers repeated ids with `_1`, `_2`', async () => {
    const { anchors } = await render('## Setup\n\n## Setup\n\n## Setup');
    expect(anchors).toEqual(['setup', 'setup_1', 'setup_2']);
  });
});

describe('footnote ids', () => {
  it('names notes fn:label and references fnref:label, fnref2:label', async () => {
    const result = await render('Text[^1] and again[^1] and[^note].\n\n[^1]: One.\n[^note]: Named.');
    expect(result.html).toMatchInlineSnapshot(`
      "<p>Text<sup class="footnote-ref" id="fnref:1"><a href="#fn:1">1</a></sup> and again<sup class="footnote-ref" id="fnref2:1"><a href="#fn:1">1</a></sup> and<sup class="footnote-ref" id="fnref:note"><a href="#fn:note">2</a></sup>.</p>
      <hr class="footnotes-sep">
      <section class="footnotes" aria-label="Footnotes">
      <ol class="footnotes-list">
      <li id="fn:1" class="footnote-item"><p>One. <a href="#fnref:1" class="footnote-backref" aria-label="Back to reference 1">↩︎</a> <a href="#fnref2:1" class="footnote-backref" aria-label="Back to reference 1">↩︎</a></p>
      </li>
      <li id="fn:note" class="footnote-item"><p>Named. <a href="#fnref:note" class="footnote-backref" aria-label="Back to reference 2">↩︎</a></p>
      </li>
      </ol>
      </section>
      "
    `);
    expect(result.anchors).toEqual(['fnref:1', 'fnref2:1', 'fnref:note', 'fn:1', 'fn:note']);
  });
});

describe('pymdownx blocks', () => {
  it('renders `/// type | title` admonitions with an unindented body', async () => {
    const result = await render('/// tip | Mind the *glass*\n\nBody.\n\n- a\n///\n\nAfter.');
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="admonition admonition-tip mkdocs-tip" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Mind the <em>glass</em></p><div class="admonition-content"><p>Body.</p>
      <ul>
      <li>a</li>
      </ul>
      </div></div>
      <p>After.</p>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it('reads the type of `admonition` and the type and open state of `details` from their options', async () => {
    const admonition = await render('/// admonition | Careful\n    type: warning\n\nBody.\n///');
    expect(admonition.html).toContain(
      '<div class="admonition admonition-warning mkdocs-warning" role="note">',
    );
    expect(admonition.html).toContain('</span>Careful</p>');
    const details = await render('/// details | More\n    type: info\n    open: True\n\nHidden.\n///');
    expect(details.html).toContain(
      '<details class="details admonition admonition-info mkdocs-info" open><summary>More</summary>',
    );
    expect((await render('/// details | More\nHidden.\n///')).html).toContain('mkdocs-note"><summary>More');
  });

  it('makes consecutive `tab` blocks one set, and nests blocks with more slashes outside', async () => {
    const { html } = await render(
      '//// tab | One\n\n/// note\nInner.\n///\n\n////\n\n//// tab | Two\n\nSecond.\n\n////\n\n/// tab | Three\n    new: true\n\nOwn set.\n///',
    );
    expect(html.match(/role="tablist"/g)).toHaveLength(2);
    expect(html).toContain('tabindex="-1">Two</button>');
    expect(html).toContain('<p>Inner.</p>');
    expect(html).toContain('id="tabset-2-1"');
  });

  it('leaves an unclosed block and an unknown one as text', async () => {
    expect((await render('/// note\nNo end.')).html).toBe('<p>/// note\nNo end.</p>\n');
    expect((await render('/// html | div\nX\n///')).html).toBe('<p>/// html | div\nX\n///</p>\n');
  });
});

describe('code fences', () => {
  it.each([
    ['{ .yaml .annotate title="mkdocs.yml" }', 'yaml title="mkdocs.yml"'],
    ['{ .sh .no-copy #example }', 'sh'],
    ['py linenums="1" hl_lines="2 4-5"', 'py showLineNumbers=1 {2,4-5}'],
    ['py title="a.py"', 'py title="a.py"'],
    ['.sh', 'sh'],
  ])('reads %j as %j', (info, expected) => {
    expect(fenceInfoOf(info)).toBe(expected);
  });

  it('gives a fence with an `#id` an anchor just before it', async () => {
    const result = await render('``` { .sh #example }\nls\n```');
    expect(result.html).toMatch(/^<span id="example"><\/span>\n<div class="code-block" data-language="sh">/);
    expect(result.anchors).toEqual(['example']);
  });

  it('renders a braced fence in its language, without an unknown-language warning', async () => {
    const result = await render('``` { .yaml title="mkdocs.yml" }\na: 1\n```');
    expect(result.html).toContain('data-language="yaml"');
    expect(result.html).toContain('mkdocs.yml');
    expect(codesOf(result)).toEqual([]);
  });
});

describe('inline marks', () => {
  it('renders ==mark==, ^^insert^^ and ++keys++', async () => {
    const { html } = await render('==a **b**== ^^new^^ ++ctrl+alt+page-up++ and ++"My key"++');
    expect(html).toBe(
      '<p><mark>a <strong>b</strong></mark> <ins>new</ins> <span class="keys"><kbd>Ctrl</kbd><span>+</span><kbd>Alt</kbd><span>+</span><kbd>Page Up</kbd></span> and <span class="keys"><kbd>My key</kbd></span></p>\n',
    );
  });

  it('leaves marks with space inside, and lone markers, as text', async () => {
    expect((await render('a == b == c, x ^^ y, 1 ++ 2')).html).toBe('<p>a == b == c, x ^^ y, 1 ++ 2</p>\n');
  });
});

describe('hook shortcodes', () => {
  it('reports each `<!-- md:name -->` once per page at its line and column', async () => {
    const result = await renderWith(
      '# Page\n\n<!-- md:option type:note -->\n\n#### <!-- md:setting config.dir -->\n\n<!-- md:option other -->',
      {},
      { dialect: 'mkdocs', html: true },
    );
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      [
        'markdown-unknown-macro',
        3,
        1,
        'The shortcode "<!-- md:option -->" is made by a Python hook of MkDocs, which docsgen does not run: nothing is shown for it.',
      ],
      [
        'markdown-unknown-macro',
        5,
        6,
        'The shortcode "<!-- md:setting -->" is made by a Python hook of MkDocs, which docsgen does not run: nothing is shown for it.',
      ],
    ]);
  });
});

describe('plugin constructs docsgen does not run', () => {
  it('reports Jinja code and file includes once per kind per page, where first used (snippets are read)', async () => {
    const result = await render(
      'Hello {{ user.name }} and {{ more }}.\n\n{* ./src/app.py ln[1:3] *}\n\n{* ./src/other.py *}\n\n`{{ in code }}`',
    );
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['markdown-unknown-macro', 1, 7],
      ['markdown-unknown-macro', 3, 1],
    ]);
    expect(result.diagnostics[0]!.message).toBe(
      '"{{ user.name }}" is Jinja code of the macros plugin, which docsgen does not run: it shows as written (further ones on this page are not reported).',
    );
  });
});

describe('a site without the dialect', () => {
  it('keeps MkDocs syntax as plain markdown', async () => {
    const { html } = await renderWith('## Caret, Mark & Tilde\n\n!!! note\n    Body\n\n:smile:');
    expect(html).toContain('id="caret-mark--tilde"');
    expect(html).toContain('<p>!!! note\nBody</p>');
    expect(html).toContain(':smile:');
  });
});
