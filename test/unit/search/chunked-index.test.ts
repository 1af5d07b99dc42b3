import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../src/search/chunked-index.ts';
import { WORDS_SHARD_BUDGET } from '../../../src/search/vocabulary-files.ts';
import type { PostingsShard, WordsShard } from '../../../src/shared/search-protocol.ts';
import { ALL, buildMemoryIndex, memoryEngine, record, type MemoryIndex } from './chunked-helpers.ts';
import { PLANTED, plantedPage, syntheticRecords } from './synthetic-records.ts';

const query = (q: string, limit = 8) => ({ query: q, scope: ALL, limit, snippetLength: 50, related: true });
const sizes = (built: MemoryIndex, names: Iterable<string>): number =>
  [...names].reduce((sum, name) => sum + Buffer.byteLength(built.files.get(name)!), 0);

describe('shards a query fetches', () => {
  const built = buildMemoryIndex([{ context: '', records: syntheticRecords(1500) }]);
  const index = built.manifest.indexes[0]!;
  const wordsOf = (name: string) => JSON.parse(built.files.get(name)!) as WordsShard;

  it('cuts the vocabulary and the postings into many small shards', () => {
    expect(index.words.length).toBeGreaterThan(3);
    expect(index.postings.length).toBeGreaterThan(20);
    for (const [, name] of index.words)
      expect(built.files.get(name)!.length).toBeLessThan(WORDS_SHARD_BUDGET * 1.2);
  });

  it('reads for a three-letter prefix only the vocabulary shards of that prefix, and the postings of its words', () => {
    const { fetched, run } = memoryEngine(built);
    const answer = run(query('gro'));
    expect(answer.results.length).toBeGreaterThan(0);
    const words = fetched.filter((name) => name.includes('.w.'));
    const postings = fetched.filter((name) => name.includes('.p.'));
    const heads = fetched.filter((name) => name.includes('.h.'));
    const fragments = fetched.filter((name) => name.includes('.f.'));
    // The vocabulary shards read are those whose range holds words starting with `gro`, and no other.
    const holding = index.words
      .filter(([, name]) => wordsOf(name).words.some((w) => w.startsWith('gro')))
      .map(([, name]) => name);
    expect(new Set(words)).toEqual(new Set(holding));
    // Each postings shard read holds a word starting with `gro`.
    for (const name of postings) {
      const shard = JSON.parse(built.files.get(name)!) as PostingsShard;
      expect(shard.words.some((w) => w.startsWith('gro'))).toBe(true);
    }
    // One file for each of the best 2 × 8 places at most: a head file, or a fragment file for a content place.
    expect(heads.length).toBeGreaterThan(0);
    expect(heads.length + fragments.length).toBeLessThanOrEqual(2 * 8);
    expect(fetched.length).toBeLessThan(
      (index.words.length + index.postings.length + index.heads.length + index.fragments.length) / 4,
    );
  });

  it('reads for a typo the vocabulary shards of its first two letters', () => {
    const { fetched, run } = memoryEngine(built);
    run(query('oscilloscpoe'));
    const words = fetched.filter((name) => name.includes('.w.'));
    const expected = index.words
      .filter(([, name]) => wordsOf(name).words.some((w) => w.startsWith('o') || w.startsWith('s')))
      .map(([, name]) => name);
    expect(new Set(words)).toEqual(new Set(expected));
  });

  it('reads for a wrong first letter one shard of the first-letter table, not the vocabulary of other letters', () => {
    const { fetched, run } = memoryEngine(built);
    const answer = run(query('xscilloscope'));
    expect(answer.results[0]?.url).toBe(
      `/docs/part-${plantedPage(PLANTED[0].at, 1500) % 40}/page-${plantedPage(PLANTED[0].at, 1500)}`,
    );
    expect(fetched.filter((name) => name.includes('.t.')).length).toBeLessThanOrEqual(2);
    // The vocabulary shards read are those of `x` and `s` (the typed word's letters), none of `o` alone.
    const words = fetched.filter((name) => name.includes('.w.'));
    const ofLetters = index.words.filter(([from], i) => {
      const to = index.words[i + 1]?.[0] ?? '\uffff';
      return (from < 't' && to > 's') || (from < 'y' && to > 'x');
    });
    expect(new Set(words)).toEqual(new Set(ofLetters.map(([, name]) => name)));
    expect(words.some((name) => wordsOf(name).words.every((w) => w.startsWith('o')))).toBe(false);
  });

  it('reads a query in three round trips: vocabulary with the postings around its words, other postings, page files', () => {
    const { rounds, run } = memoryEngine(built);
    run(query('oscilloscope trigger'));
    expect(rounds.length).toBeLessThanOrEqual(3);
    const kinds = rounds.map((names) =>
      [...new Set(names.map((name) => name.split('.')[1]))].sort().join(''),
    );
    expect(kinds[0]).toBe('ptw');
    // Every head and text file a query reads comes in one round trip, whatever the content types of its results.
    const pageRounds = kinds.filter((kind) => /[fh]/.test(kind));
    expect(pageRounds).toHaveLength(1);
    expect(pageRounds[0]).toMatch(/^f?h$/);
  });

  it('fetches nothing again for a query it already answered', () => {
    const { fetched, run } = memoryEngine(built);
    const first = run(query('resonance'));
    const count = fetched.length;
    expect(run(query('resonance'))).toEqual(first);
    expect(fetched).toHaveLength(count);
  });
});

