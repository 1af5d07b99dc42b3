import { describe, expect, it } from 'vitest';
import { pageFragment } from '../../../src/search/chunked-index.ts';
import { collectPostingLists, type PostingLists } from '../../../src/search/posting-lists.ts';
import { collectPostings } from '../../../src/shared/search-postings.ts';
import { syntheticRecords } from './synthetic-records.ts';

/** Every word's pairs, as plain arrays, in the order the lists give the words. */
function plain(lists: PostingLists): [string, number[]][] {
  return [...lists.words()].map((word) => [word, [...lists.pairs(word)]]);
}

describe('collectPostingLists', () => {
  const pages = syntheticRecords(60).map(pageFragment);
  const expected = [...collectPostings(pages)];

  it('gives the pairs of collectPostings, word for word', () => {
    expect(plain(collectPostingLists(pages))).toEqual(expected);
  });

  it('counts a word once per field however often the field holds it, and skips empty fields', () => {
    const lists = collectPostingLists([
      ['/a', 'Knob knob', [], '', [], 'slider', [['s', 'Knob', 'knob slider knob']]],
      ['/b', '', [], 'slider', ['knob'], '', []],
    ]);
    // Fields: 0 title, 1 description, 2 keywords, 3 intro, then a heading and a text per section.
    expect(plain(collectPostingLists([]))).toEqual([]);
    expect(plain(lists)).toEqual([
      ['knob', [0, 0, 0, 4, 0, 5, 1, 2]],
      ['slider', [0, 3, 0, 5, 1, 1]],
    ]);
  });
});
