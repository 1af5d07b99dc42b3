// Behaviour the README promises about page metadata: descriptions are plain text (no tags, whatever the markdown
// held), and "Edit this page" links append the doc's path inside the docs folder, number prefixes and all.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../src/build/build.ts';
import { fixtureFiles } from '../fixture-files.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site-mini');
let dir = '';
let result: MemoryBuildResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-truths-'));
  await cp(fixture, dir, { recursive: true, filter: fixtureFiles });
  // markdown.html is off (the default): the raw HTML is escaped into the page's text.
  await writeFile(
    path.join(dir, 'content/docs/guide/03-keys.md'),
    '# Keys\n\nPress <kbd>Ctrl</kbd> + <kbd>K</kbd> to search; <!-- hidden --> 1 < 2 stays.\n\n## More\n\nText.\n',
  );
  await writeFile(
    path.join(dir, 'content/docs/guide/04-described.md'),
    '---\ndescription: A <em>described</em> page\n---\n\n# Described\n\nBody.\n',
  );
  result = await build({ cwd: dir, output: 'memory' });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const page = (file: string): string => String(result.memory!.files.get(file));
const meta = (html: string, attribute: string): string | undefined =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

describe('descriptions', () => {
  it('drop HTML tags from the text a description is made from, in meta and og:description', () => {
    const html = page('docs/guide/keys/index.html');
    // The page itself shows the escaped tags, as markdown.html off asks.
    expect(html).toContain('&lt;kbd&gt;Ctrl&lt;/kbd&gt;');
    const expected = 'Press Ctrl + K to search; 1 &lt; 2 stays.';
    expect(meta(html, 'name="description"')).toBe(expected);
    expect(meta(html, 'property="og:description"')).toBe(expected);
  });

  it('drop HTML tags from a front matter description', () => {
    const html = page('docs/guide/described/index.html');
    expect(meta(html, 'name="description"')).toBe('A described page');
  });
});

describe('docs.editUrl', () => {
  it('appends the path inside the docs folder, keeping the number prefixes the file has', () => {
    const html = page('docs/guide/first/index.html');
    const edit = /href="(https:\/\/example\.com\/edit\/[^"]*)"/.exec(html)?.[1];
    expect(edit).toBe('https://example.com/edit/guide/01-first.md');
    expect(page('docs/guide/Terms&Conditions/index.html')).toContain(
      'href="https://example.com/edit/guide/02-Terms%26Conditions.md"',
    );
  });
});
