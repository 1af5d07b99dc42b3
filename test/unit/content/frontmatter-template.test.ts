import { describe, expect, it } from 'vitest';
import { validateFrontMatter } from '../../../src/content/frontmatter-schema.ts';

const ctx = (yamlText: string) => ({ file: 'docs/index.md', yamlText, firstLine: 2 });

describe('front matter template', () => {
  it("reads Starlight's splash template with a hero as the home layout", () => {
    const data = { title: 'Home', template: 'splash', hero: { title: 'Hi' } };
    const { frontMatter, diagnostics } = validateFrontMatter(
      data,
      ctx('title: Home\ntemplate: splash\nhero:\n  title: Hi'),
    );
    expect(diagnostics).toEqual([]);
    expect(frontMatter.layout).toBe('home');
  });

  it('warns at its line about a MkDocs theme template (home.html), which is not run, and builds the page', () => {
    const { frontMatter, diagnostics } = validateFrontMatter(
      { title: 'Home', template: 'home.html' },
      ctx('title: Home\ntemplate: home.html'),
    );
    expect(diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'frontmatter-invalid', 3],
    ]);
    expect(diagnostics[0]!.message).toContain('template home.html is a theme template of the site');
    expect(frontMatter.title).toBe('Home');
    expect('template' in frontMatter).toBe(false);
  });

  it('still refuses another template value', () => {
    const { diagnostics } = validateFrontMatter(
      { title: 'A', template: 'wide' },
      ctx('title: A\ntemplate: wide'),
    );
    expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([['error', 'frontmatter-invalid']]);
  });
});

describe('front matter hero', () => {
  it("shows the words of a hero's HTML tagline, and each action in order with its variant and icon", () => {
    const tagline =
      '<strong>Houston, we have a problem.</strong> Not found.<br>Try the search &amp; the home page.';
    const hero = {
      title: '404',
      tagline,
      actions: [
        { text: 'Go home', link: '/', icon: 'right-arrow', variant: 'primary' },
        { text: 'Blank', link: '/x', theme: 'cta' },
        { text: ' ', link: '/logo' },
      ],
    };
    const { frontMatter, diagnostics } = validateFrontMatter(
      { title: 'A', layout: 'home', hero },
      ctx('title: A'),
    );
    expect(diagnostics).toEqual([]);
    expect(frontMatter.hero?.tagline).toBe(
      'Houston, we have a problem. Not found. Try the search & the home page.',
    );
    expect(frontMatter.hero?.actions).toEqual([
      { label: 'Go home', to: '/', variant: 'primary', icon: 'right-arrow' },
      { label: 'Blank', to: '/x', variant: 'secondary', icon: undefined },
    ]);
  });

  it("takes starlight-blog's author picture as the author's image", () => {
    const authors = [{ name: 'Ghost', picture: 'https://example.org/g.png' }];
    const { frontMatter, diagnostics } = validateFrontMatter({ title: 'A', authors }, ctx('title: A'));
    expect(diagnostics).toEqual([]);
    expect(JSON.stringify(frontMatter)).toContain('"image_url":"https://example.org/g.png"');
    expect(JSON.stringify(frontMatter)).not.toContain('picture');
  });
});
