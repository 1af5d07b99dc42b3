// The MkDocs-style fixture: images in img/ folders beside the pages, a PDF linked from a page, and a raw HTML figure.
// Files beside the content are copied once each to content-hashed paths, get their size, and are checked.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build/build.ts';
import { runCheck } from '../../../src/cli/commands/run-check.ts';
import { articleOf, expectedAssetPath, fixtureCopies, placed, textOf } from './helpers.ts';

const copies = fixtureCopies('shape-mkdocs');
afterAll(() => copies.cleanup());

describe('an MkDocs-style folder with co-located images', () => {
  it('builds with no diagnostics and copies each linked file once under its content hash', async () => {
    const dir = await copies.copy();
    const result = await build({ cwd: dir, output: 'memory' });
    expect(placed(result.diagnostics)).toEqual([]);
    const docs = path.join(dir, 'docs');
    const linked = [
      'img/overview.png',
      'guide/img/pipeline.png',
      'guide/img/pipeline-dark.png',
      'guide/img/flow.svg',
    ];
    const expected = await Promise.all(
      [...linked, 'reference/checklist.pdf'].map((f) => expectedAssetPath(path.join(docs, f))),
    );
    const written = [...result.memory!.files.keys()].filter((f) => f.startsWith('assets/files/')).sort();
    expect(written).toEqual([...expected].sort());
    for (const [i, file] of ['img/overview.png', 'reference/checklist.pdf'].entries()) {
      const out = result.memory!.files.get(expected[i === 0 ? 0 : 4]!)!;
      expect(Buffer.compare(Buffer.from(out), await readFile(path.join(docs, file)))).toBe(0);
    }
  });

  it('rewrites markdown and raw HTML sources to the copies, with the width and height of each image', async () => {
    const dir = await copies.copy();
    const result = await build({ cwd: dir, output: 'memory' });
    const docs = path.join(dir, 'docs');
    const pipeline = await expectedAssetPath(path.join(docs, 'guide/img/pipeline.png'));
    const dark = await expectedAssetPath(path.join(docs, 'guide/img/pipeline-dark.png'));
    const flow = await expectedAssetPath(path.join(docs, 'guide/img/flow.svg'));
    const pdf = await expectedAssetPath(path.join(docs, 'reference/checklist.pdf'));
    const size = imageSize(await readFile(path.join(docs, 'guide/img/pipeline.png')));
    const svgSize = imageSize(await readFile(path.join(docs, 'guide/img/flow.svg')));
    const article = articleOf(textOf(result, 'guide/install/index.html'));
    // The raw HTML figure: srcset and src rewritten in place, the size added, the page link resolved.
    expect(article).toContain(`<source srcset="/${dark}" media="(prefers-color-scheme: dark)">`);
    expect(article).toContain(
      `<img width="${size.width}" height="${size.height}" src="/${pipeline}" alt="The copy pipeline">`,
    );
    expect(article).toContain('<a href="/reference/commands#sync">the sync command</a>');
    expect(article).toContain(
      `<img width="${svgSize.width}" height="${svgSize.height}" src="/${flow}" alt="Flow">`,
    );
    // The same image in markdown: the same copy.
    expect(article).toContain(
      `<img src="/${pipeline}" alt="Pipeline" width="${size.width}" height="${size.height}"`,
    );
    expect(article).toContain(`<a href="/${pdf}">checklist</a>`);
    expect(articleOf(textOf(result, 'index.html'))).toContain(
      `src="/${await expectedAssetPath(path.join(docs, 'img/overview.png'))}"`,
    );
  });

  it('writes the same files under a baseUrl and links them with it', async () => {
    const dir = await copies.copy();
    const config = path.join(dir, 'docsgen.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        "url: 'https://harbour.example.com',",
        "$&\n  baseUrl: '/tools/',",
      ),
    );
    const result = await build({ cwd: dir, output: 'memory' });
    expect(placed(result.diagnostics)).toEqual([]);
    const overview = await expectedAssetPath(path.join(dir, 'docs/img/overview.png'));
    expect(result.memory!.files.has(overview)).toBe(true);
    expect(textOf(result, 'index.html')).toContain(`src="/tools/${overview}"`);
    expect(textOf(result, 'guide/install/index.html')).toContain('<a href="/tools/reference/commands#sync">');
  });

  it("serves the same files from serve's lazy output", async () => {
    const dir = await copies.copy();
    const full = await build({ cwd: dir, output: 'memory' });
    const lazy = await build({ cwd: dir, output: 'lazy' });
    const assets = [...full.memory!.files].filter(([f]) => f.startsWith('assets/files/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const [file, contents] of assets) {
      expect(Buffer.compare(Buffer.from(lazy.lazy!.get(file)!), Buffer.from(contents)), file).toBe(0);
    }
    expect(lazy.lazy!.get('guide/install/index.html')).toBe(textOf(full, 'guide/install/index.html'));
  });

  it('gives a new path when an image changes, and keeps the old path out of the output', async () => {
    const dir = await copies.copy();
    const before = await expectedAssetPath(path.join(dir, 'docs/img/overview.png'));
    const file = path.join(dir, 'docs/img/overview.png');
    await writeFile(file, Buffer.concat([await readFile(file), Buffer.from('trailing bytes')]));
    const after = await expectedAssetPath(file);
    expect(after).not.toBe(before);
    const result = await build({ cwd: dir, output: 'memory' });
    expect(result.memory!.files.has(after)).toBe(true);
    expect(result.memory!.files.has(before)).toBe(false);
    expect(textOf(result, 'index.html')).toContain(`/${after}`);
  });

  it('reports a missing co-located image and broken raw HTML links at their line and column', async () => {
    const dir = await copies.copy();
    await writeFile(
      path.join(dir, 'docs/guide/broken.md'),
      [
        '# Broken',
        '',
        'A picture that is not there: ![Gone](img/missing.png)',
        '',
        '<p>Raw: <img src="img/also-missing.png" alt="x"> and <a href="../nowhere/">a lost page</a>.</p>',
        '',
        '<div><a href="../reference/commands.md#no-such-anchor">bad anchor</a></div>',
        '',
      ].join('\n'),
    );
    const built = await build({ cwd: dir, output: 'memory' });
    expect(placed(built.diagnostics).sort()).toEqual([
      'warning broken-anchor docs/guide/broken.md:7:15',
      'warning broken-link docs/guide/broken.md:5:63',
      'warning missing-image docs/guide/broken.md:3:38',
      'warning missing-image docs/guide/broken.md:5:19',
    ]);
    const checked = await runCheck({ cwd: dir });
    expect(checked.errors).toBeGreaterThanOrEqual(2);
    expect(placed(checked.diagnostics)).toEqual(
      expect.arrayContaining([
        'error broken-link docs/guide/broken.md:5:63',
        'error broken-anchor docs/guide/broken.md:7:15',
      ]),
    );
  });
});
