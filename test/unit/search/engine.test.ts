import { describe, expect, it } from 'vitest';
import { queryTerms, tokenize } from '../../../src/client/search/engine/tokenize.ts';
import { boundedDistance, createDistanceScratch } from '../../../src/shared/edit-distance.ts';
import type { SearchScope } from '../../../src/shared/search-protocol.ts';
import { capQuery, MAX_QUERY_LENGTH } from '../../../src/shared/search-protocol.ts';
import { ALL, buildMemoryIndex, memoryEngine, record } from './chunked-helpers.ts';

type IndexedPage = [string, string, string[], string, string[]];
type IndexedSection = [page: number, anchor: string, heading: string, text: string];
type TestEngine = ReturnType<typeof memoryEngine>;

/** An engine over chunked indexes built from the page and section rows of each context. */
function engineWith(
  files: { context: string; version?: string; pages: IndexedPage[]; sections: IndexedSection[] }[],
): TestEngine {
  return memoryEngine(
    buildMemoryIndex(
      files.map(({ context, version, pages, sections }) => ({
        context,
        version,
        records: pages.map((page, position) =>
          record(
            page,
            sections
              .filter(([owner]) => owner === position)
              .map(([, anchor, heading, text]) => [anchor, heading, text]),
          ),
        ),
      })),
    ),
  );
}

const search = (engine: TestEngine, query: string, scope: SearchScope = ALL, limit = 20) =>
  engine.run({ query, scope, limit, snippetLength: 50, related: true });

