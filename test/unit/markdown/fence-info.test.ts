import { describe, expect, it } from 'vitest';
import { isLineInRanges, parseFenceInfo } from '../../../src/markdown/fence-info.ts';

describe('parseFenceInfo', () => {
  it.each([
    ['', { lang: '', title: undefined, highlightLines: [], showLineNumbers: false }],
    ['ts', { lang: 'ts', title: undefined, highlightLines: [], showLineNumbers: false }],
    ['TS', { lang: 'ts', title: undefined, highlightLines: [], showLineNumbers: false }],
    ['ts title="file.ts"', { lang: 'ts', title: 'file.ts', highlightLines: [], showLineNumbers: false }],
    [
      "ts title='my file.ts'",
      { lang: 'ts', title: 'my file.ts', highlightLines: [], showLineNumbers: false },
    ],
    ['ts title=bare.ts', { lang: 'ts', title: 'bare.ts', highlightLines: [], showLineNumbers: false }],
    [
      'ts {1,3-5}',
      {
        lang: 'ts',
        title: undefined,
        highlightLines: [
          [1, 1],
          [3, 5],
        ],
        showLineNumbers: false,
      },
    ],
    ['ts{2}', { lang: 'ts', title: undefined, highlightLines: [[2, 2]], showLineNumbers: false }],
    ['ts {5-3}', { lang: 'ts', title: undefined, highlightLines: [[3, 5]], showLineNumbers: false }],
    ['ts { 2 , }', { lang: 'ts', title: undefined, highlightLines: [[2, 2]], showLineNumbers: false }],
    ['ts {x}', { lang: 'ts', title: undefined, highlightLines: [], showLineNumbers: false }],
    ['ts showLineNumbers', { lang: 'ts', title: undefined, highlightLines: [], showLineNumbers: true }],
    [
      'bash title="install.sh" {2} showLineNumbers',
      { lang: 'bash', title: 'install.sh', highlightLines: [[2, 2]], showLineNumbers: true },
    ],
    ['title="a.txt"', { lang: '', title: 'a.txt', highlightLines: [], showLineNumbers: false }],
    ['showLineNumbers', { lang: '', title: undefined, highlightLines: [], showLineNumbers: true }],
    ['{1}', { lang: '', title: undefined, highlightLines: [[1, 1]], showLineNumbers: false }],
    [
      'js" onmouseover="alert(1)',
      { lang: 'js"', title: undefined, highlightLines: [], showLineNumbers: false },
    ],
    ['ts subtitle="x"', { lang: 'ts', title: undefined, highlightLines: [], showLineNumbers: false }],
  ])('%j', (info, expected) => {
    expect(parseFenceInfo(info)).toMatchObject(expected);
  });

  it.each([
    ['rust,ignore', { lang: 'rust', langAttributes: ['ignore'] }],
    ['rust,no_run,edition2021', { lang: 'rust', langAttributes: ['no_run', 'edition2021'] }],
    ['ts showLineNumbers=5', { showLineNumbers: true, firstLineNumber: 5 }],
    ['ts showLineNumbers', { showLineNumbers: true, firstLineNumber: 1 }],
    ['ts showLineNumbers=x', { showLineNumbers: true, firstLineNumber: 1 }],
    ['js [config.js]', { lang: 'js', label: 'config.js', title: undefined }],
    [
      'sh title="a b" [npm] {1,3}',
      {
        lang: 'sh',
        label: 'npm',
        title: 'a b',
        highlightLines: [
          [1, 1],
          [3, 3],
        ],
      },
    ],
    ["py key=value other='x y' flag", { lang: 'py', meta: { key: 'value', other: 'x y', flag: true } }],
    ['ts title=a.ts title=b.ts', { title: 'a.ts' }],
  ])('reads %j as lang[,attrs] key=value {ranges} [label]', (info, expected) => {
    expect(parseFenceInfo(info)).toMatchObject(expected);
  });

  it('caps huge line numbers', () => {
    expect(parseFenceInfo('ts {1-99999999999}').highlightLines).toEqual([[1, 1_000_000]]);
  });
});

describe('isLineInRanges', () => {
  const ranges: [number, number][] = [
    [1, 1],
    [3, 5],
  ];
  it.each([
    [1, true],
    [2, false],
    [3, true],
    [5, true],
    [6, false],
  ])('line %i → %s', (line, inside) => {
    expect(isLineInRanges(line, ranges)).toBe(inside);
  });
});
