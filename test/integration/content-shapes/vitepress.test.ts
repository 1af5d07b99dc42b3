// The VitePress-style fixture: markdown in docs/ with the VitePress config in docs/.vitepress/ (not content), a home
// page written with VitePress' home front matter, static files in docs/public/ referenced from the site root, and
// VitePress' markdown: `::: tip`, `::: warning Title`, `::: details`, `::: code-group`, `{#id}` headings, `ts{2}`
// fences, and links to pages both with and without `.md`.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { articleOf, fixtureCopies, placed, textOf } from './helpers.ts';

const copies = fixtureCopies('shape-vitepress');
afterAll(() => copies.cleanup());

// The same home page with docsgen's home keys (hero title/tagline/action, features text) in place of VitePress' own
// (hero name/text/actions/image, features details), so that the other tests do not depend on how those are read.
const DOCSGEN_HOME = `---
layout: home
hero:
  title: Lantern
  tagline: Follow, filter and colour your log files from one small command.
  action: { label: Get started, to: /guide/getting-started }
features:
  - title: Follows many files
    text: Tail a whole folder of logs at once and see the lines interleaved by time.
---
`;

/** A copy of the fixture whose home page uses docsgen's home keys. */
async function buildable(edit?: (dir: string) => Promise<void>) {
  const dir = await copies.copy();
  await writeFile(path.join(dir, 'docs/index.md'), DOCSGEN_HOME);
  await edit?.(dir);
  return { dir, result: await build({ cwd: dir, output: 'memory' }) };
}

async function editFile(dir: string, file: string, change: (text: string) => string): Promise<void> {
  const abs = path.join(dir, file);
  await writeFile(abs, change(await readFile(abs, 'utf8')));
}