describe('ranking', () => {
  // The word "knob" appears once in each kind of field, on different pages, so each type yields one result.
  const engine = engineWith([
    {
      context: 'API Reference',
      pages: [
        ['/docs/api/content', 'Content page', [], '', []],
        ['/docs/api/keywords', 'Keywords page', [], '', ['knob', 'canvas']],
        ['/docs/api/description', 'Description page', [], 'Paints a knob on a canvas', []],
        ['/docs/api/heading', 'Heading page', ['Globals'], '', []],
        ['/docs/api/drawKnob', 'drawKnob', ['Globals'], '', []],
      ],
      sections: [
        [0, '', '', 'The disc of the knob shows the value.'],
        [3, 'the-knob', 'The knob', 'Text without the word.'],
      ],
    },
    {
      context: 'User Guide',
      pages: [['/docs/user-guide/players', 'Players', [], '', []]],
      sections: [[0, 'knobs', 'X, Y and Z knobs', 'Turn them.']],
    },
  ]);

  it('orders results by content type, then by score', () => {
    const { results, total } = search(engine, 'knob');
    expect(results.map((r) => [r.type, r.url])).toEqual([
      ['title', '/docs/api/drawKnob'],
      ['heading', '/docs/api/heading#the-knob'],
      ['heading', '/docs/user-guide/players#knobs'],
      ['description', '/docs/api/description'],
      ['keywords', '/docs/api/keywords'],
      ['content', '/docs/api/content'],
    ]);
    expect(total).toBe(6);
    const headings = results.filter((r) => r.type === 'heading');
    expect(headings[0]!.score).toBeLessThanOrEqual(headings[1]!.score);
  });

  it('fills the result fields', () => {
    const title = search(engine, 'knob').results[0]!;
    expect(title).toMatchObject({
      page: 'drawKnob',
      section: '',
      breadcrumb: ['Globals'],
      context: 'API Reference',
      text: 'drawKnob',
      highlights: [[4, 4]],
      terms: ['knob'],
    });
    const heading = search(engine, 'knob').results[1]!;
    expect(heading).toMatchObject({
      page: 'Heading page',
      section: 'The knob',
      text: 'The knob',
      highlights: [[4, 4]],
    });
  });

  it('searches one context, and respects the limit', () => {
    expect(search(engine, 'knob', { ...ALL, context: 'User Guide' }).results.map((r) => r.url)).toEqual([
      '/docs/user-guide/players#knobs',
    ]);
    expect(search(engine, 'knob', ALL, 2).results).toHaveLength(2);
    expect(search(engine, 'knob', ALL, 2).total).toBe(6);
  });

  it('shows a place once, with its best type', () => {
    const single = engineWith([
      { context: '', pages: [['/p', 'Knob', [], 'A knob', ['knob']]], sections: [[0, '', '', 'knob text']] },
    ]);
    expect(search(single, 'knob').results.map((r) => r.type)).toEqual(['title']);
  });

  it('matches prefixes, typos and camelCase parts; needs every word', () => {
    expect(search(engine, 'kno').results[0]?.url).toBe('/docs/api/drawKnob');
    expect(search(engine, 'knbo').results[0]?.url).toBe('/docs/api/drawKnob');
    expect(search(engine, 'draw knob').results.map((r) => r.url)).toEqual(['/docs/api/drawKnob']);
    expect(search(engine, 'knob zebra').results).toEqual([]);
  });

  it('matches a number as typed or as a prefix, never its near numbers', () => {
    const numbered = engineWith([
      {
        context: '',
        pages: [
          ['/p/1234', 'Page 1234', [], '', []],
          ['/p/1243', 'Page 1243', [], '', []],
          ['/p/12345', 'Page 12345', [], '', []],
          ['/p/2234', 'Page 2234', [], '', []],
        ],
        sections: [],
      },
    ]);
    expect(search(numbered, '1234').results.map((r) => r.url)).toEqual(['/p/1234', '/p/12345']);
    expect(search(numbered, 'paeg 1243').results.map((r) => r.url)).toEqual(['/p/1243']);
  });

  it('keeps versions apart; unversioned files are always in', () => {
    const versions = engineWith([
      { context: '', version: 'current', pages: [['/docs/a', 'Alpha now', [], '', []]], sections: [] },
      { context: '', version: '1.0', pages: [['/docs/1.0/a', 'Alpha old', [], '', []]], sections: [] },
      { context: '', version: '', pages: [['/blog/a', 'Alpha post', [], '', []]], sections: [] },
    ]);
    expect(search(versions, 'alpha').results.map((r) => r.url)).toEqual(['/docs/a', '/blog/a']);
    expect(search(versions, 'alpha', { ...ALL, version: '1.0' }).results.map((r) => r.url)).toEqual([
      '/docs/1.0/a',
      '/blog/a',
    ]);
  });

  it('suggests related searches from the vocabulary when nothing matches', () => {
    const answer = search(engine, 'knob zzzzz');
    expect(answer.results).toEqual([]);
    expect(answer.related).toContain('knob');
    expect(search(engine, 'canvxx').results).toEqual([]);
    expect(search(engine, 'canvxx').related).toContain('canvas');
    expect(search(engine, 'knob').related).toEqual([]);
  });

  it('returns nothing for empty, punctuation-only and emoji-only queries', () => {
    for (const query of ['', '   ', '()', '🎵🎶']) expect(search(engine, query).results).toEqual([]);
  });

  it('caps long queries without splitting a surrogate pair', () => {
    const long = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀tail`;
    expect(capQuery(long)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(capQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(() => search(engine, 'knob '.repeat(100))).not.toThrow();
  });
});

describe('words', () => {
  it('splits camelCase and letter-digit words and normalises case and accents', () => {
    expect(tokenize('drawKnob NTAG215 Café').map((t) => [t.norm, t.start, t.end])).toEqual([
      ['drawknob', 0, 8],
      ['draw', 0, 4],
      ['knob', 4, 8],
      ['ntag215', 9, 16],
      ['ntag', 9, 13],
      ['215', 13, 16],
      ['cafe', 17, 21],
    ]);
    expect(queryTerms('Sky  SOUNDS sky <script>')).toEqual(['sky', 'sounds', 'script']);
  });

  it('measures bounded edit distance with swaps', () => {
    const scratch = createDistanceScratch(4);
    expect(boundedDistance('knob', 'knbo', 1, scratch)).toBe(1);
    expect(boundedDistance('controller', 'contrller', 2, scratch)).toBe(1);
    expect(boundedDistance('abc', 'xyz', 1, scratch)).toBe(2);
    expect(boundedDistance('a'.repeat(20), 'a'.repeat(19) + 'b', 1, scratch)).toBe(1);
  });
});
