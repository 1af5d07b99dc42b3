import { describe, expect, it } from 'vitest';
import { codesOf, render } from './helpers.ts';

describe('admonitions', () => {
  it('renders the full markup with the default title', async () => {
    const result = await render(':::tip\nUse **bold** here.\n:::');
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="admonition admonition-tip" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Tip</p><div class="admonition-content"><p>Use <strong>bold</strong> here.</p>
      </div></div>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['danger', 'Danger'],
    ['caution', 'Caution'],
    ['NOTE', 'Note'],
  ])(':::%s gets its class and the title %j', async (type, title) => {
    const { html } = await render(`:::${type}\nBody\n:::`);
    expect(html).toContain(`<div class="admonition admonition-${type.toLowerCase()}" role="note">`);
    expect(html).toContain(`aria-hidden="true"></span>${title}</p>`);
  });

  it.each([
    [':::tip My title', 'My title'],
    [':::tip[My title]', 'My title'],
    [':::tip  spaced   title  ', 'spaced   title'],
    [':::tip[]', 'Tip'],
    [":::warning Don't *do* `this`", "Don't <em>do</em> <code>this</code>"],
    [':::tip <img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    [':::tip[a "quoted" title]', 'a &quot;quoted&quot; title'],
  ])('%j has the title %j (inline markdown, escaped)', async (opening, title) => {
    const { html } = await render(`${opening}\nBody\n:::`);
    expect(html).toContain(`aria-hidden="true"></span>${title}</p><div class="admonition-content">`);
  });

  it('nests with a longer outer fence', async () => {
    const result = await render('::::warning Outer\nout\n:::tip Inner\nin\n:::\nstill out\n::::');
    expect(result.html).toMatchInlineSnapshot(`
      "<div class="admonition admonition-warning" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Outer</p><div class="admonition-content"><p>out</p>
      <div class="admonition admonition-tip" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Inner</p><div class="admonition-content"><p>in</p>
      </div></div>
      <p>still out</p>
      </div></div>
      "
    `);
    expect(codesOf(result)).toEqual([]);
  });

  it('records links in titles and bodies with their lines', async () => {
    const result = await render('Intro\n\n:::note[See [b](./b.md)]\nAnd [c](b.md).\n:::', {
      bodyLineOffset: 2,
    });
    expect(result.links.map((l) => [l.raw, l.href, l.line, l.column])).toEqual([
      ['./b.md', '/docs/b', 5, 17],
      ['b.md', '/docs/b', 6, 9],
    ]);
  });

  it('closes an unclosed admonition at the end of the document', async () => {
    const { html } = await render(':::note\nNever closed');
    expect(html).toBe(
      '<div class="admonition admonition-note" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>Note</p><div class="admonition-content"><p>Never closed</p>\n</div></div>\n',
    );
  });
});

describe('details', () => {
  it('renders a summary and content', async () => {
    const result = await render(':::details Show the *answer*\nIt is **42**.\n:::');
    expect(result.html).toMatchInlineSnapshot(`
      "<details class="details"><summary>Show the <em>answer</em></summary><div class="details-content"><p>It is <strong>42</strong>.</p>
      </div></details>
      "
    `);
  });

  it.each([
    [':::details', 'Details'],
    [':::details[Bracketed]', 'Bracketed'],
    [':::details <script>x</script>', '&lt;script&gt;x&lt;/script&gt;'],
  ])('%j has the summary %j', async (opening, summary) => {
    const { html } = await render(`${opening}\nBody\n:::`);
    expect(html).toContain(`<summary>${summary}</summary>`);
  });

  it('can hold an admonition', async () => {
    const { html } = await render('::::details More\n:::tip\nInside\n:::\n::::');
    expect(html).toMatch(
      /^<details class="details"><summary>More<\/summary><div class="details-content"><div class="admonition admonition-tip"/,
    );
  });
});

describe('unknown containers', () => {
  it.each([
    [':::warn\nBody\n:::', '":::warn" is not a known container'],
    [':::tipx\nBody\n:::', '":::tipx" is not a known container'],
    ['Text\n\n:::', '":::" closes no open container'],
  ])('warn about %j', async (markdown, message) => {
    const result = await render(markdown, { bodyLineOffset: 10 });
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'markdown-unknown-container', severity: 'warning' });
    expect(result.diagnostics[0]!.message).toContain(message);
  });

  it('reports the line of the stray fence', async () => {
    const result = await render(':::tip\nA\n:::\n\n:::\n', { bodyLineOffset: 3 });
    expect(result.diagnostics.map((d) => d.line)).toEqual([8]);
  });

  it('leaves colons in ordinary text alone', async () => {
    expect(codesOf(await render('Ratio 3:::4 and a:::b'))).toEqual([]);
  });
});
