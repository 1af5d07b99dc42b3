import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.ts';
import { parseSource } from '../../../src/content/frontmatter.ts';
import type { SourceFile } from '../../../src/content/types.ts';

const source: SourceFile = {
  kind: 'doc',
  relPath: 'guide/page.md',
  file: 'content/docs/guide/page.md',
  absPath: '/nowhere/content/docs/guide/page.md',
};

function parse(text: string) {
  return parseSource(source, text);
}

function only(diagnostics: Diagnostic[]) {
  expect(diagnostics).toHaveLength(1);
  return diagnostics[0]!;
}

describe('parseSource: front matter that must not run', () => {
  it.each(['js', 'javascript', 'JavaScript', 'JS'])(
    '---%s is rejected and its code never runs',
    (language) => {
      const g = globalThis as Record<string, unknown>;
      delete g['__docsgenPwned'];
      const text = `---${language}\n{ title: (globalThis.__docsgenPwned = true, "x") }\n---\nbody\n`;
      const { parsed, diagnostics } = parse(text);
      expect(parsed).toBeUndefined();
      const d = only(diagnostics);
      expect(d).toMatchObject({ severity: 'error', code: 'frontmatter-js', file: source.file, line: 1 });
      expect(d.message).toContain('JS front matter is not supported');
      expect(g['__docsgenPwned']).toBeUndefined();
    },
  );

  it.each(['toml', 'coffee', 'json', 'weird-lang'])(
    '---%s is rejected, naming the language and the file',
    (language) => {
      const { parsed, diagnostics } = parse(`---${language}\ntitle = "x"\n---\n`);
      expect(parsed).toBeUndefined();
      const d = only(diagnostics);
      expect(d.code).toBe('frontmatter-language');
      expect(d.message).toContain(`"${language}"`);
      expect(d.message).toContain(source.file);
    },
  );
});

