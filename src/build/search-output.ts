// The search files of a build that renders its pages: each page goes into the index as soon as its props are made (its
// body is rendered then), and each file is written as soon as the index makes it. Made at once after every page, the
// index held every page's record, fragment and postings together, on top of every body's text kept for it.
import type { SitePage, Site } from '../model/site-types.ts';
import type { PageCache } from '../output/page-cache.ts';
import { writeOrReuse } from '../output/reuse-file.ts';
import type { Writer } from '../output/writer.ts';
import { SiteSearchIndexer } from '../search/index-files.ts';

/** The search index of a build on its way to the output. */
export interface SearchOutput {
  /** Adds every page up to and including the one at `index` of the site's pages. */
  through(index: number): void;
  /** Adds the pages left and writes the word files and the manifest. */
  finish(): void;
  /** Resolves once every file made so far is written; rejects with the first failed write. */
  written(): Promise<void>;
}

/**
 * Writes `site`'s search files with `writer` as they are made (unchanged ones are linked from the last output);
 * `onIndexed` is told of each page once the index has it.
 */
export function searchOutput(
  site: Site,
  writer: Writer,
  cache: PageCache,
  onIndexed?: (page: SitePage) => void,
): SearchOutput {
  // Writes in flight; a failure is kept for `written` (a rejection nothing awaits yet must not count as unhandled).
  const pending = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const indexer = new SiteSearchIndexer(
    site,
    (file) => {
      const write = writeOrReuse(writer, cache, file.path, file.contents).then(
        () => void pending.delete(write),
        (error: unknown) => {
          pending.delete(write);
          failure ??= { error };
        },
      );
      pending.add(write);
    },
    onIndexed,
  );
  return {
    through: (index) => indexer.through(index),
    finish: () => void indexer.finish(),
    async written() {
      await Promise.all(pending);
      if (failure) throw failure.error;
    },
  };
}
