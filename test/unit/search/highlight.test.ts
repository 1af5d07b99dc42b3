import { describe, expect, it } from 'vitest';
import {
  cutSnippet,
  findHighlights,
  mergeHighlights,
  splitHighlighted,
  type TermMatcher,
} from '../../../src/client/search/engine/highlight.ts';
import { queryTerms } from '../../../src/client/search/engine/tokenize.ts';
import type { Highlight } from '../../../src/shared/search-protocol.ts';

const matcher = (query: string, fuzzy: string[] = []): TermMatcher => ({
  terms: queryTerms(query),
  fuzzyWords: new Set(fuzzy),
});
const marked = (text: string, highlights: Highlight[]): string =>
  splitHighlighted(text, highlights)
    .map((s) => (s.marked ? `[${s.text}]` : s.text))
    .join('');
/** True when no range starts or ends between the two halves of a surrogate pair. */
const surrogateSafe = (text: string, highlights: Highlight[]): boolean =>
  highlights.every(([start, length]) =>
    [start, start + length].every(
      (at) => !/[\uDC00-\uDFFF]/.test(text.charAt(at)) || !/[\uD800-\uDBFF]/.test(text.charAt(at - 1)),
    ),
  );

describe('highlight ranges', () => {
  it('marks whole words, typed prefixes, camelCase parts and fuzzy words', () => {
    const text = 'drawKnob paints knobs; Knb too';
    expect(marked(text, findHighlights(text, matcher('knob')))).toBe('draw[Knob] paints [knob]s; Knb too');
    expect(marked(text, findHighlights(text, matcher('kn', ['knb'])))).toBe(
      'draw[Kn]ob paints [kn]obs; [Knb] too',
    );
  });

  it('merges overlapping and touching matches into well-formed ranges', () => {
    expect(
      mergeHighlights([
        [4, 3],
        [0, 2],
        [1, 2],
        [7, 1],
        [10, 0],
      ]),
    ).toEqual([
      [0, 3],
      [4, 4],
    ]);
    const text = 'drawKnob (b) bb';
    const highlights = findHighlights(text, matcher('draw drawknob knob (b) b'));
    // `b` is a typed prefix of `bb`: only the typed letter is marked.
    expect(highlights).toEqual([
      [0, 8],
      [10, 1],
      [13, 1],
    ]);
    for (let i = 1; i < highlights.length; i++) {
      expect(highlights[i]![0]).toBeGreaterThan(highlights[i - 1]![0] + highlights[i - 1]![1]);
    }
  });

  it('never splits emoji or astral characters', () => {
    const text = '🎵 Sky 😀Sounds 𝐀𝐁𝐂 𠀀𠀁 end';
    for (const query of ['sky', 'sounds', '𝐀', '𝐀𝐁', '𠀀', 'end 😀', '🎵']) {
      const highlights = findHighlights(text, matcher(query));
      expect(surrogateSafe(text, highlights), query).toBe(true);
    }
    expect(marked(text, findHighlights(text, matcher('sounds 𠀀')))).toBe('🎵 Sky 😀[Sounds] 𝐀𝐁𝐂 [𠀀]𠀁 end');
    const cut = cutSnippet(`${'😀'.repeat(40)} knob ${'😀'.repeat(40)}`, [[81, 4]], 20);
    expect(surrogateSafe(cut.text, cut.highlights)).toBe(true);
    expect(cut.text).not.toMatch(/^…[\uDC00-\uDFFF]|[\uD800-\uDBFF]…$/);
  });

  it('keeps accents and case of the original text', () => {
    const text = 'Le Café ouvre';
    expect(marked(text, findHighlights(text, matcher('cafe')))).toBe('Le [Café] ouvre');
    expect(marked(text, findHighlights(text, matcher('caf')))).toBe('Le [Caf]é ouvre');
  });
});

describe('snippets', () => {
  const text =
    'The Interplanetary Players turn planet data into sound. Each player has X, Y and Z knobs that change the mix while the track plays on.';

  it('cuts at most snippetLength characters around the match, at word boundaries, with ellipses', () => {
    const at = text.indexOf('knobs');
    const snippet = cutSnippet(text, [[at, 5]], 50);
    expect(snippet.text).toBe('…player has X, Y and Z knobs that change the mix…');
    expect(snippet.text.length - 2).toBeLessThanOrEqual(50);
    expect(marked(snippet.text, snippet.highlights)).toContain('[knobs]');
  });

  it('centres on the densest group of matches', () => {
    const highlights = findHighlights(text, matcher('track plays'));
    const snippet = cutSnippet(text, highlights, 30);
    expect(marked(snippet.text, snippet.highlights)).toBe('…mix while the [track] [plays] on.');
  });

  it('keeps short text whole and starts at the beginning without a match', () => {
    expect(cutSnippet('short', [[0, 5]], 50)).toEqual({ text: 'short', highlights: [[0, 5]] });
    expect(cutSnippet(text, [], 20).text).toBe('The Interplanetary…');
  });

  it('clips a match longer than the snippet', () => {
    const long = `a ${'x'.repeat(80)} b`;
    const snippet = cutSnippet(long, [[2, 80]], 20);
    expect(snippet.highlights).toEqual([[1, 20]]);
    expect(snippet.text).toBe(`…${'x'.repeat(20)}…`);
  });
});

describe('segments', () => {
  it('clips bad ranges instead of duplicating or dropping text', () => {
    const text = 'abcdef';
    const cases: [Highlight[], string][] = [
      [
        [
          [1, 2],
          [2, 3],
        ],
        'a[bc][de]f',
      ],
      [[[4, 10]], 'abcd[ef]'],
      [[[-3, 4]], '[a]bcdef'],
      [[[10, 1]], 'abcdef'],
      [[[1.5, 2]], 'abcdef'],
    ];
    for (const [highlights, expected] of cases) {
      expect(marked(text, highlights)).toBe(expected);
      expect(
        splitHighlighted(text, highlights)
          .map((s) => s.text)
          .join(''),
      ).toBe(text);
    }
  });
});