describe('a 10,000-page record set', () => {
  const pages = 10_000;
  const { run } = memoryEngine(buildMemoryIndex([{ context: '', records: syntheticRecords(pages) }]));
  const [trigger, resonance, spectrum] = PLANTED;
  const pageUrl = (at: number): string =>
    `/docs/part-${plantedPage(at, pages) % 40}/page-${plantedPage(at, pages)}`;

  it('finds an exact title first', () => {
    expect(run(query('Oscilloscope Trigger')).results[0]).toMatchObject({
      type: 'title',
      url: pageUrl(trigger.at),
    });
    expect(run(query('spectrum analyser basics')).results[0]?.url).toBe(pageUrl(spectrum.at));
  });

  it('finds a title from a typo and from a prefix', () => {
    expect(run(query('oscilloscpoe')).results[0]?.url).toBe(pageUrl(trigger.at));
    expect(run(query('spectrom')).results[0]?.url).toBe(pageUrl(spectrum.at));
    expect(run(query('oscillo')).results[0]).toMatchObject({ type: 'title', url: pageUrl(trigger.at) });
  });

  it('finds a word whose first letter is wrong or missing', () => {
    expect(run(query('xscilloscope trigger')).results[0]?.url).toBe(pageUrl(trigger.at));
    expect(run(query('scilloscope')).results[0]?.url).toBe(pageUrl(trigger.at));
    expect(run(query('pectrum analyser')).results[0]?.url).toBe(pageUrl(spectrum.at));
  });

  it('finds a section heading, with its anchor', () => {
    expect(run(query('resonance filters')).results[0]).toMatchObject({
      type: 'heading',
      url: `${pageUrl(resonance.at)}#details`,
      section: 'Calibrating resonance filters',
    });
    expect(run(query('calibratng resonance')).results[0]?.url).toBe(`${pageUrl(resonance.at)}#details`);
  });
});

describe('sizes', () => {
  const gz = (text: string): number => gzipSync(text).length;
  const measure = (pages: number) => {
    const built = buildMemoryIndex([{ context: '', records: syntheticRecords(pages) }]);
    const total = [...built.files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const perQuery = ['oscilloscope', 'resonance filters', 'spectrom', 'windw function'].map((q) => {
      const { fetched, run } = memoryEngine(built);
      run(query(q));
      return gz(built.manifestText) + [...fetched].reduce((sum, name) => sum + gz(built.files.get(name)!), 0);
    });
    const tables = [...built.files].filter(([name]) => name.includes('.t.'));
    return {
      total,
      perQuery: perQuery.reduce((a, b) => a + b, 0),
      manifest: gz(built.manifestText),
      vocabulary: [...built.files]
        .filter(([name]) => name.includes('.w.'))
        .reduce((n, [, t]) => n + gz(t), 0),
      tails: tables.reduce((n, [, t]) => n + gz(t), 0),
    };
  };

  it('grows the whole index linearly with the pages, and the bytes a query reads much more slowly', () => {
    const small = measure(2000);
    const large = measure(8000);
    const totalRatio = large.total / small.total;
    expect(totalRatio).toBeGreaterThan(3.5);
    expect(totalRatio).toBeLessThan(4.5);
    expect(large.perQuery / small.perQuery).toBeLessThan(2);
    // The manifest names fragment files by groups of 16: it grows by well under 1 KB gzipped per 1,000 pages.
    expect((large.manifest - small.manifest) / 6).toBeLessThan(1024);
    // The first-letter table costs less than the vocabulary it indexes.
    expect(large.tails).toBeGreaterThan(0);
    expect(large.tails).toBeLessThan(large.vocabulary);
  });

  it('makes a small index one file of its pages, searched beside a large one', () => {
    const both = buildMemoryIndex([
      { context: '', records: syntheticRecords(1500) },
      { context: '', version: '', records: [record(['/home', 'Home of the oscilloscope', [], '', []])] },
    ]);
    const [large, small] = both.manifest.indexes;
    const single = small!.file!;
    expect(single).toMatch(/^g1\.i\.[0-9a-f]{10}\.json$/);
    expect([...both.files.keys()].filter((name) => name.startsWith('g1.'))).toEqual([single]);
    expect(large!.file).toBeUndefined();
    expect(large!.postings.length).toBeGreaterThan(1);
    const { fetched, run } = memoryEngine(both);
    const urls = run(query('oscilloscope', 20)).results.map((r) => r.url);
    expect(fetched.filter((name) => name.startsWith('g1.'))).toEqual([single]);
    expect(urls).toContain('/home');
    expect(urls).toContain(
      `/docs/part-${plantedPage(PLANTED[0].at, 1500) % 40}/page-${plantedPage(PLANTED[0].at, 1500)}`,
    );
  });
});

describe('an index written as it is made', () => {
  it('hands every file to the callback, fragments included, and keeps none', () => {
    const records = syntheticRecords(3000);
    const whole = createSearchIndex(records, 'default-current');
    const emitted: string[] = [];
    const streamed = createSearchIndex(records, 'default-current', (file) => emitted.push(file.path));
    expect(streamed.files).toEqual([]);
    expect(whole.files.some((f) => /\.f\.[0-9a-f]+-\d+\.json$/.test(f.path))).toBe(true);
    expect(emitted.sort()).toEqual(whole.files.map((f) => f.path).sort());
    expect(streamed.index).toEqual(whole.index);
  });
});
