// Japanese and Chinese write no spaces between words: `Intl.Segmenter` cuts their runs into words, in the index and
// in the query alike, so that a word inside a sentence is found.
import { describe, expect, it } from 'vitest';
import { queryTerms, tokenize } from '../../../src/client/search/engine/tokenize.ts';
import { ALL, buildMemoryIndex, memoryEngine, record } from './chunked-helpers.ts';

const JA = 'このサイトでは提灯の灯し方を説明します。';

describe('words of unspaced scripts', () => {
  it('are cut at word boundaries with their offsets', () => {
    const tokens = tokenize(JA);
    const lantern = tokens.find((t) => t.norm === '提灯');
    expect(lantern).toBeDefined();
    expect(JA.slice(lantern!.start, lantern!.end)).toBe('提灯');
    expect(tokens.some((t) => t.norm === JA.slice(0, -1))).toBe(false);
    expect(tokenize('我们找不到您要查找的内容').map((t) => t.norm)).toContain('内容');
  });

  it('make several terms of one query run, and leave spaced words whole', () => {
    expect(queryTerms('説明します')).toEqual(['説明', 'し', 'ます']);
    expect(queryTerms('lantern oil')).toEqual(['lantern', 'oil']);
  });

  it('let a Japanese query find the page that holds the word inside a sentence', () => {
    const built = buildMemoryIndex([
      {
        context: '',
        records: [
          record(['/ja/docs/intro', 'はじめに', [], '', []], [['', '', JA]]),
          record(['/ja/docs/other', 'その他', [], '', []], [['', '', '油を入れてから芯を整えてください。']]),
        ],
      },
    ]);
    const found = memoryEngine(built).run({
      query: '提灯',
      scope: ALL,
      limit: 5,
      snippetLength: 50,
      related: false,
    });
    if ('need' in found) throw new Error('the search did not finish');
    expect(found.results.map((r) => r.url)).toEqual(['/ja/docs/intro']);
  });
});
