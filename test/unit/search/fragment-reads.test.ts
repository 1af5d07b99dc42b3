import { describe, expect, it } from 'vitest';
import { ALL, buildMemoryIndex, memoryEngine } from './chunked-helpers.ts';
import { PLANTED, plantedPage, syntheticRecords } from './synthetic-records.ts';

const LIMIT = 8;
// The design's bound: the best 2 × limit places (pre-ranked from the postings), one file each at most: the page's head
// file (a title, heading, description or keywords place) or its fragment file (a content place).
const MAX_FRAGMENT_FILES = 2 * LIMIT;
const pages = 10_000;

// The synthetic set, with the planted pages' words also in the text of one page in 25: each query below then matches
// hundreds of sections besides the planted title or heading, as a common word of a real site does.
const records = syntheticRecords(pages).map((record, i) => {
  if (i % 25 !== 3) return record;
  const sections = record.sections.map((section, s) =>
    s === 1
      ? {
          ...section,
          text: `${section.text} the oscilloscope trigger and resonance filters of a spectrum analyser`,
        }
      : section,
  );
  return { ...record, sections };
});
const built = buildMemoryIndex([{ context: '', records }]);
const [trigger, resonance, spectrum] = PLANTED;
const pageUrl = (at: number): string =>
  `/docs/part-${plantedPage(at, pages) % 40}/page-${plantedPage(at, pages)}`;

/** A cold query (a new engine): its results and the head and fragment files it read. */
function cold(query: string) {
  const { fetched, run } = memoryEngine(built);
  const answer = run({ query, scope: ALL, limit: LIMIT, snippetLength: 50, related: false });
  const heads = fetched.filter((name) => name.includes('.h.'));
  return { answer, heads, fragments: [...heads, ...fetched.filter((name) => name.includes('.f.'))] };
}

describe('fragment files a cold query reads among many matches (10,000 pages)', () => {
  it('finds an exact title first', () => {
    const { answer, fragments } = cold('Oscilloscope Trigger');
    expect(answer.results[0]).toMatchObject({ type: 'title', url: pageUrl(trigger.at) });
    expect(answer.total).toBeGreaterThan(300);
    expect(fragments.length).toBeLessThanOrEqual(MAX_FRAGMENT_FILES);
  });

  it('finds a title from a typo', () => {
    const { answer, fragments } = cold('oscilloscpoe');
    expect(answer.results[0]).toMatchObject({ type: 'title', url: pageUrl(trigger.at) });
    expect(answer.total).toBeGreaterThan(300);
    expect(fragments.length).toBeLessThanOrEqual(MAX_FRAGMENT_FILES);
  });

  it('finds a title from a prefix', () => {
    const { answer, fragments } = cold('spectr');
    expect(answer.results[0]).toMatchObject({ type: 'title', url: pageUrl(spectrum.at) });
    expect(answer.total).toBeGreaterThan(300);
    expect(fragments.length).toBeLessThanOrEqual(MAX_FRAGMENT_FILES);
  });

  it('finds a section heading, with its anchor', () => {
    const { answer, fragments } = cold('resonance filters');
    expect(answer.results[0]).toMatchObject({
      type: 'heading',
      url: `${pageUrl(resonance.at)}#details`,
      section: 'Calibrating resonance filters',
    });
    expect(answer.total).toBeGreaterThan(300);
    expect(fragments.length).toBeLessThanOrEqual(MAX_FRAGMENT_FILES);
  });

  it('fills the results from the content when few titles and headings match', () => {
    const { answer, heads, fragments } = cold('oscilloscope');
    expect(answer.results).toHaveLength(LIMIT);
    expect(answer.results[0]).toMatchObject({ type: 'title', url: pageUrl(trigger.at) });
    expect(answer.results.slice(1).every((result) => result.type === 'content')).toBe(true);
    // The content places read their pages' fragment files (the text); the title place its head file.
    expect(fragments.length - heads.length).toBeGreaterThan(0);
    expect(heads.length).toBeGreaterThan(0);
  });

  it('scores and shows title and heading places from head files, the heads of neighbouring pages in one file', () => {
    // Every page has a "Details" section: the best places are tied, and taken in page order.
    const detailed = syntheticRecords(1500).map((record) => ({
      ...record,
      sections: record.sections.map((section) =>
        section.anchor === 'details' ? { ...section, heading: 'Details' } : section,
      ),
    }));
    const { fetched, run } = memoryEngine(buildMemoryIndex([{ context: '', records: detailed }]));
    const answer = run({ query: 'details', scope: ALL, limit: LIMIT, snippetLength: 50, related: false });
    expect(answer.results).toHaveLength(LIMIT);
    expect(answer.results.every((result) => result.type === 'heading')).toBe(true);
    for (const result of answer.results) {
      expect(result.page).not.toBe('');
      expect(result.section).toBe('Details');
      expect(result.breadcrumb).toEqual([expect.stringMatching(/^Part \d+$/)]);
      expect(result.url).toMatch(/^\/docs\/part-\d+\/page-\d+#details$/);
    }
    expect(fetched.filter((name) => name.includes('.f.'))).toEqual([]);
    const heads = fetched.filter((name) => name.includes('.h.'));
    const resultPages = new Set(answer.results.map((result) => result.url.split('#')[0]));
    expect(heads.length).toBeGreaterThan(0);
    expect(heads.length).toBeLessThan(resultPages.size);
  });
});
