import { describe, expect, it } from 'vitest';
import {
  describeUnsafeName,
  findUnsafeNameProblem,
  isTempFileName,
  stripNumberPrefix,
  suggestSafeName,
} from '../../../src/content/names.ts';

describe('stripNumberPrefix', () => {
  it.each([
    ['01-intro', 'intro', 1],
    ['00-intro', 'intro', 0],
    ['10_setup', 'setup', 10],
    ['3. Getting started', 'Getting started', 3],
    ['02 - How to use', 'How to use', 2],
    ['01-int-players', 'int-players', 1],
    ['01-2DGUI', '2DGUI', 1],
    ['2DGUI', '2DGUI', undefined],
    ['3DGUI', '3DGUI', undefined],
    ['2024-01-02-post', '2024-01-02-post', undefined],
    ['2024-01-02', '2024-01-02', undefined],
    ['1.2.3', '1.2.3', undefined],
    ['1.5-x', '1.5-x', undefined],
    ['1-2', '1-2', undefined],
    ['01-', '01-', undefined],
    ['01', '01', undefined],
    ['intro', 'intro', undefined],
    ['rX', 'rX', undefined],
    ['Terms&Conditions', 'Terms&Conditions', undefined],
    ['-1-x', '-1-x', undefined],
  ])('%j → %j (position %j)', (input, name, position) => {
    expect(stripNumberPrefix(input)).toEqual({ name, position });
  });
});

describe('isTempFileName', () => {
  it.each([
    ['x.md.tmp', true],
    ['.#x.md', true],
    ['x.md~', true],
    ['.x.md.swp', true],
    ['#x.md#', true],
    ['x.md', false],
    ['x.mdx', false],
    ['#', false],
    ['tmp.md', false],
  ])('%j → %j', (name, expected) => {
    expect(isTempFileName(name)).toBe(expected);
  });
});

describe('findUnsafeNameProblem', () => {
  it.each([
    ['a\\b.md', 'the character "\\"'],
    ['a\0b.md', 'a NUL character (U+0000)'],
    ['a\tb.md', 'a control character (U+0009)'],
    ['a\u007fb.md', 'a control character (U+007F)'],
    ['name.', 'a trailing dot'],
    ['name ', 'a trailing space'],
    ['CON', 'the Windows-reserved name "CON"'],
    ['con.md', 'the Windows-reserved name "con"'],
    ['Aux.tar.gz', 'the Windows-reserved name "Aux"'],
    ['nul.md', 'the Windows-reserved name "nul"'],
    ['COM1.md', 'the Windows-reserved name "COM1"'],
    ['lpt9', 'the Windows-reserved name "lpt9"'],
  ])('%j is unsafe: %s', (name, problem) => {
    expect(findUnsafeNameProblem(name)).toBe(problem);
  });

  it.each([
    'Terms&Conditions.md',
    'Privacy.md',
    'with space.md',
    'a+b.md',
    "it's.md",
    '"quoted".md',
    '-leading.md',
    'console.md',
    'com10.md',
    'COM0.md',
    'auxiliary.md',
    'café.md',
    '2DGUI.md',
    'C#.md',
    'what?.md',
    '100%.md',
    'a:b.md',
  ])('%j is safe', (name) => {
    expect(findUnsafeNameProblem(name)).toBeUndefined();
  });

  it('objects to a character exactly when it is a control character or a backslash, wherever it is', () => {
    const forbidden = new Set(['\\']);
    for (let code = 0; code <= 0x2fff; code++) {
      const ch = String.fromCodePoint(code);
      const unsafe = code < 0x20 || (code >= 0x7f && code <= 0x9f) || forbidden.has(ch);
      for (const name of [`${ch}ab.md`, `a${ch}b.md`, `ab.md${ch}x`]) {
        expect(
          findUnsafeNameProblem(name) !== undefined,
          `U+${code.toString(16)} in ${JSON.stringify(name)}`,
        ).toBe(unsafe);
      }
    }
  });
});

describe('suggestSafeName', () => {
  it.each([
    ['a\\b.md', 'a-b.md'],
    ['name.', 'name'],
    ['con.md', 'con-page.md'],
    ['\\', 'page'],
  ])('%j → %j', (name, suggestion) => {
    expect(suggestSafeName(name)).toBe(suggestion);
    expect(findUnsafeNameProblem(suggestSafeName(name))).toBeUndefined();
  });
});

describe('describeUnsafeName', () => {
  it('names the problem, the kind of entry and a rename', () => {
    expect(describeUnsafeName('a\\b.md', false)).toBe(
      'file name "a\\b.md" contains the character "\\", which cannot be served safely as a URL; ' +
        'rename it (for example to "a-b.md"); the file is skipped',
    );
    expect(describeUnsafeName('x\\', true)).toContain('folder name "x\\"');
    expect(describeUnsafeName('fine.md', false)).toBeUndefined();
  });
});
