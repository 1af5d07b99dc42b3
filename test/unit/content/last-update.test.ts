import { describe, expect, it } from 'vitest';
import { isoDay, parseGitLog } from '../../../src/content/last-update.ts';

describe('parseGitLog', () => {
  it("takes each file's newest commit: the first record that names it", () => {
    const output =
      '\x1e1714989600\x1fBo\0\ncontent/docs/a b.md\0' +
      // A merge commit names no file.
      '\x1e1712000000\x1fMerger\0\n' +
      '\x1e1709546400\x1fAda L\0\ncontent/docs/a b.md\0content/docs/ç.md\0';
    expect([...parseGitLog(output)]).toEqual([
      ['content/docs/a b.md', { time: 1714989600, author: 'Bo' }],
      ['content/docs/ç.md', { time: 1709546400, author: 'Ada L' }],
    ]);
  });

  it('gives nothing for an empty history, and skips a record it cannot read', () => {
    expect(parseGitLog('').size).toBe(0);
    expect([...parseGitLog('\x1enot-a-time\x1fX\0\nfile.md\0\x1e5\x1fY\0\nother.md\0')]).toEqual([
      ['other.md', { time: 5, author: 'Y' }],
    ]);
  });
});

describe('isoDay', () => {
  it('is the UTC date of a time in seconds', () => {
    expect(isoDay(1709546400)).toBe('2024-03-04');
    expect(isoDay(1709596799)).toBe('2024-03-04');
    expect(isoDay(1709596800)).toBe('2024-03-05');
  });
});
