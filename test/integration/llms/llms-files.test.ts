// The site-llms fixture: markdown twins of docs and posts, llms.txt and llms-full.txt, the head link and the button,
// the llms switches of the config, check counting the twins as files, and the Content-Type that serve and preview send.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { startPreviewServer } from '../../../src/preview/preview-server.ts';
import { editFile, fixtureCopier, runCli } from '../fixture-copies.ts';
import { request, startServe } from '../serve/harness.ts';

const fixture = fixtureCopier('site-llms');
afterAll(() => fixture.removeAll());

const ORIGIN = 'https://tides.example.com/handbook';

/** Builds a copy of the fixture (its config edited first, when asked) and reads its output files. */
async function buildCopy(editConfig?: (text: string) => string) {
  const { dir, site } = await fixture.copy();
  if (editConfig) await editFile(site, 'docsgen.config.ts', editConfig);
  const outDir = path.join(dir, 'out');
  const result = await build({ cwd: site, outDir });
  const read = (file: string): Promise<string> => readFile(path.join(outDir, file), 'utf8');
  const has = (file: string): boolean => existsSync(path.join(outDir, file));
  return { result, read, has, site, outDir };
}

/** Polls `url` until its body contains `text` (serve answers from the new model once the rebuild is done). */
async function waitUntilServed(url: string, text: string): Promise<void> {
  await vi.waitFor(async () => expect((await request(url)).body).toContain(text), {
    timeout: 20_000,
    interval: 50,
  });
}

/** The `- [Title](url)` items of a markdown text, in order. */
const listedUrls = (text: string): string[] =>
  [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]!);

