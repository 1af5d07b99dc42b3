// pymdownx.snippets in the MkDocs dialect: `--8<-- "file"` lines and blocks read from the project folder, line ranges
// and sections, `;--8<--` written as it stands, snippets inside admonitions, and the errors for a file that is not
// there or a snippet that includes itself.
import { describe, expect, it } from 'vitest';
import { codesOf, render as renderWith } from '../helpers.ts';

const FILES: Record<string, string> = {
  '/site/CHANGES.md': '# Changes\n\n## 2.0\n\n- Tide tables\n- Moon phases\n- Harbour maps\n',
  '/site/docs/shared/abbr.md': 'The **neap** tide is the smallest.\n',
  '/site/docs/shared/sections.md':
    'Intro line.\n--8<-- [start:knots]\nA knot is one nautical mile an hour.\n--8<-- [end:knots]\nOutro line.\n',
  '/site/docs/shared/self.md': '--8<-- "docs/shared/self.md"\n',
};
const roots = { rootDir: '/site', contentDir: '/site/docs' };
const context = { file: 'docs/guide/page.md', readFile: (abs: string) => FILES[abs] };
const render = (body: string) =>
  renderWith(body, context, { dialect: 'mkdocs', html: true, includeRoots: roots });

describe('pymdownx.snippets', () => {
  it('replaces a snippet line with the file, read from the project folder, parsed as the page', async () => {
    const { html, diagnostics } = await render('Before.\n\n--8<-- "docs/shared/abbr.md"\n\nAfter.\n');
    expect(html).toContain('<p>The <strong>neap</strong> tide is the smallest.</p>');
    expect(html).not.toContain('8&lt;');
    expect(diagnostics).toEqual([]);
  });

  it('takes line ranges open at either end, and sections without their markers', async () => {
    const range = await render('--8<-- "CHANGES.md:5:6"\n');
    expect(range.html).toContain('<li>Tide tables</li>\n<li>Moon phases</li>');
    expect(range.html).not.toContain('Harbour maps');
    expect((await render("Intro.\n\n--8<-- 'CHANGES.md::1'\n")).html).toMatch(/<h1[^>]*>Changes/);
    expect((await render('--8<-- "CHANGES.md:7:"\n')).html).toContain('Harbour maps');
    const section = await render('--8<-- "docs/shared/sections.md:knots"\n');
    expect(section.html).toContain('A knot is one nautical mile an hour.');
    expect(section.html).not.toMatch(/Intro|Outro|start:knots/);
  });

  it('reads a block of files between two markers, and inside an admonition', async () => {
    const block = await render('--8<--\ndocs/shared/abbr.md\nCHANGES.md:3:3\n--8<--\n');
    expect(block.html).toContain('<strong>neap</strong>');
    expect(block.html).toMatch(/<h2[^>]*>2\.0/);
    const note = await render('!!! note\n\n    --8<-- "docs/shared/abbr.md"\n');
    expect(note.html).toMatch(/admonition[\s\S]*<strong>neap<\/strong>/);
  });

  it('writes an escaped marker as it stands', async () => {
    const { html } = await render(';--8<-- "docs/shared/abbr.md"\n');
    expect(html).toContain('--8&lt;-- &quot;docs/shared/abbr.md&quot;');
    expect(html).not.toContain('<strong>neap</strong>');
  });

  it('is an error at its line for a missing file, a missing section, and a snippet that includes itself', async () => {
    const missing = await render('Text.\n\n--8<-- "docs/shared/gone.md"\n');
    expect(codesOf(missing)).toEqual(['markdown-missing-include']);
    expect(missing.diagnostics[0]!.line).toBe(3);
    expect(missing.diagnostics[0]!.message).toContain('docs/shared/gone.md');
    const section = await render('--8<-- "docs/shared/sections.md:tides"\n');
    expect(section.diagnostics[0]!.message).toContain('no section "tides"');
    const loop = await render('--8<-- "docs/shared/self.md"\n');
    expect(codesOf(loop)).toEqual(['markdown-missing-include']);
    expect(loop.diagnostics[0]!.message).toContain('nest deeper');
  });
});
