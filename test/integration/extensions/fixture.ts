// Copies of the site-extensions fixture in temp folders. The config imports markdown-it plugins from npm, so each copy
// gets a link to the project's node_modules (a bare import resolves from the config's folder).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageFragment } from '../../../src/shared/search-protocol.ts';
import { editFile, fixtureCopier } from '../fixture-copies.ts';

export { htmlFiles, runCli } from '../fixture-copies.ts';

const extensionsSite = fixtureCopier('site-extensions');

/** A fresh copy of the fixture (`site/` inside a temp folder, beside room for outputs). */
export const copyFixture = extensionsSite.copy;

/** Removes every copy made so far. */
export const removeCopies = extensionsSite.removeAll;

/** Rewrites the copy's config: `edit` gets and returns its text. */
export const editConfig = (site: string, edit: (text: string) => string): Promise<void> =>
  editFile(site, 'docsgen.config.ts', edit);

/** The text of every section of the search index's page fragment files under `outDir`, with the page's href. */
export async function searchSections(outDir: string): Promise<{ href: string; text: string }[]> {
  const searchDir = path.join(outDir, 'assets/search');
  const sections: { href: string; text: string }[] = [];
  for (const name of await readdir(searchDir)) {
    // Fragment files (`<index>.f.<hash>-<n>.json`) and a small index's single file (`<index>.i.<hash>.json`) hold
    // each page's sections; vocabulary, postings and first-letter shards hold words.
    if (!/\.(f\.[0-9a-f]+-\d+|i\.[0-9a-f]+)\.json$/.test(name)) continue;
    const file = JSON.parse(await readFile(path.join(searchDir, name), 'utf8')) as { pages: PageFragment[] };
    for (const [href, , , , , intro, pageSections] of file.pages) {
      if (intro) sections.push({ href, text: intro });
      for (const [, , text] of pageSections) sections.push({ href, text });
    }
  }
  return sections;
}