describe('a VitePress-style docs folder', () => {
  // VitePress' hero keys (name, text, image, actions) and features' `details` are read as docsgen's own.
  it('builds the home page as VitePress writes it (hero name/text/actions, features details)', async () => {
    const dir = await copies.copy();
    const result = await build({ cwd: dir, output: 'memory' });
    expect(placed(result.diagnostics)).toEqual([]);
    const home = textOf(result, 'index.html');
    expect(home).toContain('home-page');
    // The name is the hero's title, the text and the tagline its tagline, each action a button (brand, then alt).
    expect(home).toMatch(/<h1[^>]*>Lantern<\/h1>/);
    expect(home).toContain(
      'Logs you can actually read — Follow, filter and colour your log files from one small command.',
    );
    expect(home).toMatch(/<a[^>]*href="\/guide\/getting-started"[^>]*>Get started<\/a>/);
    expect(home).toContain(
      '<a class="button button--primary button--lg" href="/guide/getting-started">Get started</a>' +
        '<a class="button button--outline button--lg" href="/guide/why">Why Lantern?</a>',
    );
    // Each feature's details are its text; an emoji icon is shown as characters, an { src } one as the image.
    for (const details of [
      'Tail a whole folder of logs',
      'Narrow the stream',
      'Nothing to install beside it',
    ])
      expect(home).toContain(details);
    expect(home).toContain('<span class="feature__icon feature__icon--text" aria-hidden="true">🏮</span>');
    expect(home).toMatch(/<img class="feature__icon" src="\/logo.svg"/);
    expect(home.match(/class="feature__icon/g)).toHaveLength(2);
  });

  it('builds one page per markdown file, routed from the site root, and nothing from .vitepress/', async () => {
    const { result } = await buildable();
    expect(placed(result.diagnostics)).toEqual([]);
    const files = [...result.memory!.files.keys()];
    expect(files.filter((f) => f.endsWith('.html')).sort()).toEqual([
      '404.html',
      'guide/configure/index.html',
      'guide/deploy/index.html',
      'guide/getting-started/index.html',
      'guide/why/index.html',
      'index.html',
      'reference/cli/index.html',
      'reference/config/index.html',
      'search/index.html',
    ]);
    expect(files.filter((f) => /vitepress|config\.mts/i.test(f))).toEqual([]);
    expect(textOf(result, 'sitemap.xml')).not.toMatch(/vitepress/i);
    expect(textOf(result, 'llms.txt')).not.toMatch(/vitepress/i);
  });

  // docs/index.md is a doc here (contentDir: 'docs', docs.path: '.'): with `layout: home` it is the home page all the same.
  it('draws the hero and the feature cards of docs/index.md', async () => {
    const { result } = await buildable();
    const home = textOf(result, 'index.html');
    expect(home).toContain('home-page');
    expect(home).toContain('Follow, filter and colour your log files from one small command.');
    expect(home).toContain('href="/guide/getting-started"');
    expect(home).toContain('Tail a whole folder of logs at once');
    // It is the site's home, not a doc of the sidebar: no sidebar item and no previous link leads to it.
    const why = textOf(result, 'guide/why/index.html');
    const sidebar = /<nav class="sidebar[^]*?<\/nav>/.exec(why)?.[0] ?? '';
    expect(sidebar).toContain('href="/guide/why"');
    expect(sidebar).not.toContain('href="/"');
    for (const file of ['guide/configure/index.html', 'guide/deploy/index.html'])
      expect(textOf(result, file)).not.toMatch(/pagination-nav__link--prev" href="\/"/);
  });

  // The config names docs/public/ as the static folder (staticDir): its files are copied to the site's root.
  it('serves docs/public/ at the site root: the logo is copied and the <img> points at it', async () => {
    const { result } = await buildable();
    expect(placed(result.diagnostics)).toEqual([]);
    const src = /<img src="([^"]+)" alt="Lantern logo"/.exec(
      articleOf(textOf(result, 'guide/why/index.html')),
    )?.[1];
    expect(src).toBeDefined();
    const out = result.memory!.files.get(src!.slice(1));
    expect(out).toBeDefined();
    expect(Buffer.from(out!).toString('utf8')).toContain('<svg');
  });

  it('gives headings their {#id}, and checks the anchors of links to them', async () => {
    const { result } = await buildable();
    const configure = articleOf(textOf(result, 'guide/configure/index.html'));
    expect(configure).toContain('<h2 id="project-file">Project file<');
    expect(configure).not.toContain('{#');
    expect(articleOf(textOf(result, 'reference/config/index.html'))).toContain('<h2 id="colour-option">');
    expect(configure).toContain('<a href="/reference/config#colour-option">');
    expect(configure).toContain('<a href="/guide/getting-started#install">');
    // The same link to an id that is not there is reported at its place.
    const broken = await buildable((dir) =>
      editFile(dir, 'docs/guide/getting-started.md', (t) => t.replace('#project-file', '#project-files')),
    );
    expect(placed(broken.result.diagnostics)).toEqual([
      'warning broken-anchor docs/guide/getting-started.md:34:87',
    ]);
  });

  it('resolves links with and without .md, relative or from the root, to the same route', async () => {
    const { result } = await buildable();
    const started = articleOf(textOf(result, 'guide/getting-started/index.html'));
    expect(started).toContain('<a href="/guide/configure">configure it</a>');
    expect(started).toContain('<a href="/guide/configure#project-file">keep settings per project</a>');
    expect(articleOf(textOf(result, 'guide/deploy/index.html'))).toContain(
      '<a href="/guide/configure#project-file">project file</a>',
    );
    expect(articleOf(textOf(result, 'reference/config/index.html'))).toContain(
      '<a href="/guide/configure">Configure</a>',
    );
    expect(articleOf(textOf(result, 'reference/cli/index.html'))).toContain('<a href="/reference/config">');
    expect(articleOf(textOf(result, 'guide/why/index.html'))).toContain(
      '<a href="/guide/getting-started">Getting started</a>',
    );
  });

  it('renders a code group as one tab per fence, labelled as the fences are', async () => {
    const { result } = await buildable();
    const started = articleOf(textOf(result, 'guide/getting-started/index.html'));
    const tabs = [...started.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(tabs).toEqual(['npm', 'pnpm', 'yarn']);
    expect(started.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(started).not.toContain('[npm]');
    expect(started).not.toContain('code-group');
  });

  it('renders VitePress containers and line highlights', async () => {
    const { result } = await buildable();
    const why = articleOf(textOf(result, 'guide/why/index.html'));
    expect(why).toContain('admonition-tip');
    const started = articleOf(textOf(result, 'guide/getting-started/index.html'));
    expect(started).toMatch(/admonition-warning[^]*?Check your PATH<\/p>/);
    expect(articleOf(textOf(result, 'guide/deploy/index.html'))).toContain('admonition-danger');
    const configure = articleOf(textOf(result, 'guide/configure/index.html'));
    expect(configure).toContain('<summary>What if both a project file and flags are given?</summary>');
    const lines = [...configure.matchAll(/<span class="line( highlighted)?">/g)].map(
      (m) => m[1] !== undefined,
    );
    expect(lines).toEqual([false, true, false, false]);
    for (const html of [why, started, configure]) expect(html).not.toMatch(/:::/);
  });

  it('builds with the pages folder at the root too: index.md a page, the rest docs, each file once', async () => {
    const dir = await copies.copy();
    await editFile(dir, 'docsgen.config.ts', (t) =>
      t.replace(
        "docs: { path: '.', routeBasePath: '/' },",
        "docs: { path: '.', routeBasePath: '/', exclude: ['index.md'] },\n  pages: { path: '.' },",
      ),
    );
    const result = await build({ cwd: dir, output: 'memory' });
    // Before, every doc was a page too: six duplicate-route warnings, and neither copy built.
    expect(placed(result.diagnostics)).toEqual([]);
    expect(
      result
        .site!.pages.map((p) => `${p.kind} ${p.route}`)
        .filter((p) => !/^(search|not-found)/.test(p))
        .sort(),
    ).toEqual([
      'doc /guide/configure',
      'doc /guide/deploy',
      'doc /guide/getting-started',
      'doc /guide/why',
      'doc /reference/cli',
      'doc /reference/config',
      'page /',
    ]);
    expect(textOf(result, 'index.html')).toContain('home-page');
  });
});
