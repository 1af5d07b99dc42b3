// A Docusaurus folder index with an `id` (docs/user-guide/index.md, `id: index`) is served at its folder's route, as
// Docusaurus serves it: the navbar, the footer and the links of other pages reach it there.
import path from 'node:path';
import { writeFile, mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { editFile, fixtureCopier, htmlFiles, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('site-docusaurus');
let pages: Map<string, string>;

beforeAll(async () => {
  const { dir, site } = await copier.copy();
  await mkdir(path.join(site, 'docs/user-guide'), { recursive: true });
  await writeFile(
    path.join(site, 'docs/user-guide/index.md'),
    '---\nid: index\ntitle: Using the pool\n---\n\nHow to fill, watch and drain a pool. Start with [the tasks](./tasks.md).\n',
  );
  await writeFile(
    path.join(site, 'docs/user-guide/tasks.md'),
    '---\ntitle: Everyday tasks\n---\n\nBack to [the guide](./index.md) or [its folder](/docs/user-guide).\n',
  );
  await editFile(site, 'docsgen.config.ts', (text) =>
    text
      .replace(
        "{ to: '/blog', label: 'Blog', position: 'left' },",
        "{ to: '/blog', label: 'Blog', position: 'left' },\n      { type: 'doc', docId: 'user-guide/index', label: 'User guide' },",
      )
      // Not a git checkout: the dates of the docs are not asked for.
      .replace('showLastUpdate: true', 'showLastUpdate: false')
      .replace(
        "{ label: 'Reference', to: '/docs/reference' },",
        "{ label: 'Reference', to: '/docs/reference' },\n          { label: 'User guide', to: '/docs/user-guide' },",
      ),
  );
  const out = path.join(dir, 'out');
  const result = runCli(site, ['build', '--out', out]);
  // No diagnostic at all: every link to the guide resolves.
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  pages = await htmlFiles(out);
}, 60_000);
afterAll(() => copier.removeAll());

it('serves the index at its folder, not at /index/', () => {
  expect(pages.has('docs/user-guide/index.html')).toBe(true);
  expect(pages.has('docs/user-guide/index/index.html')).toBe(false);
  expect(pages.get('docs/user-guide/index.html')).toContain('Using the pool');
});

it('leads the navbar doc item, the footer link and markdown links there, each resolved', () => {
  const home = pages.get('docs/user-guide/tasks/index.html')!;
  expect(home).toContain('href="/docs/user-guide/">User guide</a>');
  expect(home).toMatch(/href="\/docs\/user-guide\/?"[^>]*>User guide<\/a><\/li>/);
  expect(home).toContain('<a href="/docs/user-guide/">the guide</a>');
});
