// Front matter as MkDocs Material's blog writes it: `date: { created, updated }` and `categories`.
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/content/frontmatter.ts';
import type { SourceFile } from '../../../src/content/types.ts';

const source: SourceFile = {
  kind: 'blog',
  relPath: 'posts/p.md',
  file: 'docs/blog/posts/p.md',
  absPath: '/nowhere/p.md',
};

function parse(yaml: string) {
  const { parsed, diagnostics } = parseSource(source, `---\n${yaml}\n---\nbody\n`);
  return { frontMatter: parsed?.frontMatter, codes: diagnostics.map((d) => d.code) };
}

describe('MkDocs blog front matter', () => {
  it('dates a post by `date.created`', () => {
    const { frontMatter, codes } = parse('date:\n  created: 2026-01-12\n  updated: 2026-01-20');
    expect(frontMatter?.date).toBe('2026-01-12');
    expect(codes).toEqual([]);
  });

  it('refuses a mapping without a real `created` date', () => {
    expect(parse('date:\n  updated: 2026-01-20').codes).toEqual(['frontmatter-invalid']);
    expect(parse('date:\n  created: 2026-02-31').codes).toEqual(['frontmatter-invalid']);
  });

  it('adds `categories` to the tags', () => {
    const { frontMatter, codes } = parse('tags: [oil]\ncategories:\n  - Supplies\n  - Winter');
    expect(frontMatter?.tags).toEqual(['oil', 'Supplies', 'Winter']);
    expect(frontMatter).not.toHaveProperty('categories');
    expect(codes).toEqual([]);
  });
});
