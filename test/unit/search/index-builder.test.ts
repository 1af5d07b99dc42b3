// The search index made page by page: postings gathered in typed arrays give the same lists as the plain reference,
// head and fragment files are written while later pages are still to come, and a site's indexer takes pages in site
// order up to a given one and gives the same files as the index made at once.
import { describe, expect, it } from 'vitest';
import { pageFragment, SearchIndexBuilder } from '../../../src/search/chunked-index.ts';
import { createSearchFiles, SiteSearchIndexer } from '../../../src/search/index-files.ts';
import { PostingCollector } from '../../../src/search/posting-lists.ts';
import type { OutputFile } from '../../../src/base/output-file.ts';
import { collectPostings } from '../../../src/shared/search-postings.ts';
import type { FragmentFile, HeadFile, PageFragment } from '../../../src/shared/search-protocol.ts';
import type { SitePage } from '../../../src/model/site-types.ts';
import { createTestSite, docPage } from './site-helpers.ts';
import { syntheticRecords } from './synthetic-records.ts';

const isFragment = (path: string): boolean => /\.f\.[0-9a-f]+-\d+\.json$/.test(path);
const isHead = (path: string): boolean => /\.h\.[0-9a-f]+-\d+\.json$/.test(path);
const isWords = (path: string): boolean => /\.[wpt]\.[0-9a-f]+\.json$/.test(path);

/** The pages of the fragment files among `files`, in page order. */
function fragmentPages(files: readonly OutputFile[]): PageFragment[] {
  const parsed = files
    .filter((f) => isFragment(f.path))
    .map((f) => JSON.parse(f.contents as string) as FragmentFile)
    .sort((a, b) => a.first - b.first);
  return parsed.flatMap((file) => file.pages);
}

describe('postings gathered page by page', () => {
  it('are the reference lists: pages and fields ascending, a word twice in a field once', () => {
    const pages = syntheticRecords(400).map(pageFragment);
    // A field repeating a word, and a word in two fields of one page.
    pages.push(['/x', 'Echo echo ECHO', [], 'echo', ['echo', 'alpha'], 'alpha alpha', []]);
    const collector = new PostingCollector();
    for (const page of pages) collector.add(page);
    const reference = collectPostings(pages);
    expect([...collector.words()].sort()).toEqual([...reference.keys()].sort());
    for (const [word, pairs] of reference) {
      expect(Array.from(collector.pairs(word))).toEqual(pairs);
      expect(collector.count(word)).toBe(pairs.length / 2);
    }
    expect(Array.from(collector.pairs('echo'))).toEqual([400, 0, 400, 1, 400, 2]);
    expect(collector.count('no-such-word')).toBe(0);
    expect(collector.pairs('no-such-word')).toHaveLength(0);
  });

  it('keep far-apart pages, late fields and words on every page', () => {
    const pages: PageFragment[] = Array.from({ length: 70_000 }, (_, n): PageFragment => [
      `/p${n}`,
      n === 3 || n === 69_999 ? 'common rare' : 'common',
      [],
      '',
      [],
      '',
      [],
    ]);
    // A page of 500 sections: its last field is 1,003.
    pages[40_000]![6] = Array.from({ length: 500 }, (_, k) => [`s${k}`, `heading ${k}`, 'deep text']);
    const collector = new PostingCollector();
    for (const page of pages) collector.add(page);
    const reference = collectPostings(pages);
    for (const word of ['common', 'rare', 'deep', 'heading', 'text', '499'])
      expect(Array.from(collector.pairs(word)), word).toEqual(reference.get(word));
    expect(collector.count('common')).toBe(70_000);
    expect(Array.from(collector.pairs('rare'))).toEqual([3, 0, 69_999, 0]);
    expect(Array.from(collector.pairs('deep')).slice(-2)).toEqual([40_000, 1003]);
  });
});

describe('an index built page by page', () => {
  it('writes head and fragment files while later pages are still to come, word files only at the end', () => {
    const records = syntheticRecords(3000);
    const emitted: OutputFile[] = [];
    const builder = new SearchIndexBuilder('default-current', (file) => emitted.push(file));
    for (const record of records.slice(0, 1500)) builder.add(record);
    const early = fragmentPages(emitted);
    // Every file of a whole group is out: all but the last few pages added so far.
    expect(early.length).toBeGreaterThan(1000);
    expect(early).toEqual(records.slice(0, early.length).map(pageFragment));
    expect(emitted.some((f) => isHead(f.path))).toBe(true);
    expect(emitted.some((f) => isWords(f.path))).toBe(false);
    for (const record of records.slice(1500)) builder.add(record);
    const index = builder.finish();
    expect(index.pages).toBe(3000);
    // Each page is in exactly one fragment file, in order; each head file's first page is where the manifest says.
    expect(fragmentPages(emitted)).toEqual(records.map(pageFragment));
    const heads = emitted
      .filter((f) => isHead(f.path))
      .map((f) => JSON.parse(f.contents as string) as HeadFile);
    expect(heads.reduce((sum, file) => sum + file.heads.length, 0)).toBe(3000);
    let first = 0;
    expect(index.heads.starts.map((delta) => (first += delta))).toEqual(
      heads.map((file) => file.first).sort((a, b) => a - b),
    );
    expect(emitted.some((f) => isWords(f.path))).toBe(true);
  });
});

describe("a site's indexer", () => {
  /** 300 docs of some 1.2 KB of text each: more than one file holds, so the index is chunked. */
  async function largeSite(): Promise<SitePage[]> {
    const text = (n: number): string =>
      Array.from({ length: 120 }, (_, k) => `word${(n * 7 + k) % 500} text${k % 37}`).join(' ');
    return Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        docPage(`/docs/page-${n}`, `# Page ${n}\n\n${text(n)}\n\n## Part\n\n${text(n + 1)}\n`),
      ),
    );
  }

  it('takes pages in site order up to the one asked for, and makes the files of the index made at once', async () => {
    const site = createTestSite(await largeSite());
    const emitted: OutputFile[] = [];
    const told: string[] = [];
    const indexer = new SiteSearchIndexer(
      site,
      (file) => emitted.push(file),
      (page) => told.push(page.route),
    );
    indexer.through(199);
    expect(told).toEqual(site.pages.slice(0, 200).map((page) => page.route));
    // The first pages' fragments are written before the later pages are in.
    const early = fragmentPages(emitted);
    expect(early.length).toBeGreaterThan(100);
    expect(early.length).toBeLessThanOrEqual(200);
    indexer.through(150);
    expect(told).toHaveLength(200);
    indexer.finish();
    expect(told).toEqual(site.pages.map((page) => page.route));
    indexer.through(299);
    expect(told).toHaveLength(300);
    const whole = createSearchFiles(site).files;
    const byPath = (files: OutputFile[]): OutputFile[] =>
      [...files].sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath(emitted)).toEqual(byPath(whole));
    expect(() => indexer.finish()).toThrow(/finished twice/);
  });
});
