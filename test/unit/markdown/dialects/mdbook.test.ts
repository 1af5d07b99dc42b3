// The mdBook dialect (`markdown.dialect: 'mdbook'`): `{{#include}}` with line ranges and anchors, `{{#rustdoc_include}}`,
// `{{#playground}}`, `{{#title}}`, escaping, hidden lines of Rust blocks, rustdoc's fence words, preprocessor tags,
// and the errors (and true line numbers) around includes.
import { describe, expect, it } from 'vitest';
import { parseSelection, takeLines } from '../../../../src/markdown/dialects/mdbook/lines.ts';
import { codesOf, render as renderWith } from '../helpers.ts';

const SOURCE = [
  'use std::fmt;', // 1
  '', // 2
  '// ANCHOR: lamp', // 3
  'struct Lamp {', // 4
  '    lit: bool,', // 5
  '}', // 6
  '// ANCHOR_END: lamp', // 7
  '', // 8
  'fn main() {}', // 9
  '',
].join('\n');
const FILES: Record<string, string> = {
  '/site/src/guide/lamp.rs': SOURCE,
  '/site/src/guide/part.md': 'Shared *text*.\n{{#include inner/deeper.md}}\n',
  '/site/src/guide/inner/deeper.md': 'From the inner folder.\n',
  '/site/src/guide/loop.md': '{{#include loop.md}}\n',
  '/site/listings/outside.rs': 'fn outside() {}\n',
};
const roots = { rootDir: '/site', contentDir: '/site/src' };
const context = { file: 'src/guide/page.md', readFile: (abs: string) => FILES[abs] };
const render = (body: string) =>
  renderWith(body, context, { dialect: 'mdbook', html: true, includeRoots: roots });
const codeOf = (html: string): string[] =>
  [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"'),
  );

describe('line selections', () => {
  it('reads ranges as mdBook does: 1-based, inclusive, open at either end', () => {
    expect(parseSelection(undefined)).toEqual({ kind: 'range', start: 0, end: undefined });
    expect(parseSelection('4')).toEqual({ kind: 'range', start: 3, end: 4 });
    expect(parseSelection('4:6')).toEqual({ kind: 'range', start: 3, end: 6 });
    expect(parseSelection(':6')).toEqual({ kind: 'range', start: 0, end: 6 });
    expect(parseSelection('4:')).toEqual({ kind: 'range', start: 3, end: undefined });
    expect(parseSelection('lamp')).toEqual({ kind: 'anchor', name: 'lamp' });
  });

  it('drops anchor lines from any part it takes', () => {
    expect(takeLines(SOURCE, parseSelection('2:4'))).toBe('\nstruct Lamp {');
    expect(takeLines(SOURCE, parseSelection(undefined))).not.toContain('ANCHOR');
  });
});

