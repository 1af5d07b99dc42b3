import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

describe('the blog truncate marker', () => {
  it('becomes an HTML comment between closed paragraphs, with raw HTML off', async () => {
    const result = await render('Intro text.\n\n<!-- truncate -->\n\nThe rest.\n');
    expect(result.html).toBe('<p>Intro text.</p>\n<!-- truncate -->\n<p>The rest.</p>\n');
    expect(result.sections.map((section) => section.text).join(' ')).not.toContain('truncate');
  });

  it('accepts other spacing and stays a comment with raw HTML on', async () => {
    expect((await render('A\n\n<!--truncate-->\n')).html).toBe('<p>A</p>\n<!-- truncate -->\n');
    expect((await render('A\n\n<!-- truncate -->\n', {}, { html: true })).html).toBe(
      '<p>A</p>\n<!-- truncate -->\n',
    );
  });

  it('leaves the marker inside other text, and other comments, escaped', async () => {
    expect((await render('Write <!-- truncate --> here.\n')).html).toBe(
      '<p>Write &lt;!-- truncate --&gt; here.</p>\n',
    );
    expect((await render('<!-- note -->\n')).html).toBe('<p>&lt;!-- note --&gt;</p>\n');
  });
});