describe('markdown twins and llms files', { timeout: 120_000 }, async () => {
  const built = await buildCopy();

  it('builds without a diagnostic', () => {
    expect(built.result.ok).toBe(true);
    expect(built.result.diagnostics).toEqual([]);
  });

  it('writes a doc twin: front matter gone, its title as h1, links and images made absolute, fences and containers kept', async () => {
    const intro = await built.read('docs/intro.md');
    expect(intro.startsWith('# Reading a tide table\n\nA tide table lists')).toBe(true);
    expect(intro).not.toMatch(/^---$|description:|sidebar_position/m);
    expect(intro).toContain(`[setup](${ORIGIN}/docs/guide/setup#install)`);
    expect(intro).toContain(`[the advanced page](${ORIGIN}/docs/guide/advanced)`);
    expect(intro).toContain(`[the usage notes](${ORIGIN}/docs/intro#usage)`);
    // The image beside the content goes to its hashed file, which the build wrote.
    const chart = /!\[A tide chart\]\(https:\/\/tides\.example\.com\/handbook\/(assets\/[^)]+\.svg)\)/.exec(
      intro,
    );
    expect(chart).not.toBeNull();
    expect(built.has(chart![1]!)).toBe(true);
    expect(intro).toContain(`![The logo](${ORIGIN}/img/logo.svg)`);
    expect(intro).toContain(':::note Check the datum\nHeights are given above chart datum.\n:::');
    expect(intro).toContain('A fenced [link](./guide/setup.md) stays as written.');
    expect(intro).toContain('[harbour blog](https://example.org/harbour)');
  });

  it('keeps a leading h1 as the only title, and leaves MDX imports and comments out (not in code)', async () => {
    const setup = await built.read('docs/guide/setup.md');
    expect(setup.match(/^# /gm)).toHaveLength(1);
    expect(setup).toContain(`[introduction](${ORIGIN}/docs/intro)`);
    const advanced = await built.read('docs/guide/advanced.md');
    expect(advanced).toBe(
      [
        '# Advanced reading',
        '',
        'Spring tides come **twice a month**. Neap tides come between them.',
        '',
        '```js',
        "import { keep } from 'this-line-stays';",
        '{/* and this one too */}',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('writes a post twin without the excerpt marker', async () => {
    const post = await built.read('blog/2024/05/01/new-tables.md');
    expect(post).toBe(
      `# New tables for 2024\n\nThe tables for 2024 are [ready](${ORIGIN}/docs/intro).\n\n## What changed\n\nNothing but the dates.\n`,
    );
  });

  it('links the twin from the head and gives docs and posts a Copy page button', async () => {
    for (const [page, twin] of [
      ['docs/intro/index.html', '/handbook/docs/intro.md'],
      ['blog/2024/05/01/new-tables/index.html', '/handbook/blog/2024/05/01/new-tables.md'],
    ] as const) {
      const html = await built.read(page);
      expect(html).toContain(`<link rel="alternate" href="${twin}" type="text/markdown"/>`);
      expect(html).toContain(`data-copy-page="${twin}"`);
    }
    const category = await built.read('blog/index.html');
    expect(category).not.toContain('text/markdown');
    expect(category).not.toContain('data-copy-page');
  });

  it('writes llms.txt: title, summary, sections by sidebar category and the blog, absolute twin URLs', async () => {
    const text = await built.read('llms.txt');
    expect(text.split('\n').slice(0, 9)).toEqual([
      '# Tide Tables',
      '',
      '> Reading the sea, one table at a time',
      '',
      '## Docs',
      '',
      `- [Reading a tide table](${ORIGIN}/docs/intro.md): What the columns of a tide table mean.`,
      '',
      '## Guide',
    ]);
    expect(text).toContain(
      `- [Setting up](${ORIGIN}/docs/guide/setup.md): Getting a table for your harbour.\n`,
    );
    expect(
      text.endsWith(
        `## Harbour news\n\n- [New tables for 2024](${ORIGIN}/blog/2024/05/01/new-tables.md): The 2024 tables are out.\n`,
      ),
    ).toBe(true);
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      '## Docs',
      '## Guide',
      '## Harbour news',
    ]);
    expect(listedUrls(text)).toEqual([
      `${ORIGIN}/docs/intro.md`,
      `${ORIGIN}/docs/guide/advanced.md`,
      `${ORIGIN}/docs/guide/setup.md`,
      `${ORIGIN}/blog/2024/05/01/new-tables.md`,
    ]);
    // Every listed twin was written.
    for (const url of listedUrls(text)) expect(built.has(url.slice(`${ORIGIN}/`.length))).toBe(true);
    expect(text).not.toContain('Hidden notes');
    expect(text).not.toContain('Unfinished');
  });

  it('writes llms-full.txt: every listed doc in sidebar order, each under its own header', async () => {
    const full = await built.read('llms-full.txt');
    const sources = [...full.matchAll(/^source: (.+)$/gm)].map((m) => m[1]);
    expect(sources).toEqual([
      `${ORIGIN}/docs/intro.md`,
      `${ORIGIN}/docs/guide/advanced.md`,
      `${ORIGIN}/docs/guide/setup.md`,
    ]);
    expect(full).toContain(
      `---\nurl: ${ORIGIN}/docs/guide/setup\nsource: ${ORIGIN}/docs/guide/setup.md\n---\n\n${await built.read('docs/guide/setup.md')}`,
    );
    expect(full).not.toContain('Not listed anywhere');
    expect(full).not.toContain('New tables for 2024');
  });

  it('leaves drafts out and writes an unlisted page its twin without listing it', () => {
    expect(built.has('docs/unfinished.md')).toBe(false);
    expect(built.has('docs/hidden.md')).toBe(true);
  });

  it('check counts the twins and llms.txt as files; with llms off, links to them are broken', async () => {
    const { site } = await fixture.copy();
    const on = runCli(site, ['check', '--format', 'json']);
    expect(JSON.parse(on.stdout).diagnostics).toEqual([]);
    await editFile(site, 'docsgen.config.ts', (text) =>
      text.replace("url: 'https", "llms: false,\n  url: 'https"),
    );
    const off = runCli(site, ['check', '--format', 'json']);
    const broken = JSON.parse(off.stdout).diagnostics.map(
      (d: { code: string; message: string }) => d.message,
    );
    expect(off.status).toBe(1);
    expect(broken.some((m: string) => m.includes('/llms.txt'))).toBe(true);
    expect(broken.some((m: string) => m.includes('/docs/intro.md'))).toBe(true);
  });
});

describe('the llms switches of the config', { timeout: 120_000 }, () => {
  it('llms: false writes no twin, no llms file, no head link and no button', async () => {
    const off = await buildCopy((text) => text.replace('  footer: {', '  llms: false,\n  footer: {'));
    expect(off.result.ok).toBe(true);
    for (const file of ['llms.txt', 'llms-full.txt', 'docs/intro.md', 'blog/2024/05/01/new-tables.md'])
      expect(off.has(file)).toBe(false);
    const html = await off.read('docs/intro/index.html');
    expect(html).not.toContain('text/markdown');
    expect(html).not.toContain('data-copy-page');
  });

  it('each file is switched off alone', async () => {
    const noFull = await buildCopy((text) =>
      text.replace('  footer: {', '  llms: { full: false },\n  footer: {'),
    );
    expect([noFull.has('llms.txt'), noFull.has('llms-full.txt'), noFull.has('docs/intro.md')]).toEqual([
      true,
      false,
      true,
    ]);
    const noTxt = await buildCopy((text) =>
      text.replace('  footer: {', '  llms: { txt: false },\n  footer: {'),
    );
    expect([noTxt.has('llms.txt'), noTxt.has('llms-full.txt')]).toEqual([false, true]);
  });

  it('the twin of a page is its URL plus .md whatever trailingSlash says', async () => {
    for (const setting of ['true', 'false']) {
      const built = await buildCopy((text) =>
        text.replace("baseUrl: '/handbook/',", `baseUrl: '/handbook/',\n  trailingSlash: ${setting},`),
      );
      expect(built.has('docs/guide/setup.md')).toBe(true);
      const page = setting === 'true' ? 'docs/guide/setup/index.html' : 'docs/guide/setup.html';
      expect(await built.read(page)).toContain('href="/handbook/docs/guide/setup.md" type="text/markdown"');
      expect(await built.read('llms.txt')).toContain(`(${ORIGIN}/docs/guide/setup.md)`);
    }
  });
});

describe('serve and preview send the twins as text/markdown', { timeout: 120_000 }, () => {
  it('serve answers a twin and llms.txt made from the model (drafts get a twin, llms.txt still leaves them out)', async () => {
    const { site } = await fixture.copy();
    const serve = await startServe(site);
    try {
      const origin = new URL(serve.url).origin;
      const twin = await request(`${origin}/handbook/docs/guide/setup.md`);
      expect(twin.status).toBe(200);
      expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.body.startsWith('# Setting up\n')).toBe(true);
      expect((await request(`${origin}/handbook/docs/unfinished.md`)).status).toBe(200);
      const llms = await request(`${origin}/handbook/llms.txt`);
      expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(listedUrls(llms.body)).toHaveLength(4);
      expect(llms.body).not.toContain('Unfinished');
      // An edit of a body shows in its twin and in llms-full.txt after the rebuild.
      await editFile(site, 'content/docs/guide/setup.md', (text) =>
        text.replace('Print the table.', 'Print it twice.'),
      );
      await serve.waitForOutput(/rebuilt/);
      await waitUntilServed(`${origin}/handbook/docs/guide/setup.md`, 'Print it twice.');
      expect((await request(`${origin}/handbook/llms-full.txt`)).body).toContain('Print it twice.');
    } finally {
      await serve.stop();
    }
  });

  it('preview answers a built twin with its type, under the base path', async () => {
    const { outDir } = await buildCopy();
    const preview = await startPreviewServer({
      outDir,
      layout: { baseUrl: '/handbook/', trailingSlash: undefined },
      port: 0,
    });
    try {
      const twin = await request(`${preview.url}docs/intro.md`);
      expect(twin.status).toBe(200);
      expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.body).toBe(await readFile(path.join(outDir, 'docs/intro.md'), 'utf8'));
    } finally {
      await preview.close();
    }
  });
});