describe('parseSource: broken YAML', () => {
  it.each([
    ['unquoted ": "', '---\ntitle: a: b\n---\n', 2, 9],
    ['tab indentation', '---\ntitle: x\ntags:\n\t- a\n---\n', 4, 1],
    ['error deep in the block', '---\na: 1\nb: 2\nc: [1, 2\nd: 4\n---\nbody', 5, 1],
    ['CRLF line ends', '---\r\ntitle: ok\r\ndescription: a: b\r\n---\r\n', 3, 15],
    ['BOM', '\uFEFF---\ntitle: a: b\n---\n', 2, 9],
  ])('%s → error at its file line and column', (_label, text, line, column) => {
    const { parsed, diagnostics } = parse(text);
    expect(parsed).toBeUndefined();
    expect(only(diagnostics)).toMatchObject({ severity: 'error', code: 'frontmatter-yaml', line, column });
  });

  it('reports the same invalid text every time it is parsed', () => {
    const text = '---\ntitle: a: b\n---\nbody';
    const first = parse(text);
    const second = parse(text);
    expect(first.diagnostics).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('an opening fence without a closing one is an error at line 1, not a YAML error in the body', () => {
    const { parsed, diagnostics } = parse('---\ntitle: x\n\n# Heading\n\nSome text: with a colon\n');
    expect(parsed).toBeUndefined();
    const d = only(diagnostics);
    expect(d).toMatchObject({ code: 'frontmatter-unclosed', line: 1 });
    expect(d.message).toContain('front matter opened at line 1 is not closed');
  });

  it.each([
    ['a list', '---\n- a\n- b\n---\n', 'a list'],
    ['a string', '---\njust a string\n---\n', 'a single text'],
    ['a number', '---\n42\n---\n', 'a number'],
    ['a boolean', '---\ntrue\n---\n', 'a boolean'],
  ])('front matter that is %s is rejected', (_label, text, shape) => {
    const d = only(parse(text).diagnostics);
    expect(d.code).toBe('frontmatter-not-mapping');
    expect(d.message).toBe(`front matter must be a mapping of "key: value" lines, not ${shape}`);
  });

  it('duplicate keys are an error at the line of the second key', () => {
    const d = only(parse('---\ntitle: a\ndescription: b\ntitle: c\n---\n').diagnostics);
    expect(d).toMatchObject({ code: 'frontmatter-duplicate-key', line: 4 });
    expect(d.message).toContain('"title"');
  });

  it('anchors and aliases are rejected before anything expands', () => {
    const bomb = [
      '---',
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'keywords: [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      '---',
    ].join('\n');
    const { parsed, diagnostics } = parse(bomb);
    expect(parsed).toBeUndefined();
    const d = only(diagnostics);
    expect(d).toMatchObject({ code: 'frontmatter-alias', line: 2 });
    expect(d.message).toContain('YAML aliases are not allowed in front matter');
  });

  it('3000-deep nesting is a per-file error, not a crash', () => {
    const text = `---\ntags: ${'['.repeat(3000)}${']'.repeat(3000)}\n---\n`;
    const d = only(parse(text).diagnostics);
    expect(d).toMatchObject({ code: 'frontmatter-too-deep', severity: 'error', line: 2 });
  });

  it('front matter over 64 KB is refused before parsing', () => {
    const text = `---\ndescription: ${'x'.repeat(1024 * 1024)}\n---\nbody`;
    const { parsed, diagnostics } = parse(text);
    expect(parsed).toBeUndefined();
    const d = only(diagnostics);
    expect(d.code).toBe('frontmatter-too-large');
    expect(d.message).toContain('1025 KB');
  });
});

describe('parseSource: where the front matter is', () => {
  it.each([
    ['LF', '---\ntitle: Hello\n---\n# Body\n', '# Body\n'],
    ['CRLF', '---\r\ntitle: Hello\r\n---\r\n# Body\r\n', '# Body\n'],
    ['BOM', '\uFEFF---\ntitle: Hello\n---\n# Body\n', '# Body\n'],
    ['BOM and CRLF', '\uFEFF---\r\ntitle: Hello\r\n---\r\n# Body\r\n', '# Body\n'],
    ['trailing spaces after the fences', '--- \ntitle: Hello\n---\t \n# Body\n', '# Body\n'],
    ['---yaml', '---yaml\ntitle: Hello\n---\n# Body\n', '# Body\n'],
  ])('%s is parsed', (_label, text, body) => {
    const { parsed, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    expect(parsed).toEqual({ source, frontMatter: { title: 'Hello' }, body, bodyLineOffset: 3 });
  });

  it('a blank line before --- means no front matter, with a warning', () => {
    const text = '\n---\ntitle: x\n---\nbody\n';
    const { parsed, diagnostics } = parse(text);
    expect(parsed).toEqual({ source, frontMatter: {}, body: text, bodyLineOffset: 0 });
    const d = only(diagnostics);
    expect(d).toMatchObject({ severity: 'warning', code: 'frontmatter-not-at-start', line: 2 });
    expect(d.message).toContain('front matter must start on line 1');
  });

  it.each([
    ['no front matter', '# Title\ntext\n', {}, '# Title\ntext\n', 0],
    ['empty file', '', {}, '', 0],
    ['empty block', '---\n---\n', {}, '', 2],
    ['comment-only block', '---\n# nothing\n---\nx', {}, 'x', 3],
    ['front matter only', '---\ntitle: T\n---', { title: 'T' }, '', 3],
    [
      'five lines before the body',
      '---\ntitle: T\n\ndescription: D\n---\nline 6',
      { title: 'T', description: 'D' },
      'line 6',
      5,
    ],
  ])('%s', (_label, text, frontMatter, body, bodyLineOffset) => {
    const { parsed, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    expect(parsed).toEqual({ source, frontMatter, body, bodyLineOffset });
  });

  it('bodyLineOffset maps a body line to its file line', () => {
    const text = '---\ntitle: T\ntags: [a]\n---\nfirst\nsecond\n';
    const parsed = parse(text).parsed!;
    const fileLines = text.split('\n');
    parsed.body.split('\n').forEach((line, i) => {
      expect(fileLines[i + parsed.bodyLineOffset]).toBe(line);
    });
  });
});
