// A deterministic synthetic record set of any size for the search scale tests: made-up words with a skewed
// (Zipf-like) use, three sections per page, and a few planted pages with real words to look for.
import type { SearchPageRecord } from '../../../src/search/documents.ts';

const SYLLABLES =
  'ka lo mi ra ten so vu pel dar in gro sa te fy quo ber an ul zo nic mor ge lim tas vo rin'.split(' ');

/** mulberry32: a small seeded generator, so that every run makes the same records. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Planted pages: a page number (scaled into the set), its title and a heading of its second section. */
export const PLANTED = [
  { at: 0.43, title: 'Configuring the Oscilloscope Trigger', heading: 'Holdoff and slope' },
  { at: 0.77, title: 'Waveform capture', heading: 'Calibrating resonance filters' },
  { at: 0.12, title: 'Spectrum analyser basics', heading: 'Choosing a window function' },
] as const;

/** The page number of a planted page in a set of `pages` pages. */
export const plantedPage = (at: number, pages: number): number => Math.floor(at * pages);

/** `pages` records of about 150 words each. */
export function syntheticRecords(pages: number): SearchPageRecord[] {
  const random = generator(7);
  const vocabulary = Array.from({ length: 6000 }, () =>
    Array.from(
      { length: 2 + Math.floor(random() * 3) },
      () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
    ).join(''),
  );
  const word = (): string => vocabulary[Math.floor(vocabulary.length * random() ** 2.5)]!;
  const sentence = (n: number): string => Array.from({ length: n }, word).join(' ');
  const planted = new Map<number, (typeof PLANTED)[number]>(
    PLANTED.map((p) => [plantedPage(p.at, pages), p]),
  );
  return Array.from({ length: pages }, (_, i): SearchPageRecord => {
    const plant = planted.get(i);
    const href = `/docs/part-${i % 40}/page-${i}`;
    return {
      route: href,
      href,
      title: plant?.title ?? `${sentence(2)} ${i}`,
      breadcrumb: [`Part ${i % 40}`],
      description: sentence(8),
      keywords: [],
      source: 'docs',
      version: 'current',
      context: '',
      sections: [
        { anchor: '', heading: '', text: sentence(30) },
        { anchor: 'usage', heading: sentence(3), text: sentence(50) },
        { anchor: 'details', heading: plant?.heading ?? sentence(3), text: sentence(50) },
      ],
    };
  });
}