describe('{{#include}}', () => {
  it('includes whole files, one line, ranges open at either end, and anchors, inside code fences', async () => {
    const body = [
      '```rust',
      '{{#include lamp.rs:4:6}}',
      '```',
      '```rust',
      '{{#include lamp.rs:9}}',
      '```',
      '```rust',
      '{{#include lamp.rs::1}}',
      '```',
      '```rust',
      '{{#include lamp.rs:8:}}',
      '```',
      '```rust',
      '{{#include lamp.rs:lamp}}',
      '```',
    ].join('\n');
    const result = await render(body);
    expect(codesOf(result)).toEqual([]);
    expect(codeOf(result.html)).toEqual([
      'struct Lamp {\n    lit: bool,\n}',
      'fn main() {}',
      'use std::fmt;',
      '\nfn main() {}',
      'struct Lamp {\n    lit: bool,\n}',
    ]);
  });

  it('includes markdown outside fences, whose own includes are read from its folder', async () => {
    const result = await render('# Page\n\n{{#include part.md}}\n');
    expect(codesOf(result)).toEqual([]);
    expect(result.html).toContain('<p>Shared <em>text</em>.\nFrom the inner folder.</p>');
  });

  it('puts the text before the include in front of every included line, as mdBook does', async () => {
    const result = await render('- Item\n\n  ```rust\n  {{#include lamp.rs:4:6}}\n  ```\n');
    expect(codeOf(result.html)).toEqual(['struct Lamp {\n    lit: bool,\n}']);
  });

  it('reports a missing file, a file outside the site, a missing anchor and a loop at the include', async () => {
    const body = [
      'Intro.', // 1
      '', // 2
      'See {{#include nothing.rs}} here.', // 3
      '', // 4
      '{{#include ../../../etc/passwd}}', // 5
      '', // 6
      '{{#include lamp.rs:nowhere}}', // 7
      '', // 8
      '{{#include loop.md}}', // 9
    ].join('\n');
    const result = await render(body);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['markdown-missing-include', 'error', 3, 5],
      ['markdown-missing-include', 'error', 5, 1],
      ['markdown-missing-include', 'error', 7, 1],
      ['markdown-missing-include', 'error', 9, 1],
    ]);
    expect(result.diagnostics[0]!.message).toContain('nothing.rs cannot be read (no such file)');
    expect(result.diagnostics[1]!.message).toContain("outside the site's folder");
    expect(result.diagnostics[2]!.message).toContain('has no anchor "nowhere"');
    expect(result.diagnostics[3]!.message).toContain('nest deeper than 10');
    expect(result.html).not.toContain('{{#include');
  });

  it('reads files above the project only from the folder markdown.includeFrom names', async () => {
    // A book in /site/book whose chapter includes the repository's /site/listings.
    const book = { rootDir: '/site/book', contentDir: '/site/book/src' };
    const page = { file: 'src/page.md', readFile: (abs: string) => FILES[abs] };
    const body = '```rust\n{{#include ../../listings/outside.rs}}\n```';
    const refused = await renderWith(body, page, { dialect: 'mdbook', includeRoots: book });
    expect(refused.diagnostics[0]?.message).toContain("outside the site's folder");
    const allowed = await renderWith(body, page, {
      dialect: 'mdbook',
      includeRoots: { ...book, allowedDir: '/site' },
    });
    expect(codesOf(allowed)).toEqual([]);
    expect(codeOf(allowed.html)).toEqual(['fn outside() {}']);
  });

  it('keeps the line of what follows an include true to the file', async () => {
    const body = ['{{#include part.md}}', '', 'A [broken](missing.md) link.'].join('\n');
    const result = await render(body);
    const broken = result.diagnostics.find((d) => d.code === 'broken-markdown-link');
    expect(broken?.line).toBe(3);
  });

  it('writes an escaped expression as it is, without the backslash', async () => {
    const result = await render('Write `\\{{#include file.rs}}` to include.\n\n\\{{#title Not a title}}');
    expect(codesOf(result)).toEqual([]);
    expect(result.html).toContain('<code>{{#include file.rs}}</code>');
    expect(result.html).toContain('{{#title Not a title}}');
    expect(result.headTitle).toBeUndefined();
  });
});

describe('{{#rustdoc_include}}, {{#playground}} and {{#title}}', () => {
  it('includes the whole file for rustdoc with the lines outside the part hidden', async () => {
    const result = await render('```rust\n{{#rustdoc_include lamp.rs:lamp}}\n```');
    expect(codeOf(result.html)).toEqual(['struct Lamp {\n    lit: bool,\n}']);
  });

  it('makes a Rust block of a playground file, with its attributes', async () => {
    const result = await render('{{#playground lamp.rs editable}}');
    expect(result.html).toContain('data-language="rust"');
    expect(codeOf(result.html)[0]).toContain('struct Lamp {');
    expect(codeOf(result.html)[0]).not.toContain('ANCHOR');
  });

  it("sets the page's <title> apart from its heading, and leaves no text", async () => {
    const result = await render('# Lamps\n\n{{#title Lamps and lanterns}}\n\nText.');
    expect(result.title).toBe('Lamps');
    expect(result.headTitle).toBe('Lamps and lanterns');
    expect(result.html).not.toContain('{{#title');
  });
});

