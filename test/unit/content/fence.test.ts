import { describe, expect, it } from 'vitest';
import { MAX_FRONT_MATTER_CHARS, normaliseText, splitFrontMatter } from '../../../src/content/fence.ts';

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

describe('splitFrontMatter', () => {
  it.each([
    ['plain', '---\ntitle: x\n---\nbody\n', '', 'title: x\n', 'body\n', 3],
    ['trailing spaces on fences', '--- \ntitle: x\n---  \nbody', '', 'title: x\n', 'body', 3],
    ['language yaml', '---yaml\na: 1\n---\n', 'yaml', 'a: 1\n', '', 3],
    ['language after a space', '--- yml\na: 1\n---\n', 'yml', 'a: 1\n', '', 3],
    ['empty block', '---\n---\nbody', '', '', 'body', 2],
    ['closing fence at end of text', '---\na: 1\n---', '', 'a: 1\n', '', 3],
    [
      'body with a rule later',
      '---\na: 1\n---\n\ntext\n\n---\n\nmore',
      '',
      'a: 1\n',
      '\ntext\n\n---\n\nmore',
      3,
    ],
    ['multi-line block', '---\na: 1\nb: 2\nc: 3\n---\n# H\n', '', 'a: 1\nb: 2\nc: 3\n', '# H\n', 5],
  ])('%s', (_label, text, language, yaml, body, bodyLineOffset) => {
    expect(splitFrontMatter(text)).toEqual({
      kind: 'block',
      language,
      yaml,
      firstLine: 2,
      body,
      bodyLineOffset,
    });
  });

  it.each([
    ['no front matter', '# Title\n', undefined],
    ['empty file', '', undefined],
    ['a thematic break of four dashes', '----\na: 1\n----\n', undefined],
    ['blank line before the block', '\n---\ntitle: x\n---\nbody', 2],
    ['two blank lines and spaces', '\n  \n---\ntitle: x\n---\n', 3],
    ['a blank line then a lone rule', '\n---\ntext\n', undefined],
  ])('%s → none (misplaced at %j)', (_label, text, misplacedLine) => {
    expect(splitFrontMatter(text)).toEqual({ kind: 'none', body: text, misplacedLine });
  });

  it.each([
    ['only the opening fence', '---', ''],
    ['never closed', '---\ntitle: x\n\n# Heading\n\nbody text: yes\n', ''],
    ['js block never closed', '---js\nmodule.exports = {}\n', 'js'],
  ])('%s → unclosed', (_label, text, language) => {
    expect(splitFrontMatter(text)).toEqual({ kind: 'unclosed', language });
  });

  it('caps the block size before anything parses it', () => {
    const yaml = `description: ${'x'.repeat(MAX_FRONT_MATTER_CHARS)}\n`;
    expect(splitFrontMatter(`---\n${yaml}---\nbody`)).toEqual({
      kind: 'too-large',
      language: '',
      chars: yaml.length,
    });
    const fits = `d: ${'x'.repeat(MAX_FRONT_MATTER_CHARS - 10)}\n`;
    expect(splitFrontMatter(`---\n${fits}---\n`).kind).toBe('block');
  });

  it('keeps the language of a js block without reading it', () => {
    expect(splitFrontMatter('---js\n{ title: "x" }\n---\n')).toMatchObject({ kind: 'block', language: 'js' });
    expect(splitFrontMatter('---JavaScript\nx\n---\n')).toMatchObject({
      kind: 'block',
      language: 'JavaScript',
    });
  });
});
