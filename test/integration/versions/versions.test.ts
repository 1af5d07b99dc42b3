// The site-versions fixture: current (the docs folder) at /docs/next/, 2.0 (the last) at /docs/, 1.0 at /docs/1.0/.
import { parseManifest } from '../../../src/client/search/engine/index-format.ts';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../../src/build/build.ts';
import { runCheck } from '../../../src/cli/commands/run-check.ts';
import { fixtureCopies, textOf } from '../content-shapes/helpers.ts';

const copies = fixtureCopies('site-versions');
let result: MemoryBuildResult;

beforeAll(async () => {
  result = await build({ cwd: await copies.copy(), output: 'memory' });
});
afterAll(() => copies.cleanup());

const page = (route: string): string => textOf(result, `${route.replace(/^\//, '')}/index.html`);
const canonicalOf = (html: string): string | undefined =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** The version dropdown's links of a page: label → href. */
function dropdownOf(html: string): Record<string, string> {
  const menu = /id="navbar-right-0-menu"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...menu.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]));
}
const bannerOf = (html: string): string | undefined =>
  /<div class="version-banner[\s\S]*?<\/div>/.exec(html)?.[0];
const sidebarLinks = (html: string): string[] => {
  const sidebar = /<nav class="sidebar menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...sidebar.matchAll(/class="menu__link[^"]*" href="([^"]+)"/g)].map((m) => m[1]!);
};

describe('docs versions: routes', () => {
  it('serves the last version at /docs/, current at /docs/next/ and older ones at /docs/<name>/', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
    const docs = [...result.memory!.files.keys()]
      .filter((f) => f.startsWith('docs/') && f.endsWith('.html'))
      .sort();
    expect(docs).toEqual([
      'docs/1.0/index.html',
      'docs/1.0/intro/index.html',
      'docs/1.0/legacy/index.html',
      'docs/category/guide/index.html',
      'docs/guide/setup/index.html',
      'docs/index.html',
      'docs/intro/index.html',
      'docs/migrating/index.html',
      'docs/next/category/guide/index.html',
      'docs/next/guide/setup/index.html',
      'docs/next/index.html',
      'docs/next/intro/index.html',
      'docs/next/whats-new/index.html',
    ]);
    // Each version's root, which no page holds, redirects to the version's first doc (as Docusaurus serves it): the first item of its first sidebar, here a generated category page.
    expect(page('/docs')).toContain('content="0; url=/docs/category/guide"');
    expect(page('/docs/next')).toContain('content="0; url=/docs/next/category/guide"');
    expect(page('/docs/1.0')).toContain('content="0; url=/docs/1.0/legacy"');
    expect(page('/docs/guide/setup')).toContain('Setup (2.0)');
    expect(page('/docs/next/guide/setup')).toContain('Setup (next)');
    expect(page('/docs/1.0/intro')).toContain('Version 1.0.');
  });

  it('resolves relative .md links within each version', () => {
    expect(page('/docs/intro')).toContain('href="/docs/migrating"');
    expect(page('/docs/next/intro')).toContain('href="/docs/next/whats-new"');
    expect(page('/docs/1.0/intro')).toContain('href="/docs/1.0/legacy"');
  });

  it('gives each version its own sidebars, from its sidebars file', () => {
    expect(sidebarLinks(page('/docs/1.0/intro'))).toEqual(['/docs/1.0/legacy', '/docs/1.0/intro']);
    expect(sidebarLinks(page('/docs/next/intro'))).toContain('/docs/next/whats-new');
    expect(sidebarLinks(page('/docs/intro'))).toContain('/docs/migrating');
    expect(sidebarLinks(page('/docs/intro'))).not.toContain('/docs/next/whats-new');
  });

  it('labels and marks each page with its version', () => {
    expect(page('/docs/1.0/intro')).toContain('Version: 1.0 (old)');
    expect(page('/docs/next/intro')).toContain('Version: Next');
    expect(page('/docs/1.0/intro')).toContain('docs-version-1-0');
  });

  it("finds a pager's doc by id in the page's own version", () => {
    const next = /class="pagination-nav__link pagination-nav__link--next" href="([^"]+)"/.exec(
      page('/docs/1.0/intro'),
    );
    expect(next?.[1]).toBe('/docs/1.0/legacy');
  });

  it("leads each version's edit link to its own file", () => {
    expect(page('/docs/1.0/legacy')).toContain(
      'href="https://example.com/edit/main/content/versioned_docs/version-1.0/legacy.md"',
    );
    expect(page('/docs/next/intro')).toContain('href="https://example.com/edit/main/content/docs/intro.md"');
  });
});

