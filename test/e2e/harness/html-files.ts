// The HTML pages of a built site folder.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every `.html` file under `dir`, as sorted paths relative to it. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every `.html` file under `dir` with its text, sorted by path. */
export async function htmlPages(dir: string): Promise<{ file: string; html: string }[]> {
  const files = await htmlFiles(dir);
  return Promise.all(files.map(async (file) => ({ file, html: await readFile(join(dir, file), 'utf8') })));
}
