// Copies of the site-extensions fixture in temp folders. The config imports markdown-it plugins from npm, so each copy
// gets a link to the project's node_modules (a bare import resolves from the config's folder).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** The text of every section of the search index files under `outDir`, with the page's href. */
export async function searchSections(outDir: string): Promise<{ href: string; text: string }[]> {
  const searchDir = path.join(outDir, 'assets/search');
  const sections: { href: string; text: string }[] = [];
  for (const name of await readdir(searchDir)) {
    if (name === 'manifest.json') continue;
    const file = JSON.parse(await readFile(path.join(searchDir, name), 'utf8')) as {
      pages: [string, ...unknown[]][];
      sections: [number, string, string, string][];
    };
    for (const [page, , , text] of file.sections) sections.push({ href: file.pages[page]![0], text });
  }
  return sections;
}