describe('docs versions: the dropdown', () => {
  it('leads to the same doc in each version where it exists', () => {
    expect(dropdownOf(page('/docs/1.0/intro'))).toEqual({
      Next: '/docs/next/intro',
      '2.0': '/docs/intro',
      '1.0 (old)': '/docs/1.0/intro',
    });
  });

  it("leads to a version's first page where the doc does not exist there", () => {
    expect(dropdownOf(page('/docs/next/whats-new'))).toEqual({
      Next: '/docs/next/whats-new',
      '2.0': '/docs/category/guide',
      '1.0 (old)': '/docs/1.0/legacy',
    });
  });

  it("shows the last version's first pages on pages outside the docs", () => {
    const home = textOf(result, 'index.html');
    expect(dropdownOf(home)).toEqual({
      Next: '/docs/next/category/guide',
      '2.0': '/docs/category/guide',
      '1.0 (old)': '/docs/1.0/legacy',
    });
    expect(home).toContain('aria-controls="navbar-right-0-menu"><span data-swap-text="">2.0</span>');
  });
});

describe('docs versions: banners and canonical URLs', () => {
  it('shows no banner on the last version, and one leading to the same doc on the others', () => {
    expect(bannerOf(page('/docs/intro'))).toBeUndefined();
    expect(bannerOf(page('/docs/1.0/intro'))).toContain('no longer actively maintained');
    expect(bannerOf(page('/docs/1.0/intro'))).toContain('href="/docs/intro"');
    expect(bannerOf(page('/docs/next/guide/setup'))).toContain(
      'This is unreleased documentation for Versioned Next.',
    );
    expect(bannerOf(page('/docs/next/guide/setup'))).toContain('href="/docs/guide/setup"');
    // A doc that the last version lacks: its banner leads to where the last version starts.
    expect(bannerOf(page('/docs/1.0/legacy'))).toContain('href="/docs/category/guide"');
  });

  it('points the canonical URL of other versions at the last version where it has the doc', () => {
    expect(canonicalOf(page('/docs/1.0/intro'))).toBe('https://versions.example.com/docs/intro');
    expect(canonicalOf(page('/docs/next/guide/setup'))).toBe('https://versions.example.com/docs/guide/setup');
    expect(canonicalOf(page('/docs/1.0/legacy'))).toBe('https://versions.example.com/docs/1.0/legacy');
    expect(canonicalOf(page('/docs/intro'))).toBe('https://versions.example.com/docs/intro');
  });
});

describe('docs versions: config and bad input', () => {
  it('builds only the versions of onlyIncludeVersions, with their own labels, paths and banners', async () => {
    const dir = await copies.copy();
    const config = path.join(dir, 'docsgen.config.mjs');
    const text = await readFile(config, 'utf8');
    await writeFile(
      config,
      text.replace(
        "versions: { '1.0': { label: '1.0 (old)' } },",
        "versions: { current: { label: 'Edge', path: 'edge', banner: 'none' } }, lastVersion: 'current', onlyIncludeVersions: ['current', '2.0'],",
      ),
    );
    const made = await build({ cwd: dir, output: 'memory' });
    // The home page links /docs/intro, which the last version (current, at its own path) no longer has.
    expect(made.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'broken-link link /docs/intro points to no page or file',
    ]);
    const files = [...made.memory!.files.keys()].filter((f) => f.startsWith('docs/')).sort();
    expect(files).toContain('docs/edge/whats-new/index.html');
    expect(files).toContain('docs/2.0/migrating/index.html');
    expect(files.some((f) => f.startsWith('docs/1.0/') || f.startsWith('docs/next/'))).toBe(false);
    const twoOh = textOf(made, 'docs/2.0/intro/index.html');
    expect(bannerOf(twoOh)).toContain(
      'This is documentation for Versioned 2.0, which is no longer actively maintained.',
    );
    expect(bannerOf(twoOh)).toContain('href="/docs/edge/intro"');
    expect(bannerOf(textOf(made, 'docs/edge/intro/index.html'))).toBeUndefined();
    expect(textOf(made, 'docs/edge/intro/index.html')).toContain('Version: Edge');
  });

  it('stops on a versions.json that names a missing folder, and on config naming unknown versions', async () => {
    const dir = await copies.copy();
    await rm(path.join(dir, 'content/versioned_docs/version-1.0'), { recursive: true });
    const missing = await build({ cwd: dir, output: 'memory' }).catch((e: unknown) => e);
    expect((missing as { diagnostics: unknown[] }).diagnostics).toEqual([
      expect.objectContaining({
        code: 'versions-missing-folder',
        file: 'content/versions.json',
        severity: 'error',
        message: expect.stringContaining('content/versioned_docs/version-1.0/ does not exist'),
      }),
    ]);
    await mkdir(path.join(dir, 'content/versioned_docs/version-1.0'));
    const config = path.join(dir, 'docsgen.config.mjs');
    await writeFile(config, (await readFile(config, 'utf8')).replace("'1.0': { label", "'3.0': { label"));
    const unknown = await build({ cwd: dir, output: 'memory' });
    expect(unknown.ok).toBe(false);
    expect(unknown.diagnostics.map((d) => [d.code, d.message])).toContainEqual([
      'versions-invalid',
      'docs.versions names version "3.0", which versions.json does not list (versions: current, 2.0, 1.0)',
    ]);
  });
});