describe('code blocks', () => {
  it('hides the `# ` lines of Rust blocks and shows `##` as `#`', async () => {
    const body = '```rust,editable\n# fn main() {\nlet x = 1;\n## shown\n#[derive(Debug)]\n#\n# }\n```';
    const result = await render(body);
    expect(codeOf(result.html)).toEqual(['let x = 1;\n# shown\n#[derive(Debug)]']);
  });

  it('leaves `# ` lines of other languages, and hides the lines of a hidelines= prefix', async () => {
    const result = await render(
      '```toml\n# a comment\nx = 1\n```\n\n```python,hidelines=~\n~hidden()\nshown()\n```',
    );
    expect(codeOf(result.html)).toEqual(['# a comment\nx = 1', 'shown()']);
  });

  it('reads rustdoc words and common mdBook languages without unknown-language warnings', async () => {
    const body = [
      '```rust,ignore\nlet a = 1;\n```',
      '```ignore\nlet b = 2;\n```',
      '```should_panic\npanic!();\n```',
      '```notrust\nplain words\n```',
      '```console\n$ cargo run\n```',
      '```toml\n[package]\n```',
    ].join('\n\n');
    const result = await render(body);
    expect(codesOf(result)).toEqual([]);
    expect([...result.html.matchAll(/data-language="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'rust',
      'rust',
      'rust',
      'text',
      'console',
      'toml',
    ]);
  });

  it('reads dollar signs as text, as mdBook does without a math preprocessor', async () => {
    const result = await render('A cup costs $3 and a pot $12.');
    expect(result.html).toContain('$3 and a pot $12');
    expect(result.features).toEqual([]);
  });
});

describe('heading attributes', () => {
  it('reads `{ #id .class }` after a heading as its id and classes', async () => {
    const result = await render(
      '# Page\n\n## Setting up { #setup .wide .quiet }\n\n## Plain {#plain}\n\n## Other { onclick=x }',
    );
    expect(codesOf(result)).toEqual([]);
    expect(result.headings.map((h) => [h.id, h.text])).toEqual([
      ['setup', 'Setting up'],
      ['plain', 'Plain'],
      ['other', 'Other'],
    ]);
    expect(result.html).toMatch(/<h2 class="wide quiet" id="setup"|<h2 id="setup" class="wide quiet"/);
    expect(result.html).not.toContain('onclick');
  });
});

describe('MathJax delimiters', () => {
  it('typesets \\\\( \\\\) inline and \\\\[ \\\\] displayed, with markdown escapes undone', async () => {
    const result = await render('Inline \\\\( x^2 \\\\) and\n\\\\[ \\{a\\} \\\\\\\\ b \\\\]');
    expect(codesOf(result)).toEqual([]);
    expect(result.features).toEqual(['math']);
    expect(result.html).not.toContain('\\(');
    expect(result.html.match(/class="katex-display"/g)).toHaveLength(1);
    expect(result.html.match(/class="katex"/g)).toHaveLength(2);
    // `\{` is markdown's escape of `{` (MathJax sees a brace), `\\\\` its escape of TeX's `\\`.
    expect(result.html).toContain('<annotation encoding="application/x-tex">{a} \\\\ b</annotation>');
  });
});

describe('preprocessor tags', () => {
  it("reports a tag of the book's own preprocessor once per page, not capitals inside attribute values", async () => {
    const body = [
      'Text.',
      '',
      '<Listing number="1-1" caption="An Option<T> value">',
      '',
      '```rust\nlet a = 1;\n```',
      '',
      '</Listing>',
      '',
      '<Listing number="1-2">',
      '',
      '</Listing>',
    ].join('\n');
    const result = await render(body);
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['markdown-unknown-macro', 3, 1],
    ]);
    expect(result.diagnostics[0]!.message).toContain('<Listing>');
  });
});
