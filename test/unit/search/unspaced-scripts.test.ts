// Japanese and Chinese write no spaces between words: `Intl.Segmenter` cuts their runs into words, in the index and
// in the query alike, so that a word inside a sentence is found.
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../../src/client/search/engine/engine.ts';
import { queryTerms, tokenize } from '../../../src/client/search/engine/tokenize.ts';
import type { IndexedPage, IndexedSection } from '../../../src/shared/search-protocol.ts';

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
    const engine = createSearchEngine();
    const pages: IndexedPage[] = [
      ['/ja/docs/intro', 'はじめに', [], '', []],
      ['/ja/docs/other', 'その他', [], '', []],
    ];
    const sections: IndexedSection[] = [
      [0, '', '', JA],
      [1, '', '', '油を入れてから芯を整えてください。'],
    ];
    engine.add(
      { v: 1, pages, sections },
      { context: '', version: 'current', tags: ['docs'], file: 'x.json', pages: 2, sections: 2 },
    );
    const found = engine.search({
      query: '提灯',
      scope: { context: null, version: 'current', tags: [] },
      limit: 5,
      snippetLength: 50,
      related: false,
    });
    expect(found.results.map((r) => r.url)).toEqual(['/ja/docs/intro']);
  });
});