describe('docs versions: check', () => {
  it('reports a link of 1.0 to a page that only 2.0 has as broken', async () => {
    const dir = await copies.copy();
    const intro = path.join(dir, 'content/versioned_docs/version-1.0/intro.md');
    await writeFile(
      intro,
      '# Introduction\n\nSee [migrating](./migrating.md), [the 1.0 route](/docs/1.0/migrating) and [2.0](/docs/migrating).\n',
    );
    const checked = await runCheck({ cwd: dir });
    expect(checked.errors).toBe(2);
    const found = checked.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`);
    expect(found).toEqual([
      'error broken-markdown-link content/versioned_docs/version-1.0/intro.md:3:17',
      'error broken-link content/versioned_docs/version-1.0/intro.md:3:50',
    ]);
  });
});

describe('docs versions: search', () => {
  it('indexes each version on its own and lists the versions, the last first', () => {
    const manifest = parseManifest(textOf(result, 'assets/search/manifest.json'));
    expect(manifest.versions).toEqual([
      { name: '2.0', label: '2.0' },
      { name: 'current', label: 'Next' },
      { name: '1.0', label: '1.0 (old)' },
    ]);
    const pagesOf = Object.fromEntries(manifest.indexes.map((i) => [i.version, i.pages]));
    expect(pagesOf).toEqual({ '': 1, '2.0': 3, current: 3, '1.0': 2 });
    // The 1.0 index's page fragments hold its pages' text, and only theirs.
    const fragments = manifest.indexes.find((i) => i.version === '1.0')!.fragments;
    const index = fragments.map(([, file]) => textOf(result, `assets/search/${file}`)).join('\n');
    expect(index).toContain('Legacy setup');
    expect(index).not.toContain('Migrating from 1.0');
  });

  it('names the version of each docs page for the search box, and defaults to the last', () => {
    expect(page('/docs/1.0/intro')).toContain('<meta name="docsgen:docs-version" content="1.0"/>');
    expect(page('/docs/next/intro')).toContain('<meta name="docsgen:docs-version" content="current"/>');
    expect(textOf(result, 'index.html')).not.toContain('docsgen:docs-version');
    expect(textOf(result, 'index.html')).toContain('"docsVersion":{"name":"2.0","label":"2.0"}');
    expect(page('/search')).toContain('data-search-page-all-versions');
  });
});

describe('the version badge of a site of one version', () => {
  const mini = fixtureCopies('site-mini');
  afterAll(() => mini.cleanup());

  it('shows none unless the config names the label, then shows it on every doc', async () => {
    const dir = await mini.copy();
    const plain = await build({ cwd: dir, output: 'memory' });
    expect(textOf(plain, 'docs/guide/first/index.html')).not.toContain('badge--version');
    const configFile = path.join(dir, 'docsgen.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(configFile, config.replace('docs: {', "docs: {\n    versionLabel: 'Canary',"));
    const labelled = await build({ cwd: dir, output: 'memory' });
    expect(textOf(labelled, 'docs/guide/first/index.html')).toContain(
      '<span class="badge badge--version">Version: Canary</span>',
    );
  });
});
