import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/content/frontmatter.ts';
import { MAX_FRONT_MATTER_CHARS, normaliseText } from '../../../src/content/fence.ts';
import type { SourceFile } from '../../../src/content/types.ts';

const source: SourceFile = {
  kind: 'doc',
  relPath: 'page.md',
  file: 'content/docs/page.md',
  absPath: '/nowhere/content/docs/page.md',
};

function parse(text: string) {
  return parseSource(source, text);
}

describe('normaliseText', () => {
  it.each([
    ['\uFEFFtitle', 'title'],
    ['a\r\nb\r\n', 'a\nb\n'],
    ['a\rb', 'a\nb'],
    ['a\nb', 'a\nb'],
    ['x\uFEFF', 'x\uFEFF'],
  ])('%j → %j', (input, output) => {
    expect(normaliseText(input)).toBe(output);
  });
});

describe('where a front matter block ends', () => {
  it.each([
    ['plain', '---\ntitle: x\n---\nbody\n', { title: 'x' }, 'body\n', 3],
    ['trailing spaces on fences', '--- \ntitle: x\n---  \nbody', { title: 'x' }, 'body', 3],
    ['language yaml', '---yaml\ntitle: x\n---\n', { title: 'x' }, '', 3],
    ['language after a space', '--- yml\ntitle: x\n---\n', { title: 'x' }, '', 3],
    ['a tab after the opening fence', '---\t\ntitle: x\n---\n', { title: 'x' }, '', 3],
    ['empty block', '---\n---\nbody', {}, 'body', 2],
    ['closing fence at end of text', '---\ntitle: x\n---', { title: 'x' }, '', 3],
    [
      'body with a rule later',
      '---\ntitle: x\n---\n\ntext\n\n---\n\nmore',
      { title: 'x' },
      '\ntext\n\n---\n\nmore',
      3,
    ],
    [
      'multi-line block',
      '---\ntitle: T\ndescription: D\nslug: s\n---\n# H\n',
      { title: 'T', description: 'D', slug: 's' },
      '# H\n',
      5,
    ],
  ])('%s', (_label, text, frontMatter, body, bodyLineOffset) => {
    const { parsed, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    expect(parsed).toEqual({ source, frontMatter, body, bodyLineOffset });
  });

  it.each([
    ['no front matter', '# Title\n', undefined],
    ['empty file', '', undefined],
    ['a thematic break of four dashes', '----\na: 1\n----\n', undefined],
    ['blank line before the block', '\n---\ntitle: x\n---\nbody', 2],
    ['two blank lines and spaces', '\n  \n---\ntitle: x\n---\n', 3],
    ['a blank line then a lone rule', '\n---\ntext\n', undefined],
    ['a dash line that opens nothing', '--- two words\ntitle: x\n---\n', undefined],
  ])('%s → no front matter (misplaced at %j)', (_label, text, misplacedLine) => {
    const { parsed, diagnostics } = parse(text);
    expect(parsed).toEqual({ source, frontMatter: {}, body: text, bodyLineOffset: 0 });
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual(
      misplacedLine === undefined ? [] : [['frontmatter-not-at-start', misplacedLine]],
    );
  });

  it.each([
    ['only the opening fence', '---', 'frontmatter-unclosed'],
    ['never closed', '---\ntitle: x\n\n# Heading\n\nbody text: yes\n', 'frontmatter-unclosed'],
    ['js block never closed', '---js\nmodule.exports = {}\n', 'frontmatter-js'],
  ])('%s → %s', (_label, text, code) => {
    const { parsed, diagnostics } = parse(text);
    expect(parsed).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([[code, 1]]);
  });

  it.each([
    ['four dashes', '---\ntitle: x\n----\nbody\n---\n', 3],
    ['dashes and text', '---\ntitle: x\n\n---x\n', 4],
  ])('a first "---" line with more text after it closes nothing (%s)', (_label, text, line) => {
    const { parsed, diagnostics } = parse(text);
    expect(parsed).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'frontmatter-unclosed', line: 1 });
    expect(diagnostics[0]!.message).toContain(`line ${line} starts with "---" but has more text after it`);
  });

  it('caps the block size before anything parses it', () => {
    const yaml = `description: ${'x'.repeat(MAX_FRONT_MATTER_CHARS)}\n`;
    const tooLarge = parse(`---\n${yaml}---\nbody`);
    expect(tooLarge.parsed).toBeUndefined();
    expect(tooLarge.diagnostics.map((d) => d.code)).toEqual(['frontmatter-too-large']);
    expect(tooLarge.diagnostics[0]!.message).toContain(`front matter is ${Math.ceil(yaml.length / 1024)} KB`);
    const fits = `description: ${'x'.repeat(MAX_FRONT_MATTER_CHARS - 20)}\n`;
    const parsed = parse(`---\n${fits}---\n`).parsed;
    expect(parsed?.frontMatter).toEqual({ description: 'x'.repeat(MAX_FRONT_MATTER_CHARS - 20) });
  });
});
