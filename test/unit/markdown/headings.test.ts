import { describe, expect, it } from 'vitest';
import { codesOf, render } from './helpers.ts';

describe('heading ids', () => {
  it('writes ids and a hover link, and lists h2–h6 with their text', async () => {
    const result = await render('## Getting *started*\n\n### `config.ts` options\n\n###### Deep');
    expect(result.html).toMatchInlineSnapshot(`
      "<h2 id="getting-started">Getting <em>started</em><a class="heading-anchor" href="#getting-started" aria-hidden="true" tabindex="-1">#</a></h2>
      <h3 id="configts-options"><code>config.ts</code> options<a class="heading-anchor" href="#configts-options" aria-hidden="true" tabindex="-1">#</a></h3>
      <h6 id="deep">Deep<a class="heading-anchor" href="#deep" aria-hidden="true" tabindex="-1">#</a></h6>
      "
    `);
    expect(result.headings).toEqual([
      { depth: 2, text: 'Getting started', id: 'getting-started' },
      { depth: 3, text: 'config.ts options', id: 'configts-options' },
      { depth: 6, text: 'Deep', id: 'deep' },
    ]);
  });

  it('numbers duplicates: Foo, Foo, Foo 1 → foo, foo-1, foo-1-1', async () => {
    const result = await render('## Foo\n\n## Foo\n\n## Foo 1');
    expect(result.headings.map((h) => h.id)).toEqual(['foo', 'foo-1', 'foo-1-1']);
    expect(result.anchors).toEqual(['foo', 'foo-1', 'foo-1-1']);
  });

  it.each([
    ['CJK', '## 日本語の見出し', '日本語の見出し'],
    ['Arabic', '## مرحبا بالعالم', 'مرحبا-بالعالم'],
    ['Thai', '## ภาษาไทย', 'ภาษาไทย'],
    ['combining marks', '## e\u0301te\u0301', 'e\u0301te\u0301'],
    ['emoji only', '## 🎉', '🎉'],
    ['punctuation only', '## ???', 'section'],
  ])('keeps %s: non-empty, unicode-preserving ids', async (_name, markdown, id) => {
    const result = await render(markdown);
    expect(result.headings[0]!.id).toBe(id);
    expect(result.html).toContain(`id="${id}"`);
  });

  it.each([
    ['U+202E', 'Invoice\u202Efdp.exe', 'invoicefdpexe'],
    ['U+200B', 'Zero\u200Bwidth', 'zerowidth'],
    ['U+2060', 'Word\u2060joiner', 'wordjoiner'],
    ['U+FEFF', 'Byte\uFEFForder', 'byteorder'],
  ])('strips %s from the id with a warning', async (codePoint, text, id) => {
    const result = await render(`Intro\n\n## ${text}`, { bodyLineOffset: 4 });
    expect(result.headings[0]!.id).toBe(id);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'heading-invisible-chars', severity: 'warning', line: 7, column: 1 }),
    ]);
    expect(result.diagnostics[0]!.message).toContain(codePoint);
    expect(result.diagnostics[0]!.message).not.toMatch(/[\u200B\u202E\u2060\uFEFF]/);
  });

  it('does not warn about a joiner inside a Persian word or an emoji sequence', async () => {
    const result = await render('## می\u200Cخواهم\n\n## 👩\u200D💻 Devs');
    expect(codesOf(result)).toEqual([]);
  });

  it('uses a fresh slugger for each document', async () => {
    const first = await render('## Foo');
    const second = await render('## Foo');
    expect(second.headings[0]!.id).toBe(first.headings[0]!.id);
  });

  it('escapes heading text in the hover link and keeps it out of the TOC text', async () => {
    const result = await render('## a "b" <c>');
    expect(result.html).toMatchInlineSnapshot(`
      "<h2 id="a-b-c">a &quot;b&quot; &lt;c&gt;<a class="heading-anchor" href="#a-b-c" aria-hidden="true" tabindex="-1">#</a></h2>
      "
    `);
    expect(result.headings[0]!.text).toBe('a "b" <c>');
  });
});

describe('explicit ids {#id}', () => {
  it('uses the id and removes it from the text', async () => {
    const result = await render('## Custom title {#custom-id}\n\nSee [it](#custom-id).');
    expect(result.html).toContain(
      '<h2 id="custom-id">Custom title<a class="heading-anchor" href="#custom-id"',
    );
    expect(result.headings).toEqual([{ depth: 2, text: 'Custom title', id: 'custom-id' }]);
    expect(result.anchors).toEqual(['custom-id']);
  });

  it('reserves explicit ids before slugging, so an earlier heading does not take them', async () => {
    const result = await render('## Install\n\n## Setup {#install}');
    expect(result.headings.map((h) => h.id)).toEqual(['install-1', 'install']);
    expect(codesOf(result)).toEqual([]);
  });

  it('warns about an explicit id used twice and makes the second unique', async () => {
    const result = await render('## One {#same}\n\n## Two {#same}');
    expect(result.headings.map((h) => h.id)).toEqual(['same', 'same-1']);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'duplicate-heading-id', line: 3 })]);
  });

  it.each([
    ['## Braces {not an id}', 'braces-not-an-id'],
    ['## Space {#two words}', 'space-two-words'],
    ['## Middle {#mid} text', 'middle-mid-text'],
  ])('ignores what is not a trailing {#id}: %j', async (markdown, id) => {
    expect((await render(markdown)).headings[0]!.id).toBe(id);
  });
});

describe('leading h1', () => {
  it.each([
    ['ATX', '# The title\n\nBody'],
    ['setext', 'The title\n=========\n\nBody'],
    ['with an explicit id', '# The title {#t}\n\nBody'],
    ['with markup', '# The *title*\n\nBody'],
  ])('is taken out as the title (%s)', async (_name, markdown) => {
    const result = await render(markdown);
    expect(result.title).toBe('The title');
    expect(result.html).toBe('<p>Body</p>\n');
    expect(result.anchors).toEqual([]);
  });

  it.each([
    ['a paragraph comes first', 'Intro\n\n# Later'],
    ['the first heading is an h2', '## Section\n\n# Later'],
    ['the body is empty', ''],
    ['the h1 is empty', '#\n\nBody'],
  ])('is not the title when %s', async (_name, markdown) => {
    const result = await render(markdown);
    expect(result.title).toBeUndefined();
  });

  it('keeps a later h1 in the html, with an id, but not in headings', async () => {
    const result = await render('Intro\n\n# Later');
    expect(result.html).toContain('<h1 id="later">');
    expect(result.anchors).toEqual(['later']);
    expect(result.headings).toEqual([]);
  });

  it('does not let the removed title take an id from a later heading', async () => {
    const result = await render('# Setup\n\n## Setup');
    expect(result.headings[0]!.id).toBe('setup');
  });
});
