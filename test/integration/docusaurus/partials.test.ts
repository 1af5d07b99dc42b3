// A Docusaurus site that shares text through MDX partials and shows images it imports
// (test/fixtures/docusaurus-partials), migrated and built as it stands: each partial renders in place with its props,
// its front matter, its own partial, links and images read from its folder and its headings in the page's TOC; the
// imported images are the files the build serves; <DocCardList /> shows the category's cards; partials are no pages;
// and an edit of a partial alone is seen by the next build (the cached pages that use it are rendered again).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile, fixtureCopier, htmlFiles, runCli } from '../fixture-copies.ts';

const copier = fixtureCopier('docusaurus-partials');
let site: string;
let out: string;
let pages: Map<string, string>;

const page = (route: string): string => {
  const html = pages.get(`${route}/index.html`);
  if (html === undefined) throw new Error(`no page at ${route}`);
  return html;
};
const body = (route: string): string => {
  const html = page(route);
  return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
};
const tocLinks = (route: string): string[] => {
  const html = page(route);
  const toc = html.slice(html.indexOf('class="toc'), html.indexOf('</details>'));
  return [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
};

function build(): void {
  const result = runCli(site, ['build', '--out', out]);
  expect(result.stderr).toBe('');
  expect(result.stdout).not.toMatch(/warning|error/);
  expect(result.status).toBe(0);
}

beforeAll(async () => {
  const copy = await copier.copy();
  site = copy.site;
  out = path.join(copy.dir, 'out');
  const migrated = runCli(site, ['migrate', '.']);
  expect(migrated.stderr).toBe('');
  expect(migrated.status).toBe(0);
  // Partials and imported images are read by docsgen itself: migrate has nothing to say about them.
  expect(migrated.stdout).not.toMatch(/_smoke|_gloves|hive\.png|brood\.png|Smoke|Gloves/);
  build();
  pages = await htmlFiles(out);
}, 60_000);
afterAll(() => copier.removeAll());

describe('MDX partials of a migrated Docusaurus site', () => {
  it('renders each partial in place with its props, its front matter and the partial it imports', () => {
    const welcome = body('docs/welcome');
    expect(welcome).toContain('<p>Light the smoker before the lid comes off. This note is for spring.</p>');
    expect(welcome).toContain('<p>Thin gloves let you feel a bee before you press her.</p>');
    // In place: after the page's first paragraph, before its own next heading.
    const order = ['This ledger belongs to', 'Before opening a hive', 'Thin gloves', 'The hives'];
    const at = order.map((text) => welcome.indexOf(text));
    expect(at.every((index) => index !== -1)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(body('docs/colonies/inspections')).toContain('This note is for summer.');
  });

  it("resolves the partial's links and images from its own folder, whichever page uses it", () => {
    for (const route of ['docs/welcome', 'docs/colonies/inspections']) {
      const html = body(route);
      expect(html).toContain('<a href="/docs/colonies/inspections">inspection log</a>');
      const src = /<img src="([^"]+)" alt="A frame of capped brood"/.exec(html)?.[1];
      expect(src).toMatch(/^\/assets\/files\/brood\.[0-9a-f]+\.png$/);
      expect(existsSync(path.join(out, src!))).toBe(true);
    }
  });

  it("puts the partial's headings in the page's table of contents, where the partial stands", () => {
    expect(tocLinks('docs/welcome')).toEqual(['before-opening-a-hive', 'gloves', 'the-hives']);
    expect(tocLinks('docs/colonies/inspections')).toEqual(['before-opening-a-hive', 'gloves', 'queen-cells']);
  });

  it('passes docsgen check (links and anchors of the partials included)', () => {
    const checked = runCli(site, ['check']);
    expect(checked.stdout).toContain('no problems');
    expect(checked.status).toBe(0);
  });

  it('builds no page of a file whose name starts with _', () => {
    expect([...pages.keys()].filter((file) => /smoke|gloves|_shared/.test(file))).toEqual([]);
  });
});

describe('images an MDX page imports, front matter and DocCardList', () => {
  it('gives an imported or required image the URL the build serves it at, with its size', () => {
    const welcome = body('docs/welcome');
    expect(welcome).toContain('<img src="/img/hive.png" alt="Three hives in a row" width="24" height="12"/>');
    expect(welcome).toContain('<img src="/img/hive.png" alt="The hives again" width="24" height="12"/>');
    expect(welcome).toMatch(
      /<img alt="Capped brood" src="\/assets\/files\/brood\.[0-9a-f]+\.png" width="16" height="16"\/>/,
    );
    expect(existsSync(path.join(out, 'img/hive.png'))).toBe(true);
  });

  it('shows {frontMatter.key} as the value of the page’s front matter', () => {
    expect(body('docs/welcome')).toContain(
      '<p>This ledger belongs to Orla, and this page is called &quot;Welcome to the apiary&quot;.</p>',
    );
  });

  it('renders <DocCardList /> as the cards of the category the page leads', () => {
    const cards = [
      ...body('docs/colonies').matchAll(/<a class="card card--link" href="([^"]+)">.*?card__title">([^<]+)/g),
    ];
    expect(cards.map((m) => [m[1], m[2]])).toEqual([
      ['/docs/colonies/inspections', 'Inspections'],
      ['/docs/colonies/swarms', 'Swarms'],
    ]);
    expect(body('docs/colonies')).toContain('<span class="card__description">When a colony leaves.</span>');
  });
});

describe('front matter edited alone', () => {
  it('is seen by the next build where {frontMatter.key} shows it', async () => {
    await editFile(site, 'docs/welcome.mdx', (text) => text.replace('keeper: Orla', 'keeper: Brid'));
    build();
    pages = await htmlFiles(out);
    expect(body('docs/welcome')).toContain('This ledger belongs to Brid,');
  }, 60_000);
});

describe('a partial edited alone', () => {
  it('is seen by the next build: the pages that use it show the new text, from the build cache or not', async () => {
    await editFile(site, 'docs/_shared/_gloves.mdx', (text) =>
      text.replace('Thin gloves', 'Thin nitrile gloves'),
    );
    build();
    pages = await htmlFiles(out);
    for (const route of ['docs/welcome', 'docs/colonies/inspections']) {
      expect(body(route)).toContain('Thin nitrile gloves let you feel');
    }
    expect(body('docs/colonies/swarms')).not.toContain('gloves');
  }, 60_000);
});

describe('a problem in a partial that two pages use', () => {
  it('is reported once, at its line in the partial', async () => {
    await editFile(site, 'docs/_shared/_gloves.mdx', (text) => `${text}\nSize {props.size}.\n`);
    const result = runCli(site, ['build', '--out', out]);
    expect(result.status).toBe(0);
    const lines = (result.stdout + result.stderr).split('\n').filter((line) => line.includes('_gloves.mdx'));
    expect(lines).toEqual([
      expect.stringMatching(/^docs\/_shared\/_gloves\.mdx:5:6 +warning +mdx-undefined +props\.size/),
    ]);
  }, 60_000);
});
